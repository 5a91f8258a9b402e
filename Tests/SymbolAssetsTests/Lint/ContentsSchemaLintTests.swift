import SymbolAssets
import Testing

@Suite("Lint: malformed Contents.json and wrong types")
struct ContentsSchemaLintTests {
    @Test func malformedJSONIsReportedWithLineAndColumn() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icon.imageset/Contents.json", "{\n  \"images\" : [\n    { \"idiom\" \"universal\" }\n  ]\n}\n")
        #expect(catalog.findings() == ["Icon.imageset/Contents.json:3:15: error: expected ':' after the member name"])
    }

    @Test func wrongTypeOrValueForAKnownKeyIsAnErrorAtTheValue() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icon.imageset/Contents.json", """
            {
              "info" : { "version" : 1, "author" : "xcode" },
              "images" : [
                { "scale" : 2, "idiom" : "universal" },
                { "scale" : "4x", "idiom" : "universal" },
                { "size" : "big", "idiom" : "universal" }
              ]
            }
            """)
        #expect(catalog.findings() == [
            #"Icon.imageset/Contents.json:4:17: error: "scale" must be a string, found the number 2"#,
            #"Icon.imageset/Contents.json:5:17: error: "scale" must be "1x", "2x" or "3x", found "4x""#,
            #"Icon.imageset/Contents.json:6:16: error: "size" must be points as "WxH", such as "60x60", found "big""#,
        ])
    }

    @Test func notACatalogFolderIsAFinding() {
        let report = CatalogLinter().lint(catalogAt: "/nonexistent/Assets.xcassets")
        #expect(report.findings.map(\.description) == [
            "/nonexistent/Assets.xcassets: error: not an asset catalog: no such folder; expected an .xcassets folder [not-a-catalog]",
        ])
        #expect(report.setCount == 0)
        #expect(!report.isCatalog && !report.passes)
    }
}
