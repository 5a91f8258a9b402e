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
    /// Shared by the SVG reader and the template reader, so a shape means the same thing in both. `em` and `ex`
    /// are the element's `fontSize` and half of it when given, `rem` the root element's (the SVG reader knows the
    /// cascade; a template has no text, and its lengths keep the fixed 16 and 8).
    static func outline(of element: XMLElement, viewport: Rect, fontSize: Double? = nil, rootFontSize: Double = 12) -> ShapeOutline? {
        let w = viewport.width, h = viewport.height
        let diagonal = ((w * w + h * h) / 2).squareRoot()
        func length(_ name: String, _ reference: Double) -> Double? {
            guard let value = element.attribute(name).map({ Substring($0).trimmingSVGSpace() }) else { return nil }
            if let fontSize { return SVGStyle.textLength(value, fontSize: fontSize, percentOf: reference, rootFontSize: rootFontSize) }
            return LengthParser.parse(value, percentOf: reference)
        }
        // A negative radius is an error, which makes it `auto` (SVG 2 §10.4): the other radius, as for a missing one.
        func radius(_ name: String, _ reference: Double) -> Double? { length(name, reference).flatMap { $0 < 0 ? nil : $0 } }
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
            let rx = radius("rx", w), ry = radius("ry", h)
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

    /// Squares of side `width` centred on each subpath that draws but never leaves its start point, or nil when
    /// there is none.
    static func zeroLengthSquares(in path: VectorPath, width: Double) -> VectorPath? {
        var squares: [PathElement] = []
        var start = Point.zero, draws = false, stays = true
        func flush() {
            if draws && stays {
                let h = width / 2
                squares += [.move(to: Point(x: start.x - h, y: start.y - h)), .line(to: Point(x: start.x + h, y: start.y - h)),
                            .line(to: Point(x: start.x + h, y: start.y + h)), .line(to: Point(x: start.x - h, y: start.y + h)), .close]
            }
            draws = false
            stays = true
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                flush()
                start = p
            case .line(let p):
                draws = true
                stays = stays && p == start
            case .quad(let c, let p):
                draws = true
                stays = stays && c == start && p == start
            case .cubic(let c1, let c2, let p):
                draws = true
                stays = stays && c1 == start && c2 == start && p == start
            case .close:
                draws = true
            }
        }
        flush()
        return squares.isEmpty ? nil : VectorPath(squares)
    }
}
