import SymbolCore
import SymbolFormat

/// A build's summary as `glyphsmith catalog --json` prints it.
extension AssetBuildSummary {
    /// A JSON object: `diagnostics` (as `Diagnostic.json(_:)`), the files `written` and `removed` (for a check,
    /// `outOfDate` and `wouldRemove`), the count `unchanged` and the `seconds` taken. Keys sorted, two-space indent,
    /// no final newline.
    public func json(diagnostics: [Diagnostic], check: Bool) -> String {
        JSONValue.object([
            ("diagnostics", Diagnostic.jsonValue(diagnostics)),
            (check ? "outOfDate" : "written", .array(written.map { .string($0) })),
            (check ? "wouldRemove" : "removed", .array(removed.map { .string($0) })),
            ("unchanged", .number(Double(unchanged))),
            ("seconds", .number(seconds)),
        ]).printedJSON
    }
}
