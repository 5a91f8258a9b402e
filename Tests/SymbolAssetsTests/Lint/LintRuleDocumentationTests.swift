import Foundation
@testable import SymbolAssets
import Testing

/// The README's lint section is the rules' reference: every rule id, its default severity and its option.
@Suite("Lint: the README lists every rule")
struct LintRuleDocumentationTests {
    static let readme: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // Tests/SymbolAssetsTests/Lint/LintRuleDocumentationTests.swift
        return (try? String(contentsOfFile: parts.joined(separator: "/") + "/README.md", encoding: .utf8)) ?? ""
    }()

    @Test(arguments: LintRule.allCases)
    func everyRuleHasATableRowWithItsSeverity(rule: LintRule) {
        let row = Self.readme.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("| `\(rule.rawValue)` |") }
        #expect(row != nil, "README's lint table has no row for \(rule.rawValue)")
        let severity = row.map { $0.trimmingCharacters(in: .whitespaces).split(separator: "|")[1] } ?? ""
        #expect(["error", "warning", "note"].contains { severity.contains($0) }, "\(rule.rawValue): no default severity")
    }

    @Test func optionsNamedInTheTableExist() {
        for option in ["--missing-dark", "--size-mismatch", "--contrast error", "--contrast-level"] {
            #expect(Self.readme.contains(option))
        }
    }
}
