/// A compound selector without combinators: optional type (or `*`), optional id, and classes,
/// as in `path`, `.cls`, `#id`, `*`, `path.a.b#c`.
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

    /// Creates a selector.
    package init(type: String? = nil, id: String? = nil, classes: [String] = []) {
        self.type = type
        self.id = id
        self.classes = classes
    }

    /// How specific the selector is.
    package var specificity: Specificity {
        Specificity(ids: id == nil ? 0 : 1, classes: classes.count, types: type == nil ? 0 : 1)
    }

    /// True when an element with this name, id and classes is selected.
    package func matches(type elementType: String, id elementID: String?, classes elementClasses: [String]) -> Bool {
        if let type, type != elementType { return false }
        if let id, id != elementID { return false }
        for cls in classes where !elementClasses.contains(cls) { return false }
        return true
    }
}
