/// A CSS selector's specificity: ids outrank classes, which outrank types.
package struct Specificity: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number of id selectors (`#a`).
    package var ids: Int
    /// The number of class selectors (`.a`).
    package var classes: Int
    /// The number of type selectors (`path`); `*` counts for nothing.
    package var types: Int

    /// Creates a specificity.
    package init(ids: Int, classes: Int, types: Int) {
        self.ids = ids
        self.classes = classes
        self.types = types
    }

    /// Compares ids, then classes, then types.
    package static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
    }

    /// `(ids,classes,types)`, as CSS writes it.
    package var description: String { "(\(ids),\(classes),\(types))" }
}
