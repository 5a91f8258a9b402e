import SymbolAssets
import Testing

@Suite("Lint: color sets need a dark appearance")
struct ColorSetLintTests {
    static let light = #"{ "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.2", "green" : "0.4", "red" : "0.8" } }, "idiom" : "universal" }"#
    static let dark = #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "0.1", "green" : "0.1", "red" : "0.1" } }, "idiom" : "universal" }"#

    static func colorsJSON(_ entries: [String]) -> String {
        "{\n  \"colors\" : [\n    " + entries.joined(separator: ",\n    ") + "\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }

    @Test func colorSetWithoutDarkIsAnErrorNamingTheSet() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Brand.colorset/Contents.json", Self.colorsJSON([Self.light]))
        try catalog.write("Ink.colorset/Contents.json", Self.colorsJSON([Self.light, Self.dark]))
        #expect(catalog.findings() == [
            #"Brand.colorset/Contents.json:2:14: error: Brand.colorset has no dark appearance (an entry with "appearances": [{"appearance": "luminosity", "value": "dark"}])"#,
        ])
        #expect(catalog.lint().setCount == 2)
    }

    @Test func missingDarkSeverityIsConfigurable() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Brand.colorset/Contents.json", Self.colorsJSON([Self.light]))
        let warned = catalog.lint(CatalogLinter(missingDarkSeverity: .warning))
        #expect(warned.diagnostics.map(\.severity) == [.warning])
        #expect(warned.passes)
        #expect(catalog.lint(CatalogLinter(missingDarkSeverity: .ignore)).diagnostics.isEmpty)
    }

    @Test func accentColorTemplateWithoutColorIsAWarningAndNeedsNoDark() throws {
        let catalog = try CatalogFixture()
        try catalog.write("AccentColor.colorset/Contents.json", Self.colorsJSON([#"{ "idiom" : "universal" }"#]))
        #expect(catalog.findings() == ["AccentColor.colorset/Contents.json:2:14: warning: AccentColor.colorset defines no color"])
    }

    @Test func systemColorReferencesAdaptByThemselves() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Background.colorset/Contents.json", Self.colorsJSON([
            #"{ "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" }, "idiom" : "universal" }"#,
        ]))
        #expect(catalog.findings().isEmpty)
    }

    @Test func anyJSONShapeIsAFindingNotACrash() throws {
        let catalog = try CatalogFixture()
        try catalog.write("A.colorset/Contents.json", #"{"colors": "red"}"#)
        try catalog.write("B.colorset/Contents.json", #"[1, 2]"#)
        try catalog.write("C.colorset/Contents.json", #"{"colors": [7, {"color": []}, {"appearances": [3, {}]}]}"#)
        #expect(catalog.findings() == [
            #"A.colorset/Contents.json:1:12: error: "colors" must be an array, found the string "red""#,
            "B.colorset/Contents.json:1:1: error: Contents.json must hold an object, found an array",
            "C.colorset/Contents.json:1:12: warning: C.colorset defines no color",
            #"C.colorset/Contents.json:1:13: error: each element of "colors" must be an object, found the number 7"#,
            #"C.colorset/Contents.json:1:26: error: "color" must be an object, found an array"#,
            "C.colorset/Contents.json:1:48: error: each appearance must be an object, found the number 3",
            #"C.colorset/Contents.json:1:51: error: an appearance needs both "appearance" and "value""#,
        ])
    }
}
