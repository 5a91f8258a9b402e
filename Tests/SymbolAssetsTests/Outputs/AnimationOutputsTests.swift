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

    /// Without 'size' a sticker took the symbol's text size (about 60 px at @3x) and failed naming the library's
    /// template; it is fitted to the regular grid's 136 pt instead, and the pack's grid says regular.
    @Test func aStickerWithoutSizeIsFittedToTheRegularGrid() throws {
        let project = try project(#"[ { "symbol" : "heart.fill", "effect" : "bounce", "fps" : 10, "sticker" : true } ]"#)
        let summary = try project.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        let pack = project.folder + "/Out/Stickers.xcassets/Stickers.stickerpack"
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: pack + "/heart.fill.sticker/heart.fill.png")))
        let side = max(png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
        #expect(StickerPack.sideRange.contains(side), "\(side) px")
        let contents = try String(contentsOfFile: pack + "/Contents.json", encoding: .utf8)
        #expect(contents.contains(#""grid-size" : "regular""#), "\(contents)")
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

/// `"symbol"`: a bundled library name in place of a file, resolved as the command line resolves names.
@Suite struct AnimationLibrarySymbolTests {
    @Test func aLibraryNameAnimatesLikeItsTemplate() throws {
        let project = try AssetProject(manifest: #"{ "pngs" : { "folder" : "PNGs" }, "animations" : [ { "symbol" : "bell", "effect" : "bounce.up", "fps" : 10 }, { "symbol" : "bell", "name" : "bell-off", "effect" : "replace.downUp", "to" : "bell.slash", "fps" : 10 } ] }"#)
        let summary = try project.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        for name in ["bell.png", "bell-off.png"] {
            let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: project.folder + "/Out/PNGs/" + name)))
            #expect(String(decoding: png[37..<41], as: UTF8.self) == "acTL", "\(name)")
        }
    }

    /// The 1-based column of `text` in a one-line manifest: where its value starts.
    private func column(of text: String, in line: String) -> Int {
        line.distance(from: line.startIndex, to: line.range(of: text)!.lowerBound) + 1
    }

    @Test func exactlyOneOfSourceAndSymbolAtItsValue() throws {
        let both = #"{ "pngs" : { "folder" : "P" }, "animations" : [ { "source" : "a.svg", "symbol" : "bell", "effect" : "pulse" } ] }"#
        #expect { try ManifestReader.read(bytes: Array(both.utf8), path: "m.json") } throws: { error in
            "\(error)".contains("m.json:1:\(column(of: #""bell""#, in: both)):") && "\(error)".contains("not both")
        }
        let neither = #"{ "pngs" : { "folder" : "P" }, "animations" : [ { "effect" : "pulse" } ] }"#
        #expect { try ManifestReader.read(bytes: Array(neither.utf8), path: "m.json") } throws: { error in
            "\(error)".contains("m.json:1:") && "\(error)".contains("'symbol' (a library name")
        }
        let unknown = #"{ "pngs" : { "folder" : "P" }, "animations" : [ { "symbol" : "bel", "effect" : "pulse" } ] }"#
        #expect { try ManifestReader.read(bytes: Array(unknown.utf8), path: "m.json") } throws: { error in
            "\(error)".contains("m.json:1:\(column(of: #""bel""#, in: unknown)):") && "\(error)".contains("no symbol named `bel`")
                && "\(error)".contains("`bell`")
        }
    }
}
