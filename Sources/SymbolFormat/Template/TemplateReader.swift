import SVGPath
import SymbolCore

/// Reads SF-Symbols-style templates of every version (1.0–7.0) as they occur in the wild: Apple's exports and
/// third-party writers (other canvas sizes, `<path>` guides, comma-separated matrices, wrapper groups with
/// transforms, only the three small masters).
///
/// Decisions where the format documents nothing (Documentation/SymbolFormat.md marks them [I]):
/// - A missing `template-version` marker is a warning; the template is read as version 3.0 when it holds the three
///   small masters and as 2.0 otherwise.
/// - A slot's origin (local x = 0) is its left margin when the template gives one, else the translation of the
///   slot group (Apple writes the margin there), else the left edge of the slot's artwork.
/// - Shapes other than `<path>` in a slot (`rect`, `circle`, …) are converted to paths, with a warning: the SF Symbols
///   app accepts only paths.
package enum TemplateReader {
    /// The result: the template and non-fatal diagnostics.
    package struct Result: Sendable {
        /// The template model.
        package var template: SymbolTemplate
        /// Warnings (and errors that did not stop reading, such as bad path data in one slot).
        package var diagnostics: [Diagnostic]
    }

    /// True when a document looks like a symbol template (it has a group with id `Symbols` or `Guides`).
    package static func isTemplate(_ document: XMLTree) -> Bool {
        var pending = [document.root]
        while let element = pending.popLast() {
            if element.localName == "g", let id = element.attribute("id"), id == "Symbols" || id == "Guides" { return true }
            pending.append(contentsOf: element.elementChildren)
        }
        return false
    }

    /// Reads template bytes.
    package static func read(_ bytes: [UInt8], file: String? = nil, limits: XMLLimits = .default) throws(Diagnostic) -> Result {
        let document = try XMLReader.parse(bytes, file: file, limits: limits)
        return try read(document, file: file)
    }

    /// Reads a parsed document.
    package static func read(_ document: XMLTree, file: String? = nil) throws(Diagnostic) -> Result {
        var walk = TemplateWalker(document: document, file: file)
        return try walk.run()
    }
}
