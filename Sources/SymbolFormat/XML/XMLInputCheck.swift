/// The first pass over the input: encoding checks, UTF-8 validation and the line table.
///
/// Validating everything up front lets the scanner build `String`s from byte slices without
/// ever repairing them, and lets it use byte 0 as an end-of-input sentinel, since NUL is rejected here.
enum XMLInputCheck {
    /// The offset just past a UTF-8 byte-order mark, or 0; rejects UTF-16 and UTF-32 input by its mark.
    static func bodyStart(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLSyntaxError) -> Int {
        if let kind = binaryKind(bytes) {
            throw XMLSyntaxError("this is \(kind), not an SVG (an SVG file is XML text starting with '<')", at: 0)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return 3 }
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw XMLSyntaxError("the file starts with a UTF-16 byte-order mark; only UTF-8 is supported", at: 0)
        }
        return 0
    }

    /// The kind of a binary file given by mistake, from its magic number (a PNG where an SVG was meant, say).
    static func binaryKind(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let magics: [(prefix: [UInt8], kind: String)] = [
            ([0x89, 0x50, 0x4E, 0x47], "a PNG image"), ([0xFF, 0xD8, 0xFF], "a JPEG image"), (Array("GIF8".utf8), "a GIF image"),
            (Array("%PDF".utf8), "a PDF document"), ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"), ([0x1F, 0x8B], "a gzip file of another method than DEFLATE"),
            (Array("icns".utf8), "an icns file"), ([0x00, 0x00, 0x01, 0x00], "an ico file"), (Array("RIFF".utf8), "a RIFF file (WebP?)"),
        ]
        for magic in magics where bytes.count >= magic.prefix.count && zip(bytes, magic.prefix).allSatisfy({ $0 == $1 }) { return magic.kind }
        return nil
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
