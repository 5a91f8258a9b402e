import SVGPath

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CSS and SVG colors in every form: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (numbers or
/// percentages, comma or space separated, `/ alpha`), `hsl()`/`hsla()` (deg/rad/grad/turn), the 147 named colors
/// and `transparent`.
public enum ColorParser {
    /// Parses a color; nil when the text is not one (SVG then ignores the declaration).
    public static func parseColor(_ text: Substring) -> RGBAColor? {
        let s = text.trimmingSVGSpace()
        guard let first = s.first else { return nil }
        if first == "#" { return hex(s.dropFirst()) }
        let lower = s.lowercased()
        if lower.hasPrefix("rgb") { return functional(lower, hsl: false) }
        if lower.hasPrefix("hsl") { return functional(lower, hsl: true) }
        if lower == "transparent" { return .clear }
        return NamedColors.table[lower]
    }

    /// Parses a `fill`/`stroke` value: `none`, `currentColor`, `url(#id) [fallback]`, or a color.
    public static func parsePaint(_ text: Substring) -> Paint? {
        let s = text.trimmingSVGSpace()
        let lower = s.lowercased()
        if lower == "none" { return Paint.none }
        if lower == "currentcolor" { return .currentColor }
        if lower.hasPrefix("url(") {
            guard let close = s.firstIndex(of: ")") else { return nil }
            var inner = s[s.index(s.startIndex, offsetBy: 4)..<close].trimmingSVGSpace()
            if inner.first == "\"" || inner.first == "'" { inner = inner.dropFirst().dropLast() }
            guard inner.first == "#" else { return nil }
            return .reference(String(inner.dropFirst()))
        }
        return parseColor(s).map(Paint.color)
    }

    private static func hex(_ digits: Substring) -> RGBAColor? {
        var values: [Int] = []
        for c in digits.utf8 {
            switch c {
            case 0x30...0x39: values.append(Int(c) - 0x30)
            case 0x41...0x46: values.append(Int(c) - 0x41 + 10)
            case 0x61...0x66: values.append(Int(c) - 0x61 + 10)
            default: return nil
            }
        }
        switch values.count {
        case 3, 4:
            let a = values.count == 4 ? Double(values[3] * 17) / 255 : 1
            return RGBAColor(red8: values[0] * 17, green8: values[1] * 17, blue8: values[2] * 17, alpha: a)
        case 6, 8:
            let a = values.count == 8 ? Double(values[6] * 16 + values[7]) / 255 : 1
            return RGBAColor(red8: values[0] * 16 + values[1], green8: values[2] * 16 + values[3], blue8: values[4] * 16 + values[5], alpha: a)
        default:
            return nil
        }
    }

    /// `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)`.
    private static func functional(_ text: String, hsl: Bool) -> RGBAColor? {
        guard let open = text.firstIndex(of: "("), text.last == ")" else { return nil }
        let name = text[..<open]
        guard name == "rgb" || name == "rgba" || name == "hsl" || name == "hsla" else { return nil }
        let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var parts: [Substring] = []
        var alphaPart: Substring?
        let slashSplit = body.split(separator: "/", omittingEmptySubsequences: false)
        guard slashSplit.count <= 2 else { return nil }
        if slashSplit.count == 2 { alphaPart = slashSplit[1].trimmingSVGSpace() }
        parts = slashSplit[0].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" })
        if alphaPart == nil, parts.count == 4 { alphaPart = parts.removeLast() }
        guard parts.count == 3 else { return nil }
        var alpha = 1.0
        if let alphaPart {
            guard let a = component(alphaPart, percentScale: 1, numberScale: 1) else { return nil }
            alpha = min(1, max(0, a))
        }
        if hsl {
            guard let hue = angle(parts[0]),
                  let saturation = component(parts[1], percentScale: 1, numberScale: 0.01),
                  let lightness = component(parts[2], percentScale: 1, numberScale: 0.01) else { return nil }
            let (r, g, b) = hslToRGB(hue, min(1, max(0, saturation)), min(1, max(0, lightness)))
            return RGBAColor(red: r, green: g, blue: b, alpha: alpha)
        }
        var channels: [Double] = []
        for part in parts {
            guard let v = component(part, percentScale: 1, numberScale: 1.0 / 255) else { return nil }
            // Channels round to 8-bit like browsers and resvg do.
            channels.append((min(1, max(0, v)) * 255).rounded() / 255)
        }
        return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// A number or percentage as a 0…1 fraction: `50%` → 0.5·percentScale, `128` → 128·numberScale.
    private static func component(_ text: Substring, percentScale: Double, numberScale: Double) -> Double? {
        let s = text.trimmingSVGSpace()
        if s.hasSuffix("%") {
            guard let v = NumberScanner.parse(s.dropLast()) else { return nil }
            return v / 100 * percentScale
        }
        guard let v = NumberScanner.parse(s) else { return nil }
        return v * numberScale
    }

    /// A hue in degrees (unitless, deg, rad, grad, turn).
    private static func angle(_ text: Substring) -> Double? {
        let s = text.trimmingSVGSpace()
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
        for (unit, factor) in units where s.hasSuffix(unit) {
            return NumberScanner.parse(s.dropLast(unit.count)).map { $0 * factor }
        }
        return NumberScanner.parse(s)
    }

    private static func hslToRGB(_ hue: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
        var h = hue.truncatingRemainder(dividingBy: 360) / 360
        if h < 0 { h += 1 }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s
        let p = 2 * l - q
        func channel(_ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        func round8(_ v: Double) -> Double { (v * 255).rounded() / 255 }
        return (round8(channel(h + 1.0 / 3)), round8(channel(h)), round8(channel(h - 1.0 / 3)))
    }
}

extension Substring {
    /// The substring without leading and trailing XML whitespace.
    func trimmingSVGSpace() -> Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropLast() }
        return s
    }
}
