import SymbolFormat
import Symbols
import SymbolCore

/// Symbol sets: each SVG the set names must pass the template checks the SF Symbols app and Xcode make.
///
/// Xcode compiles a symbol with strokes and leaves the strokes out, so a stroke is a warning (convert it to an
/// outline), not an error; so is the `fill="none"` that usually comes with it on the same element. A template that
/// draws all 27 slots is used as drawn, so the validator's interpolation warnings are left out for it.
enum SymbolSetRules {
    static func findings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        var findings: [CatalogLintReport.Finding] = []
        for entry in contents.entries {
            guard let name = entry.filename, SetContents.isPlainName(name), name.lowercased().hasSuffix(".svg"),
                  contents.files[name]?.isFile == true else { continue }  // SetFileRules reports the others
            let path = FileSystem.join(contents.set.path, name)
            let bytes: [UInt8]
            do { bytes = try LintFileSystem.read(path, maximumSize: XMLLimits.default.maximumFileSize) } catch {
                findings.append(CatalogLintReport.Finding(.unreadable, error.inFile(path)))
                continue
            }
            var diagnostics = TemplateValidator.validate(bytes, file: path).map { $0.inFile(path) }
            if drawsEverySlot(bytes, file: path) { diagnostics.removeAll(where: isInterpolation) }
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

    /// Whether the template draws all 27 slots (9 weights at 3 scales): Xcode then uses each as drawn and never
    /// interpolates between the masters, so whether they could interpolate does not matter in a catalog.
    private static func drawsEverySlot(_ bytes: [UInt8], file: String) -> Bool {
        guard let document = try? XMLReader.parse(bytes, file: file), TemplateReader.isTemplate(document),
              let template = try? TemplateReader.read(document, file: file).template else { return false }
        return TemplateSlotID.all.allSatisfy { template.slots[$0]?.paths.isEmpty == false }
    }

    /// The validator's findings about interpolating between the masters (Documentation/SymbolFormat.md §1.6).
    private static func isInterpolation(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.hasPrefix("masters cannot interpolate") || diagnostic.message.hasPrefix("own slots differ from what the Small masters interpolate to")
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
