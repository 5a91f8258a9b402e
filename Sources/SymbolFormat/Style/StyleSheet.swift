/// The rules of an SVG `<style>` element, with CSS cascade order for lookups.
///
/// Parsing never fails: anything the parser cannot represent is skipped. See
/// ``parse(_:)`` for exactly what is supported.
package struct StyleSheet: Sendable, Hashable {
    /// The supported rules in source order.
    package var rules: [StyleRule]

    /// Creates a sheet from rules.
    package init(rules: [StyleRule] = []) {
        self.rules = rules
    }

    /// Parses the text of a `<style>` element (CDATA content is just text).
    ///
    /// - Rules are `selectorList { declarations }`; the block is parsed by ``StyleDeclarations``.
    /// - Comments, `<!--`/`-->` and stray `<![CDATA[`/`]]>` markers are ignored.
    /// - At-rules (`@media`, `@font-face`, `@import …;`, …) are skipped with their balanced
    ///   blocks; rules inside `@media` are not applied.
    /// - Selectors are ``SimpleSelector``s: type, `*`, `.class`, `#id`, attribute selectors, `:first-child` and
    ///   compounds of those, joined by the descendant, `>`, `+` and `~` combinators, in comma-separated lists.
    ///   CSS escapes (`\:`, `\3a `) in names are decoded.
    /// - A selector in the list that cannot be represented (another pseudo-class after a type or `*`, a
    ///   pseudo-element, an attribute selector with a flag) is dropped; a rule left with no
    ///   selectors is skipped. A pseudo-class written directly after a class (`.a:hover`) is read
    ///   as part of the class name, as SF Symbols templates require, so it simply never matches
    ///   an ordinary class.
    package static func parse(_ text: String) -> StyleSheet {
        var text = text
        return text.withUTF8 { bytes in StyleSheetParser(bytes).parse() }
    }

    /// The declarations that apply to an element, ordered by (specificity, source order) ascending,
    /// so that applying them in sequence lets later entries win.
    ///
    /// `!important` declarations are moved after all normal ones (keeping their relative order),
    /// since they win regardless of specificity. A rule listed under several matching selectors
    /// counts once, with its highest matching specificity. Selectors that need the element's attributes or
    /// relatives never match here (``StyleSheetIndex`` matches them with the element).
    package func declarations(forType type: String, id: String?, classes: [String]) -> [StyleDeclaration] {
        var matched: [(specificity: Specificity, order: Int, rule: Int)] = []
        for (index, rule) in rules.enumerated() {
            if let s = rule.matchingSpecificity(type: type, id: id, classes: classes) {
                matched.append((s, rule.order, index))
            }
        }
        if matched.isEmpty { return [] }
        matched.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        var normal: [StyleDeclaration] = []
        var important: [StyleDeclaration] = []
        for m in matched {
            for d in rules[m.rule].declarations {
                if d.isImportant { important.append(d) } else { normal.append(d) }
            }
        }
        return normal + important
    }
}
