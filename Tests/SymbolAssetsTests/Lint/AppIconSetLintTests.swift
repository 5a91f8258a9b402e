import SymbolAssets
import Testing

@Suite("Lint: app icon sets")
struct AppIconSetLintTests {
    static func json(_ entries: [String]) -> String {
        CatalogFixture.imagesJSON(entries)
    }

    static let single = #"{ "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }"#
    static let dark = #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "dark.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }"#

    @Test func translucentPixelInTheStoreIconIsAnErrorAndAnOpaqueAlphaChannelAWarning() throws {
        let catalog = try CatalogFixture()
        try catalog.write("AppIcon.appiconset/Contents.json", Self.json([Self.single, Self.dark]))
        try catalog.writePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024)
        try catalog.writePNG("AppIcon.appiconset/dark.png", width: 1024, height: 1024)
        #expect(catalog.findings() == [
            #"AppIcon.appiconset/Contents.json:3:20: warning: "icon.png" has an alpha channel, though every pixel is opaque; save it without alpha to be safe with App Store checks (ITMS-90717)"#,
        ])
        try catalog.writePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024, rgba: [255, 0, 0, 254])
        #expect(catalog.findings() == [
            #"AppIcon.appiconset/Contents.json:3:20: error: "icon.png" has translucent pixels (alpha down to 254 of 255); the App Store rejects an app icon with transparency (ITMS-90717)"#,
        ])
    }

    @Test func transparencyChunkCountsAsAlphaAndAnOpaqueIconPasses() throws {
        let catalog = try CatalogFixture()
        try catalog.write("AppIcon.appiconset/Contents.json", Self.json([Self.single]))
        try catalog.writeOpaquePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024)
        #expect(catalog.findings().isEmpty)
        try catalog.writeOpaquePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024, transparencyChunk: true)
        #expect(catalog.findings() == [
            #"AppIcon.appiconset/Contents.json:3:20: warning: "icon.png" has a tRNS transparency chunk whose pixels lint cannot read (8-bit); the App Store rejects an app icon with transparency (ITMS-90717)"#,
        ])
    }

    @Test func opaqueDarkIconIsAWarning() throws {
        let catalog = try CatalogFixture()
        try catalog.write("AppIcon.appiconset/Contents.json", Self.json([Self.single, Self.dark]))
        try catalog.writeOpaquePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024)
        try catalog.writeOpaquePNG("AppIcon.appiconset/dark.png", width: 1024, height: 1024)
        #expect(catalog.findings() == [
            #"AppIcon.appiconset/Contents.json:4:91: warning: "dark.png" has no alpha channel; a dark app icon needs a transparent background for iOS to draw its own"#,
        ])
    }

    @Test func singleSizeAndPerSizeEntriesTogetherAreAnError() throws {
        let catalog = try CatalogFixture()
        try catalog.write("AppIcon.appiconset/Contents.json", Self.json([
            Self.single,
            #"{ "filename" : "60@2x.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" }"#,
        ]))
        try catalog.writeOpaquePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024)
        try catalog.writeOpaquePNG("AppIcon.appiconset/60@2x.png", width: 120, height: 120)
        #expect(catalog.findings() == [
            "AppIcon.appiconset/Contents.json:4:5: error: AppIcon.appiconset mixes the single-size 1024x1024 icon with per-size iphone icons; iOS then ignores the dark and tinted icons (keep one form)",
        ])
    }

    @Test func pixelsMustBeSizeTimesScale() throws {
        let catalog = try CatalogFixture()
        try catalog.write("AppIcon.appiconset/Contents.json", Self.json([
            #"{ "filename" : "60@2x.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" }"#,
            #"{ "filename" : "83@2x.png", "idiom" : "ipad", "scale" : "2x", "size" : "83.5x83.5" }"#,
        ]))
        try catalog.writeOpaquePNG("AppIcon.appiconset/60@2x.png", width: 100, height: 100)
        try catalog.writeOpaquePNG("AppIcon.appiconset/83@2x.png", width: 167, height: 167)
        #expect(catalog.findings() == [
            #"AppIcon.appiconset/Contents.json:3:20: error: "60@2x.png" is 100×100 px; size 60x60 at 2x needs 120×120 px"#,
        ])
    }
}
