import Foundation
import Testing
@testable import SVGPath

/// A path's coverage as runs per row: the same cells as the flag-per-cell grid, whatever the path's windings.
@Suite struct CoverageRunsTests {
    static let shapes = [
        "M0 0H10V10H0Z",
        "M0 0H10V10H0Z M2 2V8H8V2Z",                        // a frame: a hole in each middle row
        "M0 0H6V6H0Z M4 4H10V10H4Z",                       // overlapping squares: spans of one row touch
        "M0 0H10V10H0Z M2 2H8V8H2Z",                       // same turn inside: winding 2, no hole
        "M5 0C12 0 12 10 5 10C-2 10 -2 0 5 0Z M5 3a2 2 0 1 0 0.01 0Z",
        "M0 0L10 10M0 10L10 0",                            // open lines fill nothing
        "M1 1L9 1L1 9L9 9Z",                               // a bow tie crossing itself
    ]

    @Test(arguments: shapes)
    func runsHoldTheGridsCells(_ data: String) {
        let path = PathParser.parse(data).path
        let area = Rect(x: -3, y: -2, width: 16, height: 14)
        for cell in [0.37, 0.5, 1.0] {
            let grid = CoverageGrid(path, over: area, cell: cell)
            let runs = CoverageRuns(path, over: area, cell: cell)
            #expect(runs.columns == grid.columns && runs.rows == grid.rows)
            #expect(runs.filled == grid.filled, "cell \(cell)")
            // Runs are sorted, disjoint and never touch (else they would be one run).
            for row in 0..<runs.rows {
                let row = Array(runs.runs(inRow: row))
                for (a, b) in zip(row, row.dropFirst()) { #expect(a.end < b.start) }
            }
        }
    }

    @Test func edgesCrossingEachOtherByTheHundredFillTheCellsTheyWindAround() {
        // 400 thin triangles fanned around one point: each row's edges arrive far out of order, past what the
        // row-to-row insertion sort is for, so the row's crossings are counted per column (and rows of a few edges,
        // near the fan's top and bottom, sorted in full). Every cell centre against the winding number.
        var elements: [PathElement] = []
        for i in 0..<400 {
            let angle = Double(i) * 2.39996
            let tip = Point(x: 10 + 9 * cos(angle), y: 10 + 9 * sin(angle))
            let side = Point(x: 10 + 9 * cos(angle + 0.05), y: 10 + 9 * sin(angle + 0.05))
            elements += [.move(to: Point(x: 10, y: 10)), .line(to: tip), .line(to: side), .close]
        }
        let path = VectorPath(elements)
        let grid = CoverageGrid(path, over: Rect(x: 0, y: 0, width: 20, height: 20), cell: 0.5)
        var wrong = 0
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let centre = Point(x: (Double(column) + 0.5) * 0.5, y: (Double(row) + 0.5) * 0.5)
                if grid.filled[row * grid.columns + column] != (path.windingNumber(at: centre) != 0) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(grid.filled.contains(true) && grid.filled.contains(false))
    }

    @Test func ringsStackedALittleApartFillTheCellsTheyWindAround() {
        // 50 rings of radius 9 and width 2 whose centres lie a fraction of a cell apart, the inner circles turned
        // the other way: a row crosses up to 200 edges that pass each other from row to row, with windings of
        // both signs, and nearer the top and bottom only a few. Both grids against the winding number at every
        // cell centre, the runs against the grid.
        var elements: [PathElement] = []
        for i in 0..<50 {
            let centre = Point(x: 12 + Double(i % 7) * 0.1, y: 12 + Double(i % 11) * 0.1)
            for (radius, turn) in [(9.0, 1.0), (7.0, -1.0)] {
                elements.append(.move(to: Point(x: centre.x + radius, y: centre.y)))
                for step in 1...12 {
                    let angle = turn * Double(step) * .pi / 6
                    elements.append(.line(to: Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))))
                }
                elements.append(.close)
            }
        }
        let path = VectorPath(elements)
        let area = Rect(x: 0, y: 0, width: 24, height: 24)
        for cell in [0.5, 0.8] {
            let grid = CoverageGrid(path, over: area, cell: cell)
            var wrong = 0
            for row in 0..<grid.rows {
                for column in 0..<grid.columns {
                    let centre = Point(x: (Double(column) + 0.5) * cell, y: (Double(row) + 0.5) * cell)
                    if grid.filled[row * grid.columns + column] != (path.windingNumber(at: centre) != 0) { wrong += 1 }
                }
            }
            #expect(wrong == 0, "cell \(cell)")
            #expect(grid.filled.contains(true) && grid.filled.contains(false))
            #expect(CoverageRuns(path, over: area, cell: cell).filled == grid.filled)
        }
    }

    @Test func theDistanceTransformIsTheChamferDistance() {
        // One filled cell in the middle of a 5×5 grid: axis steps cost 1, diagonal ones √2, with no shortcuts at
        // the border.
        let grid = CoverageGrid(PathParser.parse("M2 2H3V3H2Z").path, over: Rect(x: 0, y: 0, width: 5, height: 5), cell: 1)
        let d = grid.distances(toFilled: true)
        let r2 = 2.0.squareRoot()
        let expected: [Double] = [2 * r2, 1 + r2, 2, 1 + r2, 2 * r2,
                                  1 + r2, r2, 1, r2, 1 + r2,
                                  2, 1, 0, 1, 2,
                                  1 + r2, r2, 1, r2, 1 + r2,
                                  2 * r2, 1 + r2, 2, 1 + r2, 2 * r2]
        #expect(d == expected)
    }

    @Test(arguments: [(1, 1), (1, 7), (2, 5), (5, 2), (6, 9), (9, 6), (7, 7), (12, 13)])
    func rowsWalkedInPairsGiveTheOneRowWalksDistances(_ size: (columns: Int, rows: Int)) {
        // Two rows are walked at once; grids of odd and even heights, one column and one row wide, against the
        // chamfer distance from a plain relaxation until nothing changes.
        let (columns, rows) = size
        for target in [true, false] {
            // Filled cells scattered deterministically (a small linear congruential sequence).
            var seed: UInt32 = 7 &* UInt32(columns * 31 + rows)
            let path = VectorPath((0..<columns * rows).flatMap { index -> [PathElement] in
                seed = seed &* 1_103_515_245 &+ 12_345
                guard (seed >> 16) % 3 == 0 else { return [] }
                let (x, y) = (Double(index % columns), Double(index / columns))
                return [.move(to: Point(x: x, y: y)), .line(to: Point(x: x + 1, y: y)), .line(to: Point(x: x + 1, y: y + 1)),
                        .line(to: Point(x: x, y: y + 1)), .close]
            })
            let grid = CoverageGrid(path, over: Rect(x: 0, y: 0, width: Double(columns), height: Double(rows)), cell: 1)
            var expected = grid.filled.map { $0 == target ? 0 : Double(columns + rows) * 2 }
            var changed = true
            while changed {
                changed = false
                for row in 0..<rows {
                    for column in 0..<columns {
                        for dy in -1...1 {
                            for dx in -1...1 where (dx, dy) != (0, 0) {
                                let (x, y) = (column + dx, row + dy)
                                guard x >= 0, x < columns, y >= 0, y < rows else { continue }
                                let step = dx != 0 && dy != 0 ? 2.0.squareRoot() : 1
                                let through = expected[y * columns + x] + step
                                if through < expected[row * columns + column] - 1e-9 {
                                    expected[row * columns + column] = through
                                    changed = true
                                }
                            }
                        }
                    }
                }
            }
            let d = grid.distances(toFilled: target)
            #expect(zip(d, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(columns)×\(rows), to \(target ? "filled" : "empty")")
        }
    }
}

