/// Parses a CSS declaration block: the text of a `style` attribute or the inside of a rule's braces.
///
/// `fill:#fff; stroke-width : 2px;opacity:.5` gives three declarations in source order. Names are
/// trimmed and ASCII-lowercased; values are trimmed, and a trailing `!important` (any case, any
/// spacing) is removed and reported in ``StyleDeclaration/isImportant``. Comments (`/* … */`)
/// are removed (each acts as a space). Semicolons inside quotes or parentheses (`url(data:…;…)`)
/// do not end a declaration. Empty declarations, trailing semicolons, declarations without a
/// colon and declarations with an empty name or value are skipped. Duplicates are all kept, in
/// order, so that the last one wins when applied in sequence.
package enum StyleDeclarations {
    /// Parses a declaration block.
    package static func parse(_ s: Substring) -> [StyleDeclaration] {
        s.withStyleBytes { bytes in
            var result: [StyleDeclaration] = []
            parse(StyleScanner(bytes), 0..<bytes.count, into: &result)
            return result
        }
    }

    /// Parses the declarations in `range` of the scanner's bytes, appending to `result`.
    static func parse(_ sc: StyleScanner, _ range: Range<Int>, into result: inout [StyleDeclaration]) {
        let b = sc.bytes
        var i = range.lowerBound
        let end = range.upperBound
        // Bytes of the current declaration with comments replaced by a space; reused across declarations.
        var buffer: [UInt8] = []
        var colon: Int? = nil
        var depth = 0
        var quote: UInt8? = nil
        while i <= end {
            if i == end || (quote == nil && depth == 0 && b[i] == UInt8(ascii: ";")) {
                finish(buffer, colon: colon, into: &result)
                buffer.removeAll(keepingCapacity: true)
                colon = nil
                depth = 0
                quote = nil
                i += 1
                continue
            }
            let c = b[i]
            if let q = quote {
                buffer.append(c)
                if c == UInt8(ascii: "\\"), i + 1 < end {
                    buffer.append(b[i + 1])
                    i += 2
                    continue
                }
                if c == q { quote = nil }
                i += 1
                continue
            }
            if c == UInt8(ascii: "/"), i + 1 < end, b[i + 1] == UInt8(ascii: "*") {
                i = StyleComments.end(of: b, from: i, limit: end)
                buffer.append(0x20)
                continue
            }
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = c
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            case UInt8(ascii: ":") where colon == nil: colon = buffer.count
            default: break
            }
            buffer.append(c)
            i += 1
        }
    }

    /// Turns one declaration's bytes into a ``StyleDeclaration`` when it is well formed.
    private static func finish(_ buffer: [UInt8], colon: Int?, into result: inout [StyleDeclaration]) {
        guard let colon else { return }
        buffer.withUnsafeBufferPointer { bytes in
            let sc = StyleScanner(bytes)
            let name = sc.trimmed(0..<colon)
            var value = sc.trimmed((colon + 1)..<bytes.count)
            guard !name.isEmpty else { return }
            var important = false
            if let bang = importantSuffix(sc, value) {
                important = true
                value = sc.trimmed(value.lowerBound..<bang)
            }
            guard !value.isEmpty else { return }
            result.append(
                StyleDeclaration(name: sc.lowercasedString(name), value: sc.string(value), isImportant: important))
        }
    }

    /// The index of the `!` of a trailing `! important`, if the value ends with one.
    private static func importantSuffix(_ sc: StyleScanner, _ value: Range<Int>) -> Int? {
        let word = 9  // "important"
        guard value.count > word else { return nil }
        let wordStart = value.upperBound - word
        guard sc.matches(wordStart..<value.upperBound, "important") else { return nil }
        var k = wordStart - 1
        while k >= value.lowerBound, StyleScanner.isWhitespace(sc.bytes[k]) { k -= 1 }
        guard k >= value.lowerBound, sc.bytes[k] == UInt8(ascii: "!") else { return nil }
        return k
    }
}
