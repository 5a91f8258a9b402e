import Foundation
import SymbolAssets
import Testing

/// What lint used to pass unread (each test fails on lint before issue 38): vector images in image sets, an empty
/// catalog, a catalog inside a catalog, and image sizes a header claims beyond any device or sticker.
@Suite("Lint: files and catalogs read, not passed")
struct BlindSpotLintTests {
    typealias Fixture = CatalogFixture

    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"# + "\n" + ##"<path d="M2 2 H22 V22 H2 Z" fill="#333"/>"## + "\n</svg>\n"

    static func vectorSet(_ catalog: CatalogFixture) throws {
        try catalog.write("Logo.imageset/Contents.json", Fixture.imagesJSON([
            #"{ "filename" : "logo.svg", "idiom" : "universal" }"#, #"{ "filename" : "mark.pdf", "idiom" : "mac" }"#,
        ]))
    }

    @Test func intactSVGAndPDFPass() throws {
        let catalog = try CatalogFixture()
        try Self.vectorSet(catalog)
        try catalog.write("Logo.imageset/logo.svg", Self.svg)
        try catalog.write("Logo.imageset/mark.pdf", Fixture.pdf)
        #expect(catalog.findings() == [])
    }

    @Test func aTruncatedSVGIsAnErrorAtItsLineAndColumn() throws {
        let catalog = try CatalogFixture()
        try Self.vectorSet(catalog)
        try catalog.write("Logo.imageset/logo.svg", String(Self.svg.prefix(80)))
        try catalog.write("Logo.imageset/mark.pdf", Fixture.pdf)
        let findings = catalog.lint().findings
        #expect(findings.map { "\($0.rule) \($0.severity.rawValue)" } == ["file-corrupt error"])
        #expect(findings.first?.file == catalog.path("Logo.imageset/logo.svg"))
        #expect(findings.first.flatMap(\.location).map { "\($0.line):\($0.column)" } == "2:20")
        #expect(findings.first?.message.hasPrefix(#""logo.svg" is not an SVG the renderer can read: "#) == true)
    }

