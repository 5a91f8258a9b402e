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

        /// `file:line:col: severity: message [rule]`, the form editors and CI logs link to, with control, format and
        /// separator characters of the file name and message escaped as `Diagnostic.escaping(_:)` does: a folder
        /// name with a newline cannot forge a line of its own (or a CI workflow command).
        public var description: String {
            var prefix = ""
            if let file { prefix += Diagnostic.escaping(file) + ":" }
            if let location { prefix += "\(location.line):\(location.column):" }
            return (prefix.isEmpty ? "" : prefix + " ") + "\(severity.rawValue): \(Diagnostic.escaping(message)) [\(Diagnostic.escaping(rule))]"
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

    /// How many findings of one rule in one file ``cappingRepeats(atMost:)`` keeps by default.
    public static let repeatLimit = 100

    /// The report with at most `limit` findings of one rule in one file: the first `limit` are kept in order and
    /// the rest become one finding after them, `and N more …`, located at the first left out, as serious as the
    /// most serious left out. A generated `Contents.json` with 40,000 missing files reads as 101 lines, not 40,000,
    /// and still fails when any of them was an error.
    public func cappingRepeats(atMost limit: Int = CatalogLintReport.repeatLimit) -> CatalogLintReport {
        struct Group: Hashable { var file: String?; var rule: String }
        var counts: [Group: Int] = [:]
        for finding in findings { counts[Group(file: finding.file, rule: finding.rule), default: 0] += 1 }
        guard counts.values.contains(where: { $0 > limit }) else { return self }
        var seen: [Group: Int] = [:]
        var omitted: [Group: (first: Finding, severity: Finding.Severity)] = [:]
        for finding in findings {
            let group = Group(file: finding.file, rule: finding.rule)
            seen[group, default: 0] += 1
            guard seen[group]! > limit else { continue }
            let worst = omitted[group].map { Self.moreSerious($0.severity, finding.severity) } ?? finding.severity
            omitted[group] = (omitted[group]?.first ?? finding, worst)
        }
        var kept: [Finding] = []
        seen = [:]
        for finding in findings {
            let group = Group(file: finding.file, rule: finding.rule)
            seen[group, default: 0] += 1
            let index = seen[group]!
            guard index <= limit else { continue }
            kept.append(finding)
            if index == limit, let (first, severity) = omitted[group] {
                let rest = counts[group]! - limit
                kept.append(Finding(rule: first.rule, severity: severity,
                                    message: "and \(rest) more \(first.rule) finding\(rest == 1 ? "" : "s") in this file (the first \(limit) are listed)",
                                    file: first.file, at: first.location))
            }
        }
        return CatalogLintReport(findings: kept, setCount: setCount, isCatalog: isCatalog)
    }

    private static func moreSerious(_ a: Finding.Severity, _ b: Finding.Severity) -> Finding.Severity {
        let order: [Finding.Severity] = [.note, .warning, .error]
        return order.firstIndex(of: a)! >= order.firstIndex(of: b)! ? a : b
    }
}
