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
        /// In a `<textPath>` that cannot be drawn: it takes part in white space and position lists, then is dropped.
        var omitted = false
    }

    /// An element that holds characters: the `<text>` itself, a `<tspan>`, a `<textPath>`, an `<a>`.
    struct Span {
        var style: SVGStyle
        var element: XMLElement
        /// The `baseline-shift`s of this element and its ancestors inside the `<text>` (which adds none), which
        /// add up (as in resvg and Chrome).
        var shifts: [BaselineShift] = []
    }

    /// A `<textPath>`'s path as line segments in the text's user space (every subpath, a jump between them
    /// adding no length), with its start offset.
    struct PathGeometry {
        var segments: [(start: Point, end: Point)]
        /// The path's length before each segment.
        var lengths: [Double]
        var startOffset: Double
    }

    var characters: [Character] = []
    var spans: [Span] = []
    var paths: [PathGeometry] = []
    /// How many spans at the end stand for ancestors of the `<text>` that declared a decoration.
    var decorators = 0
    var lastWasSpace = true
}

extension SVGConverter {
    /// Collects `element`'s characters (and its descendants') into `content`.
    mutating func collectText(_ element: XMLElement, style: SVGStyle, decorations: [Int], path: Int?, preserve: Bool,
                              omitted: Bool = false, shifts: [BaselineShift] = [], into content: inout TextContent) {
        let span = content.spans.count
        var shifts = shifts
        if element.localName != "text", let own = style.textOwn.baselineShift { shifts.append(own) }
        content.spans.append(TextContent.Span(style: style, element: element, shifts: shifts))
        let decorations = style.textOwn.decorations.isEmpty ? decorations : decorations + [span]
        let preserve = element.attribute("xml:space").map { $0 == "preserve" } ?? preserve
        let start = content.characters.count
        func append(_ text: String) {
            for scalar in text.unicodeScalars {
                var scalar = scalar
                if scalar == "\n" || scalar == "\r" || scalar == "\t" { scalar = " " }
                let isSpace = scalar == " "
                if !preserve && isSpace && content.lastWasSpace { continue }
                content.characters.append(TextContent.Character(scalar: scalar, span: span, path: path, decorations: decorations,
                                                                collapsible: !preserve && isSpace, omitted: omitted))
                content.lastWasSpace = isSpace
            }
        }
        if element.localName == "tref" {
            // SVG 1.1's `<tref>`: the character data of the element it references, its own children ignored.
            if let href = element.attribute("xlink:href") ?? element.attribute("href"), href.hasPrefix("#"),
               let target = self.element(withID: String(href.dropFirst())), Self.isSVGElementName(String(target.localName)) {
                append(Self.characterData(of: target))
            }
            applyPositions(of: element, style: style, from: start, to: &content)
            return
        }
        for child in element.children {
            switch child {
            case .text(let text):
                append(text)
            case .element(let child):
                guard child.prefix == nil || child.prefix == "svg" else { continue }
                guard ["tspan", "textPath", "a", "tref"].contains(child.localName) else { continue }
                var childStyle = style.child()
                applyStyle(of: child, to: &childStyle, parent: style)
                guard childStyle.displayed else { continue }
                var childPath = path
                var childOmitted = omitted
                if child.localName == "textPath" {
                    // Only a `<text>`'s own children follow paths; a path that cannot be followed hides its text.
                    if element.localName == "text", let geometry = textPathGeometry(child, fontSize: childStyle.text.fontSize) {
                        childPath = content.paths.count
                        content.paths.append(geometry)
                    } else {
                        childOmitted = true
                    }
                }
                collectText(child, style: childStyle, decorations: decorations, path: childPath, preserve: preserve,
                            omitted: childOmitted, shifts: shifts, into: &content)
            }
        }
        applyPositions(of: element, style: style, from: start, to: &content)
    }

    /// The text of an element and its descendants, in document order (bounded by the document's own size).
    private static func characterData(of element: XMLElement) -> String {
        var result = ""
        var stack = Array(element.children.reversed())
        while let node = stack.popLast() {
            switch node {
            case .text(let text): result += text
            case .element(let child): stack += child.children.reversed()
            }
        }
        return result
    }

