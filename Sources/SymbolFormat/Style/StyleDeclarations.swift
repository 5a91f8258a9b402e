/// One CSS declaration: `name: value`.
public struct StyleDeclaration: Sendable, Hashable {
    /// The property name, lowercased (`fill`, `-sfsymbols-clear-behind`).
    public var name: String
    /// The value, trimmed, without `!important`.
    public var value: String
    /// Whether the declaration was marked `!important`.
    public var important: Bool

    /// Creates a declaration.
    public init(name: String, value: String, important: Bool = false) {
        self.name = name
        self.value = value
        self.important = important
    }
}

/// Parses declaration blocks: a `style` attribute or the inside of a `{ … }` rule.
public enum StyleDeclarations {
    /// The declarations in order; empty or malformed ones (no colon) are skipped; comments are removed.
    public static func parse(_ text: Substring) -> [StyleDeclaration] {
        var result: [StyleDeclaration] = []
        let cleaned = text.contains("/*") ? Substring(StyleSheet.removingComments(String(text))) : text
        for part in cleaned.split(separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let name = part[..<colon].trimmingSVGSpace().lowercased()
            var value = part[part.index(after: colon)...].trimmingSVGSpace()
            guard !name.isEmpty else { continue }
            var important = false
            if let bang = value.lastIndex(of: "!"), value[value.index(after: bang)...].trimmingSVGSpace().lowercased() == "important" {
                important = true
                value = value[..<bang].trimmingSVGSpace()
            }
            result.append(StyleDeclaration(name: name, value: String(value), important: important))
        }
        return result
    }
}
