import CPlatform
import SVGPath

/// CSS filter functions (`filter="blur(4px) grayscale()"`, Filter Effects 1 §13), each expanded to the primitives
/// the specification gives as its equivalent, chained in one filter that works in sRGB and has no region of its
/// own (the canvas bounds it).
extension SVGConverter {
    mutating func functionFilter(_ value: String, color currentColor: RGBAColor, for nodes: [DrawingNode], transform: AffineTransform,
                                 at element: XMLElement) -> FilterOutcome {
        guard let functions = Self.filterFunctions(Substring(value)) else {
            warnOnce("filter '\(value.prefix(80))' is not a url(#id) or a list of filter functions; drawn without it", at: element)
            return .unfiltered
        }
        let unitX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let unitY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        var primitives: [FilterPrimitive] = []
        for (name, arguments) in functions {
            guard let primitive = Self.filterFunction(name, arguments, currentColor: currentColor) else {
                warnOnce("filter function '\(name)(\(arguments.prefix(40)))' is not valid; the element is drawn without its filter", at: element)
                return .unfiltered
            }
            primitives.append(primitive.scaled(x: unitX, y: unitY))
        }
        guard !primitives.isEmpty else { return .unfiltered }
        let canvas = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        return .filtered(DrawingFilter(region: canvas, linearRGB: false, primitives: primitives))
    }

    /// `name(arguments)` items separated by spaces; nil when the text is not such a list.
    static func filterFunctions(_ text: Substring) -> [(String, Substring)]? {
        var items: [(String, Substring)] = []
        var rest = text.trimmingSVGSpace()
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = String(rest[..<open].trimmingSVGSpace()).lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
            items.append((name, rest[rest.index(after: open)..<close].trimmingSVGSpace()))
            rest = rest[rest.index(after: close)...].trimmingSVGSpace()
        }
        return items
    }

    /// One function's primitive, lengths in user units; nil when the function or its arguments are invalid.
    static func filterFunction(_ name: String, _ arguments: Substring, currentColor: RGBAColor) -> FilterPrimitive? {
        /// An amount: a number or a percentage, not negative; the default when absent.
        func amount(_ fallback: Double) -> Double? {
            guard !arguments.isEmpty else { return fallback }
            let percent = arguments.hasSuffix("%")
            guard let v = NumberScanner.parse(percent ? arguments.dropLast() : arguments), v >= 0, v.isFinite else { return nil }
            return percent ? v / 100 : v
        }
        func matrix(_ type: String, _ value: Double) -> FilterPrimitive? {
            colorMatrix(type: type, values: [value]).map { FilterPrimitive(kind: .colorMatrix($0), inputs: [.previous]) }
        }
        func linear(_ slope: Double, _ intercept: Double, alpha: Bool = false) -> FilterPrimitive {
            let f = TransferFunction.linear(slope: slope, intercept: intercept)
            return FilterPrimitive(kind: .componentTransfer(alpha ? [.identity, .identity, .identity, f] : [f, f, f, .identity]), inputs: [.previous])
        }
        switch name {
        case "blur":
            if arguments.isEmpty { return FilterPrimitive(kind: .gaussianBlur(x: 0, y: 0), inputs: [.previous]) }
            guard !arguments.contains("%"), let r = LengthParser.parse(arguments), r >= 0 else { return nil }
            return FilterPrimitive(kind: .gaussianBlur(x: r, y: r), inputs: [.previous])
        case "brightness":
            return amount(1).map { linear($0, 0) }
        case "contrast":
            return amount(1).map { linear($0, 0.5 - 0.5 * $0) }
        case "opacity":
            return amount(1).map { linear(min($0, 1), 0, alpha: true) }
        case "invert":
            return amount(1).map {
                let f = TransferFunction.table([min($0, 1), 1 - min($0, 1)])
                return FilterPrimitive(kind: .componentTransfer([f, f, f, .identity]), inputs: [.previous])
            }
        case "saturate":
            return amount(1).flatMap { matrix("saturate", $0) }
        case "grayscale":
            return amount(1).flatMap { matrix("saturate", 1 - min($0, 1)) }
        case "sepia":
            return amount(1).map { a in
                let s = 1 - min(a, 1)
                let m = [0.393 + 0.607 * s, 0.769 - 0.769 * s, 0.189 - 0.189 * s, 0, 0,
                         0.349 - 0.349 * s, 0.686 + 0.314 * s, 0.168 - 0.168 * s, 0, 0,
                         0.272 - 0.272 * s, 0.534 - 0.534 * s, 0.131 + 0.869 * s, 0, 0,
                         0, 0, 0, 1, 0]
                return FilterPrimitive(kind: .colorMatrix(m), inputs: [.previous])
            }
        case "hue-rotate":
            guard !arguments.isEmpty else { return matrix("hueRotate", 0) }
            guard let degrees = angle(arguments) else { return nil }
            return matrix("hueRotate", degrees)
        case "drop-shadow":
            return dropShadow(arguments, currentColor: currentColor)
        default:
            return nil
        }
    }

    /// A CSS angle in degrees (`deg`, `grad`, `rad`, `turn`; a bare number only when zero or unitless).
    static func angle(_ text: Substring) -> Double? {
        for (unit, factor) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)] where text.hasSuffix(unit) {
            return NumberScanner.parse(text.dropLast(unit.count)).map { $0 * factor }
        }
        return NumberScanner.parse(text)
    }

    /// `drop-shadow(color? dx dy blur?)`, the colour first or last.
    static func dropShadow(_ arguments: Substring, currentColor: RGBAColor) -> FilterPrimitive? {
        var color = currentColor
        var lengths: [Double] = []
        var words = arguments.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { $0 }
        // A colour function (`rgb(…)`) holds spaces: rejoin it.
        var joined: [Substring] = []
        while !words.isEmpty {
            var word = words.removeFirst()
            if word.contains("("), !word.contains(")") {
                var parts = [word]
                while let next = words.first, !parts.last!.contains(")") { parts.append(next); words.removeFirst() }
                word = Substring(parts.joined(separator: " "))
            }
            joined.append(word)
        }
        var sawColor = false
        for (i, word) in joined.enumerated() {
            if let length = LengthParser.parse(word), !word.hasSuffix("%") {
                lengths.append(length)
            } else if !sawColor, i == 0 || i == joined.count - 1,
                      let parsed = word == "currentColor" ? currentColor : ColorParser.parseColor(word) {
                color = parsed
                sawColor = true
            } else {
                return nil
            }
        }
        guard lengths.isEmpty || lengths.count == 2 || lengths.count == 3 else { return nil }
        let blur = lengths.count == 3 ? lengths[2] : 0
        guard blur >= 0 else { return nil }
        return FilterPrimitive(kind: .dropShadow(dx: lengths.first ?? 0, dy: lengths.count > 1 ? lengths[1] : 0, x: blur, y: blur, color: color),
                               inputs: [.previous])
    }
}
