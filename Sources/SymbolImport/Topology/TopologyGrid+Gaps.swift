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
        // The disc as one run of cells per row: the half width of row dy is the largest dx with dx² + dy² ≤ r².
        var halfWidths: [Int] = []
        for dy in -reach...reach {
            var half = -1
            while half < reach, Double((half + 1) * (half + 1) + dy * dy) <= radius * radius { half += 1 }
            halfWidths.append(half)
        }
        var grown = filled
        // The author's weight check closes gaps in every silhouette it counts: runs filled through a buffer, not
        // cell by cell through the array (whose uniqueness check alone cost as much as the stamping).
        filled.withUnsafeBufferPointer { filled in
            grown.withUnsafeMutableBufferPointer { grown in
                for row in 0..<rows {
                    for column in 0..<columns where filled[row * columns + column] {
                        let edge = (column > 0 && !filled[row * columns + column - 1]) || (column < columns - 1 && !filled[row * columns + column + 1])
                            || (row > 0 && !filled[(row - 1) * columns + column]) || (row < rows - 1 && !filled[(row + 1) * columns + column])
                        guard edge else { continue }
                        for (index, half) in halfWidths.enumerated() where half >= 0 {
                            let y = row + index - reach
                            guard y >= 0, y < rows else { continue }
                            let first = max(0, column - half), last = min(columns - 1, column + half)
                            guard first <= last else { continue }
                            let start = y * columns
                            for x in first...last { grown[start + x] = true }
                        }
                    }
                }
            }
        }
        return grown
    }
}
