import ArgumentParser
import SymbolRender
import SymbolCore

/// `glyphsmith export`: writes a template back as a variable or static template.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a template back as a variable (3 masters) or static (27 slots) template.")

    @Argument(help: "A symbol template (.svg).")
    var file: String

    @Flag(help: "The form to write.")
    var form: ExportForm = .variable

    @Option(name: .shortAndLong, help: "The template file to write.")
    var output: String

    func run() throws {
        do {
            let symbol = try Symbol(contentsOf: LibraryInputs.path(for: file) ?? file)
            guard let template = symbol.template else {
                throw Diagnostic(.error, "not a symbol template (no <g id=\"Symbols\">)", file: file)
            }
            let writerForm: TemplateWriter.Form = form == .variable ? .variable : .static
            guard let text = TemplateExport.svg(template, form: writerForm, name: symbol.name) else {
                let reason = SlotResolver.interpolationProblem(template) ?? "no slots"
                throw Diagnostic(.error, "cannot write a \(form) template: \(reason)", file: file)
            }
            // Strokes are not part of a symbol's drawing (Xcode ignores them too): the export leaves them out, and
            // says so rather than dropping them silently.
            let path = LibraryInputs.path(for: file) ?? file
            for finding in TemplateValidator.validate(file: path) where finding.message.contains("stroke") {
                printError(Diagnostic(.warning, finding.message + " (the exported template leaves it out)", file: finding.file, at: finding.location).description)
            }
            do {
                try OutputWriter(protecting: [file]).write(Array(text.utf8), to: output, kind: .svg)
            } catch {
                throw error.diagnostic(file: output)
            }
        } catch let diagnostic as Diagnostic {
            printError(diagnostic.description)
            throw ExitCode.failure
        }
    }
}

enum ExportForm: String, EnumerableFlag {
    case variable, `static`
}
