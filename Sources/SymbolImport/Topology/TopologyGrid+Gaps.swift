import SVGPath

/// Gaps a reader cannot see. A counter a tenth of a pixel wide renders as a hairline, so a globe whose counters
/// narrow to that at Black reads as a disc although its holes are still there on a fine grid: the check treats
/// such a counter as closed, and two parts that close to such a gap as merged.
extension TopologyGrid {
    /// `filled` grown by a disc of half of `width` (in the grid's units): every gap or counter narrower than
    /// `width` closes, wider ones stay open (narrowed by `width`, which does not change what touches what).
    ///
    /// Stamps the disc around filled cells that have an empty neighbour in the grid only, since the interior adds
    /// nothing. On runs: a row's edge cells are its runs' ends and the stretches of its runs the row above or below
    /// leaves empty, and a disc stamped along a stretch of edge cells is one wider stretch per disc row, so a row
    /// costs its handful of runs, not its hundreds of cells (the library's check closes gaps at every slot).
    package func closingGaps(narrowerThan width: Double, in filled: CoverageRuns) -> CoverageRuns {
        let columns = filled.columns, rows = filled.rows
        let radius = width / 2 / cell
        guard radius >= 0.5 else { return filled }
        let reach = Int(clamping: radius.rounded(.down), to: 0...Int.max)
        // The disc as one stretch per row offset: `halfWidths[dy + reach]` is the largest |dx| with dx² + dy² ≤ r².
        let halfWidths: [Int32] = (-reach...reach).map { dy in
            var dx: Int32 = 0
            while Double((Int(dx) + 1) * (Int(dx) + 1) + dy * dy) <= radius * radius { dx += 1 }
            return dx
        }
        let width = Int32(columns)
        var edges = [[(start: Int32, end: Int32)]](repeating: [], count: rows)
        for row in 0..<rows {
            for run in filled.runs(inRow: row) {
                if run.start > 0 { edges[row].append((run.start, run.start + 1)) }
                if run.end < width { edges[row].append((run.end - 1, run.end)) }
                if row > 0 { Self.uncovered(run, by: filled.runs(inRow: row - 1), into: &edges[row]) }
                if row < rows - 1 { Self.uncovered(run, by: filled.runs(inRow: row + 1), into: &edges[row]) }
            }
        }
        var grown: [(start: Int32, end: Int32)] = []
        var rowStarts = [0]
        rowStarts.reserveCapacity(rows + 1)
        var stretches: [(start: Int32, end: Int32)] = []
        for row in 0..<rows {
            stretches.removeAll(keepingCapacity: true)
            stretches.append(contentsOf: filled.runs(inRow: row))
            for source in max(0, row - reach)...min(rows - 1, row + reach) {
                let half = halfWidths[row - source + reach]
                for edge in edges[source] { stretches.append((max(0, edge.start - half), min(width, edge.end + half))) }
            }
            stretches.sort { $0.start < $1.start }
            let first = grown.count
            for stretch in stretches { CoverageRuns.append(stretch, to: &grown, rowFrom: first) }
            rowStarts.append(grown.count)
        }
        return CoverageRuns(columns: columns, rows: rows, runs: grown, rowStarts: rowStarts)
    }

    /// Appends the stretches of `run` that no run of `other` (a neighbouring row) covers.
    private static func uncovered(_ run: (start: Int32, end: Int32), by other: ArraySlice<(start: Int32, end: Int32)>,
                                  into stretches: inout [(start: Int32, end: Int32)]) {
        var start = run.start
        for cover in other where cover.end > start {
            if cover.start >= run.end { break }
            if cover.start > start { stretches.append((start, cover.start)) }
            start = max(start, cover.end)
            if start >= run.end { return }
        }
        if start < run.end { stretches.append((start, run.end)) }
    }
}
