import SVGPath

/// What a reader recognises a shape by before its details: how many separate parts it has and how many holes
/// (counters) they enclose. A heavy weight of a keyboard that fuses its keys with the frame, or a Black `e` whose
/// counter closes, has changed these counts; a well-made weight never does.
///
/// Counted on a grid: filled cells joined by an edge or a corner make one part, empty cells joined by an edge make
/// one hole when they do not reach the grid's border (the two connectivities are each other's complement, so a
/// diagonal pinch is either a join or a gap, never both). Parts and holes of fewer than ``minimumCells`` cells are
/// left out: a sliver between overlapping contours is not a feature.
package struct ShapeTopology: Hashable, Sendable, CustomStringConvertible {
    /// Separate filled parts.
    package var parts: Int
    /// Enclosed empty regions.
    package var holes: Int

    /// Components smaller than this many cells are noise, not parts or holes.
    package static let minimumCells = 3

    package var description: String {
        "\(parts) part\(parts == 1 ? "" : "s"), \(holes) hole\(holes == 1 ? "" : "s")"
    }

    /// The topology of what `path` fills (non-zero rule) on `grid`'s cells.
    package init(_ path: VectorPath, on grid: TopologyGrid) {
        self.init(grid.runs(path))
    }

    package init(parts: Int, holes: Int) {
        self.parts = parts
        self.holes = holes
    }

    /// The topology of a coverage grid's filled cells.
    package init(_ coverage: CoverageGrid) {
        self.init(filled: coverage.filled, columns: coverage.columns, rows: coverage.rows)
    }

    /// The topology of the cells in `coverage`'s runs.
    package init(_ coverage: CoverageRuns) {
        let columns = coverage.columns
        self.init(columns: columns, rows: coverage.rows) { row, runs in
            var column = 0
            for run in coverage.runs(inRow: row) {
                let (start, end) = (Int(run.start), Int(run.end))
                if start > column { runs.append(Run(start: column, end: start, filled: false)) }
                runs.append(Run(start: start, end: end, filled: true))
                column = end
            }
            if column < columns { runs.append(Run(start: column, end: columns, filled: false)) }
        }
    }

    /// The topology of a row-major bitmap of filled cells (a render's pixels above some alpha, say).
    package init(filled: [Bool], columns: Int, rows: Int) {
        precondition(filled.count == columns * rows)
        self.init(columns: columns, rows: rows) { row, runs in
            var column = 0
            while column < columns {
                let value = filled[row * columns + column]
                var end = column + 1
                while end < columns && filled[row * columns + end] == value { end += 1 }
                runs.append(Run(start: column, end: end, filled: value))
                column = end
            }
        }
    }

    /// A row's maximal run of equal cells: columns `start..<end`.
    struct Run { var start: Int; var end: Int; var filled: Bool }

    /// Counts on runs: each row's maximal runs of equal cells (`rowRuns` appends them, left to right, covering
    /// the row), joined to the runs of the row above that they touch (filled runs across a corner too), by
    /// union-find.
    init(columns: Int, rows: Int, rowRuns: (_ row: Int, _ runs: inout [Run]) -> Void) {
        var sets = DisjointRuns()
        var previous: [(run: Run, id: Int)] = []
        var current: [(run: Run, id: Int)] = []
        var runs: [Run] = []
        for row in 0..<rows {
            current.removeAll(keepingCapacity: true)
            runs.removeAll(keepingCapacity: true)
            rowRuns(row, &runs)
            for run in runs {
                let id = sets.add(size: run.end - run.start, filled: run.filled,
                                  border: row == 0 || row == rows - 1 || run.start == 0 || run.end == columns)
                current.append((run, id))
            }
            // Runs of the row above that touch: sharing a column, or (filled ones) a corner.
            var above = 0
            for (run, id) in current {
                while above < previous.count && previous[above].run.end + (run.filled ? 1 : 0) <= run.start { above += 1 }
                var k = above
                while k < previous.count && previous[k].run.start < run.end + (run.filled ? 1 : 0) {
                    if previous[k].run.filled == run.filled { sets.union(id, previous[k].id) }
                    k += 1
                }
            }
            swap(&previous, &current)
        }
        var parts = 0, holes = 0
        for id in sets.parent.indices where sets.find(id) == id && sets.size[id] >= Self.minimumCells {
            if sets.isFilled[id] { parts += 1 } else if !sets.border[id] { holes += 1 }
        }
        self.init(parts: parts, holes: holes)
    }

    /// Union-find over runs: each set is a connected region, with its cell count, kind and whether it reaches the
    /// grid's border (an empty region that does is outside, not a hole).
    struct DisjointRuns {
        var parent: [Int] = []
        var size: [Int] = []
        var border: [Bool] = []
        var isFilled: [Bool] = []

        mutating func add(size cells: Int, filled: Bool, border touches: Bool) -> Int {
            let id = parent.count
            parent.append(id)
            size.append(cells)
            border.append(touches)
            isFilled.append(filled)
            return id
        }

        mutating func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }

        mutating func union(_ a: Int, _ b: Int) {
            let ra = find(a), rb = find(b)
            guard ra != rb else { return }
            let (big, small) = size[ra] >= size[rb] ? (ra, rb) : (rb, ra)
            parent[small] = big
            size[big] += size[small]
            border[big] = border[big] || border[small]
        }
    }
}

/// The cells on which several drawings of one shape (its weights) are compared: one area and one cell size for
/// all, so that counts differ only where the shapes do.
package struct TopologyGrid: Sendable {
    package var area: Rect
    package var cell: Double

    /// Cells across the longer side of the area: a gap of 0.4 % of it — about half a design unit on an icon's
    /// 100-unit band with the weights' reach — still shows.
    package static let resolution = 256.0

    package var columns: Int { max(1, Int((area.width / cell).rounded(.up))) }
    package var rows: Int { max(1, Int((area.height / cell).rounded(.up))) }

    /// The cells `path` fills under the non-zero rule, sampled at cell centres, row-major: a `CoverageGrid` over the
    /// area, flattened to a quarter cell (it runs for every layer of every imported icon several times).
    package func cells(_ path: VectorPath) -> [Bool] {
        runs(path).filled
    }

    /// The same cells as runs per row.
    package func runs(_ path: VectorPath) -> CoverageRuns {
        CoverageRuns(path, over: area, cell: cell, flatness: cell / 4)
    }

    /// A grid over `bounds` grown by `reach` on every side (how far the compared outlines may move).
    package init(covering bounds: Rect, reach: Double, resolution: Double = TopologyGrid.resolution) {
        let side = max(bounds.width, bounds.height) + 2 * reach
        cell = max(side, 1e-9) / resolution
        // One empty cell all around, so that parts touching the area's edge still enclose their holes.
        let margin = reach + 2 * cell
        area = Rect(x: bounds.minX - margin, y: bounds.minY - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
    }
}
