import Foundation
import SymbolAssets
import Testing

/// Every set type Xcode's catalogs hold, nested wherever it is: an intact copy passes, and each break of a broken
/// copy (a missing file, a file no entry names, malformed JSON, a wrong pixel size where Apple fixes one) is
/// reported with its own rule, message and location.
@Suite("Lint: every set type, intact and broken")
struct SetTypeLintTests {
    @Test(arguments: SetTypeCase.all)
    func intactSetPasses(_ type: SetTypeCase) throws {
        let catalog = try CatalogFixture()
        try type.write(catalog)
        #expect(catalog.findings() == [])
        #expect(catalog.lint().setCount > 0)
    }

    @Test(arguments: SetTypeCase.all.filter { !$0.namedFile.path.isEmpty })
    func missingNamedFileIsAnErrorAtItsEntry(_ type: SetTypeCase) throws {
        let catalog = try CatalogFixture()
        try type.write(catalog)
        try FileManager.default.removeItem(atPath: catalog.path(type.namedFile.path))
        let path = type.namedFile.path, slash = path.lastIndex(of: "/")!
        let folder = String(path[..<slash]), name = String(path[path.index(after: slash)...])
        #expect(catalog.findings() == ["\(folder)/Contents.json:\(type.namedFile.position): error: \"\(name)\" is missing from \(folder)"])
        #expect(catalog.rules() == ["file-missing error"])
    }

    @Test(arguments: SetTypeCase.all)
    func fileNoEntryNamesIsAWarningAtTheFile(_ type: SetTypeCase) throws {
        let catalog = try CatalogFixture()
        try type.write(catalog)
        try catalog.write(type.folder + "/notes.txt", "left over")
        if type.type == "iconset" {
            #expect(catalog.findings() == [#"\#(type.folder)/notes.txt: warning: "notes.txt" is not an iconset slot (icon_16x16.png … icon_512x512@2x.png); iconutil ignores it"#])
        } else {
            #expect(catalog.findings() == ["\(type.folder)/notes.txt: warning: no entry in \(type.folder)/Contents.json names this file; Xcode ignores it"])
        }
    }

    @Test(arguments: SetTypeCase.all.filter { $0.type != "iconset" })
    func malformedContentsIsAnErrorWithLineAndColumn(_ type: SetTypeCase) throws {
        let catalog = try CatalogFixture()
        try type.write(catalog)
        try catalog.write(type.folder + "/Contents.json", "{\n  \"info\" : { \"version\" : 1 \n")
        #expect(catalog.findings() == ["\(type.folder)/Contents.json:3:1: error: expected ',' or '}', found the end of the file"])
        #expect(catalog.rules() == ["contents-malformed error"])
    }

    @Test(arguments: SetTypeCase.all.filter { $0.wrongSize != nil })
    func wrongPixelSizeWhereAppleFixesOneIsReportedAtTheImage(_ type: SetTypeCase) throws {
        let catalog = try CatalogFixture()
        try type.write(catalog)
        let wrong = try #require(type.wrongSize)
        try wrong.write(catalog, wrong.path)
        let findings = catalog.lint().findings
        #expect(findings.map(\.rule) == [wrong.rule], "\(findings)")
        #expect(findings.first?.severity == .error)
        let name = String(wrong.path.split(separator: "/").last!)
        #expect(findings.first?.message.hasPrefix("\"\(name)\" is ") == true, "\(findings)")
    }

    @Test func aTypeLintDoesNotKnowIsANoteNamingItAndNotWalked() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Thing.xyzset/Contents.json", "not even JSON")
        try catalog.write("Leaderboard.gcleaderboardset/Contents.json", "{}")
        #expect(catalog.findings() == [
            "Leaderboard.gcleaderboardset: note: not checked: .gcleaderboardset (Leaderboard.gcleaderboardset); lint does not know this set type",
            "Thing.xyzset: note: not checked: .xyzset (Thing.xyzset); lint does not know this set type",
        ])
        #expect(catalog.lint().passes)
    }

    @Test func setsInsideSetsAreLintedButHaveNoCatalogWideName() throws {
        let catalog = try CatalogFixture()
        // A layer's Content.imageset beside a top-level Content.imageset: no name collision.
        try SetTypeCase.all.first { $0.type == "solidimagestack" }!.write(catalog)
        try catalog.write("Content.imageset/Contents.json", SetTypeCase.contents("images", [#"{ "idiom" : "universal" }"#]))
        #expect(catalog.findings() == [])
        #expect(catalog.lint().setCount == 4)
    }

    @Test func brandAssetLayersMayBeSmallerThanTheCanvasButNotLarger() throws {
        let catalog = try CatalogFixture()
        try SetTypeCase.all.first { $0.type == "brandassets" }!.write(catalog)
        let front = "Brand.brandassets/Icon.imagestack/Front.imagestacklayer/Content.imageset/l.png"
        try catalog.writePNG(front, width: 410, height: 240)
        #expect(catalog.findings() == [
            #"Brand.brandassets/Icon.imagestack/Front.imagestacklayer/Content.imageset/Contents.json:3:20: warning: "l.png" is 410×240 px, larger than the primary-app-icon Icon.imagestack (400x240 pt): a layer may be at most 400×240 px at 1x"#,
        ])
    }
}

extension SetTypeLintTests {
    @Test func aStickerSmallerThanItsPacksGridIsAWarning() throws {
        let catalog = try CatalogFixture()
        try SetTypeCase.all.first { $0.type == "stickerpack" }!.write(catalog)
        try catalog.writePNG("Stickers.stickerpack/Cat.sticker/cat.png", width: 300, height: 300)
        #expect(catalog.findings() == [
            #"Stickers.stickerpack/Cat.sticker/Contents.json:3:18: warning: "cat.png" is 300×300 px; a regular sticker is drawn 408×408 px (@3x), so Messages scales this one up"#,
        ])
        // A wide sticker fits the cell by its longer side.
        try catalog.writePNG("Stickers.stickerpack/Cat.sticker/cat.png", width: 560, height: 310)
        #expect(catalog.findings() == [])
    }
}

extension SetTypeLintTests {
    @Test func hugeHandWrittenSizesAreFindingsNotCrashes() throws {
        let catalog = try CatalogFixture()
        try SetTypeCase.all.first { $0.type == "brandassets" }!.write(catalog)
        try catalog.write("Brand.brandassets/Contents.json", SetTypeCase.contents("assets", [
            #"{ "filename" : "Icon.imagestack", "idiom" : "tv", "role" : "primary-app-icon", "size" : "1e300x1e300" }"#,
            #"{ "filename" : "Shelf.imageset", "idiom" : "tv", "role" : "top-shelf-image", "size" : "1e300x75" }"#,
        ]))
        try catalog.write("AppIcon.appiconset/Contents.json", SetTypeCase.contents("images", [
            #"{ "filename" : "icon.png", "idiom" : "iphone", "scale" : "3x", "size" : "1e300x1e300" }"#,
        ]))
        try catalog.writeOpaquePNG("AppIcon.appiconset/icon.png", width: 8, height: 8)
        #expect(catalog.rules() == ["icon-size error", "role-size error"])
    }
}
