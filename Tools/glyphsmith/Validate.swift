import ArgumentParser
import Symbols

/// `glyphsmith validate`: the checks the SF Symbols app and Xcode make on templates.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check symbol templates the way the SF Symbols app and Xcode do.",
        discussion: "Prints file:line:col: error|warning: … for each finding; exits 1 when any file has an error.")

    @Argument(help: "Symbol templates (.svg).")
    var files: [String]

    func run() throws {
        var errors = 0
        for file in files {
            let findings = TemplateValidator.validate(file: file)
            for finding in findings {
                printError(finding.description)
                if finding.severity == .error { errors += 1 }
            }
        }
        if errors > 0 { throw ExitCode.failure }
        printError("\(files.count) file\(files.count == 1 ? "" : "s") checked, no errors")
    }
}
