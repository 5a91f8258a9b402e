import Foundation
import SymbolAssets
import SymbolRender
import Testing

/// A manifest's `"animations"`: stickers into the catalog's sticker pack (never an image set), the others as
/// animated PNGs in the PNG folder.
@Suite struct AnimationPlannerTests {
    static let templates: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Fixtures/Templates/"
    }()

    private func project(_ animations: String) throws -> AssetProject {
        let project = try AssetProject(manifest: #"{ "catalog" : "Stickers.xcassets", "pngs" : { "folder" : "PNGs" }, "animations" : "# + animations + " }")
        try project.write("speaker.wave.3.svg", String(contentsOfFile: Self.templates + "speaker.wave.3.svg", encoding: .utf8))
        try project.write("ring.dot.svg", String(contentsOfFile: Self.templates + "ring.dot.svg", encoding: .utf8))
        return project
    }

    @Test func aStickerPackFromTheManifestPassesLintAndHoldsAnimatedPNGs() throws {
        let project = try project(#"""
            [ { "source" : "speaker.wave.3.svg", "effect" : "bounce.up", "fps" : 15, "sticker" : true, "size" : 110, "repeatCount" : 0 },
              { "source" : "speaker.wave.3.svg", "name" : "swap", "effect" : "replace.offUp", "to" : "ring.dot.svg", "sticker" : true, "size" : 110 } ]
            """#)
        let summary = try project.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        let pack = project.folder + "/Out/Stickers.xcassets/Stickers.stickerpack"
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: pack + "/speaker.wave.3.sticker/speaker.wave.3.png")))
        #expect(png.count <= StickerPack.byteLimit)
        #expect(String(decoding: png[37..<41], as: UTF8.self) == "acTL")
        #expect(!FileManager.default.fileExists(atPath: project.folder + "/Out/Stickers.xcassets/speaker.wave.3.imageset"))
        let report = CatalogLinter().lint(catalogAt: project.folder + "/Out/Stickers.xcassets")
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.setCount == 3)
    }

    @Test func otherAnimationsAreAnimatedPNGsPerScale() throws {
        let project = try project(#"[ { "source" : "speaker.wave.3.svg", "name" : "speaker", "effect" : "pulse", "fps" : 5, "scales" : [1, 2] } ]"#)
        let summary = try project.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        for name in ["speaker.png", "speaker@2x.png"] {
            #expect(FileManager.default.fileExists(atPath: project.folder + "/Out/PNGs/" + name))
        }
    }

    @Test func aStickerOutsideMessagesSizeFailsNamingTheLimit() throws {
        let project = try project(#"[ { "source" : "speaker.wave.3.svg", "effect" : "pulse", "fps" : 5, "sticker" : true, "size" : 20 } ]"#)
        let summary = try project.build()
        #expect(summary.diagnostics.contains { $0.message.contains("300…618 px") })
    }

    @Test func badAnimationEntriesAreLocated() throws {
        #expect { try ManifestReader.read(bytes: Array(#"{ "pngs" : { "folder" : "P" }, "animations" : [ { "source" : "a.svg", "effect" : "bounce.sideways" } ] }"#.utf8), path: "m.json") } throws: { error in
            "\(error)".contains("m.json:1:") && "\(error)".contains("'sideways' is not an option of bounce")
        }
        #expect(throws: ManifestError.self) {
            try ManifestReader.read(bytes: Array(#"{ "animations" : [ { "source" : "a.svg", "effect" : "pulse", "sticker" : true } ] }"#.utf8), path: "m.json")
        }
        #expect(throws: ManifestError.self) {
            try ManifestReader.read(bytes: Array(#"{ "pngs" : { "folder" : "P" }, "animations" : [ { "source" : "a.svg", "effect" : "replace" } ] }"#.utf8), path: "m.json")
        }
    }
}
