/// The byte-level parser behind ``StyleSheet/parse(_:)``.
struct StyleSheetParser {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses every rule.
    func parse() -> StyleSheet {
        var rules: [StyleRule] = []
        let n = bytes.count
        var i = 0
        while true {
            i = skipTrivia(from: i)
            guard i < n else { break }
            let c = bytes[i]
            if c == UInt8(ascii: "}") || c == UInt8(ascii: ";") {
                i += 1  // stray token
                continue
            }
            let atRule = c == UInt8(ascii: "@")
            // The prelude runs to `{` (or, for an at-rule, to `;`).
            let preludeStart = i
            var j = i
            var stop: UInt8? = nil
            while j < n {
                let d = bytes[j]
                if d == UInt8(ascii: "{") || (atRule && d == UInt8(ascii: ";")) {
                    stop = d
                    break
                }
                j = skipToken(from: j)
            }
            guard let stop else { break }  // prelude runs off the end: nothing more to apply
            if stop == UInt8(ascii: ";") {
                i = j + 1
                continue
            }
            let blockStart = j + 1
            let blockEnd = matchingBrace(from: blockStart)
            i = blockEnd + 1
            if atRule { continue }
            let selectors = SelectorParser(bytes).parseList(preludeStart..<j)
            guard !selectors.isEmpty else { continue }
            var declarations: [StyleDeclaration] = []
            StyleDeclarations.parse(StyleScanner(bytes), blockStart..<blockEnd, into: &declarations)
            rules.append(StyleRule(selectors: selectors, declarations: declarations, order: rules.count))
        }
        return StyleSheet(rules: rules)
    }

    /// Skips whitespace, comments and the `<!--`, `-->`, `<![CDATA[` and `]]>` markers.
    func skipTrivia(from start: Int) -> Int {
        var i = start
        let n = bytes.count
        while i < n {
            if StyleScanner.isWhitespace(bytes[i]) {
                i += 1
            } else if hasPrefix("/*", at: i) {
                i = StyleComments.end(of: bytes, from: i, limit: n)
            } else if hasPrefix("<!--", at: i) {
                i += 4
            } else if hasPrefix("-->", at: i) {
                i += 3
            } else if hasPrefix("<![CDATA[", at: i) {
                i += 9
            } else if hasPrefix("]]>", at: i) {
                i += 3
            } else {
                break
            }
        }
        return i
    }

    /// True when `literal` appears at `i`.
    func hasPrefix(_ literal: StaticString, at i: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        let p = literal.utf8Start
        for k in 0..<count where bytes[i + k] != p[k] { return false }
        return true
    }

    /// The index after the token at `i`: a whole comment or quoted string, an escape pair, or one byte.
    func skipToken(from i: Int) -> Int {
        let n = bytes.count
        let c = bytes[i]
        if c == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
            return StyleComments.end(of: bytes, from: i, limit: n)
        }
        if c == UInt8(ascii: "\\") { return min(i + 2, n) }
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            var j = i + 1
            while j < n, bytes[j] != c {
                j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(j + 1, n)
        }
        return i + 1
    }

    /// Given the index just after a `{`, the index of its matching `}` (or the end of the text).
    func matchingBrace(from start: Int) -> Int {
        var depth = 1
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return i }
            }
            i = skipToken(from: i)
        }
        return bytes.count
    }
}
