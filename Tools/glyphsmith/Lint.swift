import ArgumentParser
import SymbolAssets

extension CatalogLinter.Severity: ExpressibleByArgument {}

/// `glyphsmith lint`: checks asset catalogs.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check asset catalogs (.xcassets): Contents.json, files, appearance variants, pixel sizes, app icons, symbol sets, colors.",
        discussion: "Prints file:line:col: error|warning: … for each finding (or JSON with --json) and exits 1 when there is an error.")

    @Argument(help: "Asset catalogs (.xcassets folders).")
    var catalogs: [String]

    @Option(help: "How a color set without a dark appearance is reported.")
    var missingDark: CatalogLinter.Severity = .error

    @Flag(help: "Print the findings as a JSON array on standard output.")
    var json = false

    func run() throws {
        let linter = CatalogLinter(missingDark: missingDark)
        let findings = catalogs.flatMap { linter.lint(catalogAt: $0) }
        let errors = findings.filter { $0.severity == .error }.count
        if json {
            print(String(decoding: ContentsJSON.bytes(ReportJSON.diagnostics(findings)).dropLast(), as: UTF8.self))
        } else {
            for finding in findings { printError(finding.description) }
            let warnings = findings.count - errors
            printError("lint: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s")")
        }
        if errors > 0 { throw ExitCode.failure }
    }
}