/// Growing and thinning runs: what closes a crack and what a render's antialiasing fades.
@Suite struct CoverageRunsMorphologyTests {
    static func runs(_ data: String) -> CoverageRuns {
        CoverageRuns(PathParser.parse(data).path, over: Rect(x: 0, y: 0, width: 20, height: 20), cell: 1)
    }

    static func cells(_ runs: CoverageRuns) -> Int { runs.filled.filter { $0 }.count }

    @Test func dilationClosesGapsOfTwiceItsRadius() {
        // Two bars two cells apart fill the gap when grown by one cell; three cells apart leave one open.
        #expect(Self.runs("M2 2H6V18H2Z M8 2H12V18H8Z").dilated(by: 1).runs(inRow: 10).count == 1)
        #expect(Self.runs("M2 2H6V18H2Z M9 2H13V18H9Z").dilated(by: 1).runs(inRow: 10).count == 2)
        #expect(Self.cells(Self.runs("M5 5H6V6H5Z").dilated(by: 1)) == 9)
    }

    @Test func erosionKeepsWhatIsTwoCellsThick() {
        #expect(Self.cells(Self.runs("M2 2H3V18H2Z").eroded()) == 0, "a one-cell line fades")
        #expect(Self.cells(Self.runs("M2 2H4V18H2Z").eroded()) == 15, "a two-cell bar keeps a one-cell core")
        // A 2×2 block erodes to one cell; a 3×3 one to a 2×2 block.
        #expect(Self.cells(Self.runs("M5 5H7V7H5Z").eroded()) == 1)
        #expect(Self.cells(Self.runs("M5 5H8V8H5Z").eroded()) == 4)
    }

