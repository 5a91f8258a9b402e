/// The arguments of an `rgb()`/`rgba()`/`hsl()`/`hsla()` color function, and their conversion.
struct ColorFunctionArguments {
    /// The unit written after a component.
    enum Unit {
        case none, percent, deg, rad, grad, turn
    }

    /// One component: its number and unit.
    struct Component {
        var value: Double
        var unit: Unit
    }

    var first: Component
    var second: Component
    var third: Component
    var alpha: Component?
    /// The legacy syntax, components separated by commas (`rgb(0, 128, 0)`), where CSS Color 4 §5.1 does not let
    /// numbers and percentages mix.
    var usesCommas = false

    /// Scans the arguments after `(` up to and including `)`, which must be the last non-space byte
    /// before `end`. Components may be separated by commas or whitespace; the alpha may follow `,` or `/`.
    static func scan(_ sc: inout StyleScanner, end: Int) -> ColorFunctionArguments? {
        sc.skipWhitespace()
        guard let c1 = component(&sc) else { return nil }
        sc.skipWhitespace()
        let usesCommas = sc.position < end && sc.bytes[sc.position] == UInt8(ascii: ",")
        sc.skipCommaWhitespace()
        guard let c2 = component(&sc) else { return nil }
        sc.skipCommaWhitespace()
        guard let c3 = component(&sc) else { return nil }
        sc.skipWhitespace()
        var alpha: Component?
        if sc.consume(UInt8(ascii: ",")) || sc.consume(UInt8(ascii: "/")) {
            sc.skipWhitespace()
            guard let a = component(&sc) else { return nil }
            alpha = a
            sc.skipWhitespace()
        }
        guard sc.consume(UInt8(ascii: ")")) else { return nil }
        sc.skipWhitespace()
        guard sc.position == end else { return nil }
        return ColorFunctionArguments(first: c1, second: c2, third: c3, alpha: alpha, usesCommas: usesCommas)
    }

    /// A number with an optional unit, or the keyword `none` (0).
    static func component(_ sc: inout StyleScanner) -> Component? {
        guard let value = sc.scanNumber() else {
            let word = sc.scanLetters()
            return sc.matches(word, "none") ? Component(value: 0, unit: .none) : nil
        }
        guard value.isFinite else { return nil }
        if sc.consume(UInt8(ascii: "%")) { return Component(value: value, unit: .percent) }
        let word = sc.scanLetters()
        if word.isEmpty { return Component(value: value, unit: .none) }
        if sc.matches(word, "deg") { return Component(value: value, unit: .deg) }
        if sc.matches(word, "rad") { return Component(value: value, unit: .rad) }
        if sc.matches(word, "grad") { return Component(value: value, unit: .grad) }
        if sc.matches(word, "turn") { return Component(value: value, unit: .turn) }
        return nil
    }

    /// Clamps to 0…1.
    static func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }

    /// The alpha in 0…1 (1 when absent); nil for a unit other than `%`.
    func alphaValue() -> Double? {
        guard let alpha else { return 1 }
        switch alpha.unit {
        case .none: return Self.clamp(alpha.value)
        case .percent: return Self.clamp(alpha.value / 100)
        default: return nil
        }
    }

    /// Interprets the components as `rgb()`: numbers in 0…255 or percentages.
    func rgbColor() -> RGBAColor? {
        func channel(_ c: Component) -> Double? {
            switch c.unit {
            case .none: Self.clamp(c.value / 255)
            case .percent: Self.clamp(c.value / 100)
            default: nil
            }
        }
        if usesCommas, first.unit != second.unit || second.unit != third.unit { return nil }
        guard let r = channel(first), let g = channel(second), let b = channel(third),
            let a = alphaValue()
        else { return nil }
        return RGBAColor(red: r, green: g, blue: b, alpha: a)
    }

    /// Interprets the components as `hsl()`: a hue angle, then saturation and lightness
    /// (percentages, or plain numbers read as percentages).
    func hslColor() -> RGBAColor? {
        let degrees: Double
        switch first.unit {
        case .none, .deg: degrees = first.value
        case .rad: degrees = first.value * 180 / Double.pi
        case .grad: degrees = first.value * 0.9
        case .turn: degrees = first.value * 360
        case .percent: return nil
        }
        func fraction(_ c: Component) -> Double? {
            c.unit == .none || c.unit == .percent ? Self.clamp(c.value / 100) : nil
        }
        guard let s = fraction(second), let l = fraction(third), let a = alphaValue() else { return nil }
        var h = degrees.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let chroma = s * min(l, 1 - l)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - chroma * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBAColor(red: Self.clamp(f(0)), green: Self.clamp(f(8)), blue: Self.clamp(f(4)), alpha: a)
    }
}
