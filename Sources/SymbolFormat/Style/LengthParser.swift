import SVGPath

/// Lengths and number lists in SVG attributes.
public enum LengthParser {
    /// A length in user units (px): unitless, `px`, `pt`, `pc`, `mm`, `cm`, `in` (96 dpi), `%` of `reference`,
    /// `em`/`ex` against a 16 px font (there is no text layout, so that is our fixed choice). Nil when malformed.
    public static func parse(_ text: Substring, percentOf reference: Double = 0) -> Double? {
        let s = text.trimmingSVGSpace()
        guard !s.isEmpty else { return nil }
        let units: [(String, Double)] = [("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54),
                                         ("in", 96), ("em", 16), ("ex", 8), ("%", -1)]
        for (unit, factor) in units where s.hasSuffix(unit) {
            guard let value = NumberScanner.parse(s.dropLast(unit.count)) else { return nil }
            return factor < 0 ? value / 100 * reference : value * factor
        }
        return NumberScanner.parse(s)
    }

    /// Numbers separated by whitespace and/or commas (`viewBox`, `points`, dash arrays); nil when malformed.
    public static func parseNumberList(_ text: Substring) -> [Double]? {
        var string = String(text)
        return string.withUTF8 { bytes -> [Double]? in
            var values: [Double] = []
            var i = 0
            while true {
                while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == UInt8(ascii: ",") { i += 1 }
                guard i < bytes.count else { return values }
                guard let v = NumberScanner.scan(bytes, &i) else { return values.isEmpty ? nil : values }
                values.append(v)
            }
        }
    }
}
