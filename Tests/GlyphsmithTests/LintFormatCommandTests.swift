import Foundation
import SymbolAssets
import Testing

/// `glyphsmith lint` output a CI parses (issue 38 §2, §3): hostile names never forge a line or a workflow command,
/// `--format github` and `--format sarif` print what the library writes, and repeats of a rule are capped.
@Suite struct LintFormatCommandTests {
    /// A catalog whose one image set has a folder name with a newline, a forged diagnostic and a workflow command,
    /// and names a file with a bidi override and an escape sequence that does not exist.
    func hostileCatalog() throws -> (root: String, set: String) {
        let root = try CommandLine.temporaryFolder() + "/Assets.xcassets"
        let set = "Icon\n::error file=forged.swift,line=1::owned\nAssets.xcassets:1:1: error: forged.imageset"
        let files = [
            "Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            set + "/Contents.json": "{\n  \"images\" : [\n    { \"filename\" : \"x\\u202Egnp.\\u001b[31mpng\", \"idiom\" : \"universal\" }\n  ]\n}\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (root, set)
    }

    @Test func textLinesOfHostileNamesAreEscaped() throws {
        let (root, _) = try hostileCatalog()
        let result = try CommandLine.run(["lint", root])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        // One finding, one summary: nothing else became a line of its own.
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines[0].hasPrefix(root + "/Icon\\u{A}::error file=forged.swift,line=1::owned\\u{A}Assets.xcassets:1:1: error: forged.imageset/Contents.json:3:20: error: "))
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{202E}"))
        #expect(lines[1] == "lint: 1 error, 0 warnings in 1 set")
    }

    @Test func githubAnnotationsAreTheLibrarysOneALine() throws {
        let (root, _) = try hostileCatalog()
        let result = try CommandLine.run(["lint", "--format", "github", root])
        #expect(result.status == 1)
        let report = CatalogLinter().lint(catalogAt: root)
        #expect(result.stdout == CatalogLintReport.Finding.github(report.findings) + "\n")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("::error file=" + root.replacing(":", with: "%3A") + "/Icon\\u{A}%3A%3Aerror file=forged.swift%2Cline=1%3A%3Aowned"))
        #expect(lines[0].contains(",line=3,col=20,title=file-missing::"))
        #expect(result.stderr == "lint: 1 error, 0 warnings in 1 set\n")
    }

    @Test func sarifIsTheLibrarysLog() throws {
        let (root, _) = try hostileCatalog()
        let result = try CommandLine.run(["lint", "--format", "sarif", root])
        #expect(result.status == 1)
        #expect(result.stdout == CatalogLintReport.Finding.sarif(CatalogLinter().lint(catalogAt: root).findings) + "\n")
        let log = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        #expect(result.stdout.contains(#""uri" : "file://"#))
        #expect(!result.stdout.contains("\n::"))
    }

    @Test func jsonAndFormatJSONAgreeAndConflictingFormatsAreRefused() throws {
        let (root, _) = try hostileCatalog()
        #expect(try CommandLine.run(["lint", "--json", root]).stdout == CommandLine.run(["lint", "--format", "json", root]).stdout)
        let conflict = try CommandLine.run(["lint", "--json", "--format", "sarif", root])
        #expect(conflict.status == 64 && conflict.stderr.contains("--json is --format json"))
    }

    @Test func repeatsOfARuleInAFileAreCappedAndCountedInTheSummary() throws {
        let root = try CommandLine.temporaryFolder() + "/Assets.xcassets"
        let entries = (0..<150).map { #"    { "filename" : "m\#($0).png", "idiom" : "universal" }"# }.joined(separator: ",\n")
        try FileManager.default.createDirectory(atPath: root + "/Many.imageset", withIntermediateDirectories: true)
        try Data("{\n  \"images\" : [\n\(entries)\n  ]\n}\n".utf8).write(to: URL(fileURLWithPath: root + "/Many.imageset/Contents.json"))
        let result = try CommandLine.run(["lint", root])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix("[file-missing]") }.count == 101)
        #expect(lines.contains { $0.hasSuffix("Many.imageset/Contents.json:103:20: error: and 50 more file-missing findings in this file (the first 100 are listed) [file-missing]") })
        #expect(lines.last?.hasPrefix("lint: 150 errors") == true)
        let all = try CommandLine.run(["lint", "--maximum-repeats", "0", root])
        #expect(all.stderr.split(separator: "\n").filter { $0.hasSuffix("[file-missing]") }.count == 150)
    }
}
