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
        columns = max(1, Int((area.width / cell).rounded(.up)))
        rows = max(1, Int((area.height / cell).rounded(.up)))
        filled = [Bool](repeating: false, count: columns * rows)
        // An edge table: each edge starts at the first row whose centre it crosses and leaves after its last, so
        // that a row meets only the edges that span it (the offset checks build several grids per outline).
        let (columns, rows, origin) = (columns, rows, origin)
        var starts = [[(last: Int, x: Double, step: Double, winding: Int)]](repeating: [], count: rows)
        for polygon in path.flattened(tolerance: flatness ?? cell / 8) where polygon.count > 1 {
            var previous = polygon[polygon.count - 1]
            for p in polygon {
                defer { previous = p }
                guard p.y != previous.y else { continue }
                let (low, high) = p.y > previous.y ? (previous, p) : (p, previous)
                // Rows whose centre y = origin + (row + 0.5)·cell lies in [low.y, high.y).
                let first = max(0, Int(((low.y - origin.y) / cell - 0.5).rounded(.up)))
                let last = min(rows - 1, Int(((high.y - origin.y) / cell - 0.5).rounded(.up)) - 1)
                guard first <= last else { continue }
                let slope = (high.x - low.x) / (high.y - low.y)
                let y = origin.y + (Double(first) + 0.5) * cell
                starts[first].append((last, low.x + (y - low.y) * slope, slope * cell, p.y > previous.y ? 1 : -1))
            }
        }
        var active: [(last: Int, x: Double, step: Double, winding: Int)] = []
        var crossings: [(x: Double, winding: Int)] = []
        for row in 0..<rows {
            active.append(contentsOf: starts[row])
            guard !active.isEmpty else { continue }
            crossings.removeAll(keepingCapacity: true)
            for edge in active { crossings.append((edge.x, edge.winding)) }
            crossings.sort { $0.x < $1.x }
            // Between consecutive crossings the winding is constant: fill the cells whose centres lie there.
            var winding = 0
            for index in crossings.indices.dropLast() {
                winding += crossings[index].winding
                guard winding != 0 else { continue }
                // Centres x with crossings[index].x < x <= crossings[index + 1].x.
                let first = max(0, Int(((crossings[index].x - origin.x) / cell - 0.5).rounded(.down)) + 1)
                let last = min(columns - 1, Int(((crossings[index + 1].x - origin.x) / cell - 0.5).rounded(.down)))
                if first <= last { for column in first...last { filled[row * columns + column] = true } }
            }
            active = active.compactMap { $0.last > row ? ($0.last, $0.x + $0.step, $0.step, $0.winding) : nil }
        }
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
        // Unchecked buffer access: the import runs this for every outline it offsets.
        d.withUnsafeMutableBufferPointer { d in
            for row in 0..<rows {
                for column in 0..<columns {
                    let i = row * columns + column
                    var best = d[i]
                    if column > 0 { best = min(best, d[i - 1] + 1) }
                    if row > 0 {
                        best = min(best, d[i - columns] + 1)
                        if column > 0 { best = min(best, d[i - columns - 1] + diagonal) }
                        if column + 1 < columns { best = min(best, d[i - columns + 1] + diagonal) }
                    }
                    d[i] = best
                }
            }
            for row in stride(from: rows - 1, through: 0, by: -1) {
                for column in stride(from: columns - 1, through: 0, by: -1) {
                    let i = row * columns + column
                    var best = d[i]
                    if column + 1 < columns { best = min(best, d[i + 1] + 1) }
                    if row + 1 < rows {
                        best = min(best, d[i + columns] + 1)
                        if column + 1 < columns { best = min(best, d[i + columns + 1] + diagonal) }
                        if column > 0 { best = min(best, d[i + columns - 1] + diagonal) }
                    }
                    d[i] = best
                }
            }
        }
        return d
    }
}
