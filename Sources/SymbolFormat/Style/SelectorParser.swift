/// Parses a selector list into ``SimpleSelector``s (each with its context), dropping those it cannot represent.
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

    /// The most compound selectors one selector may chain: matching walks ancestors per compound, so a bound keeps
    /// a hostile sheet's cost proportional to the document.
    static let maximumCompounds = 16

    /// Parses one complex selector (compound selectors joined by combinators: whitespace, `>`, `+`, `~`) into its
    /// subject with the others as its context, or returns nil when it is empty or unsupported.
    func parseCompound(_ range: Range<Int>) -> SimpleSelector? {
        let end = range.upperBound
        var i = skipSpace(range.lowerBound, end)
        guard i < end else { return nil }
        var compounds: [SimpleSelector] = []
        var combinators: [SelectorContext.Combinator] = []
        while true {
            guard let (compound, next) = parseOneCompound(i, end) else { return nil }
            compounds.append(compound)
            let afterSpace = skipSpace(next, end)
            if afterSpace >= end { break }
            guard compounds.count < Self.maximumCompounds else { return nil }
            switch bytes[afterSpace] {
            case UInt8(ascii: ">"): combinators.append(.child); i = skipSpace(afterSpace + 1, end)
            case UInt8(ascii: "+"): combinators.append(.adjacentSibling); i = skipSpace(afterSpace + 1, end)
            case UInt8(ascii: "~"): combinators.append(.generalSibling); i = skipSpace(afterSpace + 1, end)
            default:
                guard afterSpace > next else { return nil }  // junk right after a compound
                combinators.append(.descendant)
                i = afterSpace
            }
            guard i < end else { return nil }  // a combinator with nothing after it
        }
        var subject = compounds.removeLast()
        subject.context = zip(combinators.reversed(), compounds.reversed()).map { SelectorContext($0, $1) }
        return subject
    }

    /// Parses one compound selector starting at `start`; returns it and the index after it (at whitespace, a
    /// combinator or `end`), or nil when it is empty or unsupported.
    func parseOneCompound(_ start: Int, _ end: Int) -> (SimpleSelector, Int)? {
        var i = start
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
            } else if c == UInt8(ascii: "[") {
                guard let (condition, next) = parseAttribute(i + 1, end) else { return nil }
                selector.attributes.append(condition)
                i = next
            } else if c == UInt8(ascii: ":") {
                let (name, next) = readName(i + 1, end, stopAtColon: true)
                guard name.lowercased() == "first-child" else { return nil }  // other pseudo-classes never match here
                selector.isFirstChild = true
                i = next
            } else if StyleScanner.isWhitespace(c) || c == UInt8(ascii: "/") || c == UInt8(ascii: ">")
                        || c == UInt8(ascii: "+") || c == UInt8(ascii: "~") {
                break
            } else {
                return nil
            }
            wroteAnything = true
        }
        return wroteAnything ? (selector, i) : nil
    }

    /// Parses an attribute selector after its `[`: a name, optionally an operator and a value (quoted or an
    /// identifier), then `]`. Returns it and the index after `]`; nil when malformed or flagged (`i`, `s`).
    func parseAttribute(_ start: Int, _ end: Int) -> (AttributeCondition, Int)? {
        var i = skipSpace(start, end)
        var name: [UInt8] = []
        while i < end, !StyleScanner.isWhitespace(bytes[i]), !"=]~|^$*".utf8.contains(bytes[i]) {
            name.append(bytes[i])
            i += 1
        }
        guard !name.isEmpty else { return nil }
        i = skipSpace(i, end)
        guard i < end else { return nil }
        if bytes[i] == UInt8(ascii: "]") {
            return (AttributeCondition(name: String(decoding: name, as: UTF8.self), op: .exists), i + 1)
        }
        var opText = ""
        if bytes[i] != UInt8(ascii: "=") {
            opText.append(Character(Unicode.Scalar(bytes[i])))
            i += 1
        }
        guard i < end, bytes[i] == UInt8(ascii: "="), let op = AttributeCondition.Operator(rawValue: opText + "=") else { return nil }
        i = skipSpace(i + 1, end)
        guard i < end else { return nil }
        var value: [UInt8] = []
        if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
            let quote = bytes[i]
            i += 1
            while i < end, bytes[i] != quote {
                value.append(bytes[i])
                i += 1
            }
            guard i < end else { return nil }
            i += 1
        } else {
            while i < end, !StyleScanner.isWhitespace(bytes[i]), bytes[i] != UInt8(ascii: "]") {
                value.append(bytes[i])
                i += 1
            }
            guard !value.isEmpty else { return nil }
        }
        i = skipSpace(i, end)
        guard i < end, bytes[i] == UInt8(ascii: "]") else { return nil }
        return (AttributeCondition(name: String(decoding: name, as: UTF8.self), op: op, value: String(decoding: value, as: UTF8.self)), i + 1)
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
