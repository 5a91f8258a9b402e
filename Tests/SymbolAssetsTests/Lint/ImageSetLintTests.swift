import SymbolAssets
import Testing

@Suite("Lint: image set variants and pixel sizes")
struct ImageSetLintTests {
    typealias Fixture = CatalogFixture

    @Test func darkVariantMissingAScaleTheAnyVariantHasIsAnError() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icon.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("a@2x.png", scale: "2x"),
            Fixture.imageEntry("a@3x.png", scale: "3x"),
            Fixture.imageEntry("a-dark@2x.png", scale: "2x", appearance: "dark"),
        ]))
        try catalog.writePNG("Icon.imageset/a@2x.png", width: 40, height: 40)
        try catalog.writePNG("Icon.imageset/a@3x.png", width: 60, height: 60)
        try catalog.writePNG("Icon.imageset/a-dark@2x.png", width: 40, height: 40, rgba: [0, 0, 80, 255])
        #expect(catalog.findings() == [
            "Icon.imageset/Contents.json:5:5: error: the dark variant of Icon.imageset has no @3x image, which the Any variant has",
        ])
    }

    @Test func variantWithoutAnAnyVariantIsAnError() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Moon.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("moon-dark.pdf", scale: nil, appearance: "dark"),
        ]))
        try catalog.write("Moon.imageset/moon-dark.pdf", CatalogFixture.pdf)
        #expect(catalog.findings() == [
            "Moon.imageset/Contents.json:3:5: error: Moon.imageset has a dark image but no Any image to fall back on",
        ])
    }

    @Test func emptyWellsAndSeparateIdiomsAreNotCompared() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Wells.imageset/Contents.json", Fixture.imagesJSON([
            #"{ "idiom" : "universal", "scale" : "1x" }"#,
            Fixture.imageEntry("w@2x.png", scale: "2x", idiom: "iphone"),
            Fixture.imageEntry("w-dark@2x.png", scale: "2x", appearance: "dark", idiom: "iphone"),
            Fixture.imageEntry("w~ipad.png", scale: "1x", idiom: "ipad"),
        ]))
        try catalog.writePNG("Wells.imageset/w@2x.png", width: 40, height: 40)
        try catalog.writePNG("Wells.imageset/w-dark@2x.png", width: 40, height: 40, rgba: [0, 0, 80, 255])
        try catalog.writePNG("Wells.imageset/w~ipad.png", width: 30, height: 30)
        #expect(catalog.findings().isEmpty)
    }

    @Test func pixelSizeBeyondRoundingIsAWarningAtItsFilenameWithTheSeverityChosen() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Star.imageset/Contents.json", Fixture.imagesJSON([
            Fixture.imageEntry("s.png", scale: "1x"),
            Fixture.imageEntry("s@2x.png", scale: "2x"),
            Fixture.imageEntry("s@3x.png", scale: "3x"),
        ]))
        try catalog.writePNG("Star.imageset/s.png", width: 20, height: 20)
        try catalog.writePNG("Star.imageset/s@2x.png", width: 40, height: 40)
        try catalog.writePNG("Star.imageset/s@3x.png", width: 50, height: 50)
        #expect(catalog.findings() == [
            #"Star.imageset/Contents.json:5:20: warning: "s@3x.png" is 50×50 px, 16.67×16.67 pt at 3x; "s@2x.png" makes Star.imageset 20×20 pt (60×60 px at 3x)"#,
        ])
        #expect(catalog.rules(CatalogLinter(sizeMismatchSeverity: .error)) == ["size-mismatch error"])
        #expect(catalog.rules(CatalogLinter(sizeMismatchSeverity: .ignore)).isEmpty)
    }
}
