import SymbolFormat
import SymbolCore

/// How a linter rule whose strictness is a matter of policy reports what it finds.
public enum LintSeverity: String, Sendable, Hashable, CaseIterable {
    /// Report an error (the catalog fails the lint).
    case error
    /// Report a warning.
    case warning
    /// Do not report.
    case ignore

    /// The diagnostic severity to report with, or `nil` for ``ignore``.
    public var diagnosticSeverity: Diagnostic.Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .ignore: return nil
        }
    }
}
