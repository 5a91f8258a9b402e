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
        self.init(columns: coverage.columns, rows: coverage.rows, filledRuns: coverage.runs, rowStarts: coverage.rowStarts)
    }

    /// The topology of a row-major bitmap of filled cells (a render's pixels above some alpha, say).
    package init(filled: [Bool], columns: Int, rows: Int) {
        precondition(filled.count == columns * rows)
        var runs: [(start: Int32, end: Int32)] = []
        var rowStarts = [0]
        for row in 0..<rows {
            var column = 0
            while column < columns {
                guard filled[row * columns + column] else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < columns && filled[row * columns + end] { end += 1 }
                runs.append((Int32(column), Int32(end)))
                column = end
            }
            rowStarts.append(runs.count)
        }
        self.init(columns: columns, rows: rows, filledRuns: runs, rowStarts: rowStarts)
    }

    /// A row's maximal run of equal cells: columns `start..<end`.
    struct Run { var start: Int; var end: Int; var filled: Bool }

    /// Counts on runs: each row's maximal runs of equal cells (the filled runs given, sorted and not touching, and
    /// the empty runs between them), joined to the runs of the row above that they touch (filled runs across a
    /// corner too), by union-find.
    init(columns: Int, rows: Int, filledRuns: [(start: Int32, end: Int32)], rowStarts: [Int]) {
        var sets = DisjointRuns()
        sets.nodes.reserveCapacity(2 * filledRuns.count + rows)
        var previous: [(run: Run, id: Int)] = []
        var current: [(run: Run, id: Int)] = []
        var runs: [Run] = []
        for row in 0..<rows {
            current.removeAll(keepingCapacity: true)
            runs.removeAll(keepingCapacity: true)
            var column = 0
            for index in rowStarts[row]..<rowStarts[row + 1] {
                let (start, end) = (Int(filledRuns[index].start), Int(filledRuns[index].end))
                if start > column { runs.append(Run(start: column, end: start, filled: false)) }
                runs.append(Run(start: start, end: end, filled: true))
                column = end
            }
            if column < columns { runs.append(Run(start: column, end: columns, filled: false)) }
            let border = row == 0 || row == rows - 1
            for run in runs {
                let id = sets.add(size: run.end - run.start, filled: run.filled,
                                  border: border || run.start == 0 || run.end == columns)
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
        for id in sets.nodes.indices where sets.find(id) == id && sets.nodes[id].size >= Self.minimumCells {
            if sets.nodes[id].filled { parts += 1 } else if !sets.nodes[id].border { holes += 1 }
        }
        self.init(parts: parts, holes: holes)
    }

    /// Union-find over runs: each set is a connected region, with its cell count, kind and whether it reaches the
    /// grid's border (an empty region that does is outside, not a hole). One array of nodes, so that adding a run
    /// is one append (this runs for every slot of every imported layer).
    struct DisjointRuns {
        struct Node {
            var parent: Int32
            var size: Int32
            var border: Bool
            var filled: Bool
        }
        var nodes: [Node] = []

        mutating func add(size cells: Int, filled: Bool, border touches: Bool) -> Int {
            nodes.append(Node(parent: Int32(nodes.count), size: Int32(cells), border: touches, filled: filled))
            return nodes.count - 1
        }

        mutating func find(_ x: Int) -> Int {
            var x = x
            while Int(nodes[x].parent) != x {
                nodes[x].parent = nodes[Int(nodes[x].parent)].parent
                x = Int(nodes[x].parent)
            }
            return x
        }

        mutating func union(_ a: Int, _ b: Int) {
            let ra = find(a), rb = find(b)
            guard ra != rb else { return }
            let (big, small) = nodes[ra].size >= nodes[rb].size ? (ra, rb) : (rb, ra)
            nodes[small].parent = Int32(big)
            nodes[big].size += nodes[small].size
            nodes[big].border = nodes[big].border || nodes[small].border
        }
    }
}
