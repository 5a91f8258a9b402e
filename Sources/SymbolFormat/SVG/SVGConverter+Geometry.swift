import SVGPath
import SymbolCore

/// Geometry read from elements: a shape's outline, lengths, `viewBox`, whether a viewport clips, class lists.
extension SVGConverter {
    /// The outline of a shape element in its own user space.
    mutating func outline(of element: XMLElement, fontSize: Double? = nil) -> VectorPath? {
        guard let outline = ShapeGeometry.outline(of: element, viewport: viewport, fontSize: fontSize, rootFontSize: rootFontSize) else { return nil }
        if let error = outline.pathError, let attribute = outline.dataAttribute {
            // As browsers and resvg do (SVG 2 §9.5.4): the path is drawn up to the error, and the user told where.
            diagnose(.warning, "invalid path data (drawn up to here): \(error.message)",
                     location: document.location(atOffset: attribute.valueLocation.offset + error.offset))
        }
        return outline.path
    }

    func length(_ element: XMLElement, _ name: String, percentOf reference: Double?) -> Double? {
        guard let value = element.attribute(name) else { return nil }
        let text = Substring(value).trimmingSVGSpace()
        if reference == nil, text.hasSuffix("%") { return nil }
        return LengthParser.parse(text, percentOf: reference ?? 0)
    }

    static func viewBox(_ text: String) -> Rect? {
        guard let n = LengthParser.parseNumberList(Substring(text)), n.count == 4, n[2] > 0, n[3] > 0 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// Whether a viewport-establishing element (`svg`, `symbol`, `marker`, `pattern`) clips its content:
    /// `overflow` (attribute or `style`) is `hidden`/`scroll`, or absent (the user-agent sheet's `hidden`).
    /// `visible`, `auto` and `inherit` do not clip (`inherit` reaches `overflow`'s initial value, `visible`,
    /// since no ancestor that is drawn sets it).
    static func clipsOverflow(_ element: XMLElement) -> Bool {
        var value = element.attribute("overflow").map { String(Substring($0).trimmingSVGSpace()) }
        if let inline = element.attribute("style") {
            for declaration in StyleDeclarations.parse(Substring(inline)) where declaration.name == "overflow" {
                value = declaration.value
            }
        }
        switch value {
        case nil, "hidden", "scroll": return true
        default: return false
        }
    }

    static func classes(of element: XMLElement) -> [String] {
        guard let value = element.attribute("class") else { return [] }
        return ClassList.tokens(Substring(value))
    }
}
