/// Parses CSS/SVG colors and SVG paints over UTF-8 bytes.
///
/// Colors: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` with integers, decimals or
/// percentages, comma- or space-separated, with an optional alpha after `,` or `/` (number or
/// percentage); `hsl()`/`hsla()` with a hue in `deg`, `rad`, `grad`, `turn` or unitless degrees;
/// the 147 SVG/CSS color keywords and `transparent`, in any case. Surrounding whitespace is ignored.
/// Out-of-range components are clamped to 0…1, as CSS does. Function names and keywords are
/// case-insensitive; `none` inside a function means 0.
///
/// Values are kept exact, not rounded to 8 bits: `hsl(120 100% 25%)` has a green of 0.5, while
/// `#008000` has 128/255; both print as `#008000ff`.
package enum ColorParser {
    /// The color keywords (lowercase) and their colors: the 147 SVG 1.1 / CSS3 names plus `transparent`.
    package static var namedColors: [String: RGBAColor] { NamedColors.table }

    /// Parses a color, or returns nil when `s` is not a valid color.
    ///
    /// `currentColor`, `none` and `url(…)` are paints, not colors; see ``parsePaint(_:)``.
    package static func parseColor(_ s: Substring) -> RGBAColor? {
        s.withStyleBytes { bytes in
            let sc = StyleScanner(bytes)
            return color(sc, sc.trimmed(0..<bytes.count))
        }
    }

    /// Parses a `fill`/`stroke` value: `none`, `currentColor` (any case), `url(#id)` with or
    /// without a fallback, or a color.
    ///
    /// Returns nil when the value is invalid (or is a keyword such as `inherit`). SVG then treats the
    /// property as if it were not specified, so the caller should inherit the parent's value (or
    /// use the initial value: black for `fill`, `none` for `stroke`). A fallback after `url(…)` is
    /// validated but dropped; use ``parsePaintWithFallback(_:)`` to keep it.
    package static func parsePaint(_ s: Substring) -> Paint? {
        parsePaintWithFallback(s)?.paint
    }

    /// Like ``parsePaint(_:)``, but also returns the fallback written after a `url(…)` reference
    /// (`url(#grad) red`), which SVG uses when the reference cannot be resolved.
    ///
    /// The fallback is nil when there is none or the paint is not a reference.
    package static func parsePaintWithFallback(_ s: Substring) -> (paint: Paint, fallback: Paint?)? {
        s.withStyleBytes { bytes in
            var sc = StyleScanner(bytes)
            let range = sc.trimmed(0..<bytes.count)
            sc.position = range.lowerBound
            let word = sc.scanLetters()
            if sc.position == range.upperBound {
                if sc.matches(word, "none") { return (Paint.none, nil) }
                if sc.matches(word, "currentcolor") { return (Paint.currentColor, nil) }
            } else if sc.matches(word, "url"), sc.consume(UInt8(ascii: "(")) {
                guard let id = urlReference(&sc, end: range.upperBound)?.target else { return nil }
                let rest = sc.trimmed(sc.position..<range.upperBound)
                if rest.isEmpty { return (Paint.reference(id), nil) }
                guard let fallback = simplePaint(sc, rest) else { return nil }
                return (Paint.reference(id), fallback)
            }
            return simplePaint(sc, range).map { ($0, nil) }
        }
    }

    /// `none`, `currentColor` or a color in the trimmed `range`.
    static func simplePaint(_ sc: StyleScanner, _ range: Range<Int>) -> Paint? {
        if sc.matches(range, "none") { return Paint.none }
        if sc.matches(range, "currentcolor") { return .currentColor }
        return color(sc, range).map { .color($0) }
    }

    /// The id of a same-document `url(#id)` reference filling `s` (for `clip-path` and `mask`); nil for anything else.
    package static func fragmentReference(_ s: Substring) -> String? {
        s.withStyleBytes { bytes in
            var sc = StyleScanner(bytes)
            let range = sc.trimmed(0..<bytes.count)
            sc.position = range.lowerBound
            guard sc.matches(sc.scanLetters(), "url"), sc.consume(UInt8(ascii: "(")),
                  let reference = urlReference(&sc, end: range.upperBound), reference.isFragment,
                  sc.trimmed(sc.position..<range.upperBound).isEmpty else { return nil }
            return reference.target
        }
    }

    /// Reads the inside of `url(` up to and including `)`: the target without a leading `#`, and whether it had one
    /// (a same-document fragment). The one `url()` reader for paints, clip paths and masks.
    static func urlReference(_ sc: inout StyleScanner, end: Int) -> (target: String, isFragment: Bool)? {
        sc.skipWhitespace()
        var target: Range<Int>
        if let quote = sc.peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            sc.position += 1
            let start = sc.position
            while sc.position < end, sc.bytes[sc.position] != quote { sc.position += 1 }
            guard sc.position < end else { return nil }
            target = start..<sc.position
            sc.position += 1
        } else {
            let start = sc.position
            while sc.position < end, sc.bytes[sc.position] != UInt8(ascii: ")"),
                !StyleScanner.isWhitespace(sc.bytes[sc.position])
            {
                sc.position += 1
            }
            target = start..<sc.position
        }
        sc.skipWhitespace()
        guard sc.position < end, sc.consume(UInt8(ascii: ")")) else { return nil }
        target = sc.trimmed(target)
        let isFragment = target.first.map({ sc.bytes[$0] == UInt8(ascii: "#") }) == true
        if isFragment { target = (target.lowerBound + 1)..<target.upperBound }
        guard !target.isEmpty else { return nil }
        return (sc.string(target), isFragment)
    }

    /// A color in the already trimmed `range`, or nil.
    static func color(_ scanner: StyleScanner, _ range: Range<Int>) -> RGBAColor? {
        guard !range.isEmpty else { return nil }
        var sc = scanner
        sc.position = range.lowerBound
        if sc.bytes[range.lowerBound] == UInt8(ascii: "#") {
            return hexColor(sc, (range.lowerBound + 1)..<range.upperBound)
        }
        let name = sc.scanLetters()
        if sc.position == range.upperBound {
            return NamedColors.table[sc.lowercasedString(name)]
        }
        sc.skipWhitespace()
        guard sc.consume(UInt8(ascii: "(")) else { return nil }
        let isRGB = sc.matches(name, "rgb") || sc.matches(name, "rgba")
        let isHSL = sc.matches(name, "hsl") || sc.matches(name, "hsla")
        guard isRGB || isHSL else { return nil }
        guard let args = ColorFunctionArguments.scan(&sc, end: range.upperBound) else { return nil }
        return isRGB ? args.rgbColor() : args.hslColor()
    }

    /// `rgb`, `rgba`, `rrggbb` or `rrggbbaa` hex digits.
    static func hexColor(_ sc: StyleScanner, _ range: Range<Int>) -> RGBAColor? {
        var value: UInt32 = 0
        for i in range {
            guard let d = StyleScanner.hexDigit(sc.bytes[i]) else { return nil }
            value = value << 4 | UInt32(d)
        }
        func nibble(_ shift: UInt32) -> Int { Int((value >> shift) & 0xF) * 17 }
        func byte(_ shift: UInt32) -> Int { Int((value >> shift) & 0xFF) }
        switch range.count {
        case 3:
            return RGBAColor(red8: nibble(8), green8: nibble(4), blue8: nibble(0))
        case 4:
            return RGBAColor(red8: nibble(12), green8: nibble(8), blue8: nibble(4), alpha: Double(nibble(0)) / 255)
        case 6:
            return RGBAColor(red8: byte(16), green8: byte(8), blue8: byte(0))
        case 8:
            return RGBAColor(red8: byte(24), green8: byte(16), blue8: byte(8), alpha: Double(byte(0)) / 255)
        default:
            return nil
        }
    }
}
