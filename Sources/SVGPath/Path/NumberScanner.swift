import CPlatform

/// Scans SVG numbers (`[+-]? (digits? . digits | digits .?) ([eE] [+-]? digits)?`) from UTF-8 bytes.
///
/// The common case — up to 15 significant digits and a small exponent — is computed exactly from an integer
/// mantissa and a power of ten (both exact in a Double, so one correctly rounded operation). Anything longer goes
/// through the C library's `strtod`, which rounds correctly too.
package enum NumberScanner {
    private static let powers: [Double] = (0...22).map { exactPowerOfTen($0) }

    private static func exactPowerOfTen(_ n: Int) -> Double {
        var value = 1.0
        for _ in 0..<n { value *= 10 }
        return value
    }

    /// Scans a number at `index`, advancing past it; nil (index unchanged) when no number starts there.
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Double? {
        let start = index
        var i = index
        var negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var sawDigit = false
        var truncated = false
        while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
            sawDigit = true
            if digits < 19 { mantissa = mantissa * 10 + UInt64(bytes[i] - 0x30); if mantissa > 0 { digits += 1 } }
            else { exponent += 1; truncated = true }
            i += 1
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            var j = i + 1
            var sawFraction = false
            while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 {
                sawFraction = true
                if digits < 19 {
                    mantissa = mantissa * 10 + UInt64(bytes[j] - 0x30)
                    if mantissa > 0 { digits += 1 }
                    exponent -= 1
                } else {
                    truncated = true
                }
                j += 1
            }
            if sawFraction || sawDigit {
                i = j
                sawDigit = sawDigit || sawFraction
            }
        }
        guard sawDigit else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            var exponentNegative = false
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") {
                exponentNegative = bytes[j] == UInt8(ascii: "-")
                j += 1
            }
            var value = 0
            var sawExponentDigit = false
            while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 {
                sawExponentDigit = true
                if value < 100_000 { value = value * 10 + Int(bytes[j] - 0x30) }
                j += 1
            }
            // "1e" or "1em" is a number followed by something else, as in CSS.
            if sawExponentDigit {
                exponent += exponentNegative ? -value : value
                i = j
            }
        }
        index = i
        if !truncated && digits <= 15 && exponent >= -22 && exponent <= 22 {
            let m = Double(mantissa)
            let v = exponent < 0 ? m / powers[-exponent] : m * powers[exponent]
            return negative ? -v : v
        }
        return slowPath(bytes, start, i)
    }

    private static func slowPath(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double {
        var buffer = [CChar](repeating: 0, count: end - start + 1)
        for k in start..<end { buffer[k - start] = CChar(bitPattern: bytes[k]) }
        return strtod(buffer, nil)
    }

    /// Scans a whole string as one number (surrounding whitespace allowed); nil if it is anything else.
    package static func parse<S: StringProtocol>(_ text: S) -> Double? {
        var string = String(text)
        return string.withUTF8 { buffer -> Double? in
            var i = 0
            while i < buffer.count, buffer[i] == 0x20 || buffer[i] == 0x09 || buffer[i] == 0x0A || buffer[i] == 0x0D { i += 1 }
            guard let value = scan(buffer, &i) else { return nil }
            while i < buffer.count, buffer[i] == 0x20 || buffer[i] == 0x09 || buffer[i] == 0x0A || buffer[i] == 0x0D { i += 1 }
            return i == buffer.count ? value : nil
        }
    }
}
