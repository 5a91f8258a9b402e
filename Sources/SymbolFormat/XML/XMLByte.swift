/// Byte classes of XML's syntax, which is all ASCII; the reader never looks at characters, only bytes.
enum XMLByte {
    /// Space, tab, line feed or carriage return (XML 1.0 §2.3 `S`).
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// A byte that may start a name: an ASCII letter, `_`, `:` or any non-ASCII byte.
    ///
    /// Non-ASCII letters are accepted wholesale rather than checked against the `NameStartChar`
    /// ranges: the input is already valid UTF-8, and icon files only use ASCII names.
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    /// A byte that may continue a name: a name start, an ASCII digit, `-` or `.`.
    @inline(__always)
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// Whether `scalar` is a `Char` of XML 1.0 (§2.2): what character references may produce.
    static func isCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Appends the UTF-8 encoding of a scalar value that `isCharacter` accepted.
    static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(truncatingIfNeeded: 0xC0 | (scalar >> 6)))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            buffer.append(UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12)))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
        default:
            buffer.append(UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18)))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F)))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
        }
    }

    /// `U+XXXX`, as the Unicode standard writes code points.
    static func codePoint(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `0xXX`, for bytes that are not characters.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }
}
