import Foundation
import Testing

/// `glyphsmith lint`: findings with rule ids on standard error (or JSON on standard output), a summary, exit 1 on
/// errors and 2 on a path that is not a catalog.
@Suite struct LintCommandTests {
    func catalog() throws -> String {
        let root = try CommandLine.temporaryFolder() + "/Assets.xcassets"
        let files = [
            "Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "Brand.colorset/Contents.json": #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "0", "green" : "0", "red" : "1" } }, "idiom" : "universal" } ] }"#,
            "Icon.imageset/Contents.json": "{\n  \"images\" : [\n    { \"filename\" : \"gone.pdf\", \"idiom\" : \"universal\" }\n  ]\n}\n",
            "Icon.imageset/extra.pdf": "%PDF-1.4\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func printsLocatedFindingsWithRuleIdsAndASummaryAndFailsOnErrors() throws {
        let root = try catalog()
        let result = try CommandLine.run(["lint", root])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            \(root)/Brand.colorset/Contents.json:1:14: error: Brand.colorset has no dark appearance (an entry with "appearances": [{"appearance": "luminosity", "value": "dark"}]) [color-missing-dark]
            \(root)/Icon.imageset/Contents.json:3:20: error: "gone.pdf" is missing from Icon.imageset [file-missing]
            \(root)/Icon.imageset/extra.pdf: warning: no entry in Icon.imageset/Contents.json names this file; Xcode ignores it [file-unnamed]
            lint: 2 errors, 1 warning in 2 sets

            """)
    }

    @Test func missingDarkAsWarningLowersTheSeverityInAnyLetterCase() throws {
        let root = try catalog()
        for value in ["warning", "Warning", "WARNING"] {
            let result = try CommandLine.run(["lint", "--missing-dark", value, root])
            #expect(result.status == 1)
            #expect(result.stderr.contains("Brand.colorset/Contents.json:1:14: warning: Brand.colorset has no dark appearance"))
            #expect(result.stderr.hasSuffix("lint: 1 error, 2 warnings in 2 sets\n"))
        }
        let rejected = try CommandLine.run(["lint", "--missing-dark", "sometimes", root])
        #expect(rejected.status != 0 && rejected.status != 1)
    }

    @Test func jsonListsEveryFindingWithItsRuleOnStandardOutput() throws {
        let root = try catalog()
        let result = try CommandLine.run(["lint", "--json", root])
        #expect(result.status == 1)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(findings.count == 3)
        #expect(findings.map { $0["rule"] as? String } == ["color-missing-dark", "file-missing", "file-unnamed"])
        #expect(findings[1]["file"] as? String == root + "/Icon.imageset/Contents.json")
        #expect(findings[1]["line"] as? Int == 3)
        #expect(findings[1]["column"] as? Int == 20)
        #expect(findings[1]["severity"] as? String == "error")
        #expect(findings[1]["message"] as? String == #""gone.pdf" is missing from Icon.imageset"#)
        #expect(findings[2]["line"] is NSNull)
        #expect(result.stderr == "lint: 2 errors, 1 warning in 2 sets\n")
    }

    @Test func cleanCatalogExitsZero() throws {
        let root = try CommandLine.temporaryFolder() + "/Clean.xcassets"
        try FileManager.default.createDirectory(atPath: root + "/Label.colorset", withIntermediateDirectories: true)
        try Data(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#.utf8).write(to: URL(fileURLWithPath: root + "/Contents.json"))
        try Data(#"{ "colors" : [ { "color" : { "reference" : "labelColor" }, "idiom" : "universal" } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/Label.colorset/Contents.json"))
        let result = try CommandLine.run(["lint", root])
        #expect(result.status == 0)
        #expect(result.stderr == "lint: 0 errors, 0 warnings in 1 set\n")
        // A catalog with no set at all compiles to nothing: an error.
        try FileManager.default.removeItem(atPath: root + "/Label.colorset")
        let empty = try CommandLine.run(["lint", root])
        #expect(empty.status == 1)
        #expect(empty.stderr.hasSuffix("lint: 1 error, 0 warnings in 0 sets\n"))
    }

    @Test func aFolderWithoutACatalogExitsTwoSayingWhatItExpected() throws {
        let folder = try CommandLine.temporaryFolder() + "/Project"
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        let result = try CommandLine.run(["lint", folder])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(folder): error: not an asset catalog: no Contents.json at its root [not-a-catalog]"))
        let missing = try CommandLine.run(["lint", folder + "/Typo.xcassets"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("not an asset catalog: no such folder; expected an .xcassets folder"))
    }

    @Test func aSingleSetExitsTwoNamingWhatToLintInstead() throws {
        let root = try catalog()
        let result = try CommandLine.run(["lint", root + "/Icon.imageset"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: not an asset catalog: a single .imageset set; lint the .xcassets folder that holds it"))
    }

    @Test func helpSaysWhereDiagnosticsGo() throws {
        for command in ["lint", "validate"] {
            let result = try CommandLine.run([command, "--help"])
            #expect(result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("on standard error"), "\(command)")
        }
    }

    @Test func previewHelpNamesTheWeightDefault() throws {
        let help = try CommandLine.run(["preview", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("Weight of the templates in a list (default: regular)."))
        #expect(!help.contains("(default: 4)"))
    }

    @Test func validatePrintsItsSummaryWhenItFindsErrorsToo() throws {
        let file = try CommandLine.temporaryFolder() + "/broken.svg"
        try Data("<svg xmlns='http://www.w3.org/2000/svg'><g id='Symbols'><g id='Regular-M'/></g></svg>".utf8).write(to: URL(fileURLWithPath: file))
        let result = try CommandLine.run(["validate", file])
        #expect(result.status == 1)
        let summary = try #require(result.stderr.split(separator: "\n").last)
        #expect(summary.hasPrefix("validate: 1 file checked, ") && summary.contains(" error"), "\(result.stderr)")
    }
}
