/// Parses a selector list into ``SimpleSelector``s, dropping those it cannot represent.
struct SelectorParser {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Splits `range` on top-level commas and parses each selector.
    func parseList(_ range: Range<Int>) -> [SimpleSelector] {
        var result: [SimpleSelector] = []
        let sheet = StyleSheetParser(bytes)
        var start = range.lowerBound
        var i = range.lowerBound
        var depth = 0
        while i <= range.upperBound {
            if i == range.upperBound || (depth == 0 && bytes[i] == UInt8(ascii: ",")) {
                if let s = parseCompound(start..<i) { result.append(s) }
                i += 1
                start = i
                continue
            }
            switch bytes[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
            i = min(sheet.skipToken(from: i), range.upperBound)
        }
        return result
    }

    /// Parses one compound selector, or returns nil when it is empty or unsupported.
    func parseCompound(_ range: Range<Int>) -> SimpleSelector? {
        let end = range.upperBound
        var i = skipSpace(range.lowerBound, end)
        guard i < end else { return nil }
        var selector = SimpleSelector()
        var wroteAnything = false
        if bytes[i] == UInt8(ascii: "*") {
            i += 1
            wroteAnything = true
        } else if isNameStart(bytes[i]) {
            let (name, next) = readName(i, end, stopAtColon: true)
            guard !name.isEmpty else { return nil }
            selector.type = name
            i = next
            wroteAnything = true
        }
        while i < end {
            let c = bytes[i]
            if c == UInt8(ascii: ".") || c == UInt8(ascii: "#") {
                let (name, next) = readName(i + 1, end, stopAtColon: false)
                guard !name.isEmpty else { return nil }
                if c == UInt8(ascii: ".") {
                    selector.classes.append(name)
                } else {
                    // Two different ids can never both match; keep the selector unrepresentable.
                    if let id = selector.id, id != name { return nil }
                    selector.id = name
                }
                i = next
                wroteAnything = true
            } else if StyleScanner.isWhitespace(c) || c == UInt8(ascii: "/") {
                i = skipSpace(i, end)
                if i < end { return nil }  // a descendant combinator or junk follows
            } else {
                return nil  // `>`, `+`, `~`, `[`, a pseudo-class after a type or `*`, …
            }
        }
        return wroteAnything ? selector : nil
    }

    /// Skips whitespace and comments up to `end`.
    func skipSpace(_ start: Int, _ end: Int) -> Int {
        var i = start
        while i < end {
            if StyleScanner.isWhitespace(bytes[i]) {
                i += 1
            } else if bytes[i] == UInt8(ascii: "/"), i + 1 < end, bytes[i + 1] == UInt8(ascii: "*") {
                i = StyleComments.end(of: bytes, from: i, limit: end)
            } else {
                break
            }
        }
        return i
    }

    /// True for bytes that can start a type name.
    func isNameStart(_ b: UInt8) -> Bool {
        StyleScanner.isLetter(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b >= 0x80
            || b == UInt8(ascii: "\\")
    }

    /// Reads a name up to whitespace, `{`, `,`, `.`, `#`, `[`, `>`, `+`, `~`, `/`, `(`, `)`
    /// (and `:` for type names), decoding CSS escapes; returns it and the index after it.
    func readName(_ start: Int, _ end: Int, stopAtColon: Bool) -> (String, Int) {
        var out: [UInt8] = []
        var i = start
        loop: while i < end {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "#"),
                UInt8(ascii: "["), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "~"),
                UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"):
                break loop
            case UInt8(ascii: ":") where stopAtColon:
                break loop
            case UInt8(ascii: "\\"):
                i = decodeEscape(i + 1, end, into: &out)
            default:
                if StyleScanner.isWhitespace(c) { break loop }
                out.append(c)
                i += 1
            }
        }
        return (String(decoding: out, as: UTF8.self), i)
    }

    /// Decodes the escape after a backslash at `start - 1`: up to six hex digits and one optional
    /// whitespace, or any other single character taken literally. Returns the index after it.
    func decodeEscape(_ start: Int, _ end: Int, into out: inout [UInt8]) -> Int {
        guard start < end else { return end }
        var i = start
        var value: UInt32 = 0
        while i < end, i - start < 6, let d = StyleScanner.hexDigit(bytes[i]) {
            value = value << 4 | UInt32(d)
            i += 1
        }
        if i == start {
            out.append(bytes[i])
            return i + 1
        }
        if i < end, StyleScanner.isWhitespace(bytes[i]) { i += 1 }
        let scalar = Unicode.Scalar(value).flatMap { value == 0 ? nil : $0 } ?? "\u{FFFD}"
        out.append(contentsOf: String(Character(scalar)).utf8)
        return i
    }
}
