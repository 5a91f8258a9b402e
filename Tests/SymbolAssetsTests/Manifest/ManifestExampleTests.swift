import Foundation
@testable import SymbolAssets
import Testing
import SymbolCore

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

    /// `AssetManifest.writeExample` lists the folder's SVGs, subfolders included, relative to it, and never
    /// replaces a manifest: the second call is refused at the manifest's path and leaves the first one as it was.
    @Test func writeExampleListsTheFolderAndNeverReplacesAManifest() throws {
        let folder = NSTemporaryDirectory() + "glyphsmith-init-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Icons/Tabs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8z"/></svg>"#.utf8)
        for name in ["b.svg", "a.svg", "Tabs/home.svg", "notes.txt"] { try svg.write(to: URL(fileURLWithPath: folder + "/Icons/" + name)) }
        let (path, count) = try AssetManifest.writeExample(listingSVGsIn: folder + "/Icons")
        #expect(path == folder + "/Icons/glyphsmith.json")
        #expect(count == 3)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == ManifestExample.text(svgFiles: ["Tabs/home.svg", "a.svg", "b.svg"], in: folder + "/Icons"))
        #expect(throws: Diagnostic(.error, "already exists; glyphsmith catalog --init never replaces a manifest", file: path)) {
            try AssetManifest.writeExample(listingSVGsIn: folder + "/Icons")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
        let missing = folder + "/Missing"
        #expect(throws: Diagnostic.self) { try AssetManifest.writeExample(listingSVGsIn: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }
}
