/// Documents in another encoding than UTF-8, turned into UTF-8 before they are read: UTF-16 with a byte-order
/// mark, and the single-byte encodings an XML declaration names (ISO-8859-1, windows-1252, windows-1251, US-ASCII).
/// Any other declared encoding is refused with an error at its declaration. Locations in a transcoded document count
/// lines as written and columns in the UTF-8 bytes it became.
enum XMLEncoding {
    /// The document as UTF-8, or nil when it already is (no mark of another encoding, no other declared one).
    static func utf8(_ bytes: [UInt8]) throws(XMLSyntaxError) -> [UInt8]? {
        if bytes.count >= 2, bytes[0] == 0xFE && bytes[1] == 0xFF || bytes[0] == 0xFF && bytes[1] == 0xFE {
            return try utf16(bytes, bigEndian: bytes[0] == 0xFE)
        }
        guard let (name, offset) = declaredEncoding(bytes) else { return nil }
        switch name.lowercased() {
        case "utf-8", "utf8": return nil
        case "iso-8859-1", "latin1", "iso_8859-1", "l1", "us-ascii", "ascii":
            return singleByte(bytes) { UInt32($0) }
        case "windows-1252", "cp1252":
            return try checkedSingleByte(bytes, table: windows1252, name: name)
        case "windows-1251", "cp1251":
            return try checkedSingleByte(bytes, table: windows1251, name: name)
        case "utf-16", "utf16":
            throw XMLSyntaxError("the document declares UTF-16 but has no byte-order mark; save it as UTF-8", at: offset)
        default:
            throw XMLSyntaxError("the document declares the encoding '\(name)'; UTF-8, UTF-16, ISO-8859-1, windows-1252 and windows-1251 are read", at: offset)
        }
    }

    /// The `encoding` of an XML declaration at the very start, and the offset of its value.
    static func declaredEncoding(_ bytes: [UInt8]) -> (String, Int)? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let limit = min(bytes.count, 256)
        guard let close = (2..<max(2, limit - 1)).first(where: { bytes[$0] == UInt8(ascii: "?") && bytes[$0 + 1] == UInt8(ascii: ">") }) else { return nil }
        let head = Array(bytes[0..<close])
        let key = Array("encoding".utf8)
        guard head.count > key.count, let at = (0...(head.count - key.count)).first(where: { Array(head[$0..<($0 + key.count)]) == key }) else { return nil }
        var i = at + key.count
        while i < head.count, head[i] == 0x20 || head[i] == 0x09 || head[i] == 0x0A || head[i] == 0x0D || head[i] == UInt8(ascii: "=") { i += 1 }
        guard i < head.count, head[i] == UInt8(ascii: "\"") || head[i] == UInt8(ascii: "'") else { return nil }
        let quote = head[i]
        guard let end = head[(i + 1)...].firstIndex(of: quote) else { return nil }
        return (String(decoding: head[(i + 1)..<end], as: UTF8.self), i + 1)
    }

    private static func singleByte(_ bytes: [UInt8], scalar: (UInt8) -> UInt32) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 4)
        for byte in bytes {
            if byte < 0x80 { out.append(byte) } else { XMLByte.appendUTF8(scalar(byte), to: &out) }
        }
        return out
    }

    private static func checkedSingleByte(_ bytes: [UInt8], table: [UInt32], name: String) throws(XMLSyntaxError) -> [UInt8] {
        if let bad = bytes.firstIndex(where: { $0 >= 0x80 && table[Int($0) - 0x80] == 0 }) {
            throw XMLSyntaxError("byte \(XMLByte.hex(bytes[bad])) has no character in \(name)", at: bad)
        }
        return singleByte(bytes) { table[Int($0) - 0x80] }
    }

    private static func utf16(_ bytes: [UInt8], bigEndian: Bool) throws(XMLSyntaxError) -> [UInt8] {
        guard bytes.count % 2 == 0 else { throw XMLSyntaxError("the UTF-16 document has an odd number of bytes", at: bytes.count - 1) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count / 2)
        var i = 2
        func unit(_ k: Int) -> UInt32 { bigEndian ? UInt32(bytes[k]) << 8 | UInt32(bytes[k + 1]) : UInt32(bytes[k + 1]) << 8 | UInt32(bytes[k]) }
        while i < bytes.count {
            let first = unit(i)
            var scalar = first
            if (0xD800...0xDBFF).contains(first) {
                guard i + 3 < bytes.count, (0xDC00...0xDFFF).contains(unit(i + 2)) else {
                    throw XMLSyntaxError("invalid UTF-16: an unpaired surrogate", at: i)
                }
                scalar = 0x10000 + ((first - 0xD800) << 10) + (unit(i + 2) - 0xDC00)
                i += 2
            } else if (0xDC00...0xDFFF).contains(first) {
                throw XMLSyntaxError("invalid UTF-16: an unpaired surrogate", at: i)
            }
            XMLByte.appendUTF8(scalar, to: &out)
            i += 2
        }
        return out
    }

    /// windows-1252's characters for bytes 0x80…0xFF (0: none).
    static let windows1252: [UInt32] = [
        0x20AC, 0x0000, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x0000, 0x017D, 0x0000,
        0x0000, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x0000, 0x017E, 0x0178,
        0x00A0, 0x00A1, 0x00A2, 0x00A3, 0x00A4, 0x00A5, 0x00A6, 0x00A7, 0x00A8, 0x00A9, 0x00AA, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x00AF,
        0x00B0, 0x00B1, 0x00B2, 0x00B3, 0x00B4, 0x00B5, 0x00B6, 0x00B7, 0x00B8, 0x00B9, 0x00BA, 0x00BB, 0x00BC, 0x00BD, 0x00BE, 0x00BF,
        0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C6, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D7, 0x00D8, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00DF,
        0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E6, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x00EC, 0x00ED, 0x00EE, 0x00EF,
        0x00F0, 0x00F1, 0x00F2, 0x00F3, 0x00F4, 0x00F5, 0x00F6, 0x00F7, 0x00F8, 0x00F9, 0x00FA, 0x00FB, 0x00FC, 0x00FD, 0x00FE, 0x00FF,
    ]

    /// windows-1251's characters for bytes 0x80…0xFF (0: none).
    static let windows1251: [UInt32] = [
        0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409, 0x2039, 0x040A, 0x040C, 0x040B, 0x040F,
        0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x0000, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F,
        0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7, 0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407,
        0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7, 0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457,
        0x0410, 0x0411, 0x0412, 0x0413, 0x0414, 0x0415, 0x0416, 0x0417, 0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E, 0x041F,
        0x0420, 0x0421, 0x0422, 0x0423, 0x0424, 0x0425, 0x0426, 0x0427, 0x0428, 0x0429, 0x042A, 0x042B, 0x042C, 0x042D, 0x042E, 0x042F,
        0x0430, 0x0431, 0x0432, 0x0433, 0x0434, 0x0435, 0x0436, 0x0437, 0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E, 0x043F,
        0x0440, 0x0441, 0x0442, 0x0443, 0x0444, 0x0445, 0x0446, 0x0447, 0x0448, 0x0449, 0x044A, 0x044B, 0x044C, 0x044D, 0x044E, 0x044F,
    ]
}
