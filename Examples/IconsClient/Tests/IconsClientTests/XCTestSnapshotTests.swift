import SymbolRender
import SymbolTesting
import XCTest

/// The same assertion from XCTest.
final class XCTestSnapshotTests: XCTestCase {
    func testSpeakerInHierarchicalBlue() throws {
        assertSymbolSnapshot(of: try ClientFiles.speaker(), named: "speaker-bold-blue@2x")
    }
}
