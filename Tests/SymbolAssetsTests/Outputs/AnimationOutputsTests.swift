import Foundation
import SymbolAssets
import SymbolCore
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

    /// A sticker 'size' no sticker can have (outside Apple's 100…206 pt) is refused at its manifest key, before
    /// anything is rendered; it was refused only when the file was made, at the library's or the source's path.
    @Test func aStickerSizeOutsideApplesSizesIsRefusedAtItsKey() throws {
        for size in ["20", "1000", "[120, 40]"] {
            let project = try project(#"[ { "source" : "speaker.wave.3.svg", "effect" : "pulse", "fps" : 5, "sticker" : true, "size" : "# + size + " } ]")
            let text = try String(contentsOfFile: project.manifestPath, encoding: .utf8)
            let column = text.utf8.distance(from: text.startIndex, to: try #require(text.range(of: #""size" : "#)).upperBound) + 1
            let error = #expect(throws: ManifestError.self) { try project.build() }
            let problem = try #require(error?.diagnostics.first)
            #expect(problem.file == project.manifestPath && problem.location?.line == 1 && problem.location?.column == column, "\(problem)")
            #expect(problem.message.hasPrefix("a sticker's 'size' must be in 100…206 points"), "\(problem.message)")
        }
        // A size from 'defaults' is named as such, at the sticker's own key.
        let project = try AssetProject(manifest: #"""
            { "catalog" : "S", "defaults" : { "size" : 24 },
              "animations" : [ { "source" : "Icons/speaker.wave.3.svg", "effect" : "pulse", "sticker" : true } ] }
            """#)
        let error = #expect(throws: ManifestError.self) { try project.build() }
        let problem = try #require(error?.diagnostics.first)
        #expect(problem.location?.line == 2 && problem.message.contains("takes 'size' 24 from 'defaults'"), "\(problem)")
    }

    /// A size inside 100…206 pt whose effect moves the symbol past 618 px fails when the file is made, at the
    /// manifest line that sets the size, with the size that fits: not at the library's template.
    @Test func aStickerWhoseMotionLeavesMessagesRangeIsLocatedAtItsSize() throws {
        let project = try AssetProject(manifest: #"""
            { "catalog" : "S",
              "animations" : [ { "symbol" : "heart.fill", "effect" : "bounce.up", "fps" : 5, "sticker" : true,
                                 "size" : 206 } ] }
            """#)
        let summary = try project.build()
        let problem = try #require(summary.diagnostics.first, "\(summary.diagnostics)")
        #expect(problem.file == project.manifestPath && problem.location?.line == 3, "\(problem)")
        #expect(problem.message.contains("300…618 px") && problem.message.contains("set 'size' to at most"), "\(problem.message)")
        #expect(!problem.message.contains("Templates/"), "\(problem.message)")
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
