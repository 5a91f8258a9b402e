import SymbolAssets

/// Diagnostics and a build summary as JSON, for CI (`--json`).
enum ReportJSON {
    static func diagnostics(_ diagnostics: [Diagnostic]) -> JSONValue {
        .array(diagnostics.map { diagnostic in
            var members: [(key: String, value: JSONValue)] = [("severity", .string(diagnostic.severity.rawValue)), ("message", .string(diagnostic.message))]
            if let file = diagnostic.file { members.append(("file", .string(file))) }
            if let location = diagnostic.location {
                members += [("line", .number(Double(location.line))), ("column", .number(Double(location.column))), ("offset", .number(Double(location.offset)))]
            }
            return .object(members)
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
