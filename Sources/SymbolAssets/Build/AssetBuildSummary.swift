import SymbolCore
/// What a catalog build did, or in check mode what it found.
public struct AssetBuildSummary: Sendable {
    /// Files written (or, in check mode, that would be written: missing or out of date), relative to the output.
    public var written: [String] = []
    /// Files that were already up to date.
    public var unchanged = 0
    /// Files removed because the manifest no longer produces them (check mode: that would be removed).
    public var removed: [String] = []
    /// Problems: failed renders, broken pixel rules, files the tool does not own in the way.
    public var diagnostics: [Diagnostic] = []
    /// The lint of the catalog written, when ``AssetBuilder/lintsCatalog`` is set (not counted in ``failed`` or
    /// ``line``: the build itself succeeded).
    public var lint: [Diagnostic] = []
    /// Wall time in seconds.
    public var seconds = 0.0

    /// Whether any error was found.
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// `wrote 312 files, 1,204 unchanged, 2 removed, 0 failed in 2.1 s`.
    public var line: String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        var parts = ["wrote \(Self.count(written.count)) file\(written.count == 1 ? "" : "s")", "\(Self.count(unchanged)) unchanged"]
        if !removed.isEmpty { parts.append("\(Self.count(removed.count)) removed") }
        parts.append("\(errors) failed")
        return parts.joined(separator: ", ") + " in " + NumberFormatting.string(seconds, maximumFractionDigits: seconds < 10 ? 2 : 1) + " s"
    }

    /// A count with thousands separators (`1,204`).
    public static func count(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 { digits.insert(",", at: index); index -= 3 }
        return String(digits)
    }
}
