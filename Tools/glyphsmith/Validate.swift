import ArgumentParser
import SymbolAssets
import Symbols
import SymbolCore

/// `glyphsmith validate`: the checks the SF Symbols app and Xcode make on templates.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check symbol templates the way the SF Symbols app and Xcode do.",
        discussion: """
            Prints file:line:col: error|warning: … for each finding on standard error (or a JSON array on standard \
            output with --json), then a summary on standard error; exits 1 when any file has an error.
            """)

    @Argument(help: "Symbol templates (.svg).")
    var files: [String]

    @Flag(help: "Print the findings as a JSON array on standard output.")
    var json = false

    func run() throws {
        var all: [Diagnostic] = []
        for file in files {
            let findings = TemplateValidator.validate(file: LibraryInputs.path(for: file) ?? file)
            all += findings
            if !json { for finding in findings { printError(finding.description) } }
        }
        if json { print(Diagnostic.json(all)) }
        let errors = all.count { $0.severity == .error }
        let warnings = all.count - errors
        let checked = "\(files.count) file\(files.count == 1 ? "" : "s") checked"
        if errors == 0 && warnings == 0 {
            printError("validate: \(checked), no errors")
        } else {
            printError("validate: \(checked), \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))")
        }
        if errors > 0 { throw ExitCode.failure }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
