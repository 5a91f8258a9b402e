import Testing
import SVGPath
@testable import SymbolImport

/// An import's weights cost a bounded amount of work whatever its layers and edges (``WeightBudget``): what the
/// budget does not pay for is left as drawn, and said.
@Suite struct WeightBudgetTests {
    /// How the warnings name the budget.
    static let units = "\(WeightBudget.standard / 1_000_000) million units, WeightBudget"

    /// `count` squares of side 2 in a row, a design unit apart: each its own layer.
    static func squares(_ count: Int) -> [VectorPath] {
        (0..<count).map { PathParser.parse("M\(3 * $0) 10h2v2h-2z").path }
    }

    @Test func aReadingCostsItsSetupItsRowsAndTheRowsEachEdgeCrosses() {
        let square = PathParser.parse("M0 0h10v10h-10z").path
        // Four elements with points, one of them an edge 10 cells tall (the closing edge is not counted: an
        // estimate, whose rows the edges before it have crossed).
        #expect(WeightBudget.crossings(square, cell: 1, rows: 20) == 4 + 10)
        // A zigzag's teeth each cross every row: the cost grows with the edges times the rows, not the elements.
        let teeth = (0..<100).map { "L\($0) \($0 % 2 == 0 ? 0 : 10)" }.joined()
        let zigzag = PathParser.parse("M0 0" + teeth + "z").path
        #expect(WeightBudget.crossings(zigzag, cell: 1, rows: 20) > 100 * 10)
        // An element reaching past the grid crosses the grid's rows, and an unusable cell none.
        #expect(WeightBudget.crossings(PathParser.parse("M0 0L0 1e300").path, cell: 1, rows: 20) == 1 + 21)
        #expect(WeightBudget.crossings(square, cell: 0, rows: 20) == 0)
        let budget = WeightBudget()
        #expect(budget.charge(.offset, of: square, cell: 1, rows: 20))
        #expect(budget.spent == WeightBudget.Reading.offset.setup + 20 * WeightBudget.Reading.offset.row + 14 * WeightBudget.Reading.offset.crossings)
    }

