import SVGPath

/// The outline of a shape element, and any path-data error with the attribute it sits in (so callers can locate it).
struct ShapeOutline {
    var path: VectorPath
    var pathError: PathError?
    var dataAttribute: XMLAttribute?
}

extension ShapeGeometry {
    /// The outline of `path`, `rect`, `circle`, `ellipse`, `line`, `polyline` or `polygon` in the element's own user
    /// space; nil for any other element. Percentages resolve against `viewport` (the diagonal for radii, SVG 2 §8.9).
    /// Shared by the SVG reader and the template reader, so a shape means the same thing in both.
    static func outline(of element: XMLElement, viewport: Rect) -> ShapeOutline? {
        let w = viewport.width, h = viewport.height
        let diagonal = ((w * w + h * h) / 2).squareRoot()
        func length(_ name: String, _ reference: Double) -> Double? {
            element.attribute(name).flatMap { LengthParser.parse(Substring($0), percentOf: reference) }
        }
        switch element.localName {
        case "path":
            guard let attribute = element.attributeNode("d") else { return nil }
            let result = PathParser.parse(attribute.value)
            return ShapeOutline(path: result.path, pathError: result.error, dataAttribute: attribute)
        case "rect":
            return ShapeOutline(path: rectangle(x: length("x", w) ?? 0, y: length("y", h) ?? 0, width: length("width", w) ?? 0,
                                                height: length("height", h) ?? 0, rx: length("rx", w), ry: length("ry", h)))
        case "circle":
            let r = length("r", diagonal) ?? 0
            return ShapeOutline(path: ellipse(cx: length("cx", w) ?? 0, cy: length("cy", h) ?? 0, rx: r, ry: r))
        case "ellipse":
            let rx = length("rx", w), ry = length("ry", h)
            return ShapeOutline(path: ellipse(cx: length("cx", w) ?? 0, cy: length("cy", h) ?? 0, rx: rx ?? ry ?? 0, ry: ry ?? rx ?? 0))
        case "line":
            return ShapeOutline(path: VectorPath([.move(to: Point(x: length("x1", w) ?? 0, y: length("y1", h) ?? 0)),
                                            .line(to: Point(x: length("x2", w) ?? 0, y: length("y2", h) ?? 0))]))
        case "polyline", "polygon":
            // Points render up to the first malformed number, as SVG asks.
            let numbers = LengthParser.parseLeadingNumbers(Substring(element.attribute("points") ?? ""))
            return ShapeOutline(path: polyline(numbers, closed: element.localName == "polygon"))
        default:
            return nil
        }
    }
}
