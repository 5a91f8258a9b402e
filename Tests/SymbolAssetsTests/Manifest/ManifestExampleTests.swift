import Foundation
@testable import SymbolAssets
import Testing

@Suite("catalog --init's example manifest")
struct ManifestExampleTests {
    @Test func symbolTemplatesAreListedAsSymbolsAndPlainSVGsAsImages() throws {
        let folder = NSTemporaryDirectory() + "glyphsmith-init-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Icons", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: SetTypeCase.templateSource, toPath: folder + "/Icons/ring.dot.svg")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8z"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/Icons/flag.svg"))
        let text = ManifestExample.text(svgFiles: ["Icons/flag.svg", "Icons/ring.dot.svg"], in: folder)
        #expect(text.contains("  \"images\" : [\n    \"Icons/flag.svg\"\n  ],"))
        #expect(text.contains(#"  "symbols" : [{ "source" : "Icons/ring.dot.svg" }],"#))
        #expect(text.contains(#""source" : "Icons/flag.svg","#))  // the app icon is drawn from a plain SVG
    }
}
