/// Diagnostics as every `--json` of the command line prints them, for CI and editors.
extension Diagnostic {
    /// A JSON array with, per diagnostic, `file`, `line`, `column` and `offset` (null when unknown), `severity` and
    /// `message` (file and message escaped as in `description`); keys sorted, two-space indent, no final newline.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        jsonValue(diagnostics).printedJSON
    }

    /// The array `json(_:)` writes, for reports that hold diagnostics.
    package static func jsonValue(_ diagnostics: [Diagnostic]) -> JSONValue {
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
}

extension JSONValue {
    /// The value in `Contents.json`'s layout without the final newline, as the command line prints its reports.
    package var printedJSON: String { JSONWriter.report.string(self) }
}
