import SVGPath

/// The computed value of every property the SVG subset uses, for one element.
///
/// Inherited properties flow from parent to child; the others reset for each element (see `child()`).
struct SVGStyle {
    // Inherited.
    var fill: Paint = .color(.black)
    /// The paint after `url(…)` in `fill`, used when the reference does not resolve.
    var fillFallback: Paint?
    var fillOpacity = 1.0
    var fillRule = FillRule.nonZero
    var stroke: Paint = .none
    /// The paint after `url(…)` in `stroke`.
    var strokeFallback: Paint?
    var strokeOpacity = 1.0
    var strokeWidth = 1.0
    var lineCap = LineCap.butt
    var lineJoin = LineJoin.miter
    var miterLimit = 4.0
    var dashes: [Double] = []
    var dashOffset = 0.0
    var clipRule = FillRule.nonZero
    /// `marker-start`, `marker-mid`, `marker-end` (inherited): marker element ids.
    var markerStart: String?
    var markerMid: String?
    var markerEnd: String?
    var visible = true
    var color = RGBAColor.black
    /// No `color` was set on the element or an ancestor: `currentColor` is the renderer's to choose.
    var colorIsUnset = true
    /// Fonts, anchor, spacing and baseline (inherited; see SVGStyle+Text).
    var text = SVGTextStyle()
    /// `image-rendering: optimizeSpeed`, `pixelated` or `crisp-edges` (inherited): images are sampled nearest.
    var pixelatedImages = false

    // Not inherited.
    var opacity = 1.0
    var displayed = true
    var clipPath: String?
    /// `filter` as written: `url(#id)` or a list of filter functions (not inherited).
    var filter: String?
    var mask: String?
    /// Decorations, `alignment-baseline` and `baseline-shift` (not inherited).
    var textOwn = SVGTextOwnStyle()

    /// The style a child starts from: inherited properties kept, the others reset.
    func child() -> SVGStyle {
        var style = self
        style.opacity = 1
        style.displayed = true
        style.clipPath = nil
        style.filter = nil
        style.mask = nil
        if !textOwn.decorations.isEmpty {
            var decorator = self
            decorator.text.decorators = []
            style.text.decorators.append(decorator)
        }
        style.textOwn = SVGTextOwnStyle()
        return style
    }

    /// Whether this subset understands `name`, as a presentation attribute or in CSS.
    ///
    /// A `switch` rather than a `Set`: a process that renders one icon would otherwise pay a runtime scan of every
    /// protocol conformance in the binary to build the set's metadata, which costs more than this lookup ever will.
    static func isProperty(_ name: String) -> Bool {
        switch name {
        case "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
             "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "clip-rule",
             "visibility", "color", "opacity", "display", "clip-path", "mask", "filter",
             "marker", "marker-start", "marker-mid", "marker-end":
            return true
        case "image-rendering":
            return true
        default:
            return isTextProperty(name)
        }
    }

