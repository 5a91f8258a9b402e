import SymbolAssets
import Testing

@Suite("Lint: asset names across namespaces")
struct AssetNameLintTests {
    static let empty = CatalogFixture.imagesJSON([#"{ "idiom" : "universal" }"#])

    @Test func twoSetsWithOneFullNameInOneLookupIsAnErrorNamingBoth() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Star.imageset/Contents.json", Self.empty)
        // A namespace folder makes `Icons/Star`, a distinct name; a plain group adds nothing to the name.
        try catalog.write("Icons/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try catalog.write("Icons/Star.imageset/Contents.json", Self.empty)
        // Images and symbols load through one lookup; colors through another.
        try catalog.write("More/Star.symbolset/Contents.json", #"{ "symbols" : [ { "idiom" : "universal" } ] }"#)
        try catalog.write("More/Star.colorset/Contents.json", #"{ "colors" : [ { "idiom" : "universal" } ] }"#)
        let report = catalog.lint()
        #expect(report.setCount == 4)
        #expect(catalog.findings().filter { $0.contains("asset name") } == [
            #"Star.imageset: error: asset name "Star" is also the name of More/Star.symbolset"#,
        ])
    }

    @Test func namespaceFlagOfTheWrongTypeIsAnErrorAtTheValue() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icons/Contents.json", "{\n  \"properties\" : { \"provides-namespace\" : \"yes\" }\n}\n")
        #expect(catalog.findings() == [
            #"Icons/Contents.json:2:43: error: "provides-namespace" must be a bool, found the string "yes""#,
        ])
    }
}
