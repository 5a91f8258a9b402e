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
}
