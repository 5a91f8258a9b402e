/// One rule of a style sheet: `selectorList { declarations }`.
package struct StyleRule: Sendable, Hashable {
    /// The selectors the rule applies to (the comma-separated list, minus unsupported ones).
    package var selectors: [SimpleSelector]
    /// The declarations in source order.
    package var declarations: [StyleDeclaration]
    /// The rule's position among the sheet's rules (0-based source order); later rules win ties.
    package var order: Int

    /// Creates a rule.
    package init(selectors: [SimpleSelector], declarations: [StyleDeclaration], order: Int) {
        self.selectors = selectors
        self.declarations = declarations
        self.order = order
    }

    /// The highest specificity among the selectors that match the element, or nil when none does. Selectors that
    /// need more of the element than its name, id and classes never match here.
    package func matchingSpecificity(type: String, id: String?, classes: [String]) -> Specificity? {
        var best: Specificity?
        for selector in selectors where !selector.needsElement && selector.matches(type: type, id: id, classes: classes) {
            let s = selector.specificity
            if best.map({ $0 < s }) ?? true { best = s }
        }
        return best
    }
}
