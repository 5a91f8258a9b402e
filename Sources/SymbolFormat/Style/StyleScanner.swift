/// A byte cursor shared by the style parsers: whitespace, numbers and identifiers over UTF-8.
///
/// The buffer is only valid inside the `withUTF8` closure that created the scanner; the scanner
/// must never escape it.
struct StyleScanner {
    /// The bytes being scanned.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The index of the next unread byte.
    var position: Int

    /// Creates a scanner at the start of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// True when every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or nil at the end.
    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Skips CSS/SVG whitespace (space, tab, LF, CR, FF).
    mutating func skipWhitespace() {
        while position < bytes.count, StyleScanner.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Skips whitespace with at most one comma in it (SVG's `comma-wsp`); returns true if a comma was skipped.
    @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
            position += 1
            skipWhitespace()
            return true
        }
        return false
    }

    /// Consumes `byte` if it is next; returns whether it did.
    mutating func consume(_ byte: UInt8) -> Bool {
        if position < bytes.count, bytes[position] == byte {
            position += 1
            return true
        }
        return false
    }

    /// Reads a run of ASCII letters (possibly empty) and returns its range.
    mutating func scanLetters() -> Range<Int> {
        let start = position
        while position < bytes.count, StyleScanner.isLetter(bytes[position]) { position += 1 }
        return start..<position
    }

    /// True when the bytes in `range` equal the lowercase ASCII `word`, ignoring ASCII case.
    func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for k in 0..<range.count where StyleScanner.lowercased(bytes[range.lowerBound + k]) != w[k] {
            return false
        }
        return true
    }

    /// Scans an SVG/CSS number (`[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`).
    ///
    /// An `e` not followed by an exponent is left unread, so `1em` scans as `1` followed by `em`.
    /// Returns nil, leaving the position unchanged, when no number starts here.
    mutating func scanNumber() -> Double? {
        let n = bytes.count
        let start = position
        var i = position
        var negative = false
        if i < n, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var exponent = 0
        var exact = true
        var sawDigit = false
        while i < n, let d = StyleScanner.digit(bytes[i]) {
            if mantissa < 100_000_000_000_000_000 {
                mantissa = mantissa * 10 + UInt64(d)
            } else {
                exponent += 1
                if d != 0 { exact = false }
            }
            sawDigit = true
            i += 1
        }
        if i < n, bytes[i] == UInt8(ascii: ".") {
            let afterDot = i + 1
            let digitFollows = afterDot < n && StyleScanner.digit(bytes[afterDot]) != nil
            if digitFollows || sawDigit {
                i = afterDot
                while i < n, let d = StyleScanner.digit(bytes[i]) {
                    if mantissa < 100_000_000_000_000_000 {
                        mantissa = mantissa * 10 + UInt64(d)
                        exponent -= 1
                    } else if d != 0 {
                        exact = false
                    }
                    sawDigit = true
                    i += 1
                }
            }
        }
        guard sawDigit else { return nil }
        if i < n, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            var expNegative = false
            if j < n, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") {
                expNegative = bytes[j] == UInt8(ascii: "-")
                j += 1
            }
            if j < n, StyleScanner.digit(bytes[j]) != nil {
                var e = 0
                while j < n, let d = StyleScanner.digit(bytes[j]) {
                    if e < 100_000 { e = e * 10 + d }
                    j += 1
                }
                exponent += expNegative ? -e : e
                i = j
            }
        }
        position = i
        var value: Double
        if exact, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            value = Double(mantissa)
            if exponent < 0 {
                value /= StyleScanner.powersOfTen[-exponent]
            } else if exponent > 0 {
                value *= StyleScanner.powersOfTen[exponent]
            }
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            if let parsed = Double(text) { return parsed }
            value = exponent < 0 ? 0 : .infinity
        }
        return negative ? -value : value
    }

    /// Exact powers of ten, 10⁰ … 10²².
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// True for space, tab, LF, CR and FF.
    static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
    }

    /// True for ASCII letters.
    static func isLetter(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
    }

    /// The value of an ASCII decimal digit.
    static func digit(_ b: UInt8) -> Int? {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") ? Int(b - UInt8(ascii: "0")) : nil
    }

    /// The value of an ASCII hexadecimal digit.
    static func hexDigit(_ b: UInt8) -> Int? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(b - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(b - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// ASCII lowercase of a byte; other bytes are unchanged.
    static func lowercased(_ b: UInt8) -> UInt8 {
        b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b | 0x20 : b
    }

    /// The range of `range` without leading and trailing whitespace.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi, StyleScanner.isWhitespace(bytes[lo]) { lo += 1 }
        while hi > lo, StyleScanner.isWhitespace(bytes[hi - 1]) { hi -= 1 }
        return lo..<hi
    }

    /// The bytes in `range` as a string.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The bytes in `range` as an ASCII-lowercased string.
    func lowercasedString(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { out in
            for k in 0..<range.count { out[k] = StyleScanner.lowercased(bytes[range.lowerBound + k]) }
            return range.count
        }
    }
}

extension Substring {
    /// Runs `body` over this substring's contiguous UTF-8 bytes.
    func withStyleBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var copy = self
        return copy.withUTF8(body)
    }
}
