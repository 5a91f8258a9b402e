import CPlatform
import SVGPath

/// The characters of a `<text>` element, after white space handling, with what their elements say about them.
struct TextContent {
    /// One addressable character (a Unicode scalar).
    struct Character {
        var scalar: Unicode.Scalar
        /// The innermost element holding it (an index into `spans`).
        var span: Int
        var x: Double?, y: Double?, dx: Double?, dy: Double?, rotate: Double?
        /// The `<textPath>` it is laid along (an index into `paths`).
        var path: Int?
        /// Spans that declared a `text-decoration` this character takes.
        var decorations: [Int]
        /// A space that `xml:space="default"` may still strip at the end.
        var collapsible: Bool
        /// The first character of a `<textPath>`: a new text chunk starts here.
        var startsPath = false
    }

    /// An element that holds characters: the `<text>` itself, a `<tspan>`, a `<textPath>`, an `<a>`.
    struct Span {
        var style: SVGStyle
        var element: XMLElement
    }

    /// A `<textPath>`'s path as polylines in the text's user space, with its start offset.
    struct PathGeometry {
        var points: [Point]
        /// Cumulative length at each point.
        var lengths: [Double]
        var startOffset: Double
    }

    var characters: [Character] = []
    var spans: [Span] = []
    var paths: [PathGeometry] = []
    var lastWasSpace = true
}

extension SVGConverter {
    /// Collects `element`'s characters (and its descendants') into `content`.
    mutating func collectText(_ element: XMLElement, style: SVGStyle, decorations: [Int], path: Int?, preserve: Bool,
                              into content: inout TextContent) {
        let span = content.spans.count
        content.spans.append(TextContent.Span(style: style, element: element))
        let decorations = style.textOwn.decorations.isEmpty ? decorations : decorations + [span]
        let preserve = element.attribute("xml:space").map { $0 == "preserve" } ?? preserve
        let start = content.characters.count
        for child in element.children {
            switch child {
            case .text(let text):
                for scalar in text.unicodeScalars {
                    var scalar = scalar
                    if scalar == "\n" || scalar == "\r" || scalar == "\t" { scalar = " " }
                    let isSpace = scalar == " "
                    if !preserve && isSpace && content.lastWasSpace { continue }
                    content.characters.append(TextContent.Character(scalar: scalar, span: span, path: path, decorations: decorations,
                                                                    collapsible: !preserve && isSpace))
                    content.lastWasSpace = isSpace
                }
            case .element(let child):
                guard child.prefix == nil || child.prefix == "svg" else { continue }
                guard ["tspan", "textPath", "a"].contains(child.localName) else { continue }
                var childStyle = style.child()
                applyStyle(of: child, to: &childStyle, parent: style)
                guard childStyle.displayed else { continue }
                var childPath = path
                if child.localName == "textPath" {
                    guard path == nil, let geometry = textPathGeometry(child, fontSize: childStyle.text.fontSize) else { continue }
                    childPath = content.paths.count
                    content.paths.append(geometry)
                }
                let first = content.characters.count
                collectText(child, style: childStyle, decorations: decorations, path: childPath, preserve: preserve, into: &content)
                if child.localName == "textPath", first < content.characters.count { content.characters[first].startsPath = true }
            }
        }
        applyPositions(of: element, style: style, from: start, to: &content)
    }

    /// `x`, `y`, `dx`, `dy` and `rotate` lists: the n-th value goes to the element's n-th character, unless a
    /// descendant (collected first) already set it; the last `rotate` value goes on to the remaining characters.
    private mutating func applyPositions(of element: XMLElement, style: SVGStyle, from start: Int, to content: inout TextContent) {
        guard element.localName != "textPath" else { return }
        let count = content.characters.count - start
        guard count > 0 else { return }
        func lengths(_ name: String, _ reference: Double) -> [Double] {
            guard let value = element.attribute(name) else { return [] }
            return value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).compactMap {
                SVGStyle.textLength($0, fontSize: style.text.fontSize, percentOf: reference)
            }
        }
        let xs = lengths("x", viewport.width), ys = lengths("y", viewport.height)
        let dxs = lengths("dx", viewport.width), dys = lengths("dy", viewport.height)
        let rotations = element.attribute("rotate").map { LengthParser.parseLeadingNumbers(Substring($0)) } ?? []
        for i in 0..<count {
            let k = start + i
            if i < xs.count, content.characters[k].x == nil { content.characters[k].x = xs[i] }
            if i < ys.count, content.characters[k].y == nil { content.characters[k].y = ys[i] }
            if i < dxs.count, content.characters[k].dx == nil { content.characters[k].dx = dxs[i] }
            if i < dys.count, content.characters[k].dy == nil { content.characters[k].dy = dys[i] }
            if let last = rotations.last, content.characters[k].rotate == nil { content.characters[k].rotate = i < rotations.count ? rotations[i] : last }
        }
    }

    /// The path a `<textPath>` follows (`href` to a shape, or SVG 2's `path` attribute), flattened.
    private mutating func textPathGeometry(_ element: XMLElement, fontSize: Double) -> TextContent.PathGeometry? {
        var outline: VectorPath?
        if let data = element.attribute("path") {
            outline = PathParser.parse(data).path
        } else if let href = element.attribute("href") ?? element.attribute("xlink:href"), href.hasPrefix("#"),
                  let target = self.element(withID: String(href.dropFirst())) {
            outline = self.outline(of: target)?.transformed(by: elementTransform(target))
        }
        guard let outline, let line = outline.flattened(tolerance: 0.05).first, line.count >= 2 else { return nil }
        var lengths = [0.0]
        for i in 1..<line.count { lengths.append(lengths[i - 1] + line[i].distance(to: line[i - 1])) }
        guard let total = lengths.last, total > 0 else { return nil }
        var offset = 0.0
        if let value = element.attribute("startOffset") {
            let text = Substring(value).trimmingSVGSpace()
            if text.hasSuffix("%") {
                offset = (NumberScanner.parse(text.dropLast()) ?? 0) / 100 * total
            } else {
                offset = SVGStyle.textLength(text, fontSize: fontSize, percentOf: total) ?? 0
            }
        }
        return TextContent.PathGeometry(points: line, lengths: lengths, startOffset: offset)
    }
}

extension TextContent.PathGeometry {
    /// The point and direction (radians) at `distance` along the path, or nil off its ends.
    func place(at distance: Double) -> (Point, Double)? {
        guard let total = lengths.last, distance >= 0, distance <= total else { return nil }
        var low = 0, high = lengths.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if lengths[mid] <= distance { low = mid } else { high = mid }
        }
        let segment = lengths[high] - lengths[low]
        let t = segment > 0 ? (distance - lengths[low]) / segment : 0
        let a = points[low], b = points[high]
        return (a.interpolated(to: b, by: t), atan2(b.y - a.y, b.x - a.x))
    }
}
