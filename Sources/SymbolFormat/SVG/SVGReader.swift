import SVGPath
import SymbolCore

/// Reads an SVG file into a normalized ``Drawing``: the SVG subset that real icon sets use.
///
/// Supported: `svg` (width/height/viewBox/preserveAspectRatio), `g`, `a`, `switch` (first child),
/// `path`, `rect`, `circle`, `ellipse`, `line`, `polyline`, `polygon`, `defs`/`use`/`symbol`, every
/// `transform` form, presentation attributes, `style` attributes and `<style>` sheets (type, class and id
/// selectors), paints in every CSS color form plus `currentColor` and `none`, `fill-rule`, `clip-rule`,
/// `opacity` (group opacity as a group), fill/stroke opacity, stroke width/caps/joins/miter/dashes,
/// `display`, `visibility`, `clipPath` and `mask`, `text`/`tspan`/`textPath` as glyph outlines. Metadata, editor
/// namespaces and unknown elements are skipped. Linear and radial gradients are drawn as gradients, PNG and JPEG data-URI images as images; common
/// filter primitives run on pixels (see
/// `FilterEffects`); patterns are drawn as repeated tiles.
package enum SVGReader {
    /// The result of reading: the drawing and anything worth telling the user.
    package struct Result: Sendable {
        /// The normalized drawing.
        package var drawing: Drawing
        /// Errors that did not stop reading (a path with bad data renders up to the error) and warnings.
        package var diagnostics: [Diagnostic]
        /// The work units the drawing asked for (see `XMLLimits.maximumWork`), for measuring real icons against it.
        package var workSpent = 0
    }

    /// Reads SVG bytes. Throws the first fatal error (malformed XML, not an SVG, limits exceeded).
    package static func read(_ bytes: [UInt8], file: String? = nil, limits: XMLLimits = .default,
                             textShaper: (any TextShaper)? = TextShaping.shaper) throws(Diagnostic) -> Result {
        let document = try XMLReader.parse(bytes, file: file, limits: limits)
        return try read(document, file: file, limits: limits, textShaper: textShaper)
    }

    /// Reads an already parsed document. A drawing that expands past `limits` (through `<use>`) is an error that
    /// says where the limit was crossed, reached after bounded work. `<text>` is drawn with `textShaper`'s glyphs
    /// (by default the process's, see ``TextShaping``) and skipped with a warning without one.
    package static func read(_ document: XMLTree, file: String? = nil, limits: XMLLimits = .default,
                             textShaper: (any TextShaper)? = TextShaping.shaper) throws(Diagnostic) -> Result {
        let root = document.root
        guard root.localName == "svg" else {
            throw Diagnostic(.error, "expected an <svg> root element, found <\(root.name)>", file: file, at: root.location)
        }
        var converter = SVGConverter(document: document, file: file, limits: limits, textShaper: textShaper)
        let drawing = converter.convertRoot(root)
        if let exceeded = converter.fatalError { throw exceeded }
        var result = Result(drawing: drawing, diagnostics: converter.diagnostics)
        result.workSpent = converter.budget.spent
        return result
    }
}