    @Test func erodingByABlockIsErodingByTwoCellsRepeatedly() {
        let shapes = ["M2 2H3V18H2Z", "M2 2H5V18H2Z", "M5 5H8V8H5Z", "M1 1H19V19H1Z M4 4V16H16V4Z",
                      "M10 1L19 10L10 19L1 10Z", "M1 1H9V9H1Z M8 8H17V17H8Z M3 12H6V18H3Z"]
        for data in shapes {
            let runs = Self.runs(data)
            #expect(runs.eroded(block: 1).filled == runs.filled)
            #expect(runs.eroded(block: 2).filled == runs.eroded().filled)
            #expect(runs.eroded(block: 3).filled == runs.eroded().eroded().filled, "\(data)")
            #expect(runs.eroded(block: 4).filled == runs.eroded().eroded().eroded().filled, "\(data)")
            #expect(runs.eroded(block: 3).runs.map(\.start) == runs.eroded().eroded().runs.map(\.start))
            #expect(runs.erodedCellCount(block: 3) == runs.eroded(block: 3).cellCount)
        }
        #expect(Self.cells(Self.runs("M5 5H8V8H5Z").eroded(block: 3)) == 1, "a 3×3 block keeps one cell")
    }
}

/// Cells read from their quarters, as a render's antialiasing reads them: by how much of a cell the ink covers, not
/// by whether it covers the cell's centre.
@Suite struct CoverageRunsQuarterTests {
    static let area = Rect(x: 0, y: 0, width: 20, height: 20)

    static func quarters(_ data: String) -> CoverageRuns {
        CoverageRuns(PathParser.parse(data).path, over: area, cell: 0.5)
    }

    @Test func cellsFilledWholeReadTheSameAtEveryCount() {
        let square = Self.quarters("M2 2H9V9H2Z")
        let centres = CoverageRuns(PathParser.parse("M2 2H9V9H2Z").path, over: Self.area, cell: 1)
        for samples: Int32 in 1...4 {
            #expect(CoverageRuns(square, samples: samples).filled == centres.filled, "\(samples) of 4")
        }
    }

