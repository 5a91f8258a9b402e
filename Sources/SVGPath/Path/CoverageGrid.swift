/// A coarse bitmap of what a path fills under the non-zero rule, sampled at cell centres, for comparing shapes
/// (does an offset outline cover what it should?) without a rasterizer. Built row by row from edge crossings.
package struct CoverageGrid {
    package let origin: Point
    package let cell: Double
    package let columns: Int
    package let rows: Int
    package private(set) var filled: [Bool]

    /// The grid over `area` with cells of side `cell`, filled where `path` winds non-zero; curves are flattened to
    /// within `flatness` (an eighth of a cell unless said).
    package init(_ path: VectorPath, over area: Rect, cell: Double, flatness: Double? = nil) {
        origin = Point(x: area.minX, y: area.minY)
        self.cell = cell
        columns = Self.cells(area.width, cell)
        rows = Self.cells(area.height, cell)
        var filled = [Bool](repeating: false, count: columns * rows)
        let columns = columns
        filled.withUnsafeMutableBufferPointer { filled in
            Self.scan(path, over: area, cell: cell, flatness: flatness ?? cell / 8) { row, first, last in
                for column in first...last { filled[row * columns + column] = true }
            }
        }
        self.filled = filled
    }

    /// Calls `span(row, first, last)` for every run of cells `first...last` of a row whose centres lie where `path`
    /// winds non-zero, row by row, left to right within a row (runs of one row may overlap or touch: one per pair of
    /// crossings, or one per run of non-zero winding in a row of many crossings).
    ///
    /// An edge table: each edge starts at the first row whose centre it crosses and leaves after its last, so that
    /// a row meets only the edges that span it. The import's weight checks scan every layer dozens of times, so the
    /// table is one flat array sorted by first row, and the active edges are updated in place.
    static func scan(_ path: VectorPath, over area: Rect, cell: Double, flatness: Double,
                     span: (_ row: Int, _ first: Int, _ last: Int) -> Void) {
        struct Edge { var first: Int; var last: Int; var x: Double; var step: Double; var winding: Int }
        let origin = Point(x: area.minX, y: area.minY)
        let columns = cells(area.width, cell)
        let rows = cells(area.height, cell)
        // A cell index from a coordinate that may lie far outside the area (or be infinite after an offset of
        // hostile artwork): clamped to one past either end before it becomes an integer, which would trap.
        func cellIndex(_ value: Double, _ count: Int) -> Int {
            Int(clamping: value, to: -1...count)
        }
        var edges: [Edge] = []
        for polygon in path.flattened(tolerance: flatness, within: area) where polygon.count > 1 {
            var previous = polygon[polygon.count - 1]
            for p in polygon {
                defer { previous = p }
                guard p.y != previous.y, p.x.isFinite, p.y.isFinite, previous.x.isFinite, previous.y.isFinite else { continue }
                let (low, high) = p.y > previous.y ? (previous, p) : (p, previous)
                // Rows whose centre y = origin + (row + 0.5)·cell lies in [low.y, high.y).
                let first = max(0, cellIndex(((low.y - origin.y) / cell - 0.5).rounded(.up), rows))
                let last = min(rows - 1, cellIndex(((high.y - origin.y) / cell - 0.5).rounded(.up), rows) - 1)
                guard first <= last else { continue }
                let slope = (high.x - low.x) / (high.y - low.y)
                let y = origin.y + (Double(first) + 0.5) * cell
                edges.append(Edge(first: first, last: last, x: low.x + (y - low.y) * slope, step: slope * cell,
                                  winding: p.y > previous.y ? 1 : -1))
            }
        }
        guard !edges.isEmpty else { return }
        // By first row, in one counting pass (rows are few and known).
        var counts = [Int](repeating: 0, count: rows + 1)
        for edge in edges { counts[edge.first + 1] += 1 }
        for row in 0..<rows { counts[row + 1] += counts[row] }
        var sorted = edges
        for edge in edges {
            sorted[counts[edge.first]] = edge
            counts[edge.first] += 1
        }
        edges = sorted
        var next = 0
        // The edges crossing the current row, kept in order of their crossings: from one row to the next they
        // move a little and seldom pass each other, so an insertion sort puts them back in order in one pass.
        // Edges that cross each other by the hundred (rings stacked a little apart, hostile petals all through one
        // point) would make that sort quadratic in a row's edges, and a full sort of every such row costs n log n:
        // past a few moves per edge the row is read unordered instead, each crossing counted into the column it
        // starts at and the winding summed along the row, until the row has few enough edges to sort once more.
        var active: [Edge] = []
        var ordered = true
        var starts: [Int32] = []
        var row = edges[0].first
        while row < rows && (next < edges.count || !active.isEmpty) {
            while next < edges.count && edges[next].first == row {
                active.append(edges[next])
                next += 1
            }
            if active.isEmpty {
                row = edges[next].first
                continue
            }
            if !ordered && active.count <= Self.sortedRowEdges {
                active.sort { $0.x < $1.x }
                ordered = true
            }
            active.withUnsafeMutableBufferPointer { active in
                if ordered {
                    var moves = 8 * active.count
                    for index in 1..<max(active.count, 1) where moves >= 0 {
                        let edge = active[index]
                        var k = index
                        while k > 0 && active[k - 1].x > edge.x {
                            active[k] = active[k - 1]
                            k -= 1
                        }
                        active[k] = edge
                        moves -= index - k
                    }
                    if moves < 0 {
                        if active.count <= Self.sortedRowEdges { active.sort { $0.x < $1.x } } else { ordered = false }
                    }
                }
                if ordered {
                    // Between consecutive crossings the winding is constant: the cells whose centres lie there.
                    var winding = 0
                    for index in 0..<active.count - 1 {
                        winding += active[index].winding
                        guard winding != 0 else { continue }
                        // Centres x with active[index].x < x <= active[index + 1].x.
                        let first = max(0, cellIndex(((active[index].x - origin.x) / cell - 0.5).rounded(.down), columns) + 1)
                        let last = min(columns - 1, cellIndex(((active[index + 1].x - origin.x) / cell - 0.5).rounded(.down), columns))
                        if first <= last { span(row, first, last) }
                    }
                    return
                }
                // A crossing at x winds every cell whose centre lies past it: from the first such column on. The
                // same cells as above, whatever the order of crossings.
                if starts.isEmpty { starts = [Int32](repeating: 0, count: columns + 1) }
                starts.withUnsafeMutableBufferPointer { starts in
                    for edge in active {
                        let first = max(0, cellIndex(((edge.x - origin.x) / cell - 0.5).rounded(.down), columns) + 1)
                        if first < columns { starts[first] &+= Int32(edge.winding) }
                    }
                    var winding: Int32 = 0
                    var runStart = -1
                    for column in 0..<columns {
                        winding &+= starts[column]
                        starts[column] = 0
                        if winding != 0 {
                            if runStart < 0 { runStart = column }
                        } else if runStart >= 0 {
                            span(row, runStart, column - 1)
                            runStart = -1
                        }
                    }
                    if runStart >= 0 { span(row, runStart, columns - 1) }
                }
            }
            var kept = 0
            for index in active.indices where active[index].last > row {
                active[kept] = active[index]
                active[kept].x += active[kept].step
                kept += 1
            }
            active.removeLast(active.count - kept)
            row += 1
        }
    }

    /// The most edges a row may cross for ``scan(_:over:cell:flatness:span:)`` to sort them when they have passed
    /// each other: past it, the row's crossings are counted per column instead.
    static let sortedRowEdges = 64

    /// How many cells of side `cell` cover `length`: at least one, and one for a length that is not finite (hostile
    /// artwork's bounds can overflow), where converting to an integer would trap.
    package static func cells(_ length: Double, _ cell: Double) -> Int {
        let count = (length / cell).rounded(.up)
        return count.isFinite ? Int(clamping: count, to: 1...(1 << 30)) : 1
    }

    /// Fills every cell `other` fills (a grid over the same area and cells).
    package mutating func formUnion(_ other: CoverageGrid) {
        precondition(other.filled.count == filled.count)
        for index in filled.indices where other.filled[index] { filled[index] = true }
    }

    /// The number of filled cells.
    package var count: Int { filled.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// For every cell, the distance in cells to the nearest cell whose filled state is `toFilled` (0 for such cells),
    /// by a two-pass chamfer transform (axis steps 1, diagonal steps √2).
    package func distances(toFilled target: Bool) -> [Double] {
        let far = Double(columns + rows) * 2
        var d = filled.map { $0 == target ? 0 : far }
        let diagonal = 2.0.squareRoot()
        let (columns, rows) = (columns, rows)
        // Unchecked buffer access, and the border cells apart so that the inner loops have no bounds tests: the
        // import runs this for every outline it offsets. A neighbour outside the grid is simply not a candidate.
        d.withUnsafeMutableBufferPointer { d in
            func relax(_ i: Int, _ row: Int, _ column: Int, _ steps: [(dx: Int, dy: Int, cost: Double)]) {
                var best = d[i]
                for step in steps {
                    let x = column + step.dx, y = row + step.dy
                    if x >= 0, x < columns, y >= 0, y < rows { best = min(best, d[y * columns + x] + step.cost) }
                }
                d[i] = best
            }
            let forward: [(dx: Int, dy: Int, cost: Double)] = [(-1, 0, 1), (0, -1, 1), (-1, -1, diagonal), (1, -1, diagonal)]
            let backward: [(dx: Int, dy: Int, cost: Double)] = [(1, 0, 1), (0, 1, 1), (1, 1, diagonal), (-1, 1, diagonal)]
            // An inner cell (not in the first or last column) from its neighbours before it in the walk: the row
            // above (below) first, the cell to the left (right) last.
            @inline(__always) func down(_ i: Int) {
                let above = min(min(d[i], d[i - columns] + 1), min(d[i - columns - 1], d[i - columns + 1]) + diagonal)
                d[i] = min(above, d[i - 1] + 1)
            }
            @inline(__always) func up(_ i: Int) {
                let below = min(min(d[i], d[i + columns] + 1), min(d[i + columns + 1], d[i + columns - 1]) + diagonal)
                d[i] = min(below, d[i + 1] + 1)
            }
            // Each cell waits for the one before it in its row: a chain of dependent additions. Two rows are walked
            // at once, the second a cell behind (it needs the cell above and to the right), so that the two chains
            // overlap; every cell still sees its neighbours after they are final, so the result is the one-row
            // walk's, to the bit. The first and last columns are relaxed apart, so that the inner loop has no tests.
            for column in 0..<columns { relax(column, 0, column, forward) }
            var row = 1
            while row < rows {
                let (a, b) = (row * columns, (row + 1) * columns)
                guard row + 1 < rows else {
                    relax(a, row, 0, forward)
                    if columns > 1 {
                        for column in 1..<columns - 1 { down(a + column) }
                        relax(a + columns - 1, row, columns - 1, forward)
                    }
                    break
                }
                relax(a, row, 0, forward)
                if columns > 1 {
                    if columns > 2 { down(a + 1) } else { relax(a + 1, row, 1, forward) }
                    relax(b, row + 1, 0, forward)
                    // Each row's last cell is carried in a register, not read back from memory, so that a chain
                    // step is an addition and a minimum.
                    var (left, leftBelow) = (d[a + 1], d[b])
                    var i = a + 2
                    while i < a + columns - 1 {
                        let above = min(min(d[i], d[i &- columns] + 1), min(d[i &- columns &- 1], d[i &- columns &+ 1]) + diagonal)
                        left = min(above, left + 1)
                        d[i] = left
                        let j = i &+ columns &- 1
                        let aboveBelow = min(min(d[j], d[j &- columns] + 1), min(d[j &- columns &- 1], d[j &- columns &+ 1]) + diagonal)
                        leftBelow = min(aboveBelow, leftBelow + 1)
                        d[j] = leftBelow
                        i &+= 1
                    }
                    if columns > 2 {
                        relax(a + columns - 1, row, columns - 1, forward)
                        down(b + columns - 2)
                    }
                    relax(b + columns - 1, row + 1, columns - 1, forward)
                } else {
                    relax(b, row + 1, 0, forward)
                }
                row += 2
            }
            for column in stride(from: columns - 1, through: 0, by: -1) { relax((rows - 1) * columns + column, rows - 1, column, backward) }
            row = rows - 2
            while row >= 0 {
                let (a, b) = (row * columns, (row - 1) * columns)
                let last = columns - 1
                guard row - 1 >= 0 else {
                    relax(a + last, row, last, backward)
                    if columns > 1 {
                        for column in stride(from: last - 1, through: 1, by: -1) { up(a + column) }
                        relax(a, row, 0, backward)
                    }
                    break
                }
                relax(a + last, row, last, backward)
                if columns > 1 {
                    if columns > 2 { up(a + last - 1) } else { relax(a, row, 0, backward) }
                    relax(b + last, row - 1, last, backward)
                    var (right, rightAbove) = (d[a + last - 1], d[b + last])
                    var i = a + last - 2
                    while i > a {
                        let below = min(min(d[i], d[i &+ columns] + 1), min(d[i &+ columns &+ 1], d[i &+ columns &- 1]) + diagonal)
                        right = min(below, right + 1)
                        d[i] = right
                        let j = i &- columns &+ 1
                        let belowAbove = min(min(d[j], d[j &+ columns] + 1), min(d[j &+ columns &+ 1], d[j &+ columns &- 1]) + diagonal)
                        rightAbove = min(belowAbove, rightAbove + 1)
                        d[j] = rightAbove
                        i &-= 1
                    }
                    if columns > 2 {
                        relax(a, row, 0, backward)
                        up(b + 1)
                    }
                    relax(b, row - 1, 0, backward)
                } else {
                    relax(b, row - 1, 0, backward)
                }
                row -= 2
            }
        }
        return d
    }
}
