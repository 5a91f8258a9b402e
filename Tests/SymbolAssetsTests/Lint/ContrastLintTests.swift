import Foundation
import SymbolAssets
import Testing

/// The `contrast` rules: colors with a role in the catalog's `.roles.json` are measured per appearance.
@Suite("Lint: contrast of colors with a role, and display-gamut fallbacks")
struct ContrastLintTests {
    static func entry(_ hex: String, dark: Bool = false, high: Bool = false, gamut: String? = nil, space: String = "srgb") -> String {
        let value = Array(hex.dropFirst())
        func component(_ index: Int) -> String { "\"0x" + String(value[index * 2...index * 2 + 1]) + "\"" }
        var appearances: [String] = []
        if dark { appearances.append(#"{ "appearance" : "luminosity", "value" : "dark" }"#) }
        if high { appearances.append(#"{ "appearance" : "contrast", "value" : "high" }"#) }
        let looks = appearances.isEmpty ? "" : #""appearances" : ["# + appearances.joined(separator: ", ") + "], "
        let gamutKey = gamut.map { #", "display-gamut" : "\#($0)""# } ?? ""
        return "{ \(looks)\"color\" : { \"color-space\" : \"\(space)\", \"components\" : { \"alpha\" : \"1.000\", \"blue\" : \(component(2)), \"green\" : \(component(1)), \"red\" : \(component(0)) } }, \"idiom\" : \"universal\"\(gamutKey) }"
    }

    static func roles(_ colors: String, level: String = "AA") -> String {
        #"{ "colors" : { \#(colors) }, "level" : "\#(level)", "version" : 1 }"#
    }

    @Test func brandPairPassingLightAndFailingDarkIsReportedForDarkOnly() throws {
        let catalog = try CatalogFixture()
        // #0b5cad on white is 6.6:1; its dark variant #1f3a5f on black is 1.83:1.
        try catalog.write("BrandText.colorset/Contents.json",
                          ColorSetLintTests.colorsJSON([Self.entry("#0b5cad"), Self.entry("#1f3a5f", dark: true)]))
        try Data(Self.roles(#""BrandText" : { "role" : "text" }"#).utf8).write(to: URL(fileURLWithPath: catalog.root + ".roles.json"))
        let report = catalog.lint()
        let contrast = report.findings.filter { $0.rule == "contrast" }
        // Dark (on black) and dark elevated (on 28 28 30), each its own pair; light (6.6:1) and the high-contrast
        // variants, which fall back to light and dark, pass or repeat a pair already said.
        #expect(contrast.map { $0.message.components(separatedBy: ": #").first ?? "" } == [
            "BrandText (text on systemBackground), dark", "BrandText (text on systemBackground), dark elevated",
        ], "\(report.findings)")
        let message = contrast.first?.message ?? ""
        #expect(message == "BrandText (text on systemBackground), dark: #1f3a5fff on #000000ff is 1.83:1, below 4.5:1 for text at AA (APCA Lc 0.0)")
        #expect(contrast.allSatisfy { !$0.message.contains("light") })
        #expect(contrast.first?.severity == .error)
        #expect(contrast.first?.location?.line == 4, "located at the dark entry")
        #expect(!report.passes)
        #expect(catalog.lint(CatalogLinter(contrastSeverity: .warning)).passes)
        #expect(catalog.lint(CatalogLinter(contrastSeverity: .ignore)).findings.allSatisfy { $0.rule != "contrast" })
    }

    @Test func darkElevatedIsItsOwnAppearance() throws {
        let catalog = try CatalogFixture()
        // #a0a0a0 on the dark tertiary background (44 44 46) is 5.33:1 and on its high-contrast form (54 54 56)
        // 4.61:1, both passing; on the elevated one (58 58 60) it is 4.34:1.
        try catalog.write("Caption.colorset/Contents.json",
                          ColorSetLintTests.colorsJSON([Self.entry("#3c3c3c"), Self.entry("#a0a0a0", dark: true)]))
        try Data(Self.roles(#""Caption" : { "role" : "text", "background" : "tertiarySystemBackground" }"#).utf8)
            .write(to: URL(fileURLWithPath: catalog.root + ".roles.json"))
        let messages = catalog.lint().findings.filter { $0.rule == "contrast" }.map(\.message)
        #expect(messages == ["Caption (text on tertiarySystemBackground), dark elevated: #a0a0a0ff on #3a3a3cff is 4.34:1, below 4.5:1 for text at AA (APCA Lc -42.9)"])
    }

    @Test func aaaLevelAndUnknownNamesAreReported() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Ink.colorset/Contents.json", ColorSetLintTests.colorsJSON([Self.entry("#595959"), Self.entry("#a6a6a6", dark: true)]))
        try Data(Self.roles(#""Ink" : { "role" : "text" }, "Gone" : { "role" : "text" }, "Odd" : { "role" : "headline" }"#, level: "AAA").utf8)
            .write(to: URL(fileURLWithPath: catalog.root + ".roles.json"))
        let report = catalog.lint()
        #expect(report.findings.contains { $0.rule == "contrast" && $0.message.contains("below 7:1 for text at AAA") })
        #expect(report.findings.contains { $0.rule == "contrast-roles" && $0.message.contains("\"Gone\"") && $0.severity == .warning })
        #expect(report.findings.contains { $0.rule == "contrast-roles" && $0.message.contains("\"Odd\" needs a \"role\"") && $0.location != nil })
        #expect(catalog.lint(CatalogLinter(contrastLevel: .aa)).findings.allSatisfy { $0.rule != "contrast" })
    }

    @Test func highContrastVariantThatLowersContrastIsAWarning() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Tint.colorset/Contents.json", ColorSetLintTests.colorsJSON([
            Self.entry("#00449e"), Self.entry("#66aaff", dark: true), Self.entry("#3b73c4", high: true), Self.entry("#66aaff", dark: true, high: true),
        ]))
        try Data(Self.roles(#""Tint" : { "role" : "nonText" }"#).utf8).write(to: URL(fileURLWithPath: catalog.root + ".roles.json"))
        let findings = catalog.lint().findings.filter { $0.rule == "contrast-high-contrast" }
        #expect(findings.count == 1 && findings.first?.message.contains("light high contrast") == true, "\(findings)")
    }

    @Test func darkTextWhoseDarkVariantIsItsLightOneIsLightOnly() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Body.colorset/Contents.json", ColorSetLintTests.colorsJSON([Self.entry("#222222"), Self.entry("#222222", dark: true)]))
        try Data(Self.roles(#""Body" : { "role" : "text" }"#).utf8).write(to: URL(fileURLWithPath: catalog.root + ".roles.json"))
        let report = catalog.lint()
        #expect(report.findings.contains { $0.rule == "contrast-light-only" && $0.message.contains("dark text") })
        #expect(report.findings.contains { $0.rule == "contrast" && $0.message.contains(", dark:") })
    }

    @Test func displayP3EntryWithoutSRGBFallbackIsAnError() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Wide.colorset/Contents.json", ColorSetLintTests.colorsJSON([
            Self.entry("#ff0000", gamut: "display-P3", space: "display-p3"), Self.entry("#ff3333", dark: true, gamut: "display-P3", space: "display-p3"),
            Self.entry("#ff3333", dark: true, gamut: "sRGB"),
        ]))
        let findings = catalog.lint().findings.filter { $0.rule == "display-gamut-fallback" }
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.message.contains("display-P3 Any entry") == true)
    }

    @Test func aReferenceToASystemBackgroundKeepsItsElevatedValue() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Sheet.colorset/Contents.json", ColorSetLintTests.colorsJSON([
            #"{ "color" : { "platform" : "ios", "reference" : "tertiarySystemBackgroundColor" }, "idiom" : "universal" }"#,
        ]))
        try catalog.write("Caption.colorset/Contents.json",
                          ColorSetLintTests.colorsJSON([Self.entry("#3c3c3c"), Self.entry("#a0a0a0", dark: true)]))
        try Data(Self.roles(#""Caption" : { "role" : "text", "background" : "Sheet" }"#).utf8).write(to: URL(fileURLWithPath: catalog.root + ".roles.json"))
        let messages = catalog.lint().findings.filter { $0.rule == "contrast" }.map(\.message)
        #expect(messages.count == 1 && messages.first?.contains("dark elevated: #a0a0a0ff on #3a3a3cff") == true, "\(messages)")
    }

    @Test(arguments: [
        #"{ "colors" : [ { "color" : { "components" : { "red" : "1e308", "green" : "-5", "blue" : "NaN", "alpha" : "2" } }, "idiom" : "universal" } ] }"#,
        #"{ "colors" : [ { "color" : { "color-space" : "display-p3", "components" : { "red" : 9, "green" : 0, "blue" : 0 } }, "display-gamut" : "display-P3" } ] }"#,
        #"{ "colors" : [ { "color" : { "reference" : "noSuchColor" } } ] }"#,
        #"{ "colors" : 7 }"#,
        #"[]"#,
    ])
    func hostileColorSetsWithARoleAreFindingsNotCrashes(contents: String) throws {
        let catalog = try CatalogFixture()
        try catalog.write("Brand.colorset/Contents.json", contents)
        try catalog.write("bell.imageset/Contents.json", #"{ "images" : [ { "filename" : "bell.png", "idiom" : "universal", "scale" : "2x" } ] }"#)
        try catalog.write("bell.imageset/bell.png", Array("not a png".utf8))
        try Data(#"{ "colors" : { "Brand" : { "role" : "text", "background" : "Brand" } }, "images" : { "bell" : { "role" : "nonText", "background" : "Brand" } }, "version" : 1 }"#.utf8)
            .write(to: URL(fileURLWithPath: catalog.root + ".roles.json"))
        let report = catalog.lint()
        #expect(report.isCatalog)
        #expect(report.findings.allSatisfy { !$0.message.isEmpty })
    }
}
