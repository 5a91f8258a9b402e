import SVGPath

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
        // One grammar and one conversion for path data and style values alike.
        var index = position
        guard let value = NumberScanner.scan(bytes, &index) else { return nil }
        position = index
        return value
    }

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
