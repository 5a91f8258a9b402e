import SymbolFormat
import Symbols
import SymbolCore

/// Symbol sets: each SVG the set names must pass the template checks the SF Symbols app and Xcode make.
///
/// Xcode compiles a symbol with strokes and leaves the strokes out, so a stroke is a warning (convert it to an
/// outline), not an error; so is the `fill="none"` that usually comes with it on the same element.
enum SymbolSetRules {
    static func findings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        var findings: [CatalogLintReport.Finding] = []
        for entry in contents.entries {
            guard let name = entry.filename, SetContents.isPlainName(name), name.lowercased().hasSuffix(".svg"),
                  contents.files[name]?.isFile == true else { continue }  // SetFileRules reports the others
            let path = FileSystem.join(contents.set.path, name)
            let diagnostics = TemplateValidator.validate(file: path).map { $0.inFile(path) }
            let stroked = Set(diagnostics.filter(isStroke).compactMap(\.location))
            for diagnostic in diagnostics {
                if isStroke(diagnostic) {
                    var message = diagnostic.message
                    if !message.contains("strokes are ignored") { message += " (Xcode ignores strokes in symbols)" }
                    findings.append(CatalogLintReport.Finding(.symbolStroke, diagnostic, severity: .warning).with(message: message))
                } else if diagnostic.message.hasPrefix("no template-version marker") {
                    // Information about how the file is read, not a defect: SF Symbols 1 exports carry no marker.
                    findings.append(CatalogLintReport.Finding(.symbolTemplate, diagnostic, severity: .note))
                } else if diagnostic.message.contains("hidden shape"), let location = diagnostic.location, stroked.contains(location) {
                    findings.append(CatalogLintReport.Finding(.symbolStroke, diagnostic, severity: .warning))
                } else {
                    findings.append(CatalogLintReport.Finding(.symbolTemplate, diagnostic))
                }
            }
        }
        return findings
    }

    private static func isStroke(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.contains("draws a stroke") || diagnostic.message.contains(": stroke '")
    }
}

extension CatalogLintReport.Finding {
    /// The same finding with another message.
    func with(message: String) -> CatalogLintReport.Finding {
        var copy = self
        copy.message = message
        return copy
    }
}