    @Test func whereACellsCentreFallsNoLongerDecides() {
        // A wall a tenth of a cell thick through the centres of column 10: centre sampling sees a solid wall, a
        // render a faint line; read from quarters it is no ink.
        let central = "M10.45 2H10.55V18H10.45Z"
        #expect(CoverageRuns(PathParser.parse(central).path, over: Self.area, cell: 1).runs(inRow: 10).count == 1)
        for samples: Int32 in 1...2 { #expect(CoverageRuns(Self.quarters(central), samples: samples).runs(inRow: 10).isEmpty) }
        // The same wall over the centres of the cell's left quarters instead: centre sampling misses it; counting
        // every touched cell sees it, counting only solid ones (three of four) does not.
        let offCentre = "M10.2 2H10.3V18H10.2Z"
        #expect(CoverageRuns(PathParser.parse(offCentre).path, over: Self.area, cell: 1).runs(inRow: 10).isEmpty)
        #expect(CoverageRuns(Self.quarters(offCentre), samples: 1).runs(inRow: 10).count == 1)
        #expect(CoverageRuns(Self.quarters(offCentre), samples: 3).runs(inRow: 10).isEmpty)
    }

    @Test func severalCountsAtOnceAreEachCountAlone() {
        let quarters = Self.quarters("M5 0C12 0 12 10 5 10C-2 10 -2 0 5 0Z M5 3a2 2 0 1 0 0.01 0Z M10.2 2H10.3V18H10.2Z")
        let together = CoverageRuns.reading(quarters, samples: [2, 1, 3, 4])
        for (index, samples) in [Int32(2), 1, 3, 4].enumerated() {
            #expect(together[index].filled == CoverageRuns(quarters, samples: samples).filled)
        }
    }

    @Test func halfACellOverASquareShowsAsARenderHalfAPixelOverDoes() {
        // A square of one cell straddles four cells half a cell over, a quarter in each: none is half covered.
        let one = CoverageRuns.reading(Self.quarters("M2 2H3V3H2Z"), samples: [2], shifted: true)[0]
        #expect(!one.filled.contains(true))
        // A square of two cells: the middle cell whole, the four beside it half, the corners a quarter.
        let two = CoverageRuns.reading(Self.quarters("M2 2H4V4H2Z"), samples: [2], shifted: true)[0]
        let filled = (0..<two.rows).flatMap { row in two.runs(inRow: row).flatMap { run in (run.start..<run.end).map { [Int(row), Int($0)] } } }
        #expect(filled == [[2, 3], [3, 2], [3, 3], [3, 4], [4, 3]])
        #expect(two.columns == 21 && two.rows == 21, "one more cell across and down")
    }

    @Test func aWallOfHalfACellIsInkAtHalfCoverage() {
        // Half a cell wide over the left quarters of column 10: two of four samples, so ink at half coverage, not
        // where three quarters are asked for.
        let wall = "M10 2H10.5V18H10Z"
        #expect(CoverageRuns(Self.quarters(wall), samples: 2).runs(inRow: 10).map { $0.start } == [10])
        #expect(CoverageRuns(Self.quarters(wall), samples: 3).runs(inRow: 10).isEmpty)
    }

    @Test func aGridOfAnOddNumberOfQuartersKeepsItsLastColumn() {
        // 9.5 cells across: 19 quarter columns, 10 cells; the last cell's right quarters lie outside the area.
        let area = Rect(x: 0, y: 0, width: 9.5, height: 3)
        let quarters = CoverageRuns(PathParser.parse("M0 0H9.5V3H0Z").path, over: area, cell: 0.5)
        let cells = CoverageRuns(quarters, samples: 2)
        #expect(cells.columns == 10 && cells.rows == 3)
        #expect(cells.runs(inRow: 1).map { [$0.start, $0.end] } == [[0, 10]])
    }
    /// Far-reaching curves (issue 38: a control point at 1e300 took ~54 s to import): what a grid reads of a curve
    /// is cut to the grid's area, and distances that overflow are measured on scaled points, so the pieces stay few
    /// and the cells are those of the curve flattened in full.
    @Test func curvesReachingFarOutsideTheAreaAreReadInAFewPiecesAndTheSameCells() throws {
        let area = Rect(x: -2, y: -2, width: 28, height: 28)
        let huge = try PathParser.parseStrict("M0 0C1e300 1e300 0 0 24 24Z")
        // Cut to the subdivision limit, 65,537 points a curve, before; a few dozen now.
        #expect(huge.flattened(tolerance: 0.01, within: area)[0].count < 200)
        #expect(huge.flattened(tolerance: 0.01)[0].count < 200, "overflowing distances are measured on scaled points")
        // Outside the area a piece becomes its chord: no cell of the area changes. A petal reaching far right and
        // a loop far below, around a square, against the same path flattened in full (made of its points).
        let shapes = ["M0 0H10V10H0Z M4 2C400 -300 500 300 6 8Z", "M2 2H12V12H2Z M8 8C-20 900 40 900 3 9Z",
                      "M0 0C1e200 0 0 1e200 20 20L0 20Z"]
        for data in shapes {
            let path = try PathParser.parseStrict(data)
            for cell in [0.1, 0.37, 1.0] {
                // The grid's own flatness, an eighth of a cell.
                var full = VectorPath()
                for polyline in path.flattened(tolerance: cell / 8) {
                    full.append(VectorPath([.move(to: polyline[0])] + polyline.dropFirst().map { .line(to: $0) } + [.close]))
                }
                #expect(CoverageGrid(path, over: area, cell: cell).filled == CoverageGrid(full, over: area, cell: cell).filled, "\(data) cell \(cell)")
            }
        }
    }
    /// What a cut-out layer clears from the layers below it: the cells of one grid not in the other, flag for flag.
    @Test func subtractingKeepsTheCellsTheOtherDoesNotFill() throws {
        let area = Rect(x: -3, y: -2, width: 16, height: 14)
        for (a, b) in zip(CoverageRunsTests.shapes, CoverageRunsTests.shapes.dropFirst() + CoverageRunsTests.shapes.prefix(1)) {
            let (p, q) = (PathParser.parse(a).path, PathParser.parse(b).path)
            for cell in [0.37, 1.0] {
                let difference = CoverageRuns(p, over: area, cell: cell).subtracting(CoverageRuns(q, over: area, cell: cell))
                let (kept, cut) = (CoverageGrid(p, over: area, cell: cell).filled, CoverageGrid(q, over: area, cell: cell).filled)
                #expect(difference.filled == zip(kept, cut).map { $0 && !$1 }, "\(a) less \(b), cell \(cell)")
                for row in 0..<difference.rows {
                    let runs = Array(difference.runs(inRow: row))
                    for (x, y) in zip(runs, runs.dropFirst()) { #expect(x.end < y.start) }
                }
            }
        }
    }
}
