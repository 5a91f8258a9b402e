import Foundation
import SymbolAssets
import Testing

/// What real catalogs do that is right, and must not be reported (each test fails on lint as it was before
/// issue 22), and the real defects lint must keep finding. Synthetic fixtures of our own, shaped by a survey of
/// public apps' catalogs.
@Suite("Lint: real-world catalogs without false alarms")
struct RealCatalogLintTests {
    typealias Fixture = CatalogFixture

    // MARK: Pixel sizes

    @Test func roundedDesignerExportsAreOneSize() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Pin.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("pin.png", scale: "1x"), Fixture.imageEntry("pin@2x.png", scale: "2x"), Fixture.imageEntry("pin@3x.png", scale: "3x"),
        ]))
        try catalog.writePNG("Pin.imageset/pin.png", width: 27, height: 41)
        try catalog.writePNG("Pin.imageset/pin@2x.png", width: 53, height: 81)
        try catalog.writePNG("Pin.imageset/pin@3x.png", width: 79, height: 121)
        #expect(catalog.findings() == [])
    }

    @Test func aDarkVariantMayBeOtherArtworkOfAnotherSize() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Promo.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("light.png", scale: "1x"), Fixture.imageEntry("light@2x.png", scale: "2x"),
            Fixture.imageEntry("dark.png", scale: "1x", appearance: "dark"), Fixture.imageEntry("dark@2x.png", scale: "2x", appearance: "dark"),
        ]))
        try catalog.writePNG("Promo.imageset/light.png", width: 36, height: 28)
        try catalog.writePNG("Promo.imageset/light@2x.png", width: 72, height: 56)
        try catalog.writePNG("Promo.imageset/dark.png", width: 32, height: 26, rgba: [0, 0, 0, 255])
        try catalog.writePNG("Promo.imageset/dark@2x.png", width: 64, height: 52, rgba: [0, 0, 0, 255])
        #expect(catalog.findings() == [])
    }

    @Test func aThreeXFileInTheTwoXSlotStaysAnError() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Pin.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("pin.png", scale: "1x"), Fixture.imageEntry("pin@2x.png", scale: "2x"), Fixture.imageEntry("pin@3x.png", scale: "3x"),
        ]))
        try catalog.writePNG("Pin.imageset/pin.png", width: 20, height: 30)
        try catalog.writePNG("Pin.imageset/pin@2x.png", width: 60, height: 90)
        try catalog.writePNG("Pin.imageset/pin@3x.png", width: 60, height: 90)
        #expect(catalog.findings() == [
            #"Pin.imageset/Contents.json:4:20: error: "pin@2x.png" is 60×90 px, 30×45 pt at 2x; "pin@3x.png" makes Pin.imageset 20×30 pt (40×60 px at 2x); it looks like the @3x image"#,
        ])
        #expect(catalog.rules() == ["scale-mismatch error"])
    }

    @Test func stretchableSetsAndThinTilesAreNotJudgedAlongTheirStretch() throws {
        let catalog = try CatalogFixture()
        // A 3-part horizontal cap: widths differ freely, heights still agree.
        try catalog.write("Cap.imageset/Contents.json", Fixture.imagesJSON([
            #"{ "filename" : "cap.png", "idiom" : "universal", "resizing" : { "mode" : "3-part-horizontal", "center" : { "mode" : "tile", "width" : 1 }, "cap-insets" : { "left" : 4, "right" : 4 } }, "scale" : "1x" }"#,
            #"{ "filename" : "cap@2x.png", "idiom" : "universal", "resizing" : { "mode" : "3-part-horizontal", "center" : { "mode" : "tile", "width" : 1 }, "cap-insets" : { "left" : 8, "right" : 8 } }, "scale" : "2x" }"#,
        ]))
        try catalog.writePNG("Cap.imageset/cap.png", width: 9, height: 20)
        try catalog.writePNG("Cap.imageset/cap@2x.png", width: 40, height: 40)
        // A 1 px line tile: one pixel wide at every scale.
        try catalog.write("Line.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("line.png", scale: "1x"), Fixture.imageEntry("line@2x.png", scale: "2x"), Fixture.imageEntry("line@3x.png", scale: "3x"),
        ]))
        try catalog.writePNG("Line.imageset/line.png", width: 1, height: 12)
        try catalog.writePNG("Line.imageset/line@2x.png", width: 1, height: 24)
        try catalog.writePNG("Line.imageset/line@3x.png", width: 1, height: 36)
        #expect(catalog.findings() == [])
        // Along the axis that does not stretch, a gross mismatch is still found.
        try catalog.writePNG("Cap.imageset/cap@2x.png", width: 40, height: 80)
        #expect(catalog.rules() == ["scale-mismatch error"])
    }

    // MARK: App icons

    static let storeIcon = #"{ "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }"#

    @Test func anActionExtensionsTransparentGlyphGetsNoAppStoreWording() throws {
        let catalog = try CatalogFixture()
        // The extension target's Info.plist beside its catalog, as Xcode lays targets out.
        try Data("<plist><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.ui-services</string></dict></dict></plist>".utf8)
            .write(to: URL(fileURLWithPath: (catalog.root as NSString).deletingLastPathComponent + "/Info.plist"))
        try catalog.write("AppIcon.appiconset/Contents.json", Fixture.imagesJSON([Self.storeIcon]))
        try catalog.writePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024, rgba: [0, 0, 0, 0])
        #expect(catalog.findings() == [])
    }

    @Test func anExtensionsInfoPlistOneFolderUpCountsToo() throws {
        let catalog = try CatalogFixture()
        let target = ((catalog.root as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        try Data("<plist><dict><key>NSExtensionPointIdentifier</key><string>com.apple.share-services</string></dict></plist>".utf8)
            .write(to: URL(fileURLWithPath: target + "/Info.plist"))
        try catalog.write("AppIcon.appiconset/Contents.json", Fixture.imagesJSON([Self.storeIcon]))
        try catalog.writePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024, rgba: [0, 0, 0, 0])
        #expect(catalog.findings() == [])
    }

    @Test func anAlternateIconsTransparencyIsAWarningWithoutTheStoreRejection() throws {
        let catalog = try CatalogFixture()
        try catalog.write("AppIcon.appiconset/Contents.json", Fixture.imagesJSON([Self.storeIcon]))
        try catalog.writeOpaquePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024)
        try catalog.write("AlternateIcons/Pride.appiconset/Contents.json", Fixture.imagesJSON([Self.storeIcon]))
        try catalog.writePNG("AlternateIcons/Pride.appiconset/icon.png", width: 1024, height: 1024, rgba: [255, 0, 0, 0])
        #expect(catalog.rules() == ["icon-transparent warning"])
        #expect(catalog.findings().first?.contains("has transparent pixels, which iOS draws over black in this alternate icon") == true)
    }

    @Test func aVisionOSStackNamedLikeTheIOSIconIsNoDuplicate() throws {
        let catalog = try CatalogFixture()
        try catalog.write("AppIcon.appiconset/Contents.json", Fixture.imagesJSON([Self.storeIcon]))
        try catalog.writeOpaquePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024)
        try catalog.write("AppIcon.solidimagestack/Contents.json", #"{ "layers" : [ ] }"#)
        #expect(catalog.findings() == [])
    }

    @Test func aDocumentIconsetNeedsNoContentsJSONAndIsCheckedBySlot() throws {
        let catalog = try CatalogFixture()
        try catalog.writePNG("Document.iconset/icon_32x32.png", width: 32, height: 32)
        try catalog.writePNG("Document.iconset/icon_32x32@2x.png", width: 64, height: 64)
        #expect(catalog.findings() == [])
        try catalog.writePNG("Document.iconset/icon_32x32@2x.png", width: 32, height: 32)
        try catalog.writePNG("Document.iconset/icon_20x20.png", width: 20, height: 20)
        #expect(catalog.findings() == [
            #"Document.iconset/icon_20x20.png: warning: "icon_20x20.png" is not an iconset slot (icon_16x16.png … icon_512x512@2x.png); iconutil ignores it"#,
            #"Document.iconset/icon_32x32@2x.png: error: "icon_32x32@2x.png" is 32×32 px; its slot in Document.iconset needs 64×64 px"#,
        ])
    }

    // MARK: Colors

    static func colorJSON(_ components: String, dark: String? = nil, reference: String? = nil, idiom: String = "universal") -> String {
        var entries = [#"{ "color" : { "color-space" : "srgb", "components" : \#(components) }, "idiom" : "\#(idiom)" }"#]
        if let reference { entries = [#"{ "color" : { "reference" : "\#(reference)" }, "idiom" : "\#(idiom)" }"#] }
        if let dark { entries.append(#"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : \#(dark) }, "idiom" : "\#(idiom)" }"#) }
        return SetTypeCase.contents("colors", entries)
    }

    static let red = #"{ "red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" }"#

    @Test func colorsWhereNoDarkAppearanceExistsNeedNone() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Clear.colorset/Contents.json", Self.colorJSON(#"{ "red" : "1", "green" : "1", "blue" : "1", "alpha" : "0.000" }"#))
        try catalog.write("Label.colorset/Contents.json", Self.colorJSON("", reference: "labelColor"))
        #expect(catalog.findings() == [])
    }

    @Test func aWatchOnlyCatalogHasOneAppearance() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Brand.colorset/Contents.json", Self.colorJSON(Self.red))
        try catalog.write("AppIcon.appiconset/Contents.json", Fixture.imagesJSON([#"{ "idiom" : "universal", "platform" : "watchos", "size" : "1024x1024" }"#]))
        #expect(catalog.findings() == [])
        // An iPhone icon beside it makes it an iOS catalog again.
        try catalog.write("Phone.appiconset/Contents.json", Fixture.imagesJSON([#"{ "idiom" : "iphone", "scale" : "2x", "size" : "60x60" }"#]))
        #expect(catalog.rules() == ["color-missing-dark error"])
    }

    @Test func aTargetWithAFixedAppearanceNeedsNoDarkColors() throws {
        let catalog = try CatalogFixture()
        try Data("<plist><dict>\n\t<key>UIUserInterfaceStyle</key>\n\t<string>Dark</string>\n</dict></plist>".utf8)
            .write(to: URL(fileURLWithPath: (catalog.root as NSString).deletingLastPathComponent + "/Info.plist"))
        try catalog.write("Brand.colorset/Contents.json", Self.colorJSON(Self.red))
        #expect(catalog.findings() == [])
    }

    @Test func appearanceNamesAndTranslucentOverlaysGetASofterExplicitMessage() throws {
        let catalog = try CatalogFixture()
        try catalog.write("textDark.colorset/Contents.json", Self.colorJSON(Self.red))
        try catalog.write("Shadow.colorset/Contents.json", Self.colorJSON(#"{ "red" : "0", "green" : "0", "blue" : "0", "alpha" : "0.300" }"#))
        try catalog.write("Lighthouse.colorset/Contents.json", Self.colorJSON(Self.red))
        #expect(catalog.findings() == [
            #"Lighthouse.colorset/Contents.json:2:14: error: Lighthouse.colorset has no dark appearance (an entry with "appearances": [{"appearance": "luminosity", "value": "dark"}])"#,
            "Shadow.colorset/Contents.json:2:14: warning: Shadow.colorset has no dark appearance; it is translucent (alpha 0.3), as overlays and shadows often are, so it may serve both appearances (if not, add a dark variant)",
            #"textDark.colorset/Contents.json:2:14: warning: textDark.colorset has no dark appearance; its name says "Dark", so it may be meant for one appearance (if not, add a dark variant)"#,
        ])
        #expect(catalog.findings(CatalogLinter(missingDarkSeverity: .ignore)) == [])
    }

    @Test func componentsRenderRejectsAreErrorsAtTheComponent() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Bad.colorset/Contents.json", Self.colorJSON(
            #"{ "red" : "banana", "green" : "NaN", "blue" : "1e999", "alpha" : "0x1FF" }"#, dark: Self.red))
        #expect(catalog.rules() == Array(repeating: "color-component error", count: 4))
        #expect(catalog.findings().first == #"Bad.colorset/Contents.json:3:68: error: "red" must be a number from 0 to 1, an integer from 0 to 255 or a hex byte ("0xB4"), found the string "banana""#)
    }

    // MARK: Symbols

    @Test func aStrokeInASymbolIsAWarningToConvertIt() throws {
        let catalog = try CatalogFixture()
        var svg = String(decoding: try Data(contentsOf: URL(fileURLWithPath: SetTypeCase.templateSource)), as: UTF8.self)
        let path = try #require(svg.range(of: "<path "))
        svg.replaceSubrange(path, with: "<path stroke=\"#000\" ")
        try catalog.write("S.symbolset/Contents.json", SetTypeCase.contents("symbols", [#"{ "filename" : "s.svg", "idiom" : "universal" }"#]))
        try catalog.write("S.symbolset/s.svg", svg)
        let findings = catalog.lint().findings
        #expect(!findings.isEmpty && findings.allSatisfy { $0.rule == "symbol-stroke" && $0.severity == .warning }, "\(findings)")
        #expect(findings.first?.message.contains("Xcode ignores strokes in symbols") == true)
    }

    // MARK: Messages

    @Test func aFileOfAnotherFormatIsNamedByWhatItReallyIs() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Logo.imageset/Contents.json", Fixture.imagesJSON([Fixture.imageEntry("logo.png", scale: nil)]))
        try catalog.write("Logo.imageset/logo.png", Array("RIFF\u{24}\0\0\0WEBPVP8 ".utf8) + [UInt8](repeating: 0, count: 24))
        #expect(catalog.findings() == [#"Logo.imageset/Contents.json:3:20: error: "logo.png" is a WebP image, not a PNG"#])
        try catalog.write("Logo.imageset/logo.png", "version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1177\n")
        #expect(catalog.rules() == ["lfs-pointer warning"])
    }

    @Test func aPNGHeaderWithABadCRCIsDamaged() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Logo.imageset/Contents.json", Fixture.imagesJSON([Fixture.imageEntry("logo.png", scale: nil)]))
        var bytes = OpaquePNG.bytes(width: 4, height: 4, transparencyChunk: false)
        bytes[29] ^= 0xFF  // the IHDR chunk's CRC
        try catalog.write("Logo.imageset/logo.png", bytes)
        #expect(catalog.findings() == [#"Logo.imageset/Contents.json:3:20: error: "logo.png" is a damaged PNG: the CRC of its IHDR chunk is wrong (the file is damaged)"#])
    }

    @Test func anEmptyDarkSlotIsReportedAtItsOwnLine() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icon.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("a.png", scale: "1x"),
            Fixture.imageEntry("a@2x.png", scale: "2x"),
            #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "idiom" : "universal", "scale" : "1x" }"#,
            Fixture.imageEntry("a-dark@2x.png", scale: "2x", appearance: "dark"),
        ]))
        try catalog.writePNG("Icon.imageset/a.png", width: 10, height: 10)
        try catalog.writePNG("Icon.imageset/a@2x.png", width: 20, height: 20)
        try catalog.writePNG("Icon.imageset/a-dark@2x.png", width: 20, height: 20, rgba: [9, 9, 9, 255])
        #expect(catalog.findings() == ["Icon.imageset/Contents.json:5:5: error: the dark variant of Icon.imageset has no @1x image, which the Any variant has"])
    }

    @Test func aDarkImageEqualToItsAnyImageIsAWarning() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icon.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("a.png", scale: nil),
            Fixture.imageEntry("a-dark.png", scale: nil, appearance: "dark"),
        ]))
        try catalog.writePNG("Icon.imageset/a.png", width: 10, height: 10)
        try catalog.writePNG("Icon.imageset/a-dark.png", width: 10, height: 10)
        #expect(catalog.findings() == [#"Icon.imageset/Contents.json:4:91: warning: the dark image "a-dark.png" shows the same pixels as the Any image "a.png"; give it its own image or remove the dark variant"#])
        try catalog.writePNG("Icon.imageset/a-dark.png", width: 10, height: 10, rgba: [1, 2, 3, 255])
        #expect(catalog.findings() == [])
    }

    @Test func messagesNamePathsInsideTheCatalog() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icons/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try catalog.write("Icons/Star.imageset/Contents.json", Fixture.imagesJSON([Fixture.imageEntry("gone.png", scale: nil)]))
        let messages = catalog.lint().findings.map(\.message)
        #expect(messages == [#""gone.png" is missing from Icons/Star.imageset"#])
        #expect(!messages.contains { $0.contains(catalog.root) })
    }
}
