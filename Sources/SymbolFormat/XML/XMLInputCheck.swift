/// The first pass over the input: encoding checks, UTF-8 validation and the line table.
///
/// Validating everything up front lets the scanner build `String`s from byte slices without
/// ever repairing them, and lets it use byte 0 as an end-of-input sentinel, since NUL is rejected here.
enum XMLInputCheck {
    /// The offset just past a UTF-8 byte-order mark, or 0; rejects UTF-16 and UTF-32 input by its mark.
    static func bodyStart(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLSyntaxError) -> Int {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return 3 }
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw XMLSyntaxError("the file starts with a UTF-16 byte-order mark; only UTF-8 is supported", at: 0)
        }
        return 0
    }

    /// Checks that `bytes` is UTF-8 made of XML characters, recording every line start in `lines`.
    ///
    /// On failure `lines` holds the line starts up to the error, enough to locate it.
    static func validate(_ bytes: UnsafeBufferPointer<UInt8>, lines: inout XMLLineTable) throws(XMLSyntaxError) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight bytes at a time while they are printable ASCII: most of an SVG is path data.
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let nonASCII = word & 0x8080_8080_8080_8080
                let control = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                if nonASCII | control != 0 { break }
                index += 8
            }
            guard index < count else { return }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x80 {
                index += 1
            } else if byte < 0x20 {
                switch byte {
                case 0x0A:
                    lines.addLineStart(index + 1)
                case 0x0D:
                    if index + 1 >= count || bytes[index + 1] != 0x0A { lines.addLineStart(index + 1) }
                case 0x09:
                    break
                default:
                    throw XMLSyntaxError(
                        "control character \(XMLByte.codePoint(UInt32(byte))) is not allowed in XML", at: index)
                }
                index += 1
            } else {
                index = try validateSequence(bytes, at: index)
            }
        }
    }

    /// Validates the multi-byte UTF-8 sequence starting at `index` and returns the offset after it.
    private static func validateSequence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(XMLSyntaxError) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default:
            throw XMLSyntaxError("invalid UTF-8 at byte offset \(index): \(XMLByte.hex(lead)) cannot start a character", at: index)
        }
        guard index + length <= bytes.count else {
            throw XMLSyntaxError("invalid UTF-8 at byte offset \(index): the file ends inside a \(length)-byte sequence", at: index)
        }
        for position in (index + 1)..<(index + length) {
            let byte = bytes[position]
            let allowed = position == index + 1 ? secondRange : 0x80...0xBF
            guard allowed.contains(byte) else {
                throw XMLSyntaxError(
                    "invalid UTF-8 at byte offset \(index): \(XMLByte.hex(lead)) followed by \(XMLByte.hex(byte))",
                    at: index)
            }
        }
        // U+FFFE and U+FFFF are valid UTF-8 but not XML characters (XML 1.0 §2.2).
        if lead == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
            let scalar: UInt32 = bytes[index + 2] == 0xBE ? 0xFFFE : 0xFFFF
            throw XMLSyntaxError("character \(XMLByte.codePoint(scalar)) is not allowed in XML", at: index)
        }
        return index + length
    }
}
