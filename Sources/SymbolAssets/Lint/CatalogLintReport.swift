import SymbolFormat

/// What linting one asset catalog found.
public struct CatalogLintReport: Sendable, Hashable {
    /// The findings, set by set in folder order, each set's sorted by file and position.
    public var diagnostics: [Diagnostic]
    /// How many set folders (`.imageset`, `.colorset`, …) the catalog holds.
    public var setCount: Int

    /// Creates a report.
    public init(diagnostics: [Diagnostic], setCount: Int) {
        self.diagnostics = diagnostics
        self.setCount = setCount
    }

    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// Whether nothing was an error.
    public var passes: Bool { errorCount == 0 }
}
