#if SnapshotTestingSupport
import Testing
import SnapshotTesting
import SymbolRender
import SymbolSnapshotTesting

@Suite struct SymbolSnapshottingTests {
    @Test func symbolImageStrategyMatchesItsReference() throws {
        var configuration = SymbolConfiguration(pointSize: 20, weight: .semibold)
        configuration.pixelScale = 2
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        let template = parts.joined(separator: "/") + "/Fixtures/Templates/ring.dot.svg"
        let image = try SymbolRenderer(configuration: configuration).render(Symbol(contentsOf: template))
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: image, as: .symbolImage(tolerance: .init(perChannel: 1)), named: "ring-semibold")
        }
    }
}
#endif
