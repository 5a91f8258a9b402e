/// Gaps a reader cannot see. A counter a tenth of a pixel wide renders as a hairline, so a globe whose counters
/// narrow to that at Black reads as a disc although its holes are still there on a fine grid: the check treats
/// such a counter as closed, and two parts that close to such a gap as merged.
extension TopologyGrid {
    /// `filled` grown by a disc of half of `width` (in the grid's units): every gap or counter narrower than
    /// `width` closes, wider ones stay open (narrowed by `width`, which does not change what touches what).
    ///
    /// Stamps the disc around filled cells that have an empty neighbour only, since the interior adds nothing.
    package func closingGaps(narrowerThan width: Double, in filled: [Bool]) -> [Bool] {
        let columns = columns, rows = rows
        let radius = width / 2 / cell
        guard radius >= 0.5, filled.count == columns * rows else { return filled }
        let reach = Int(clamping: radius.rounded(.down), to: 0...Int.max)
        var disc: [(dx: Int, dy: Int)] = []
        for dy in -reach...reach {
            for dx in -reach...reach where Double(dx * dx + dy * dy) <= radius * radius { disc.append((dx, dy)) }
        }
        var grown = filled
        for row in 0..<rows {
            for column in 0..<columns where filled[row * columns + column] {
                let edge = (column > 0 && !filled[row * columns + column - 1]) || (column < columns - 1 && !filled[row * columns + column + 1])
                    || (row > 0 && !filled[(row - 1) * columns + column]) || (row < rows - 1 && !filled[(row + 1) * columns + column])
                guard edge else { continue }
                for (dx, dy) in disc {
                    let x = column + dx, y = row + dy
                    if x >= 0, x < columns, y >= 0, y < rows { grown[y * columns + x] = true }
                }
            }
        }
        return grown
    }
}
