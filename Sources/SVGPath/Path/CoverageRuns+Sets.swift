/// Cells as sets: what several layers fill together, and the empty cells of a grid. Each works row by row on the
/// runs, never on a flag per cell: the library's weight check combines every layer at 27 slots of every name.
extension CoverageRuns {
    /// The cells this or `other` (a grid over the same area and cells) fills.
    package func union(_ other: CoverageRuns) -> CoverageRuns {
        precondition(other.columns == columns && other.rows == rows)
        var merged: [(start: Int32, end: Int32)] = []
        merged.reserveCapacity(runs.count + other.runs.count)
        var rowStarts = [0]
        rowStarts.reserveCapacity(rows + 1)
        for row in 0..<rows {
            let a = runs(inRow: row), b = other.runs(inRow: row)
            var i = a.startIndex, j = b.startIndex
            let first = merged.count
            while i < a.endIndex || j < b.endIndex {
                let next: (start: Int32, end: Int32)
                if j == b.endIndex || (i < a.endIndex && a[i].start <= b[j].start) {
                    next = a[i]
                    i += 1
                } else {
                    next = b[j]
                    j += 1
                }
                Self.append(next, to: &merged, rowFrom: first)
            }
            rowStarts.append(merged.count)
        }
        return CoverageRuns(columns: columns, rows: rows, runs: merged, rowStarts: rowStarts)
    }

    /// Appends `run` to the row being built at the end of `runs` (its runs start at index `first`; each run comes
    /// at or after the previous one's start): a run that overlaps or touches the row's last one joins it, as every
    /// row's runs must be disjoint and not touching.
    package static func append(_ run: (start: Int32, end: Int32), to runs: inout [(start: Int32, end: Int32)], rowFrom first: Int) {
        if runs.count > first && run.start <= runs[runs.count - 1].end {
            runs[runs.count - 1].end = max(runs[runs.count - 1].end, run.end)
        } else {
            runs.append(run)
        }
    }

    /// The cells this leaves empty.
    package func inverted() -> CoverageRuns {
        var gaps: [(start: Int32, end: Int32)] = []
        gaps.reserveCapacity(runs.count + rows)
        var rowStarts = [0]
        rowStarts.reserveCapacity(rows + 1)
        let width = Int32(columns)
        for row in 0..<rows {
            var column: Int32 = 0
            for run in runs(inRow: row) {
                if run.start > column { gaps.append((column, run.start)) }
                column = run.end
            }
            if column < width { gaps.append((column, width)) }
            rowStarts.append(gaps.count)
        }
        return CoverageRuns(columns: columns, rows: rows, runs: gaps, rowStarts: rowStarts)
    }
}
