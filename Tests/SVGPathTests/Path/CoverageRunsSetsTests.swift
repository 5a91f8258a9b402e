import Testing
@testable import SVGPath

/// Cells as sets on runs: union and complement agree with the same operations cell by cell.
@Suite struct CoverageRunsSetsTests {
    static let area = Rect(x: 0, y: 0, width: 20, height: 10)

    static func cells(_ data: String) -> CoverageRuns {
        CoverageRuns(PathParser.parse(data).path, over: area, cell: 1)
    }

    @Test func theUnionFillsWhatEitherFillsAndMergesTouchingRuns() {
        let left = Self.cells("M0 0H8V10H0Z M12 2H14V4H12Z"), right = Self.cells("M8 0H11V10H8Z M13 3H18V8H13Z")
        let union = left.union(right)
        #expect(union.filled == zip(left.filled, right.filled).map { $0 || $1 })
        // Columns 0–7 and 8–10 touch: one run per row where both lie, never two touching ones.
        for row in 0..<union.rows {
            let runs = union.runs(inRow: row)
            for (a, b) in zip(runs, runs.dropFirst()) { #expect(a.end < b.start) }
        }
    }

    @Test func theInverseFillsEveryEmptyCellAndInvertingTwiceGivesTheCellsBack() {
        let ring = Self.cells("M2 1H18V9H2Z M5 3V7H15V3Z")
        #expect(ring.inverted().filled == ring.filled.map { !$0 })
        #expect(ring.inverted().inverted().filled == ring.filled)
        #expect(ring.inverted().cellCount + ring.cellCount == ring.columns * ring.rows)
    }
}
