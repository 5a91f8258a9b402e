import Testing
import SVGPath
@testable import SymbolImport

/// Parts and holes counted on a grid, as a reader sees a shape's structure.
@Suite struct ShapeTopologyTests {
    static func path(_ data: String) -> VectorPath { PathParser.parse(data).path }

    static func topology(_ data: String) throws -> ShapeTopology {
        let path = path(data)
        return ShapeTopology(path, on: TopologyGrid(covering: try #require(path.bounds), reach: 0))
    }

    @Test func aSquareIsOnePartWithoutHoles() throws {
        #expect(try Self.topology("M0 0H10V10H0Z") == ShapeTopology(parts: 1, holes: 0))
    }

    @Test func aFrameHasOneHoleAndWhatLiesInItIsAnotherPart() throws {
        #expect(try Self.topology("M0 0H10V10H0Z M2 2V8H8V2Z") == ShapeTopology(parts: 1, holes: 1))
        #expect(try Self.topology("M0 0H10V10H0Z M2 2V8H8V2Z M4 4H6V6H4Z") == ShapeTopology(parts: 2, holes: 1))
    }

    @Test func overlappingContoursFillTheirUnion() throws {
        #expect(try Self.topology("M0 0H6V6H0Z M4 4H10V10H4Z") == ShapeTopology(parts: 1, holes: 0))
    }

    @Test func sliversThinnerThanACellAreNoFeature() throws {
        // A hole far thinner than a cell is no hole.
        #expect(try Self.topology("M0 0H100V100H0Z M50 10V90H50.01V10Z") == ShapeTopology(parts: 1, holes: 0))
    }

    @Test func gapsBetweenPartsResolveOnTheGrid() throws {
        // Two bars a hundredth of the width apart: about four cells.
        #expect(try Self.topology("M0 0H49.5V100H0Z M50.5 0H100V100H50.5Z") == ShapeTopology(parts: 2, holes: 0))
    }
}

/// Counting from runs and counting from cells are one count.
@Suite struct ShapeTopologyRunsTests {
    @Test(arguments: ["M0 0H10V10H0Z M2 2V8H8V2Z M4 4H6V6H4Z", "M0 0H6V6H0Z M4 4H10V10H4Z",
                      "M0 0H4V4H0Z M4 4H8V8H4Z", "M0 0H49.5V100H0Z M50.5 0H100V100H50.5Z M20 20H30V30H20Z"])
    func runsAndCellsAgree(_ data: String) throws {
        let path = PathParser.parse(data).path
        let grid = TopologyGrid(covering: try #require(path.bounds), reach: 1)
        #expect(ShapeTopology(grid.runs(path)) == ShapeTopology(filled: grid.cells(path), columns: grid.columns, rows: grid.rows))
    }
}

/// Two drawings of one shape compared part for part and hole for hole, not only by number.
@Suite struct ShapeCorrespondenceTests {
    static let grid = TopologyGrid(covering: Rect(x: 0, y: 0, width: 100, height: 100), reach: 0, resolution: 100)

    static func cells(_ data: String) -> CoverageRuns { grid.runs(PathParser.parse(data).path) }

    /// A ring with a handle, and a bar inside it: two parts, one hole.
    static let regular = "M10 10H60V60H10Z M20 20V50H50V20Z M55 55L90 90L85 95L50 60Z M30 30H40V40H30Z"

    @Test func aThinnerDrawingOfTheSamePartsCorresponds() {
        let thinner = "M12 12H58V58H12Z M18 18V52H52V18Z M56 57L89 90L86 93L53 60Z M32 32H38V38H32Z"
        #expect(ShapeTopology.Reference(Self.cells(Self.regular)).corresponds(Self.cells(thinner)))
        #expect(ShapeTopology.Reference(Self.cells(Self.regular)).corresponds(Self.cells(Self.regular)))
    }

    @Test func aPartLostWhereAnotherSplitsOffIsNotTheSameShape() {
        // The inner bar gone and the handle off its ring: still two parts and one hole, but not the same ones.
        let broken = "M10 10H60V60H10Z M20 20V50H50V20Z M65 65L90 90L85 95L60 70Z"
        #expect(ShapeTopology(Self.cells(broken)) == ShapeTopology(Self.cells(Self.regular)))
        #expect(!ShapeTopology.Reference(Self.cells(Self.regular)).corresponds(Self.cells(broken)))
    }

    @Test func aHoleClosedWhereAnotherOpensIsNotTheSameShape() {
        // Two frames side by side: the left one's counter filled in and a new counter cut into the right one's
        // solid block keeps one hole, in the other place.
        let left = "M0 0H40V40H0Z M10 10V30H30V10Z M50 0H90V40H50Z"
        let right = "M0 0H40V40H0Z M50 0H90V40H50Z M60 10V30H80V10Z"
        #expect(ShapeTopology(Self.cells(left)) == ShapeTopology(Self.cells(right)))
        #expect(!ShapeTopology.Reference(Self.cells(left)).corresponds(Self.cells(right)))
    }

    @Test func aPinholeCountsFromTheSpeckSizeTheReferenceIsGiven() {
        // A block, and the same block with a pinhole of two cells where grown parts nearly met.
        let solid = "M10 10H60V60H10Z"
        let pinhole = "M10 10H60V60H10Z M30 30V31H32V30Z"
        #expect(ShapeTopology(Self.cells(pinhole)) == ShapeTopology(Self.cells(solid)), "under three cells: no hole")
        #expect(ShapeTopology.Reference(Self.cells(solid)).corresponds(Self.cells(pinhole)))
        #expect(!ShapeTopology.Reference(Self.cells(solid), minimumCells: 2).corresponds(Self.cells(pinhole)))
        // A speck under the size counts in neither drawing.
        #expect(ShapeTopology.Reference(Self.cells(solid), minimumCells: 3).corresponds(Self.cells(pinhole)))
    }
}
