/// Parses SVG lengths and number lists.
///
/// Units resolve to user units (CSS pixels) at 96 dpi: `px` and unitless 1, `pt` 4/3, `pc` 16,
/// `mm` 96/25.4, `cm` 96/2.54, `q` 96/101.6, `in` 96. `%` resolves against the reference passed
/// in. Without a font context, `em` assumes a 16 px font and `ex` half of that (8 px).
/// Units are case-insensitive; surrounding whitespace is ignored.
package enum LengthParser {
    /// Parses one length such as `12`, `2.5px`, `1in` or `50%`, or returns nil when invalid.
    ///
    /// - Parameter reference: what 100% means (for example the viewport width); defaults to 0.
    package static func parse(_ s: Substring, percentOf reference: Double = 0) -> Double? {
        s.withStyleBytes { bytes in
            var sc = StyleScanner(bytes)
            sc.skipWhitespace()
            guard let v = length(&sc, percentOf: reference) else { return nil }
            sc.skipWhitespace()
            return sc.isAtEnd ? v : nil
        }
    }

    /// Parses numbers separated by whitespace and/or commas (`viewBox`, `points`), or returns nil
    /// when anything else appears. An empty or all-whitespace string gives `[]`.
    ///
    /// Like path data, numbers may run together where unambiguous: `1-2.5.5` is `[1, -2.5, 0.5]`.
    package static func parseNumberList(_ s: Substring) -> [Double]? {
        s.withStyleBytes { bytes in
            var sc = StyleScanner(bytes)
            let numbers = leadingNumbers(&sc)
            return sc.isAtEnd ? numbers : nil
        }
    }

    /// The numbers before the first error in a number list.
    ///
    /// SVG renders a `polyline`/`polygon` whose `points` contain an error up to that error;
    /// this gives those points' coordinates (the caller drops an odd last one).
    package static func parseLeadingNumbers(_ s: Substring) -> [Double] {
        s.withStyleBytes { bytes in
            var sc = StyleScanner(bytes)
            return leadingNumbers(&sc)
        }
    }

    /// Parses lengths separated by whitespace and/or commas (`stroke-dasharray`), or returns nil
    /// when any item is invalid. An empty string gives `[]`.
    package static func parseLengthList(_ s: Substring, percentOf reference: Double = 0) -> [Double]? {
        s.withStyleBytes { bytes in
            var sc = StyleScanner(bytes)
            var result: [Double] = []
            sc.skipWhitespace()
            while !sc.isAtEnd {
                guard let v = length(&sc, percentOf: reference) else { return nil }
                result.append(v)
                if sc.skipCommaWhitespace(), sc.isAtEnd { return nil }
            }
            return result
        }
    }

    /// Scans numbers with comma-wsp between them; stops before the first thing that is not one.
    static func leadingNumbers(_ sc: inout StyleScanner) -> [Double] {
        var result: [Double] = []
        sc.skipWhitespace()
        while true {
            let start = sc.position
            guard let v = sc.scanNumber(), v.isFinite else {
                sc.position = start
                return result
            }
            result.append(v)
            let afterNumber = sc.position
            if sc.skipCommaWhitespace(), sc.scanNumberPeek() == false {
                // A trailing or doubled comma is an error at the comma.
                sc.position = afterNumber
                return result
            }
        }
    }

    /// Scans a number and an optional unit and converts to user units.
    static func length(_ sc: inout StyleScanner, percentOf reference: Double) -> Double? {
        guard let v = sc.scanNumber(), v.isFinite else { return nil }
        if sc.consume(UInt8(ascii: "%")) { return v * reference / 100 }
        let unit = sc.scanLetters()
        guard let factor = unitFactor(sc, unit) else { return nil }
        return v * factor
    }

    /// User units per unit, or nil for an unknown unit.
    static func unitFactor(_ sc: StyleScanner, _ unit: Range<Int>) -> Double? {
        if unit.isEmpty || sc.matches(unit, "px") { return 1 }
        if sc.matches(unit, "pt") { return 96.0 / 72 }
        if sc.matches(unit, "pc") { return 16 }
        if sc.matches(unit, "mm") { return 96 / 25.4 }
        if sc.matches(unit, "cm") { return 96 / 2.54 }
        if sc.matches(unit, "q") { return 96 / 101.6 }
        if sc.matches(unit, "in") { return 96 }
        if sc.matches(unit, "em") { return 16 }
        if sc.matches(unit, "ex") { return 8 }
        return nil
    }
}

extension StyleScanner {
    /// True when a number starts at the current position (without consuming it).
    func scanNumberPeek() -> Bool {
        var copy = self
        return copy.scanNumber() != nil
    }
}
