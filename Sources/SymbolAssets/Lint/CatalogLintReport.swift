import SymbolFormat
import SymbolCore

/// What linting one asset catalog found.
public struct CatalogLintReport: Sendable, Hashable {
    /// One finding: a rule id for CI filters, a severity, where, and what.
    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        /// How serious a finding is.
        public enum Severity: String, Sendable, Hashable {
            /// The catalog fails the lint.
            case error
            /// Worth a look; the catalog passes.
            case warning
            /// Information, such as a set type lint does not check.
            case note
        }

        /// The rule's stable id, such as `file-missing` (listed in the README's lint section).
        public var rule: String
        /// Error, warning or note.
        public var severity: Severity
        /// The file or folder the finding is about (the catalog path joined with its path inside the catalog).
        public var file: String?
        /// The position in `file`, when the finding is about a place in a `Contents.json`.
        public var location: FileLocation?
        /// What is wrong; paths in it are relative to the catalog.
        public var message: String

        /// Creates a finding.
        public init(rule: String, severity: Severity, message: String, file: String? = nil, at location: FileLocation? = nil) {
            self.rule = rule
            self.severity = severity
            self.message = message
            self.file = file
            self.location = location
        }

        /// `file:line:col: severity: message [rule]`, the form editors and CI logs link to.
        public var description: String {
            var prefix = ""
            if let file { prefix += file + ":" }
            if let location { prefix += "\(location.line):\(location.column):" }
            return (prefix.isEmpty ? "" : prefix + " ") + "\(severity.rawValue): \(message) [\(rule)]"
        }

        /// The finding as a diagnostic (a note becomes a warning), for callers that print diagnostics.
        public var diagnostic: Diagnostic {
            Diagnostic(severity == .error ? .error : .warning, message, file: file, at: location)
        }
    }

    /// The findings, catalog-wide ones first, then set by set in folder order, each set's sorted by file and position.
    public var findings: [Finding]
    /// How many set folders (`.imageset`, `.colorset`, …, nested ones included) the catalog holds.
    public var setCount: Int
    /// Whether the path was an asset catalog at all; `false` when it was a single set, a file, or a folder
    /// without a `Contents.json` (the command line exits 2 then).
    public var isCatalog: Bool

    /// Creates a report.
    public init(findings: [Finding], setCount: Int, isCatalog: Bool = true) {
        self.findings = findings
        self.setCount = setCount
        self.isCatalog = isCatalog
    }

    /// The errors and warnings as diagnostics (notes left out), for callers that print diagnostics.
    public var diagnostics: [Diagnostic] { findings.filter { $0.severity != .note }.map(\.diagnostic) }
    /// The number of errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { findings.count { $0.severity == .warning } }
    /// The number of notes.
    public var noteCount: Int { findings.count { $0.severity == .note } }
    /// Whether the path was a catalog and nothing was an error.
    public var passes: Bool { isCatalog && errorCount == 0 }
}
