import SymbolRender
import SymbolTesting
import Testing

/// Snapshots with Glyphsmith's own assertion, from Swift Testing.
@Suite struct SwiftTestingSnapshotTests {
    @Test func speakerInHierarchicalBlue() throws {
        assertSymbolSnapshot(of: try ClientFiles.speaker(), named: "speaker-bold-blue@2x")
    }

    @Test(arguments: [Appearance.light, .dark])
    func bellInEachAppearance(appearance: Appearance) throws {
        var configuration = SymbolConfiguration(pixelScale: 2)
        configuration.fittingSize = 24
        configuration.hierarchicalColor = .label
        configuration.appearance = appearance
        let image = try SymbolRenderer(configuration: configuration).render(ClientFiles.symbol("bell"))
        assertSymbolSnapshot(of: image, named: "bell-\(appearance.rawValue)")
    }
}