    /// Applies one declaration; `parent` is needed for `inherit` on non-inherited properties and
    /// `viewportDiagonal` for percentages. Returns false if the value is invalid (and ignored).
    @discardableResult
    mutating func apply(_ name: String, _ rawValue: Substring, parent: SVGStyle, viewportDiagonal: Double) -> Bool {
        let value = rawValue.trimmingSVGSpace()
        if value == "inherit" {
            switch name {
            case "opacity": opacity = parent.opacity
            case "display": displayed = parent.displayed
            case "clip-path": clipPath = parent.clipPath
            case "filter": filter = parent.filter
            case "mask": mask = parent.mask
            case "text-decoration", "baseline-shift", "alignment-baseline": textOwn = parent.textOwn
            default: break  // inherited properties already hold the parent's value
            }
            return true
        }
        switch name {
        case "fill":
            guard let (paint, fallback) = ColorParser.parsePaintWithFallback(value) else { return false }
            (fill, fillFallback) = (paint, fallback)
        case "stroke":
            guard let (paint, fallback) = ColorParser.parsePaintWithFallback(value) else { return false }
            (stroke, strokeFallback) = (paint, fallback)
        case "color":
            if value.lowercased() == "currentcolor" { return true }
            guard let parsed = ColorParser.parseColor(value) else { return false }
            color = parsed
            colorIsUnset = false
        case "fill-opacity":
            guard let v = Self.opacityValue(value) else { return false }
            fillOpacity = v
        case "stroke-opacity":
            guard let v = Self.opacityValue(value) else { return false }
            strokeOpacity = v
        case "opacity":
            guard let v = Self.opacityValue(value) else { return false }
            opacity = v
        case "fill-rule", "clip-rule":
            let rule: FillRule
            switch value {
            case "nonzero": rule = .nonZero
            case "evenodd": rule = .evenOdd
            default: return false
            }
            if name == "fill-rule" { fillRule = rule } else { clipRule = rule }
        case "marker", "marker-start", "marker-mid", "marker-end":
            let id = value == "none" ? nil : ColorParser.fragmentReference(value)
            guard value == "none" || id != nil else { return false }
            if name == "marker" || name == "marker-start" { markerStart = id }
            if name == "marker" || name == "marker-mid" { markerMid = id }
            if name == "marker" || name == "marker-end" { markerEnd = id }
        case "stroke-width":
            guard let v = LengthParser.parse(value, percentOf: viewportDiagonal), v >= 0 else { return false }
            strokeWidth = v
        case "stroke-linecap":
            guard let cap = LineCap(rawValue: String(value)) else { return false }
            lineCap = cap
        case "stroke-linejoin":
            switch value {
            case "miter", "miter-clip", "arcs": lineJoin = .miter
            case "round": lineJoin = .round
            case "bevel": lineJoin = .bevel
            default: return false
            }
        case "stroke-miterlimit":
            guard let v = Double(value), v >= 1 else { return false }
            miterLimit = v
        case "stroke-dasharray":
            if value == "none" { dashes = []; return true }
            var list: [Double] = []
            for item in value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
                guard let v = LengthParser.parse(item, percentOf: viewportDiagonal), v >= 0 else { return false }
                list.append(v)
            }
            // SVG: an odd count repeats the list; an all-zero list means solid.
            if list.count % 2 == 1 { list += list }
            dashes = list.allSatisfy { $0 == 0 } ? [] : list
        case "stroke-dashoffset":
            guard let v = LengthParser.parse(value, percentOf: viewportDiagonal) else { return false }
            dashOffset = v
        case "visibility":
            switch value {
            case "visible": visible = true
            case "hidden", "collapse": visible = false
            default: return false
            }
        case "display":
            displayed = value != "none"
        case "clip-path":
            clipPath = ColorParser.fragmentReference(value)
        case "filter":
            let text = value.trimmingSVGSpace()
            filter = text.isEmpty || text == "none" ? nil : String(text)
        case "mask":
            mask = ColorParser.fragmentReference(value)
        case "image-rendering":
            switch value {
            case "optimizeSpeed", "pixelated", "crisp-edges": pixelatedImages = true
            case "auto", "optimizeQuality", "smooth", "high-quality": pixelatedImages = false
            default: return false
            }
        default:
            return applyText(name, value, parent: parent, viewportDiagonal: viewportDiagonal)
        }
        return true
    }

    /// A paint server an `url(#id)` names.
    enum PaintServer {
        case gradient(DrawingGradient)
        case pattern(DrawingPattern)
    }

    /// The resolved fill for a shape, or nil when nothing is filled. `servers` resolves `url(#id)` paint servers.
    func resolvedFill(servers: (String) -> PaintServer?) -> FillStyle? {
        guard let (color, server) = resolve(fill, fallback: fillFallback, opacity: fillOpacity, servers: servers) else { return nil }
        var style = FillStyle(color: color, rule: fillRule, usesCurrentColor: fill == .currentColor && colorIsUnset)
        if case .gradient(let g)? = server { style.gradient = g }
        if case .pattern(let p)? = server { style.pattern = p }
        return style
    }

    /// The resolved stroke for a shape, or nil when nothing is stroked.
    func resolvedStroke(servers: (String) -> PaintServer?) -> StrokeStyle? {
        guard strokeWidth > 0, let (color, server) = resolve(stroke, fallback: strokeFallback, opacity: strokeOpacity, servers: servers) else { return nil }
        var style = StrokeStyle(color: color, width: strokeWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
                                dashes: dashes, dashOffset: dashOffset)
        style.usesCurrentColor = stroke == .currentColor && colorIsUnset
        if case .gradient(let g)? = server { style.gradient = g }
        if case .pattern(let p)? = server { style.pattern = p }
        return style
    }

    /// A paint's color (a gradient's average) and server, opacity applied; the fallback when a reference does
    /// not resolve (SVG: none when there is no fallback); a one-stop gradient is its color.
    private func resolve(_ paint: Paint, fallback: Paint?, opacity: Double,
                         servers: (String) -> PaintServer?) -> (RGBAColor, PaintServer?)? {
        let base: RGBAColor
        var server: PaintServer?
        switch paint {
        case .none: return nil
        case .currentColor: base = color
        case .color(let c): base = c
        case .reference(let id):
            switch servers(id) {
            case nil:
                guard let fallback, fallback != paint else { return nil }
                return resolve(fallback, fallback: nil, opacity: opacity, servers: servers)
            case .pattern(var pattern)?:
                guard opacity > 0 else { return nil }
                pattern.opacity = opacity
                return (RGBAColor(red: 0, green: 0, blue: 0, alpha: opacity), .pattern(pattern))
            case .gradient(let gradient)?:
                guard let first = gradient.stops.first else { return nil }
                if gradient.stops.count == 1 {
                    base = first.color
                } else {
                    base = gradient.averageColor
                    server = .gradient(gradient.multiplyingAlpha(by: opacity))
                }
            }
        }
        let result = base.multiplyingAlpha(by: opacity)
        if server == nil, result.alpha <= 0 { return nil }
        return (result, server)
    }

    /// An opacity (a number or a percentage) clamped to 0…1.
    static func opacityValue(_ value: Substring) -> Double? {
        fraction(value).map { min(1, max(0, $0)) }
    }

    /// A number, or a percentage as a fraction (`50%` → 0.5): offsets, opacities, bounding-box units.
    static func fraction(_ value: Substring) -> Double? {
        let text = value.trimmingSVGSpace()
        return text.hasSuffix("%") ? NumberScanner.parse(text.dropLast()).map { $0 / 100 } : NumberScanner.parse(text)
    }

    /// A color property and its opacity property read from an element's attributes and `style` (the later wins):
    /// `stop-color`/`stop-opacity`, `flood-color`/`flood-opacity`. Black and opaque when absent.
    static func color(_ colorName: String, opacity opacityName: String, of element: XMLElement) -> RGBAColor {
        var color = RGBAColor.black
        var opacity = 1.0
        var declarations: [(String, Substring)] = []
        if let c = element.attribute(colorName) { declarations.append((colorName, Substring(c))) }
        if let o = element.attribute(opacityName) { declarations.append((opacityName, Substring(o))) }
        if let style = element.attribute("style") {
            declarations += StyleDeclarations.parse(Substring(style)).map { ($0.name, Substring($0.value)) }
        }
        for (name, value) in declarations {
            if name == colorName, let parsed = ColorParser.parseColor(value.trimmingSVGSpace()) { color = parsed }
            if name == opacityName, let parsed = opacityValue(value) { opacity = parsed }
        }
        return color.multiplyingAlpha(by: opacity)
    }

}
