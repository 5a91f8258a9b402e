import SVGPath

/// The text properties an element inherits (CSS Fonts, CSS Text, SVG 2 §11).
struct SVGTextStyle {
    var families: [String] = ["serif"]
    /// 12 when nothing sets it, as in resvg and librsvg (browsers use 16).
    var fontSize = 12.0
    var weight = 400
    var italic = false
    var stretch = 100.0
    var anchor = TextAnchor.start
    var letterSpacing = 0.0
    var wordSpacing = 0.0
    var dominantBaseline = TextBaseline.alphabetic
    var writingModeVertical = false
    /// `direction: rtl`: the base direction of the text's bidirectional layout (``Bidi``).
    var rightToLeft = false
    /// `unicode-bidi: bidi-override` (or `isolate-override`): characters are drawn in the base direction, in
    /// order. Kept with the inherited properties: it applies to the whole chunk it starts.
    var bidiOverride = false
    /// `font-kerning` (and SVG 1.1's `kerning`, whose 0 turns kerning off).
    var kerning = true
    /// The styles of ancestors that declared a `text-decoration` (it propagates to the text inside them).
    var decorators: [SVGStyle] = []

    var fontRequest: FontRequest {
        FontRequest(families: families, weight: weight, italic: italic, stretch: stretch, ligatures: letterSpacing == 0, kerning: kerning)
    }
}

/// The text properties that are not inherited; `text-decoration` propagates to descendants instead (handled by
/// the text layout, which remembers the element that declared it).
struct SVGTextOwnStyle {
    var decorations: Set<TextDecorationLine> = []
    var alignmentBaseline: TextBaseline?
    /// `baseline-shift` resolved: up is positive; nil for `baseline`.
    var baselineShift: BaselineShift?
}

enum TextAnchor { case start, middle, end }

enum TextBaseline {
    case alphabetic, middle, central, hanging, mathematical, textTop, textBottom, ideographic
}

enum TextDecorationLine: Hashable { case underline, overline, lineThrough }

enum BaselineShift {
    case length(Double)
    case sub, `super`
}

extension SVGStyle {
    /// Properties that only CSS sets: SVG has no presentation attribute for them (an attribute is ignored).
    static func isCSSOnly(_ name: String) -> Bool { name == "font-kerning" }

    static func isTextProperty(_ name: String) -> Bool {
        switch name {
        case "font", "font-family", "font-size", "font-weight", "font-style", "font-stretch", "text-anchor",
             "letter-spacing", "word-spacing", "dominant-baseline", "alignment-baseline", "baseline-shift",
             "text-decoration", "text-decoration-line", "writing-mode", "font-kerning", "kerning", "direction", "unicode-bidi":
            return true
        default:
            return false
        }
    }

    /// A length in a text property: `em` and `ex` against `fontSize`, `%` against `percentOf`.
    static func textLength(_ value: Substring, fontSize: Double, percentOf reference: Double, rootFontSize: Double = 12) -> Double? {
        let lower = value.lowercased()
        if lower.hasSuffix("rem") { return NumberScanner.parse(Substring(lower.dropLast(3))).map { $0 * rootFontSize } }
        if lower.hasSuffix("em") { return NumberScanner.parse(Substring(lower.dropLast(2))).map { $0 * fontSize } }
        if lower.hasSuffix("ex") { return NumberScanner.parse(Substring(lower.dropLast(2))).map { $0 * fontSize / 2 } }
        return LengthParser.parse(value, percentOf: reference)
    }

