/// A compound selector without combinators: `path`, `.cls`, `#id`, `*`, `path.a.b#id`.
public struct SimpleSelector: Sendable, Hashable {
    /// The element type, or nil for any.
    public var type: String?
    /// The id, if the selector has one.
    public var id: String?
    /// Classes that must all be present.
    public var classes: [String]

    /// Creates a selector.
    public init(type: String? = nil, id: String? = nil, classes: [String] = []) {
        self.type = type
        self.id = id
        self.classes = classes
    }

    /// CSS specificity folded into one number: ids × 10000 + classes × 100 + types.
    public var specificity: Int { (id == nil ? 0 : 10000) + classes.count * 100 + (type == nil ? 0 : 1) }

    /// Whether an element with this type, id and classes matches.
    public func matches(type elementType: String, id elementID: String?, classes elementClasses: [String]) -> Bool {
        if let type, type != elementType { return false }
        if let id, id != elementID { return false }
        return classes.allSatisfy { elementClasses.contains($0) }
    }
}

/// A rule: selectors and declarations, with its position in the sheet.
public struct StyleRule: Sendable, Hashable {
    /// The selector list (a rule applies if any matches).
    public var selectors: [SimpleSelector]
    /// The declarations in order.
    public var declarations: [StyleDeclaration]
    /// The rule's index in source order.
    public var order: Int

    /// Creates a rule.
    public init(selectors: [SimpleSelector], declarations: [StyleDeclaration], order: Int) {
        self.selectors = selectors
        self.declarations = declarations
        self.order = order
    }
}

/// The rules of `<style>` elements, with type, class, id and compound selectors.
///
/// Class names are read up to whitespace, `{`, `,`, `.` or `#`, so SF Symbols' literal class names such as
/// `.multicolor-0:systemBlueColor` keep their colon (it is not a pseudo-class there). Rules with selectors this
/// subset cannot represent (combinators, attribute selectors) are skipped; at-rules are skipped whole.
public struct StyleSheet: Sendable, Hashable {
    /// The rules in source order.
    public var rules: [StyleRule]

    /// Creates a sheet.
    public init(rules: [StyleRule]) {
        self.rules = rules
    }

    /// Parses style sheet text.
    public static func parse(_ text: String) -> StyleSheet {
        let source = Array(removingComments(text).utf8)
        var rules: [StyleRule] = []
        var index = 0
        while index < source.count {
            guard let open = source[index...].firstIndex(of: UInt8(ascii: "{")) else { break }
            let prelude = String(decoding: source[index..<open], as: UTF8.self).trimmingSpace()
            // Find the matching close brace (nested blocks belong to at-rules).
            var depth = 0
            var close = open
            while close < source.count {
                if source[close] == UInt8(ascii: "{") { depth += 1 }
                if source[close] == UInt8(ascii: "}") { depth -= 1; if depth == 0 { break } }
                close += 1
            }
            let body = String(decoding: source[(open + 1)..<min(close, source.count)], as: UTF8.self)
            index = close + 1
            if prelude.hasPrefix("@") { continue }
            let selectors = prelude.split(separator: ",").map { parseSelector($0.trimmingSpace()) }
            guard !selectors.isEmpty, selectors.allSatisfy({ $0 != nil }) else { continue }
            rules.append(StyleRule(selectors: selectors.map { $0! }, declarations: StyleDeclarations.parse(Substring(body)), order: rules.count))
        }
        return StyleSheet(rules: rules)
    }

    /// Declarations of matching rules, sorted by (specificity, order) ascending: later entries win.
    public func declarations(forType type: String, id: String?, classes: [String]) -> [StyleDeclaration] {
        var matched: [(specificity: Int, order: Int, declarations: [StyleDeclaration])] = []
        for rule in rules {
            let best = rule.selectors.filter { $0.matches(type: type, id: id, classes: classes) }.map(\.specificity).max()
            if let best { matched.append((best, rule.order, rule.declarations)) }
        }
        matched.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        return matched.flatMap(\.declarations)
    }

    /// One compound selector, or nil when it uses anything beyond type/class/id/universal.
    static func parseSelector(_ text: String) -> SimpleSelector? {
        guard !text.isEmpty, !text.contains(where: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" || $0 == "[" || $0 == "\t" || $0 == "\n" }) else { return nil }
        var selector = SimpleSelector()
        var chars = Substring(text)
        func takeName() -> String {
            let name = chars.prefix { $0 != "." && $0 != "#" }
            chars = chars.dropFirst(name.count)
            return String(name)
        }
        if chars.first == "*" { chars = chars.dropFirst() }
        else if let first = chars.first, first != ".", first != "#" {
            let type = takeName()
            // A pseudo-class on a type selector is beyond this subset.
            if type.contains(":") { return nil }
            selector.type = type
        }
        while let first = chars.first {
            chars = chars.dropFirst()
            let name = takeName()
            guard !name.isEmpty else { return nil }
            if first == "." { selector.classes.append(name) } else { selector.id = name }
        }
        return selector
    }

    static func removingComments(_ text: String) -> String {
        guard text.contains("/*") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}

extension StringProtocol {
    func trimmingSpace() -> String {
        String(Substring(self).trimmingSVGSpace())
    }

    /// The range of the first occurrence of `needle` (no Foundation in this module).
    func range(of needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}

extension Array where Element == UInt8 {
    fileprivate func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        self[start...].firstIndex(of: byte)
    }
}
