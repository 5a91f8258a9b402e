import ArgumentParser
import SymbolAssets
import Symbols

/// `glyphsmith validate`: the checks the SF Symbols app and Xcode make on templates.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check symbol templates the way the SF Symbols app and Xcode do.",
        discussion: "Prints file:line:col: error|warning: … for each finding; exits 1 when any file has an error.")

    @Argument(help: "Symbol templates (.svg).")
    var files: [String]

    @Flag(help: "Print the findings as a JSON array on standard output.")
    var json = false

    func run() throws {
        var errors = 0
        var all: [Diagnostic] = []
        for file in files {
            let findings = TemplateValidator.validate(file: LibraryInputs.path(for: file) ?? file)
            all += findings
            for finding in findings {
                if !json { printError(finding.description) }
                if finding.severity == .error { errors += 1 }
            }
        }
        if json { print(String(decoding: ContentsJSON.bytes(ReportJSON.diagnostics(all)).dropLast(), as: UTF8.self)) }
        if errors > 0 { throw ExitCode.failure }
        if json { return }
        printError("\(files.count) file\(files.count == 1 ? "" : "s") checked, no errors")
    }
}
