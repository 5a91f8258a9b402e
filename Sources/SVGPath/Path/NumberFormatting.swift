/// Locale-free, deterministic decimal formatting for SVG output (never `NumberFormatter`, which is slow on Linux
/// and locale-dependent).
package enum NumberFormatting {
    /// `value` rounded to at most `maximumFractionDigits` decimals, without exponent, trailing zeros or `-0`.
    package static func string(_ value: Double, maximumFractionDigits: Int = 6) -> String {
        var bytes: [UInt8] = []
        append(value, maximumFractionDigits: maximumFractionDigits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as ``string(_:maximumFractionDigits:)`` writes it to UTF-8 `bytes`: writers of many numbers
    /// (path data with tens of thousands of elements) build their text as bytes, not string by string.
    package static func append(_ value: Double, maximumFractionDigits: Int = 6, to bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let digits = min(max(maximumFractionDigits, 0), 15)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // Beyond 2^63 there is no fraction left to print: Swift's shortest form (`1e+300`) is valid SVG and exact.
        guard scaled < 9.0e18 else { return bytes.append(contentsOf: "\(value)".utf8) }
        let integer = UInt64(clamping: scaled, to: 0...UInt64.max)
        if integer == 0 { return bytes.append(UInt8(ascii: "0")) }
        let unit = UInt64(clamping: scale, to: 0...UInt64.max)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // The integer part's digits, most significant first.
        var whole = integer / unit
        let first = bytes.count
        repeat {
            bytes.append(UInt8(48 + whole % 10))
            whole /= 10
        } while whole > 0
        bytes[first...].reverse()
        // The fraction's digits, without trailing zeros.
        var fraction = integer % unit
        guard fraction > 0 else { return }
        var trailing = digits
        while fraction % 10 == 0 {
            fraction /= 10
            trailing -= 1
        }
        bytes.append(UInt8(ascii: "."))
        let start = bytes.count
        for _ in 0..<trailing {
            bytes.append(UInt8(48 + fraction % 10))
            fraction /= 10
        }
        bytes[start...].reverse()
    }

    /// `value` as a message shows it: as `string` writes it, but never hiding what was given: `nan`, `inf` and
    /// `-inf` for non-finite values, and Swift's shortest exact form (`1e-09`) for a value that six decimals would
    /// round to 0. A message saying "got 0" for a speed of 1e-9 misreports the input.
    package static func described(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let text = string(value)
        return text == "0" && value != 0 ? "\(value)" : text
    }

    /// `value` with exactly `fractionDigits` decimals (`0.478`, `1.000`), as asset catalogs and Icon Composer write
    /// color components.
    package static func fixed(_ value: Double, fractionDigits: Int) -> String {
        var text = string(value, maximumFractionDigits: fractionDigits)
        guard fractionDigits > 0 else { return text }
        if !text.contains(".") { text += "." }
        let present = text.count - text.distance(from: text.startIndex, to: text.firstIndex(of: ".")!) - 1
        return text + String(repeating: "0", count: fractionDigits - present)
    }
}
