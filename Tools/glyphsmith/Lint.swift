import ArgumentParser
import SymbolAssets
import SymbolFormat

/// `glyphsmith lint`: checks asset catalogs for what Xcode, iOS and the App Store would trip on.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check Xcode asset catalogs: dark variants, scales, pixel sizes, files, app icons, names, symbols.",
        discussion: """
            Prints file:line:col: error|warning: … for each finding (or a JSON array with --json on standard output), \
            then a summary on standard error; exits 1 when any catalog has an error.
            """)

    @Argument(help: "Asset catalogs (.xcassets folders).")
    var catalogs: [String]

    @Option(help: "How to report a color set without a dark appearance.")
    var missingDark: LintSeverity = .error

    @Flag(help: "Print the findings as a JSON array (file, line, column, severity, message) on standard output.")
    var json = false

    func run() throws {
        let linter = CatalogLinter(missingDarkSeverity: missingDark)
        var diagnostics: [Diagnostic] = []
        var setCount = 0
        for catalog in catalogs {
            let report = linter.lint(catalogAt: catalog)
            diagnostics += report.diagnostics
            setCount += report.setCount
        }
        if json {
            print(String(decoding: ContentsJSON.bytes(ReportJSON.diagnostics(diagnostics)), as: UTF8.self), terminator: "")
        } else {
            for diagnostic in diagnostics { printError(diagnostic.description) }
        }
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count - errors
        printError("lint: \(Self.count(errors, "error")), \(Self.count(warnings, "warning")) in \(Self.count(setCount, "set"))")
        if errors > 0 { throw ExitCode.failure }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// `--missing-dark error|warning|ignore`.
extension LintSeverity: ExpressibleByArgument {}