    @Test func rowsCrossedByThousandsOfEdgesCostMoreThanTheirCount() {
        // Up to 1,023 crossings a row on average a crossing costs its units; past that, once more per doubling
        // (kept as a margin from when a row's crossings were sorted).
        #expect(WeightBudget.density(1023 * 20, rows: 20) == 1)
        #expect(WeightBudget.density(1024 * 20, rows: 20) == 2)
        #expect(WeightBudget.density(8192 * 10, rows: 10) == 5)
        #expect(WeightBudget.density(5000, rows: 0) == 4)
        // Rings stacked on each other cross every row thousands of times, and are charged so.
        let rings = PathParser.parse((0..<600).map { _ in "M0 0h1v100h-1zM2 100h1v-100h-1z" }.joined()).path
        let (plain, dense) = (WeightBudget(), WeightBudget())
        _ = plain.charge(.offset, of: Self.squares(1)[0], cell: 1, rows: 100)
        _ = dense.charge(.offset, of: rings, cell: 1, rows: 100)
        let crossings = WeightBudget.crossings(rings, cell: 1, rows: 100)
        #expect(crossings / 100 >= 1024)
        #expect(dense.spent == WeightBudget.Reading.offset.setup + 100 * WeightBudget.Reading.offset.row
                    + crossings * WeightBudget.Reading.offset.crossings * WeightBudget.density(crossings, rows: 100))
        #expect(plain.spent == WeightBudget.Reading.offset.setup + 100 * WeightBudget.Reading.offset.row
                    + WeightBudget.crossings(Self.squares(1)[0], cell: 1, rows: 100) * WeightBudget.Reading.offset.crossings)
    }

    @Test func curvesCostByTheirPiecesAsWellAsTheirRows() {
        // A circle of four cubics: cut into lines before its rows are read (and offset three times for an outline
        // check), so each curve costs its units on top of its crossings; lines cost none of these.
        let circle = PathParser.parse("M10 0C15.5 0 20 4.5 20 10C20 15.5 15.5 20 10 20C4.5 20 0 15.5 0 10C0 4.5 4.5 0 10 0Z").path
        #expect(WeightBudget.curves(circle) == 4)
        #expect(WeightBudget.curves(PathParser.parse("M0 0h10v10h-10z").path) == 0)
        let crossings = WeightBudget.crossings(circle, cell: 1, rows: 20)
        for reading in [WeightBudget.Reading.offset, .outline, .guarded] {
            let budget = WeightBudget()
            #expect(budget.charge(reading, of: circle, cell: 1, rows: 20))
            #expect(budget.spent == reading.setup + 20 * reading.row + crossings * reading.crossings + 4 * reading.curve)
        }
        #expect(WeightBudget.Reading.outline.curve > WeightBudget.Reading.offset.curve)
    }

    @Test func aChargePastIntsRangeSpendsTheBudgetRatherThanWrapping() {
        // A reading whose units overflow is charged as the most there is, never as a small wrapped number.
        let budget = WeightBudget()
        let rows = Int.max / 2
        #expect(!budget.charge(.guarded, of: PathParser.parse("M0 0h10v10h-10z").path, cell: 1, rows: rows))
        #expect(budget.isSpent)
    }

    @Test func chargesStopOnceTheBudgetIsSpent() {
        let budget = WeightBudget(limit: 10)
        #expect(budget.charge(10))
        #expect(!budget.isSpent)
        #expect(!budget.charge(1))
        #expect(budget.isSpent)
        #expect(!budget.charge(0))
        #expect(budget.spent == 11)
        #expect(!budget.charge(Int.max))
        #expect(budget.spent == 11)
    }

    @Test func fillsPastTheBudgetAreDrawnAsTheyAreAtEveryWeight() {
        let paths = Self.squares(5)
        let whole = FillWeights.masters(of: paths, layers: Array(0..<5), thickness: 8)
        #expect(whole.unweighed.isEmpty)
        // What two layers cost, then a budget of exactly that: the third layer runs it out and keeps nothing it found.
        let two = WeightBudget()
        _ = FillWeights.masters(of: Array(paths[0..<2]), layers: [0, 1], thickness: 8, budget: two)
        let weighed = FillWeights.masters(of: paths, layers: Array(0..<5), thickness: 8, budget: WeightBudget(limit: two.spent))
        #expect(weighed.unweighed == [2, 3, 4])
        #expect(Array(weighed.masters[0..<2]) == Array(whole.masters[0..<2]))
        for index in 2..<5 {
            #expect(weighed.masters[index] == [paths[index], paths[index], paths[index]])
            #expect(weighed.distances[index] == (0, 0))
        }
        #expect(WeightWarnings.describeUnweighed(weighed.unweighed, layerCount: 5)
                    == "layers 3 to 5's filled outlines are drawn as they are at every weight: weighing them would take more work than an icon's weights are given (\(Self.units))")
        #expect(WeightWarnings.describeUnweighed([0], layerCount: 1)?.hasPrefix("the filled outlines are drawn as they are") == true)
        #expect(WeightWarnings.describeUnweighed([], layerCount: 1) == nil)
    }

    @Test func layersPastTheBudgetAreLeftAsTheyAreAndSaidSo() throws {
        // Two layers that grow into each other at Black: with the budget spent, neither they nor the layers drawn
        // together are narrowed, and one warning names them.
        var sketch = try SVGImporter.sketch(from: Array(WeightGuardTests.arrowInBox(gap: 1.5).utf8), name: "t", file: "t.svg").sketch
        let before = MasterBuilder.template(for: sketch)
        let findings = WeightGuard.apply(&sketch, budget: WeightBudget(limit: 0))
        #expect(findings.map(\.unpaid) == [true, true, true])
        #expect(findings.last?.together == true)
        #expect(MasterBuilder.template(for: sketch) == before)
        let messages = WeightWarnings.describe(findings, layerCount: 2, file: "t.svg").map(\.message)
        #expect(messages == ["layers 1 and 2 and the layers drawn together are not checked at every weight: checking them would take more work than an icon's weights are given (\(Self.units))"])
    }
}
