import SymbolAssets
import Testing

@Suite("Lint: files named and files present")
struct SetFileLintTests {
    @Test func missingFileIsAnErrorAndAnUnnamedFileAWarning() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icon.imageset/Contents.json", CatalogFixture.imagesJSON([
            CatalogFixture.imageEntry("icon.pdf", scale: nil),
            CatalogFixture.imageEntry("Gone.pdf", scale: nil, idiom: "mac"),
        ]))
        try catalog.write("Icon.imageset/icon.pdf", CatalogFixture.pdf)
        try catalog.write("Icon.imageset/old.pdf", CatalogFixture.pdf)
        try catalog.write("Icon.imageset/.DS_Store", "")
        #expect(catalog.findings() == [
            #"Icon.imageset/Contents.json:4:20: error: "Gone.pdf" is missing from Icon.imageset"#,
            "Icon.imageset/old.pdf: warning: no entry in Icon.imageset/Contents.json names this file; Xcode ignores it",
        ])
    }

    @Test func nameDifferingOnlyInCaseIsCalledOut() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icon.imageset/Contents.json", CatalogFixture.imagesJSON([CatalogFixture.imageEntry("Icon.PDF", scale: nil)]))
        try catalog.write("Icon.imageset/icon.pdf", CatalogFixture.pdf)
        #expect(catalog.findings() == [
            #"Icon.imageset/Contents.json:3:20: error: "Icon.PDF" is missing from Icon.imageset; the folder has "icon.pdf", which differs in letter case"#,
        ])
    }

    @Test func setWithoutContentsJSONIsAnError() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Bare.imageset/bare.png", "")
        #expect(catalog.findings() == ["Bare.imageset: error: Bare.imageset has no Contents.json; Xcode ignores the set"])
    }
}
