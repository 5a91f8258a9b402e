/// Matching the parts of CSS selectors that need the element's place in the document: attribute conditions,
/// `:first-child` and combinators (Selectors 3). Relatives are the document's, also for content drawn through a
/// reference (a `<use>`'s target matches as it sits in the file, as CSS says).
extension SVGConverter {
    /// Each element's parent, by the element's offset in the file; built on the first selector that needs it.
    mutating func parentTable() -> [Int: XMLElement] {
        if let parentsByOffset { return parentsByOffset }
        var table: [Int: XMLElement] = [:]
        var pending = root.map { [$0] } ?? []
        while let next = pending.popLast() {
            for child in next.elementChildren {
                table[child.location.offset] = next
                pending.append(child)
            }
        }
        parentsByOffset = table
        return table
    }

    /// The computed style of an element's parent in the document (not where it is drawn): what a `<clipPath>`,
    /// `<mask>`, `<marker>` or `<pattern>` inherits, since its content is drawn away from its place in the tree.
    /// Cached by the parent's offset.
    mutating func inheritedStyle(for element: XMLElement) -> SVGStyle {
        let parents = parentTable()
        guard let parent = parents[element.location.offset] else { return SVGStyle() }
        if let cached = documentStyles[parent.location.offset] { return cached }
        var chain = [parent]
        while let next = parents[chain[chain.count - 1].location.offset] { chain.append(next) }
        var style = SVGStyle()
        for ancestor in chain.reversed() {
            var child = style.child()
            applyStyle(of: ancestor, to: &child, parent: style)
            style = child
        }
        documentStyles[parent.location.offset] = style
        return style
    }

    /// Whether `element` matches `selector` with its context; `tests` counts the compounds tested (the work).
    static func matches(_ selector: SimpleSelector, _ element: XMLElement, parents: [Int: XMLElement], tests: inout Int) -> Bool {
        compoundMatches(selector, element, parents: parents, tests: &tests)
            && contextMatches(selector.context[...], from: element, parents: parents, tests: &tests)
    }

    private static func contextMatches(_ context: ArraySlice<SelectorContext>, from element: XMLElement,
                                       parents: [Int: XMLElement], tests: inout Int) -> Bool {
        guard let step = context.first else { return true }
        let rest = context.dropFirst()
        func tryRelative(_ relative: XMLElement) -> Bool {
            compoundMatches(step.compound, relative, parents: parents, tests: &tests)
                && contextMatches(rest, from: relative, parents: parents, tests: &tests)
        }
        switch step.combinator {
        case .child:
            return parents[element.location.offset].map(tryRelative) ?? false
        case .descendant:
            var ancestor = parents[element.location.offset]
            while let current = ancestor {
                if tryRelative(current) { return true }
                ancestor = parents[current.location.offset]
            }
            return false
        case .adjacentSibling, .generalSibling:
            guard let parent = parents[element.location.offset] else { return false }
            let siblings = parent.elementChildren
            guard let index = siblings.firstIndex(where: { $0.location.offset == element.location.offset }) else { return false }
            if step.combinator == .adjacentSibling { return index > 0 && tryRelative(siblings[index - 1]) }
            return siblings[..<index].reversed().contains(where: tryRelative)
        }
    }

    private static func compoundMatches(_ compound: SimpleSelector, _ element: XMLElement, parents: [Int: XMLElement],
                                        tests: inout Int) -> Bool {
        tests += 1
        if let type = compound.type, type != element.localName { return false }
        if let id = compound.id, id != element.attribute("id") { return false }
        if !compound.classes.isEmpty {
            let classes = Self.classes(of: element)
            guard compound.classes.allSatisfy(classes.contains) else { return false }
        }
        for condition in compound.attributes where !condition.holds(for: element.attribute(condition.name)) { return false }
        if compound.isFirstChild, let parent = parents[element.location.offset] {
            guard parent.elementChildren.first?.location.offset == element.location.offset else { return false }
        }
        return true
    }
}
