/// Decodes the five predefined entities and character references (XML 1.0 §4.1, §4.6).
///
/// Only these are ever expanded: there are no entity declarations, so nothing can grow
/// (no "billion laughs", no quadratic blow-up) and nothing is fetched.
enum XMLReferenceDecoder {
    /// Appends `bytes[range]` to `buffer`, replacing each reference by the character it stands for.
    ///
    /// A reference must end inside `range`: `&amp` cut off by a closing quote is an error.
    static func append(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to buffer: inout [UInt8]
    ) throws(XMLSyntaxError) {
        var index = range.lowerBound
        var runStart = index
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "&") else {
                index += 1
                continue
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            index = try decodeReference(bytes, at: index, limit: range.upperBound, to: &buffer)
            runStart = index
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<range.upperBound]))
    }

    /// Decodes the reference whose `&` is at `start`, returning the offset after its `;`.
    private static func decodeReference(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int, to buffer: inout [UInt8]
    ) throws(XMLSyntaxError) -> Int {
        var index = start + 1
        if index < limit, bytes[index] == UInt8(ascii: "#") {
            return try decodeCharacterReference(bytes, at: start, limit: limit, to: &buffer)
        }
        guard index < limit, XMLByte.isNameStart(bytes[index]) else {
            throw XMLSyntaxError(
                "'&' must start a reference such as '&amp;' or '&#38;'; write a literal '&' as '&amp;'", at: start)
        }
        let nameStart = index
        while index < limit, XMLByte.isNameCharacter(bytes[index]) { index += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
        guard index < limit, bytes[index] == UInt8(ascii: ";") else {
            throw XMLSyntaxError("expected ';' to end the entity reference '&\(XMLDisplay.name(name))'", at: index)
        }
        let replacement: UInt8
        if name.elementsEqual("lt".utf8) {
            replacement = UInt8(ascii: "<")
        } else if name.elementsEqual("gt".utf8) {
            replacement = UInt8(ascii: ">")
        } else if name.elementsEqual("amp".utf8) {
            replacement = UInt8(ascii: "&")
        } else if name.elementsEqual("apos".utf8) {
            replacement = UInt8(ascii: "'")
        } else if name.elementsEqual("quot".utf8) {
            replacement = UInt8(ascii: "\"")
        } else {
            throw XMLSyntaxError(
                "undefined entity '&\(XMLDisplay.name(name));'; only &lt; &gt; &amp; &apos; &quot; and "
                    + "character references are supported, and entities the DOCTYPE declares",
                at: start)
        }
        buffer.append(replacement)
        return index + 1
    }

    /// Decodes `&#NNN;` or `&#xHHH;` whose `&` is at `start`.
    private static func decodeCharacterReference(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int, to buffer: inout [UInt8]
    ) throws(XMLSyntaxError) -> Int {
        var index = start + 2
        let isHexadecimal = index < limit && bytes[index] == UInt8(ascii: "x")
        if isHexadecimal { index += 1 }
        let radix: UInt32 = isHexadecimal ? 16 : 10
        let digitsStart = index
        var scalar: UInt32 = 0
        while index < limit, let digit = digitValue(bytes[index], hexadecimal: isHexadecimal) {
            // Saturate just above the Unicode range so long digit strings cannot overflow.
            scalar = min(scalar * radix + digit, 0x110000)
            index += 1
        }
        guard index > digitsStart else {
            let kind = isHexadecimal ? "hexadecimal" : "decimal"
            throw XMLSyntaxError("expected \(kind) digits in the character reference", at: index)
        }
        guard index < limit, bytes[index] == UInt8(ascii: ";") else {
            throw XMLSyntaxError("expected ';' to end the character reference", at: index)
        }
        guard XMLByte.isCharacter(scalar) else {
            let written = XMLDisplay.name(UnsafeBufferPointer(rebasing: bytes[start...index]))
            let value = scalar > 0x10FFFF ? "beyond U+10FFFF" : XMLByte.codePoint(scalar)
            throw XMLSyntaxError(
                "character reference '\(written)' is \(value), which is not allowed in XML", at: start)
        }
        XMLByte.appendUTF8(scalar, to: &buffer)
        return index + 1
    }

    @inline(__always)
    private static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
