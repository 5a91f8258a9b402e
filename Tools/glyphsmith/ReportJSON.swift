import SymbolAssets
import SymbolCore

/// Diagnostics and a build summary as JSON, for CI (`--json`).
enum ReportJSON {
    /// Diagnostics as every `--json` prints them: `file`, `line`, `column` and `offset` (null when unknown),
    /// `severity` and `message`.
    static func diagnostics(_ diagnostics: [Diagnostic]) -> JSONValue {
        .array(diagnostics.map { diagnostic in
            let location = diagnostic.location
            return .object([
                ("file", diagnostic.file.map { .string(Diagnostic.escaping($0)) } ?? .null),
                ("line", location.map { .number(Double($0.line)) } ?? .null),
                ("column", location.map { .number(Double($0.column)) } ?? .null),
                ("offset", location.map { .number(Double($0.offset)) } ?? .null),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("message", .string(Diagnostic.escaping(diagnostic.message))),
            ])
        })
    }

    static func text(diagnostics: [Diagnostic], summary: AssetBuildSummary, check: Bool) -> String {
        let value: JSONValue = .object([
            ("diagnostics", Self.diagnostics(diagnostics)),
            (check ? "outOfDate" : "written", .array(summary.written.map { .string($0) })),
            (check ? "wouldRemove" : "removed", .array(summary.removed.map { .string($0) })),
            ("unchanged", .number(Double(summary.unchanged))),
            ("seconds", .number(summary.seconds)),
        ])
        return String(decoding: ContentsJSON.bytes(value).dropLast(), as: UTF8.self)
    }
}
