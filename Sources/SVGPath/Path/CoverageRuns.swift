/// What a path fills on a grid, as each row's runs of filled cells rather than one flag per cell: the same cells
/// as ``CoverageGrid`` (sampled at cell centres, non-zero rule), for readers that walk runs. Counting a shape's
/// parts and holes touches a row's handful of runs instead of its hundreds of cells, and the importer counts every
/// layer dozens of times.
package struct CoverageRuns: Sendable {
    package let columns: Int
    package let rows: Int
    /// All rows' runs, row by row: columns `start..<end`, sorted, disjoint and not touching.
    package private(set) var runs: [(start: Int32, end: Int32)]
    /// Row `r`'s runs are `runs[rowStarts[r]..<rowStarts[r + 1]]`.
    package private(set) var rowStarts: [Int]

    /// The runs of the cells `path` fills over `area` with cells of side `cell`, curves flattened to within
    /// `flatness` (an eighth of a cell unless said).
    package init(_ path: VectorPath, over area: Rect, cell: Double, flatness: Double? = nil) {
        columns = CoverageGrid.cells(area.width, cell)
        rows = CoverageGrid.cells(area.height, cell)
        var builder = Builder(rows: rows)
        CoverageGrid.scan(path, over: area, cell: cell, flatness: flatness ?? cell / 8) { row, first, last in
            builder.add(row: row, first: first, last: last)
        }
        builder.finish(through: rows)
        runs = builder.runs
        rowStarts = builder.rowStarts
    }

    /// Collects spans row by row. One row's spans may overlap or touch (one per pair of crossings, and the winding
    /// can change between non-zero values), so they are merged when the row is done.
    private struct Builder {
        var runs: [(start: Int32, end: Int32)] = []
        var rowStarts: [Int]
        var row = 0
        var pending: [(start: Int32, end: Int32)] = []

        init(rows: Int) {
            rowStarts = [Int](repeating: 0, count: rows + 1)
        }

        mutating func add(row spanRow: Int, first: Int, last: Int) {
            if spanRow != row { finish(through: spanRow) }
            pending.append((Int32(first), Int32(last + 1)))
        }

        /// Ends the current row and every row before `next`.
        mutating func finish(through next: Int) {
            if !pending.isEmpty {
                pending.sort { $0.start < $1.start }
                var current = pending[0]
                for span in pending.dropFirst() {
                    if span.start <= current.end {
                        current.end = max(current.end, span.end)
                    } else {
                        runs.append(current)
                        current = span
                    }
                }
                runs.append(current)
                pending.removeAll(keepingCapacity: true)
            }
            while row < next {
                row += 1
                rowStarts[row] = runs.count
            }
        }
    }

    /// The cells grown by `radius` cells in every direction (a square of side 2·radius + 1 around each filled
    /// cell): gaps and counters up to 2·radius cells wide close, wider ones stay open. What a render shows as one
    /// shape when its gaps are narrower than a pixel or two.
    package func dilated(by radius: Int) -> CoverageRuns {
        guard radius > 0 else { return self }
        var grown = self
        grown.runs = []
        grown.rowStarts = [0]
        var row: [(start: Int32, end: Int32)] = []
        let r = Int32(radius), width = Int32(columns)
        for y in 0..<rows {
            row.removeAll(keepingCapacity: true)
            for source in max(0, y - radius)...min(rows - 1, y + radius) {
                for run in runs(inRow: source) { row.append((max(0, run.start - r), min(width, run.end + r))) }
            }
            row.sort { $0.start < $1.start }
            if var current = row.first {
                for run in row.dropFirst() {
                    if run.start <= current.end {
                        current.end = max(current.end, run.end)
                    } else {
                        grown.runs.append(current)
                        current = run
                    }
                }
                grown.runs.append(current)
            }
            grown.rowStarts.append(grown.runs.count)
        }
        return grown
    }

    /// The cells whose 2×2 block (the cell, its right, lower and lower-right neighbours) is filled: what is left
    /// of the shape where it is at least two cells thick. A part one cell across vanishes, one that narrows to a
    /// cell at a neck splits there; what a render's antialiasing fades below half coverage.
    package func eroded() -> CoverageRuns {
        var thick = self
        thick.runs = []
        thick.rowStarts = [0]
        for y in 0..<rows {
            if y + 1 < rows {
                // Each row's runs lose their last cell (its right neighbour is empty); then the two rows intersect.
                let upper = runs(inRow: y), lower = runs(inRow: y + 1)
                var i = upper.startIndex, j = lower.startIndex
                while i < upper.endIndex && j < lower.endIndex {
                    let start = max(upper[i].start, lower[j].start)
                    let end = min(upper[i].end - 1, lower[j].end - 1)
                    if start < end { thick.runs.append((start, end)) }
                    if upper[i].end < lower[j].end { i += 1 } else { j += 1 }
                }
            }
            thick.rowStarts.append(thick.runs.count)
        }
        return thick
    }

    /// Row `row`'s runs of filled cells.
    package func runs(inRow row: Int) -> ArraySlice<(start: Int32, end: Int32)> {
        runs[rowStarts[row]..<rowStarts[row + 1]]
    }

    /// The cells as one flag per cell, row-major (what ``CoverageGrid/filled`` holds for the same grid).
    package var filled: [Bool] {
        var filled = [Bool](repeating: false, count: columns * rows)
        for row in 0..<rows {
            for run in runs(inRow: row) {
                for column in Int(run.start)..<Int(run.end) { filled[row * columns + column] = true }
            }
        }
        return filled
    }
}