    /// Whether `<tref>` may reference an element of this name (SVG's own elements, not unknown ones).
    private static func isSVGElementName(_ name: String) -> Bool {
        switch name {
        case "a", "circle", "clipPath", "defs", "desc", "ellipse", "g", "image", "line", "linearGradient", "marker",
             "mask", "path", "pattern", "polygon", "polyline", "radialGradient", "rect", "stop", "svg", "switch",
             "symbol", "text", "textPath", "title", "tref", "tspan", "use":
            return true
        default:
            return false
        }
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
        // A list with a value that is not a number is ignored whole.
        var rotations: [Double] = []
        if let value = element.attribute("rotate") {
            let items = value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            let numbers = items.compactMap { NumberScanner.parse(Substring($0)) }
            if numbers.count == items.count { rotations = numbers }
        }
        for i in 0..<count {
            let k = start + i
            if i < xs.count, content.characters[k].x == nil { content.characters[k].x = xs[i] }
            if i < ys.count, content.characters[k].y == nil { content.characters[k].y = ys[i] }
            if i < dxs.count, content.characters[k].dx == nil { content.characters[k].dx = dxs[i] }
            if i < dys.count, content.characters[k].dy == nil { content.characters[k].dy = dys[i] }
            if let last = rotations.last, content.characters[k].rotate == nil { content.characters[k].rotate = i < rotations.count ? rotations[i] : last }
        }
    }

    /// The path a `<textPath>` follows (`href` to a shape), flattened. SVG 2's `path` attribute is not read, as
    /// Chrome and resvg do not (a `<textPath>` with only a `path` draws nothing).
    private mutating func textPathGeometry(_ element: XMLElement, fontSize: Double) -> TextContent.PathGeometry? {
        var outline: VectorPath?
        if let href = element.attribute("href") ?? element.attribute("xlink:href"), href.hasPrefix("#"),
                  let target = self.element(withID: String(href.dropFirst())) {
            outline = self.outline(of: target)?.transformed(by: elementTransform(target))
        }
        guard let outline, let bounds = outline.bounds else { return nil }
        // Fine enough that a glyph's turn follows the curve (text may be tiny in user space and scaled up).
        let tolerance = max(fontSize * 0.001, (bounds.width + bounds.height) * 1e-6)
        let lines = outline.flattened(tolerance: tolerance)
        let points = lines.reduce(0) { $0 + $1.count }
        guard charge(points * 2, "path segments", for: "<textPath> of \(points) points at \(Self.location(of: element))", at: element) else { return nil }
        var segments: [(start: Point, end: Point)] = []
        var lengths: [Double] = []
        var total = 0.0
        for line in lines where line.count >= 2 {
            for i in 1..<line.count {
                segments.append((line[i - 1], line[i]))
                lengths.append(total)
                total += line[i].distance(to: line[i - 1])
            }
        }
        guard total > 0 else { return nil }
        var offset = 0.0
        if let value = element.attribute("startOffset") {
            let text = Substring(value).trimmingSVGSpace()
            if text.hasSuffix("%") {
                offset = (NumberScanner.parse(text.dropLast()) ?? 0) / 100 * total
            } else {
                offset = SVGStyle.textLength(text, fontSize: fontSize, percentOf: total) ?? 0
            }
        }
        return TextContent.PathGeometry(segments: segments, lengths: lengths, startOffset: offset)
    }
}

extension TextContent.PathGeometry {
    /// The point and direction (radians) at `distance` along the path, or nil off its ends. The direction blends
    /// into the neighbouring segments' towards a segment's ends, so that it follows the curve the segments
    /// approximate rather than their chords (corners, turns of more than 30°, stay corners).
    func place(at distance: Double) -> (Point, Double)? {
        guard let last = segments.last, distance >= 0, distance <= lengths[lengths.count - 1] + last.start.distance(to: last.end) else { return nil }
        var low = 0, high = lengths.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lengths[mid] <= distance { low = mid } else { high = mid - 1 }
        }
        let (a, b) = segments[low]
        let length = a.distance(to: b)
        let t = length > 0 ? min(max((distance - lengths[low]) / length, 0), 1) : 0
        let direction = Self.direction(segments[low])
        func neighbour(_ k: Int) -> Double? {
            guard segments.indices.contains(k) else { return nil }
            let joined = k < low ? segments[k].end == a : segments[k].start == b
            guard joined else { return nil }
            let other = Self.direction(segments[k])
            var turn = other - direction
            if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
            return abs(turn) < .pi / 6 ? turn : nil
        }
        var angle = direction
        if t < 0.5, let turn = neighbour(low - 1) {
            angle += turn / 2 * (1 - 2 * t)
        } else if t > 0.5, let turn = neighbour(low + 1) {
            angle += turn / 2 * (2 * t - 1)
        }
        return (a.interpolated(to: b, by: t), angle)
    }

    private static func direction(_ segment: (start: Point, end: Point)) -> Double {
        atan2(segment.end.y - segment.start.y, segment.end.x - segment.start.x)
    }
}
