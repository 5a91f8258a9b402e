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

    /// Counts on runs: each row's maximal runs of equal cells (the filled runs given, sorted and not touching, and
    /// the empty runs between them), joined to the runs of the row above that they touch (filled runs across a
    /// corner too), by union-find.
    ///
    /// Every run is a node of one preallocated array, a row's runs are consecutive in it, and the row above is
    /// the range before: no array per row. The importer counts every slot of every imported layer several times.
    init(columns: Int, rows: Int, filledRuns: [(start: Int32, end: Int32)], rowStarts: [Int]) {
        let (parts, holes) = Regions.withNodes(Regions.capacity(filledRuns.count, rows)) { n -> (Int, Int) in
            var regions = Regions(n)
            regions.add(columns: columns, rows: rows, filledRuns: filledRuns, rowStarts: rowStarts)
            var parts = 0, holes = 0
            for id in 0..<regions.count where regions.find(id) == id && n[id].size >= Int32(Self.minimumCells) {
                if n[id].filled { parts += 1 } else if !n[id].border { holes += 1 }
            }
            return (parts, holes)
        }
        self.init(parts: parts, holes: holes)
    }

    /// Union-find over the runs of one or more drawings, in a preallocated buffer: each set is a connected region,
    /// with its cell count, kind and whether it reaches the grid's border (an empty region that does is outside,
    /// not a hole).
    struct Regions {
        let n: UnsafeMutableBufferPointer<Node>
        var count = 0

        init(_ n: UnsafeMutableBufferPointer<Node>) { self.n = n }

        /// The most runs `filledRuns` filled runs over `rows` rows make with the empty runs between them.
        static func capacity(_ filledRuns: Int, _ rows: Int) -> Int { 2 * filledRuns + rows }

        /// Calls `body` with room for `capacity` nodes, left unset: every node is written before it is read, and
        /// the importer counts thousands of drawings, so the room is not cleared first.
        static func withNodes<Result>(_ capacity: Int, _ body: (UnsafeMutableBufferPointer<Node>) -> Result) -> Result {
            let nodes = UnsafeMutableBufferPointer<Node>.allocate(capacity: max(capacity, 1))
            defer { nodes.deallocate() }
            return body(nodes)
        }

        func find(_ x: Int) -> Int {
            var x = x
            while Int(n[x].parent) != x {
                n[x].parent = n[Int(n[x].parent)].parent
                x = Int(n[x].parent)
            }
            return x
        }

        func union(_ a: Int, _ b: Int) {
            let ra = find(a), rb = find(b)
            guard ra != rb else { return }
            let (big, small) = n[ra].size >= n[rb].size ? (ra, rb) : (rb, ra)
            n[small].parent = Int32(big)
            n[big].size += n[small].size
            n[big].border = n[big].border || n[small].border
        }

        /// Adds a drawing's runs, filled and empty, joined within the drawing; returns where each row's runs start
        /// (and, last, where the drawing's end).
        @discardableResult
        mutating func add(columns: Int, rows: Int, filledRuns: [(start: Int32, end: Int32)], rowStarts: [Int]) -> [Int] {
            filledRuns.withUnsafeBufferPointer { add(columns: columns, rows: rows, filled: $0, rowStarts: rowStarts) }
        }

        private mutating func add(columns: Int, rows: Int, filled: UnsafeBufferPointer<(start: Int32, end: Int32)>,
                                  rowStarts: [Int]) -> [Int] {
            let width = Int32(columns)
            var starts = [Int]()
            starts.reserveCapacity(rows + 1)
            var above = 0..<0
            for row in 0..<rows {
                let border = row == 0 || row == rows - 1
                let first = count
                starts.append(first)
                func add(_ start: Int32, _ end: Int32, _ filled: Bool) {
                    n[count] = Node(parent: Int32(count), size: end - start, start: start, end: end, filled: filled,
                                    border: border || start == 0 || end == width)
                    count += 1
                }
                var column: Int32 = 0
                for index in rowStarts[row]..<rowStarts[row + 1] {
                    let run = filled[index]
                    if run.start > column { add(column, run.start, false) }
                    add(run.start, run.end, true)
                    column = run.end
                }
                if column < width { add(column, width, false) }
                // Runs of the row above that touch: sharing a column, or (filled ones) a corner.
                var k0 = above.lowerBound
                for i in first..<count {
                    let reach: Int32 = n[i].filled ? 1 : 0
                    while k0 < above.upperBound && n[k0].end + reach <= n[i].start { k0 += 1 }
                    var k = k0
                    while k < above.upperBound && n[k].start < n[i].end + reach {
                        if n[k].filled == n[i].filled { union(i, k) }
                        k += 1
                    }
                }
                above = first..<count
            }
            starts.append(count)
            return starts
        }
    }

    /// A run of equal cells (columns `start..<end`) and the connected region it belongs to: union-find's parent,
    /// and at a root the region's cell count, kind and whether it reaches the grid's border (an empty region that
    /// does is outside, not a hole).
    struct Node: Sendable {
        var parent: Int32 = 0
        var size: Int32 = 0
        var start: Int32 = 0
        var end: Int32 = 0
        var filled = false
        var border = false
    }
}
