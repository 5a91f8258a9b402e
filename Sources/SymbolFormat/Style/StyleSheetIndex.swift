/// A style sheet's selectors filed under the one key each needs (its id, else its first class, else its type,
/// else `*`), so an element tests only the selectors that can match it: the lookup costs the element's classes
/// plus the candidates, not every rule times every class.
package struct StyleSheetIndex: Sendable {
    private struct Entry: Sendable {
        var rule: Int
        var selector: SimpleSelector
    }

    private let sheet: StyleSheet
    private var byID: [String: [Entry]] = [:]
    private var byClass: [String: [Entry]] = [:]
    private var byType: [String: [Entry]] = [:]
    private var universal: [Entry] = []
    /// Some selector needs the element itself (see ``SimpleSelector/needsElement``).
    package private(set) var needsElements = false

    package init(_ sheet: StyleSheet) {
        self.sheet = sheet
        for (index, rule) in sheet.rules.enumerated() {
            for selector in rule.selectors {
                let entry = Entry(rule: index, selector: selector)
                if selector.needsElement { needsElements = true }
                if let id = selector.id {
                    byID[id, default: []].append(entry)
                } else if let first = selector.classes.first {
                    byClass[first, default: []].append(entry)
                } else if let type = selector.type {
                    byType[type, default: []].append(entry)
                } else {
                    universal.append(entry)
                }
            }
        }
    }

    /// The same declarations as ``StyleSheet/declarations(forType:id:classes:)``, and how many selectors were
    /// tested (the work, for the budget). Selectors that need the element itself (attribute conditions,
    /// `:first-child`, combinators; see ``SimpleSelector/needsElement``) match only when `element` accepts them.
    package func declarations(forType type: String, id: String?, classes: [String],
                              element: ((SimpleSelector) -> Bool)? = nil) -> (declarations: [StyleDeclaration], tested: Int) {
        guard !sheet.rules.isEmpty else { return ([], 0) }
        // A set once the list is long enough that `contains` on the array would dominate.
        let classSet: Set<String>? = classes.count > 8 ? Set(classes) : nil
        var best: [Int: Specificity] = [:]
        var tested = 0
        func consider(_ entries: [Entry]?) {
            guard let entries else { return }
            for entry in entries {
                tested += 1
                let selector = entry.selector
                if let wanted = selector.type, wanted != type { continue }
                if let wanted = selector.id, wanted != id { continue }
                let hasAll = classSet.map { set in selector.classes.allSatisfy { set.contains($0) } }
                    ?? selector.classes.allSatisfy { classes.contains($0) }
                guard hasAll else { continue }
                if selector.needsElement {
                    guard let element, element(selector) else { continue }
                }
                let s = selector.specificity
                if best[entry.rule].map({ $0 < s }) ?? true { best[entry.rule] = s }
            }
        }
        if let id { consider(byID[id]) }
        // Each distinct class once: a class written twice must not match its rules twice.
        var seen: Set<String> = []
        for cls in classes where seen.insert(cls).inserted { consider(byClass[cls]) }
        consider(byType[type])
        consider(universal)
        if best.isEmpty { return ([], tested) }
        let matched = best.map { (specificity: $0.value, order: sheet.rules[$0.key].order, rule: $0.key) }
            .sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        var normal: [StyleDeclaration] = []
        var important: [StyleDeclaration] = []
        for m in matched {
            for d in sheet.rules[m.rule].declarations {
                if d.isImportant { important.append(d) } else { normal.append(d) }
            }
        }
        return (normal + important, tested)
    }
}
