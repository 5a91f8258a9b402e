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
    /// costs its handful of runs, not its hundreds of cells. The library's check closes gaps at every slot of every
    /// candidate narrowing (about a third of its time), so the edges are gathered once into one flat list, sorted
    /// and joined per row, and every row of the result is built in one reused buffer.
    package func closingGaps(narrowerThan width: Double, in filled: CoverageRuns) -> CoverageRuns {
        let columns = filled.columns, rows = filled.rows
        let radius = width / 2 / cell
        guard radius >= 0.5, rows > 0 else { return filled }
        // Rows further than the grid is tall are never reached, and a stretch wider than the grid is clipped.
        let reach = Int(clamping: radius.rounded(.down), to: 0...rows)
        let halves = Self.halfWidths(radius: radius, reach: reach, cap: Int32(clamping: columns))
        let edges = Self.edges(of: filled)
        let runs = filled.runs, runStarts = filled.rowStarts
        let gridWidth = Int32(columns)
        var grown: [(start: Int32, end: Int32)] = []
        grown.reserveCapacity(runs.count + edges.runs.count)
        var rowStarts = [0]
        rowStarts.reserveCapacity(rows + 1)
        // A row's cells as bits: stamping a stretch sets a few words, so the row needs neither sorting nor merging.
        var bits = [UInt64](repeating: 0, count: (columns + 63) / 64)
        for row in 0..<rows {
            for index in bits.indices { bits[index] = 0 }
            for index in runStarts[row]..<runStarts[row + 1] { Self.set(runs[index], in: &bits) }
            for source in max(0, row - reach)...min(rows - 1, row + reach) {
                let half = halves[abs(row - source)]
                for index in edges.rowStarts[source]..<edges.rowStarts[source + 1] {
                    let edge = edges.runs[index]
                    Self.set((max(0, edge.start - half), min(gridWidth, edge.end + half)), in: &bits)
                }
            }
            Self.appendRuns(of: bits, to: &grown)
            rowStarts.append(grown.count)
        }
        return CoverageRuns(columns: columns, rows: rows, runs: grown, rowStarts: rowStarts)
    }

    /// Sets the bits of the cells `start..<end`.
    private static func set(_ stretch: (start: Int32, end: Int32), in bits: inout [UInt64]) {
        var start = Int(stretch.start)
        let end = Int(stretch.end)
        while start < end {
            let word = start >> 6, offset = start & 63
            let count = min(64 - offset, end - start)
            bits[word] |= (count == 64 ? ~0 : ((1 &<< UInt64(count)) &- 1)) &<< UInt64(offset)
            start += count
        }
    }

    /// Appends the row's runs of set bits, in order, to `runs`.
    private static func appendRuns(of bits: [UInt64], to runs: inout [(start: Int32, end: Int32)]) {
        var open: Int32? = nil
        for (index, word) in bits.enumerated() {
            let base = Int32(index * 64)
            var rest = word, column: Int32 = 0
            while column < 64 {
                if let start = open {
                    // Inside a run: it ends at the first clear bit.
                    let ones = Int32((~rest).trailingZeroBitCount)
                    guard ones < 64 - column else { break }
                    runs.append((start, base + column + ones))
                    open = nil
                    rest &>>= UInt64(ones)
                    column += ones
                } else {
                    guard rest != 0 else { break }
                    let zeros = Int32(rest.trailingZeroBitCount)
                    open = base + column + zeros
                    rest &>>= UInt64(zeros)
                    column += zeros
                }
            }
        }
        if let start = open { runs.append((start, Int32(bits.count * 64))) }
    }

    /// The disc as one stretch per row offset: `halves[|dy|]` is the largest dx with dx² + dy² ≤ r², no wider than
    /// `cap` (the grid's width: a wider stretch is clipped anyway, and a huge radius costs no more than the grid).
    private static func halfWidths(radius: Double, reach: Int, cap: Int32) -> [Int32] {
        (0...reach).map { dy in
            var dx: Int32 = 0
            while dx < cap, Double((Int(dx) + 1) * (Int(dx) + 1) + dy * dy) <= radius * radius { dx += 1 }
            return dx
        }
    }

    /// The edge cells of `filled` as stretches per row, sorted and with touching stretches joined (stamping the
    /// same disc along one stretch or along its pieces covers the same cells).
    private static func edges(of filled: CoverageRuns) -> (runs: [(start: Int32, end: Int32)], rowStarts: [Int]) {
        let rows = filled.rows, width = Int32(filled.columns)
        let runs = filled.runs, runStarts = filled.rowStarts
        var edges: [(start: Int32, end: Int32)] = []
        edges.reserveCapacity(2 * runs.count)
        var rowStarts = [0]
        rowStarts.reserveCapacity(rows + 1)
        var row: [(start: Int32, end: Int32)] = []
        for index in 0..<rows {
            row.removeAll(keepingCapacity: true)
            for runIndex in runStarts[index]..<runStarts[index + 1] {
                let run = runs[runIndex]
                if run.start > 0 { row.append((run.start, run.start + 1)) }
                if run.end < width { row.append((run.end - 1, run.end)) }
                if index > 0 { uncovered(run, by: runs, in: runStarts[index - 1]..<runStarts[index], into: &row) }
                if index < rows - 1 { uncovered(run, by: runs, in: runStarts[index + 1]..<runStarts[index + 2], into: &row) }
            }
            row.sort { $0.start < $1.start }
            let first = edges.count
            for stretch in row { CoverageRuns.append(stretch, to: &edges, rowFrom: first) }
            rowStarts.append(edges.count)
        }
        return (edges, rowStarts)
    }

    /// Appends the stretches of `run` that no run of `runs[others]` (a neighbouring row) covers.
    private static func uncovered(_ run: (start: Int32, end: Int32), by runs: [(start: Int32, end: Int32)],
                                  in others: Range<Int>, into stretches: inout [(start: Int32, end: Int32)]) {
        var start = run.start
        for index in others {
            let cover = runs[index]
            guard cover.end > start else { continue }
            if cover.start >= run.end { break }
            if cover.start > start { stretches.append((start, cover.start)) }
            start = max(start, cover.end)
            if start >= run.end { return }
        }
        if start < run.end { stretches.append((start, run.end)) }
    }
}
