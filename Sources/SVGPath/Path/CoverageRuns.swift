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

    /// Runs given row by row: `runs` sorted, disjoint and not touching within each row, row `r`'s at
    /// `runs[rowStarts[r]..<rowStarts[r + 1]]` (`rowStarts` has `rows + 1` entries).
    package init(columns: Int, rows: Int, runs: [(start: Int32, end: Int32)], rowStarts: [Int]) {
        precondition(rowStarts.count == rows + 1 && rowStarts.last == runs.count)
        self.columns = columns
        self.rows = rows
        self.runs = runs
        self.rowStarts = rowStarts
    }

    /// The cells that `samples` or more of their four quarter samples fill, from `quarters`: the same area on cells
    /// half as wide (a cell's four samples are the centres of its quarters). Two of four is what an antialiased
    /// render keeps at alpha 0.5, where centre sampling alone decides by where a cell's centre falls: a wall a
    /// tenth of a cell thick between a counter and the outside is ink at some centres (the counter reads closed),
    /// yet a render shows it as a faint line and the counter open. One and three of four bound what a render at
    /// another size or offset may show of a feature about a pixel wide.
    package init(_ quarters: CoverageRuns, samples: Int32) {
        self = Self.reading(quarters, samples: [samples])[0]
    }

    /// ``init(_:samples:)`` for several counts at once, from one walk of the quarters. `shifted` reads cells half a
    /// cell up and to the left (each cell from the quarters of four neighbouring cells, the same samples grouped
    /// otherwise): what a render whose pixels lie half a pixel over shows, one more cell across and down.
    package static func reading(_ quarters: CoverageRuns, samples: [Int32], shifted: Bool = false) -> [CoverageRuns] {
        // In a shifted reading, quarter column q and row s are column q + 1 and row s + 1 of cells grouped as usual.
        let shift: Int32 = shifted ? 1 : 0
        let columns = (quarters.columns + Int(shift) + 1) / 2, rows = (quarters.rows + Int(shift) + 1) / 2
        // Each row of cells as steps: from cell `start` on, `count` samples per cell, up to the next step. The
        // samples of a column of quarters change only where a run of either row of quarters starts or ends. All
        // rows' steps are kept (row `r`'s are `steps[stepStarts[r]..<stepStarts[r + 1]]`), then read once per count.
        var steps: [(start: Int32, count: Int32)] = []
        var stepStarts = [Int](repeating: 0, count: rows + 1)
        quarters.runs.withUnsafeBufferPointer { q in
            for row in 0..<rows {
                defer { stepStarts[row + 1] = steps.count }
                let top = 2 * row - Int(shift)
                // Each row of quarters as a cursor over its runs' starts and ends, in order.
                var (u, uEnd) = top >= 0 ? (quarters.rowStarts[top], quarters.rowStarts[top + 1]) : (0, 0)
                var (l, lEnd) = top + 1 < quarters.rows ? (quarters.rowStarts[top + 1], quarters.rowStarts[top + 2]) : (0, 0)
                var uAtEnd = false, lAtEnd = false
                // Between events every column of quarters holds `level` samples. An event at an even column starts a
                // cell; one at an odd column splits a cell between the levels on either side.
                var level: Int32 = 0
                while u < uEnd || l < lEnd {
                    let nextU = u < uEnd ? (uAtEnd ? q[u].end : q[u].start) + shift : .max
                    let nextL = l < lEnd ? (lAtEnd ? q[l].end : q[l].start) + shift : .max
                    let at = min(nextU, nextL)
                    let before = level
                    if nextU == at {
                        level += uAtEnd ? -1 : 1
                        if uAtEnd { u += 1 }
                        uAtEnd.toggle()
                    }
                    if nextL == at {
                        level += lAtEnd ? -1 : 1
                        if lAtEnd { l += 1 }
                        lAtEnd.toggle()
                    }
                    // Runs of one row never touch, so a row has at most one event at a column; the other row may
                    // have one there too, and both were taken.
                    if at % 2 == 0 {
                        steps.append((at / 2, 2 * level))
                    } else {
                        steps.append((at / 2, before + level))
                        steps.append((at / 2 + 1, 2 * level))
                    }
                }
            }
        }
        // A count's runs: the cells of each row's steps that hold at least that many samples. A run ends where a
        // step of fewer samples begins, so runs of a row come in order and never touch.
        return steps.withUnsafeBufferPointer { steps in
            samples.map { threshold in
                var runs: [(start: Int32, end: Int32)] = []
                var rowStarts = [0]
                rowStarts.reserveCapacity(rows + 1)
                for row in 0..<rows {
                    var first: Int32 = -1
                    let last = stepStarts[row + 1]
                    for i in stepStarts[row]..<last {
                        let step = steps[i]
                        let end = i + 1 < last ? steps[i + 1].start : Int32(columns)
                        guard step.start < end else { continue }
                        if step.count >= threshold {
                            if first < 0 { first = step.start }
                        } else if first >= 0 {
                            runs.append((first, step.start))
                            first = -1
                        }
                    }
                    if first >= 0 { runs.append((first, Int32(columns))) }
                    rowStarts.append(runs.count)
                }
                return CoverageRuns(columns: columns, rows: rows, runs: runs, rowStarts: rowStarts)
            }
        }
    }

    /// Collects spans row by row. A row's spans come in order (one per pair of crossings, left to right) but may
    /// touch or overlap (the winding can change between non-zero values), so each is merged into the last run.
    private struct Builder {
        var runs: [(start: Int32, end: Int32)] = []
        var rowStarts: [Int]
        var row = 0

        init(rows: Int) {
            rowStarts = [Int](repeating: 0, count: rows + 1)
        }

        mutating func add(row spanRow: Int, first: Int, last: Int) {
            if spanRow != row { finish(through: spanRow) }
            let (start, end) = (Int32(first), Int32(last + 1))
            if runs.count > rowStarts[row], start <= runs[runs.count - 1].end {
                runs[runs.count - 1].end = max(runs[runs.count - 1].end, end)
            } else {
                runs.append((start, end))
            }
        }

        /// Ends the current row and every row before `next`.
        mutating func finish(through next: Int) {
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
        let r = Int32(radius), width = Int32(columns)
        // Each row of the result merges the runs of the 2·radius + 1 rows around it, each row already in order: a
        // merge that takes the earliest start among the rows' next runs, not a sort.
        var next = [Int](repeating: 0, count: 2 * radius + 1)
        runs.withUnsafeBufferPointer { all in
            for y in 0..<rows {
                let sources = max(0, y - radius)...min(rows - 1, y + radius)
                for (k, source) in sources.enumerated() { next[k] = rowStarts[source] }
                var current: (start: Int32, end: Int32)? = nil
                while true {
                    var best = -1, bestStart = Int32.max
                    for (k, source) in sources.enumerated() where next[k] < rowStarts[source + 1] && all[next[k]].start < bestStart {
                        (best, bestStart) = (k, all[next[k]].start)
                    }
                    guard best >= 0 else { break }
                    let run = all[next[best]]
                    next[best] += 1
                    let grownRun = (start: max(0, run.start - r), end: min(width, run.end + r))
                    if var open = current, grownRun.start <= open.end {
                        open.end = max(open.end, grownRun.end)
                        current = open
                    } else {
                        if let open = current { grown.runs.append(open) }
                        current = grownRun
                    }
                }
                if let open = current { grown.runs.append(open) }
                grown.rowStarts.append(grown.runs.count)
            }
        }
        return grown
    }

    /// The cells whose 2×2 block (the cell, its right, lower and lower-right neighbours) is filled: what is left
    /// of the shape where it is at least two cells thick. A part one cell across vanishes, one that narrows to a
    /// cell at a neck splits there; what a render's antialiasing fades below half coverage.
    package func eroded() -> CoverageRuns {
        eroded(block: 2)
    }

    /// The cells whose `block`×`block` square (the cell and the cells to its right and below) is filled: eroding
    /// by a 2×2 block `block − 1` times, in one walk of the rows.
    package func eroded(block: Int) -> CoverageRuns {
        guard block > 1 else { return self }
        var thick = self
        thick.rowStarts = [0]
        thick.rowStarts.reserveCapacity(rows + 1)
        var out: [(start: Int32, end: Int32)] = []
        forEachErodedRow(block: block) { kept in
            out.append(contentsOf: kept)
            thick.rowStarts.append(out.count)
        }
        thick.runs = out
        return thick
    }

    /// The number of cells ``eroded(block:)`` keeps, without keeping them.
    package func erodedCellCount(block: Int) -> Int {
        guard block > 1 else { return cellCount }
        var count = 0
        forEachErodedRow(block: block) { kept in
            for run in kept { count += Int(run.end - run.start) }
        }
        return count
    }

    /// Calls `body(runs)` for every row, in order, with the runs ``eroded(block:)`` keeps in it.
    private func forEachErodedRow(block: Int, _ body: ([(start: Int32, end: Int32)]) -> Void) {
        precondition(block >= 1)
        let trim = Int32(block - 1)
        let (rows, rowStarts) = (rows, rowStarts)
        runs.withUnsafeBufferPointer { all in
            var kept: [(start: Int32, end: Int32)] = [], next: [(start: Int32, end: Int32)] = []
            for y in 0..<rows {
                kept.removeAll(keepingCapacity: true)
                if y + block - 1 < rows {
                    // Each row's runs lose their last block − 1 cells (their right neighbours are empty); then the
                    // block's rows intersect, one after the other.
                    for index in rowStarts[y]..<rowStarts[y + 1] where all[index].start < all[index].end - trim {
                        kept.append((all[index].start, all[index].end - trim))
                    }
                    for below in y + 1..<y + block where !kept.isEmpty {
                        next.removeAll(keepingCapacity: true)
                        var i = 0, j = rowStarts[below]
                        let end = rowStarts[below + 1]
                        while i < kept.count && j < end {
                            let start = max(kept[i].start, all[j].start)
                            let stop = min(kept[i].end, all[j].end - trim)
                            if start < stop { next.append((start, stop)) }
                            if kept[i].end < all[j].end - trim { i += 1 } else { j += 1 }
                        }
                        swap(&kept, &next)
                    }
                }
                body(kept)
            }
        }
    }

    /// The cells this fills and `other` (a grid over the same area and cells) does not: what a layer drawn below a
    /// cut-out layer keeps. Each row's runs are cut by the other's, in one walk of both.
    package func subtracting(_ other: CoverageRuns) -> CoverageRuns {
        precondition(other.columns == columns && other.rows == rows)
        var result = self
        result.runs = []
        result.rowStarts = [0]
        result.rowStarts.reserveCapacity(rows + 1)
        for row in 0..<rows {
            let cuts = other.runs(inRow: row)
            var j = cuts.startIndex
            for run in runs(inRow: row) {
                var start = run.start
                // Cuts wholly left of this run cut none of the runs after it either.
                while j < cuts.endIndex && cuts[j].end <= start { j += 1 }
                var k = j
                while k < cuts.endIndex && cuts[k].start < run.end {
                    if cuts[k].start > start { result.runs.append((start, cuts[k].start)) }
                    start = max(start, cuts[k].end)
                    k += 1
                }
                if start < run.end { result.runs.append((start, run.end)) }
            }
            result.rowStarts.append(result.runs.count)
        }
        return result
    }

    /// The number of filled cells.
    package var cellCount: Int {
        runs.reduce(0) { $0 + Int($1.end - $1.start) }
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
