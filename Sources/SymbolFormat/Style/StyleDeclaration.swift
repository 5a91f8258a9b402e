/// One `name: value` declaration from a `style` attribute or a style-sheet rule.
package struct StyleDeclaration: Sendable, Hashable {
    /// The property name, ASCII-lowercased (`stroke-width`).
    package var name: String
    /// The value, trimmed, with comments removed and `!important` stripped (`2px`).
    package var value: String
    /// True when the value was marked `!important`.
    package var isImportant: Bool

    /// Creates a declaration.
    package init(name: String, value: String, isImportant: Bool = false) {
        self.name = name
        self.value = value
        self.isImportant = isImportant
    }
}
