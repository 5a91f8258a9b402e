import SymbolCore
import SymbolFormat

/// Lint findings as `glyphsmith lint --json` prints them.
extension CatalogLintReport.Finding {
    /// A JSON array with, per finding, `rule`, `file`, `line`, `column`, `offset` (null when unknown), `severity`
    /// and `message` (file and message escaped as `Diagnostic.escaping(_:)` escapes, as `Diagnostic.json` does).
    /// Keys sorted, two-space indent, no final newline.
    public static func json(_ findings: [CatalogLintReport.Finding]) -> String {
        JSONValue.array(findings.map { finding in
            let location = finding.location
            return .object([
                ("rule", .string(finding.rule)),
                ("file", finding.file.map { .string(Diagnostic.escaping($0)) } ?? .null),
                ("line", location.map { .number(Double($0.line)) } ?? .null),
                ("column", location.map { .number(Double($0.column)) } ?? .null),
                ("offset", location.map { .number(Double($0.offset)) } ?? .null),
                ("severity", .string(finding.severity.rawValue)),
                ("message", .string(Diagnostic.escaping(finding.message))),
            ])
        }).printedJSON
    }
}
