import SnapshotTesting
import SymbolRender
import SymbolSnapshotTesting
import Testing

/// swift-snapshot-testing users keep their assertSnapshot; SymbolSnapshotTesting (the trait) supplies the strategy.
@Suite struct AdapterSnapshotTests {
    @Test func speakerThroughSwiftSnapshotTesting() throws {
        assertSnapshot(of: try ClientFiles.speaker(), as: .symbolImage(), named: "speaker-bold-blue@2x")
    }
}
