/// A coarse bitmap of what a path fills under the non-zero rule, sampled at cell centres, for comparing shapes
/// (does an offset outline cover what it should?) without a rasterizer. Built row by row from edge crossings.
package struct CoverageGrid {
    package let origin: Point
    package let cell: Double
    package let columns: Int
    package let rows: Int
    package private(set) var filled: [Bool]

    /// The grid over `area` with cells of side `cell`, filled where `path` winds non-zero.
    package init(_ path: VectorPath, over area: Rect, cell: Double) {
        origin = Point(x: area.minX, y: area.minY)
        self.cell = cell
        columns = max(1, Int((area.width / cell).rounded(.up)))
        rows = max(1, Int((area.height / cell).rounded(.up)))
        filled = [Bool](repeating: false, count: columns * rows)
        let polygons = path.flattened(tolerance: cell / 8)
        var crossings: [(x: Double, winding: Int)] = []
        for row in 0..<rows {
            let y = origin.y + (Double(row) + 0.5) * cell
            crossings.removeAll(keepingCapacity: true)
            for polygon in polygons where polygon.count > 1 {
                var previous = polygon[polygon.count - 1]
                for p in polygon {
                    if (previous.y <= y) != (p.y <= y) {
                        let x = previous.x + (y - previous.y) / (p.y - previous.y) * (p.x - previous.x)
                        crossings.append((x, p.y > previous.y ? 1 : -1))
                    }
                    previous = p
                }
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            var next = 0
            for column in 0..<columns {
                let x = origin.x + (Double(column) + 0.5) * cell
                while next < crossings.count && crossings[next].x < x {
                    winding += crossings[next].winding
                    next += 1
                }
                filled[row * columns + column] = winding != 0
            }
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
        return d
    }
}