    @Test func aPDFCutShortIsAnErrorAtItsEntry() throws {
        let catalog = try CatalogFixture()
        try Self.vectorSet(catalog)
        try catalog.write("Logo.imageset/logo.svg", Self.svg)
        try catalog.write("Logo.imageset/mark.pdf", Array(Fixture.pdf.prefix(120)))
        #expect(catalog.findings() == [
            #"Logo.imageset/Contents.json:4:20: error: "mark.pdf" is a damaged PDF: it ends at byte 120 without the %%EOF marker (the file is cut short)"#,
        ])
        // A marker without the cross-reference offset before it is no PDF a reader can open either.
        try catalog.write("Logo.imageset/mark.pdf", Array("%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n".utf8))
        #expect(catalog.rules() == ["file-corrupt error"])
    }

    @Test func whatTheSVGReaderLeavesOutIsANoteNotAnError() throws {
        let catalog = try CatalogFixture()
        try Self.vectorSet(catalog)
        try catalog.write("Logo.imageset/logo.svg", #"<!DOCTYPE svg [ <!ENTITY % ns "http://www.w3.org/2000/svg"> ]>"# + "\n" + Self.svg)
        try catalog.write("Logo.imageset/mark.pdf", Fixture.pdf)
        #expect(catalog.rules() == ["file-corrupt note"])
    }

    @Test func anEmptyCatalogIsAnError() throws {
        let catalog = try CatalogFixture()
        try FileManager.default.createDirectory(atPath: catalog.path("Icons"), withIntermediateDirectories: true)
        let report = catalog.lint()
        #expect(report.findings.map(\.description) == [
            catalog.root + ": error: the catalog holds no sets (no .imageset, .colorset or other set folder); Xcode compiles it to nothing [catalog-empty]",
        ])
        #expect(!report.passes)
    }

    @Test func xcodesEmptyPreviewCatalogIsANote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glyphsmith-lint-\(UUID().uuidString)/Preview Content/Preview Assets.xcassets").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().deletingLastPathComponent().path) }
        let report = CatalogLinter().lint(catalogAt: folder)
        #expect(report.findings.map { "\($0.rule) \($0.severity.rawValue)" } == ["catalog-empty note"])
        #expect(report.passes)
    }

    @Test func aCatalogInsideACatalogIsAnError() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Inner.xcassets/Star.imageset/Contents.json", Fixture.imagesJSON([#"{ "idiom" : "universal" }"#]))
        try catalog.write("Ink.colorset/Contents.json", RealCatalogLintTests.colorJSON(RealCatalogLintTests.red, dark: RealCatalogLintTests.red))
        #expect(catalog.findings() == [
            "Inner.xcassets: error: Inner.xcassets is a catalog inside this catalog; Xcode does not read it, so none of its assets ship "
                + "(move it beside this one, or rename it to a group without the .xcassets extension)",
        ])
        #expect(catalog.lint().setCount == 1)
    }

    // MARK: Sizes from headers

    /// A PNG whose header claims `width`×`height` with a tiny body: what a damaged or hostile file looks like.
    static func claimedPNG(width: UInt32, height: UInt32) -> [UInt8] {
        var png = OpaquePNG.bytes(width: 2, height: 2, transparencyChunk: false)
        // IHDR's data starts at byte 16 (signature 8, length 4, type 4); its CRC covers type and data (bytes 12..<29).
        for (offset, value) in [(16, width), (20, height)] {
            for index in 0..<4 { png[offset + index] = UInt8((value >> (24 - 8 * UInt32(index))) & 0xFF) }
        }
        let crc = crc32(png[12..<29])
        for index in 0..<4 { png[29 + index] = UInt8((crc >> (24 - 8 * UInt32(index))) & 0xFF) }
        return png
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test func aStickerWhoseHeaderClaimsSixtyThousandPixelsIsAnError() throws {
        let catalog = try CatalogFixture()
        let pack = "Stickers.stickerpack"
        try catalog.write(pack + "/Contents.json", SetTypeCase.contents("stickers", [#"{ "filename" : "Cat.sticker" }"#, #"{ "filename" : "Dog.sticker" }"#],
                                                                            properties: #"{ "grid-size" : "regular" }"#))
        for name in ["Cat", "Dog"] {
            try catalog.write(pack + "/\(name).sticker/Contents.json", "{\n  \"properties\" : {\n    \"filename\" : \"\(name.lowercased()).png\"\n  },\n  \(SetTypeCase.info)\n}\n")
        }
        try catalog.write(pack + "/Cat.sticker/cat.png", Self.claimedPNG(width: 60000, height: 60000))
        try catalog.write(pack + "/Dog.sticker/dog.png", Self.claimedPNG(width: 1200, height: 1200))
        #expect(catalog.findings() == [
            #"Stickers.stickerpack/Cat.sticker/Contents.json:3:18: error: "cat.png" is 60000×60000 px by its header, more than 16384 px a side: no Apple device draws it (decoded it would take 13732 MB), and a header this large is usually damage"#,
            #"Stickers.stickerpack/Dog.sticker/Contents.json:3:18: warning: "dog.png" is 1200×1200 px, larger than the largest sticker (206×206 pt, 618×618 px at @3x): Messages scales it down, and the extra pixels spend the 500 KB budget"#,
        ])
    }

    @Test func anyImageBeyondTheLargestTextureIsAnError() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Huge.imageset/Contents.json", Fixture.imagesJSON([Fixture.imageEntry("huge.png", scale: nil)]))
        try catalog.write("Huge.imageset/huge.png", Self.claimedPNG(width: 16385, height: 2))
        #expect(catalog.rules() == ["image-too-large error"])
        try catalog.write("Huge.imageset/huge.png", Self.claimedPNG(width: 16384, height: 2))
        #expect(catalog.rules() == [])
    }

    @Test func gifAndJPEGHeadersAreMeasuredToo() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Photo.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("photo.jpg", scale: "1x"), Fixture.imageEntry("anim.gif", scale: "2x"),
        ]))
        // A JFIF segment, then a baseline frame (SOF0) of 20000×30 px: height before width, big-endian.
        let jfif: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        try catalog.write("Photo.imageset/photo.jpg", jfif + [0xFF, 0xC0, 0x00, 0x11, 8, 0x00, 30, 0x4E, 0x20, 3] + [UInt8](repeating: 0, count: 9))
        // The logical screen of a GIF: 70000 does not fit, 65535×2 px little-endian does.
        try catalog.write("Photo.imageset/anim.gif", Array("GIF89a".utf8) + [0xFF, 0xFF, 2, 0, 0, 0, 0])
        #expect(catalog.findings() == [
            #"Photo.imageset/Contents.json:3:20: error: "photo.jpg" is 20000×30 px by its header, more than 16384 px a side: no Apple device draws it (decoded it would take 2 MB), and a header this large is usually damage"#,
            #"Photo.imageset/Contents.json:4:20: error: "anim.gif" is 65535×2 px by its header, more than 16384 px a side: no Apple device draws it, and a header this large is usually damage"#,
        ])
    }
}
