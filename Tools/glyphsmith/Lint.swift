import ArgumentParser
import SymbolAssets
import SymbolFormat
import SymbolCore

/// `glyphsmith lint`: checks asset catalogs for what Xcode, iOS and the App Store would trip on.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check Xcode asset catalogs: every set type, files, pixel sizes, app icons, dark variants, colors and their contrast, names, symbols.",
        discussion: """
            Prints file:line:col: error|warning|note: … [rule] for each finding on standard error, or on standard \
            output a JSON array with rule ids (--format json), GitHub Actions annotations (--format github) or a \
            SARIF 2.1.0 log (--format sarif); then a summary on standard error. At most 100 findings of one rule in \
            one file are listed, then one saying how many more. Exits 1 when any catalog has an error, 2 when a path \
            is not an asset catalog (a single set, a file, a folder without Contents.json).
            """)

    @Argument(help: "Asset catalogs (.xcassets folders).")
    var catalogs: [String]

    @Option(help: "How to report a color set without a dark appearance: error, warning or ignore.")
    var missingDark: LintSeverity = .error

    @Option(help: "How to report images of one image set that disagree on their point size beyond rounding: error, warning or ignore. A file the size of another scale's slot is always an error.")
    var sizeMismatch: LintSeverity = .warning

    @Option(help: "How to report a color below its role's contrast minimum (roles from the catalog's .roles.json): error, warning or ignore.")
    var contrast: LintSeverity = .error

    @Option(help: "The WCAG level contrast is checked at: AA (4.5:1 text, 3:1 large text and non-text) or AAA (7:1, 4.5:1); default: the roles file's level, else AA.")
    var contrastLevel: ContrastLevel?

    @Flag(help: "Print the findings as a JSON array (rule, file, line, column, severity, message) on standard output (--format json).")
    var json = false

    @Option(help: "How to print the findings: text (on standard error), json, github (workflow annotations) or sarif (SARIF 2.1.0), the last three on standard output.")
    var format: LintFormat = .text

    @Option(help: "List at most this many findings of one rule in one file, then one saying how many more (0: all).")
    var maximumRepeats: Int = CatalogLintReport.repeatLimit

    /// How `lint` prints its findings.
    enum LintFormat: String, CaseIterable, ExpressibleByArgument {
        case text, json, github, sarif
    }

    func validate() throws {
        guard maximumRepeats >= 0 else { throw ValidationError("--maximum-repeats must be 0 (all) or more") }
        if json && format != .text && format != .json { throw ValidationError("--json is --format json; give one format") }
    }

    func run() throws {
        let linter = CatalogLinter(missingDarkSeverity: missingDark, sizeMismatchSeverity: sizeMismatch,
                                   contrastSeverity: contrast, contrastLevel: contrastLevel)
        var findings: [CatalogLintReport.Finding] = []
        var setCount = 0
        var notCatalogs = 0
        var errors = 0, warnings = 0, notes = 0
        for catalog in catalogs {
            let report = linter.lint(catalogAt: catalog)
            // The summary counts every finding; the listing caps repeats of one rule in one file.
            (errors, warnings, notes) = (errors + report.errorCount, warnings + report.warningCount, notes + report.noteCount)
            findings += maximumRepeats > 0 ? report.cappingRepeats(atMost: maximumRepeats).findings : report.findings
            setCount += report.setCount
            if !report.isCatalog { notCatalogs += 1 }
        }
        switch json ? .json : format {
        case .text: for finding in findings { printError(finding.description) }
        case .json: print(CatalogLintReport.Finding.json(findings))
        case .github: if !findings.isEmpty { print(CatalogLintReport.Finding.github(findings)) }
        case .sarif: print(CatalogLintReport.Finding.sarif(findings))
        }
        var summary = "lint: \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
        if notes > 0 { summary += ", \(Self.count(notes, "note"))" }
        printError(summary + " in \(Self.count(setCount, "set"))")
        if notCatalogs > 0 { throw ExitCode(2) }
        if errors > 0 { throw ExitCode.failure }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// `--contrast-level AA|AAA`, in any letter case.
extension ContrastLevel: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }
}

/// `--missing-dark error|warning|ignore`, in any letter case like the other closed sets.
extension LintSeverity: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
