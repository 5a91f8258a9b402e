/// A compound selector: optional type (or `*`), optional id, classes, attribute conditions and `:first-child`,
/// as in `path`, `.cls`, `#id`, `*`, `path.a.b#c`, `[x]`, `rect[fill="red"]:first-child`; with `context`, the
/// compound selectors its element's ancestors or earlier siblings must match (`g > rect`, `#g1 * rect`, `a + b`).
///
/// Class names and ids are taken literally up to whitespace, `{`, `,`, `.`, `#`, `[`, `>`, `+`
/// or `~`, so the SF Symbols selector `.multicolor-0:systemBlueColor` is the single class
/// `multicolor-0:systemBlueColor`, not a class with a pseudo-class.
package struct SimpleSelector: Sendable, Hashable {
    /// The element name to match, or nil for any element (`*` or no type written).
    package var type: String?
    /// The id to match, or nil.
    package var id: String?
    /// Class names that must all be present.
    package var classes: [String]
    /// Attribute conditions that must all hold.
    package var attributes: [AttributeCondition] = []
    /// `:first-child`: the element is the first element child of its parent.
    package var isFirstChild = false
    /// The compounds the element's relatives must match, nearest first (for `a > b`, `[(.child, a)]`).
    package var context: [SelectorContext] = []

    /// Creates a selector.
    package init(type: String? = nil, id: String? = nil, classes: [String] = []) {
        self.type = type
        self.id = id
        self.classes = classes
    }

    /// How specific the selector is (attributes and pseudo-classes count as classes; every compound counts).
    package var specificity: Specificity {
        var result = Specificity(ids: id == nil ? 0 : 1, classes: classes.count + attributes.count + (isFirstChild ? 1 : 0),
                                 types: type == nil ? 0 : 1)
        for step in context {
            let inner = step.compound.specificity
            result = Specificity(ids: result.ids + inner.ids, classes: result.classes + inner.classes, types: result.types + inner.types)
        }
        return result
    }

    /// Whether matching needs the element itself (its attributes, parent or siblings), beyond name, id and classes.
    package var needsElement: Bool { !attributes.isEmpty || isFirstChild || !context.isEmpty }

    /// True when an element with this name, id and classes is selected (conditions that need the element, see
    /// ``needsElement``, are not tested here).
    package func matches(type elementType: String, id elementID: String?, classes elementClasses: [String]) -> Bool {
        if let type, type != elementType { return false }
        if let id, id != elementID { return false }
        for cls in classes where !elementClasses.contains(cls) { return false }
        return true
    }
}

/// An attribute selector: `[name]`, `[name=value]`, `[name~=value]`, `[name|=value]`, `[name^=value]`,
/// `[name$=value]`, `[name*=value]`.
package struct AttributeCondition: Sendable, Hashable {
    /// How the attribute's value is compared.
    package enum Operator: String, Sendable, Hashable {
        case exists = "", equals = "=", includes = "~=", dashMatch = "|=", prefix = "^=", suffix = "$=", substring = "*="
    }

    /// The attribute's name as written.
    package var name: String
    /// The comparison.
    package var op: Operator
    /// The value compared with (empty for `exists`).
    package var value: String

    /// Creates a condition.
    package init(name: String, op: Operator, value: String = "") {
        self.name = name
        self.op = op
        self.value = value
    }

    /// Whether an attribute value (nil: absent) satisfies the condition.
    package func holds(for attribute: String?) -> Bool {
        guard let attribute else { return false }
        switch op {
        case .exists: return true
        case .equals: return attribute == value
        case .includes: return attribute.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).contains { $0 == value }
        case .dashMatch: return attribute == value || attribute.hasPrefix(value + "-")
        case .prefix: return !value.isEmpty && attribute.hasPrefix(value)
        case .suffix: return !value.isEmpty && attribute.hasSuffix(value)
        case .substring: return !value.isEmpty && attribute.contains(value)
        }
    }
}

/// One step of a selector's context: how the next compound relates to the element matched so far.
package struct SelectorContext: Sendable, Hashable {
    /// The relation.
    package enum Combinator: Sendable, Hashable {
        /// ` `: an ancestor.
        case descendant
        /// `>`: the parent.
        case child
        /// `+`: the element just before.
        case adjacentSibling
        /// `~`: any earlier sibling.
        case generalSibling
    }

    /// How the compound relates to the element matched so far.
    package var combinator: Combinator
    /// What that relative must match.
    package var compound: SimpleSelector

    /// Creates a step.
    package init(_ combinator: Combinator, _ compound: SimpleSelector) {
        self.combinator = combinator
        self.compound = compound
    }
}
