import Testing
import SVGPath
@testable import SymbolImport

/// Gaps narrower than a width close, on runs, exactly as stamping a disc on every edge cell closes them.
@Suite struct ClosingGapsTests {
    /// The rule cell by cell, as written before runs: a disc of radius `width / 2` (in cells) stamped on every
    /// filled cell that has an empty neighbour inside the grid.
    static func stamped(_ filled: [Bool], columns: Int, rows: Int, radius: Double) -> [Bool] {
        let reach = Int(radius.rounded(.down))
        var grown = filled
        for row in 0..<rows {
            for column in 0..<columns where filled[row * columns + column] {
                let edge = (column > 0 && !filled[row * columns + column - 1]) || (column < columns - 1 && !filled[row * columns + column + 1])
                    || (row > 0 && !filled[(row - 1) * columns + column]) || (row < rows - 1 && !filled[(row + 1) * columns + column])
                guard edge else { continue }
                for dy in -reach...reach {
                    for dx in -reach...reach where Double(dx * dx + dy * dy) <= radius * radius {
                        let x = column + dx, y = row + dy
                        if x >= 0, x < columns, y >= 0, y < rows { grown[y * columns + x] = true }
                    }
                }
            }
        }
        return grown
    }

    /// Runs of a row-major bitmap.
    static func runs(_ filled: [Bool], columns: Int, rows: Int) -> CoverageRuns {
        var runs: [(start: Int32, end: Int32)] = []
        var rowStarts = [0]
        for row in 0..<rows {
            var column = 0
            while column < columns {
                if !filled[row * columns + column] { column += 1; continue }
                let start = column
                while column < columns && filled[row * columns + column] { column += 1 }
                runs.append((Int32(start), Int32(column)))
            }
            rowStarts.append(runs.count)
        }
        return CoverageRuns(columns: columns, rows: rows, runs: runs, rowStarts: rowStarts)
    }

    @Test(arguments: [0.5, 1.0, 1.5, 2.01, 2.9, 4.3])
    func runsCloseWhatStampingCloses(radius: Double) {
        // Random bitmaps (a fixed linear congruential sequence) of blobs, slits, cells on the border and single
        // cells; the grid's cell is 1, so `width` is twice the radius in cells.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let grid = TopologyGrid(covering: Rect(x: 0, y: 0, width: 1, height: 1), reach: 0, resolution: 1)
        for trial in 0..<40 {
            let columns = 1 + Int(next() % 40), rows = 1 + Int(next() % 30)
            let density = UInt64(20 + trial % 5 * 15)
            let filled = (0..<columns * rows).map { _ in next() % 100 < density }
            let cellRadius = radius * grid.cell
            let closed = grid.closingGaps(narrowerThan: 2 * cellRadius, in: Self.runs(filled, columns: columns, rows: rows))
            let expected = radius >= 0.5 ? Self.stamped(filled, columns: columns, rows: rows, radius: radius) : filled
            #expect(closed.filled == expected, "trial \(trial): \(columns)×\(rows)")
            #expect(ShapeTopology(closed) == ShapeTopology(filled: expected, columns: columns, rows: rows))
        }
    }

    @Test func aSlitNarrowerThanTheWidthClosesAndAWiderOneStays() {
        // Two bars 2 cells apart: a width of 3 cells closes the gap, a width of 1 does not.
        let columns = 9, rows = 5
        let filled = (0..<columns * rows).map { ($0 % columns) < 3 || ($0 % columns) >= 5 }
        let grid = TopologyGrid(covering: Rect(x: 0, y: 0, width: 1, height: 1), reach: 0, resolution: 1)
        let bars = Self.runs(filled, columns: columns, rows: rows)
        #expect(ShapeTopology(bars).parts == 2)
        #expect(ShapeTopology(grid.closingGaps(narrowerThan: 3 * grid.cell, in: bars)).parts == 1)
        #expect(ShapeTopology(grid.closingGaps(narrowerThan: 1 * grid.cell, in: bars)).parts == 2)
    }
}