    /// Applies one text declaration (already trimmed). False when the value is invalid.
    mutating func applyText(_ name: String, _ value: Substring, parent: SVGStyle, viewportDiagonal: Double = 0) -> Bool {
        let lower = value.lowercased()
        switch name {
        case "font-family":
            let families = Self.fontFamilies(value)
            guard !families.isEmpty else { return false }
            text.families = families
        case "font-size":
            let parentSize = parent.text.fontSize
            // Keywords scale the parent's size by 1.2 a step (as resvg and librsvg do; CSS's absolute table is
            // browsers').
            let steps: [String: Int] = ["xx-small": -3, "x-small": -2, "small": -1, "medium": 0, "large": 1, "x-large": 2,
                                        "xx-large": 3, "xxx-large": 4, "smaller": -1, "larger": 1]
            if let step = steps[lower] {
                let factor = (0..<abs(step)).reduce(1.0) { value, _ in value * 1.2 }
                text.fontSize = step < 0 ? parentSize / factor : parentSize * factor
                return true
            }
            guard let size = Self.textLength(value, fontSize: parentSize, percentOf: parentSize), size >= 0 else { return false }
            text.fontSize = size
        case "font-weight":
            switch lower {
            case "normal": text.weight = 400
            case "bold": text.weight = 700
            case "bolder": text.weight = parent.text.weight < 350 ? 400 : parent.text.weight < 550 ? 700 : 900
            case "lighter": text.weight = parent.text.weight < 550 ? 100 : parent.text.weight < 750 ? 400 : 700
            default:
                guard let w = Double(lower), w >= 1, w <= 1000 else { return false }
                text.weight = Int(w)
            }
        case "font-style":
            switch lower {
            case "normal": text.italic = false
            case "italic", "oblique": text.italic = true
            default:
                guard lower.hasPrefix("oblique") else { return false }
                text.italic = true
            }
        case "font-stretch":
            let keywords: [String: Double] = ["ultra-condensed": 50, "extra-condensed": 62.5, "condensed": 75,
                                              "semi-condensed": 87.5, "normal": 100, "semi-expanded": 112.5,
                                              "expanded": 125, "extra-expanded": 150, "ultra-expanded": 200]
            if let stretch = keywords[lower] { text.stretch = stretch; return true }
            guard lower.hasSuffix("%"), let p = Double(lower.dropLast()), p > 0 else { return false }
            text.stretch = p
        case "font":
            return applyFontShorthand(value, parent: parent)
        case "text-anchor":
            switch lower {
            case "start": text.anchor = .start
            case "middle": text.anchor = .middle
            case "end": text.anchor = .end
            default: return false
            }
        case "letter-spacing", "word-spacing":
            let spacing: Double
            if lower == "normal" {
                spacing = 0
            } else {
                guard let v = Self.textLength(value, fontSize: text.fontSize, percentOf: viewportDiagonal) else { return false }
                spacing = v
            }
            if name == "letter-spacing" { text.letterSpacing = spacing } else { text.wordSpacing = spacing }
        case "dominant-baseline":
            guard let baseline = Self.baseline(lower) else { return lower == "auto" || lower == "use-script" || lower == "no-change" || lower == "reset-size" }
            text.dominantBaseline = baseline
        case "alignment-baseline":
            textOwn.alignmentBaseline = lower == "baseline" ? nil : Self.baseline(lower)
        case "baseline-shift":
            switch lower {
            case "baseline": textOwn.baselineShift = nil
            case "sub": textOwn.baselineShift = .sub
            case "super": textOwn.baselineShift = .super
            default:
                guard let v = Self.textLength(value, fontSize: text.fontSize, percentOf: text.fontSize) else { return false }
                textOwn.baselineShift = .length(v)
            }
        case "text-decoration", "text-decoration-line":
            var lines: Set<TextDecorationLine> = []
            for word in lower.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                switch word {
                case "underline": lines.insert(.underline)
                case "overline": lines.insert(.overline)
                case "line-through": lines.insert(.lineThrough)
                default: break
                }
            }
            textOwn.decorations = lines
        case "font-kerning":
            switch lower {
            case "none": text.kerning = false
            case "auto", "normal": text.kerning = true
            default: return false
            }
        case "kerning":
            if lower == "auto" { text.kerning = true; return true }
            guard let v = Self.textLength(value, fontSize: text.fontSize, percentOf: text.fontSize) else { return false }
            text.kerning = v != 0
        case "writing-mode":
            text.writingModeVertical = lower.hasPrefix("tb") || lower.hasPrefix("vertical")
        case "direction":
            guard lower == "ltr" || lower == "rtl" else { return false }
            text.rightToLeft = lower == "rtl"
        case "unicode-bidi":
            guard ["normal", "embed", "isolate", "bidi-override", "isolate-override", "plaintext"].contains(lower) else { return false }
            text.bidiOverride = lower.hasSuffix("override")
        default:
            return false
        }
        return true
    }

    private static func baseline(_ value: String) -> TextBaseline? {
        switch value {
        case "alphabetic", "baseline": return .alphabetic
        case "middle": return .middle
        case "central": return .central
        case "hanging": return .hanging
        case "mathematical": return .mathematical
        case "text-before-edge", "text-top", "before-edge": return .textTop
        case "text-after-edge", "text-bottom", "after-edge": return .textBottom
        case "ideographic": return .ideographic
        default: return nil
        }
    }

    /// `font-family`: a comma-separated list of names, quoted or not.
    static func fontFamilies(_ value: Substring) -> [String] {
        value.split(separator: ",").compactMap { item in
            var name = item.trimmingSVGSpace()
            if let first = name.first, first == "'" || first == "\"", name.count >= 2, name.last == first {
                name = name.dropFirst().dropLast()
            }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// CSS `font`: [style] [variant] [weight] [stretch] size[/line-height] family-list. Unitless numbers before
    /// the size are weights (a size needs a unit in CSS).
    private mutating func applyFontShorthand(_ value: Substring, parent: SVGStyle) -> Bool {
        var words = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        // The shorthand resets what it does not name (CSS Fonts 4 §2.8).
        text.italic = false
        text.weight = 400
        text.stretch = 100
        text.kerning = true
        while let word = words.first {
            let w = Substring(word.lowercased())
            words.removeFirst()
            switch w {
            case "normal", "small-caps": continue
            case "italic", "oblique": text.italic = true; continue
            case "bold", "bolder", "lighter": _ = applyText("font-weight", w, parent: parent); continue
            default: break
            }
            if Int(w) != nil { _ = applyText("font-weight", w, parent: parent); continue }
            if w.hasSuffix("condensed") || w.hasSuffix("expanded") { _ = applyText("font-stretch", w, parent: parent); continue }
            var size = w
            if let slash = size.firstIndex(of: "/") { size = size[..<slash] }
            guard applyText("font-size", size, parent: parent), !words.isEmpty else { return false }
            return applyText("font-family", Substring(words.joined(separator: " ")), parent: parent)
        }
        return false
    }
}
