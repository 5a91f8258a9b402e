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
