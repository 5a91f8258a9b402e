import Foundation
import SymbolRender

/// The example's own SVGs, found from this file.
enum ClientFiles {
    static let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/IconsClient/Icons")

    static func symbol(_ name: String) throws -> Symbol {
        try Symbol(contentsOf: icons.appendingPathComponent(name + ".svg").path)
    }

    /// The speaker at 24 pt, bold, hierarchical systemBlue, @2x: what the snapshot tests compare.
    static func speaker() throws -> SymbolImage {
        let configuration = SymbolConfiguration(pointSize: 24, weight: .bold, pixelScale: 2)
            .applying(SymbolConfiguration(hierarchicalColor: .systemBlue))
        return try SymbolRenderer(configuration: configuration).render(symbol("speaker.wave.3"))
    }
}
