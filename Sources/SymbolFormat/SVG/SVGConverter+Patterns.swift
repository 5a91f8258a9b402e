import SVGPath

extension SVGConverter {
    /// The gradient or pattern an `url(#id)` names.
    mutating func paintServer(_ id: String) -> SVGStyle.PaintServer? {
        if let gradient = gradient(id) { return .gradient(gradient) }
        if let pattern = pattern(id) { return .pattern(pattern) }
        return nil
    }

    /// A `<pattern>`, attributes and content inherited along its `href` chain; nil for anything else, or (with an
    /// error) a pattern that references itself from its content. An `href` chain that loops stops there, with a
    /// warning.
    mutating func pattern(_ id: String) -> DrawingPattern? {
        guard let first = element(withID: id), first.localName == "pattern" else { return nil }
        guard checkReference(id, property: "pattern", at: first) else { return nil }
        let chain = hrefChain(from: first, id: id, what: "pattern") { $0.localName == "pattern" }
        func attribute(_ name: String) -> String? { chain.lazy.compactMap { $0.attribute(name) }.first }
        let boxUnits = attribute("patternUnits").map { Substring($0).trimmingSVGSpace() != "userSpaceOnUse" } ?? true
        let contentBoxUnits = attribute("patternContentUnits").map { Substring($0).trimmingSVGSpace() == "objectBoundingBox" } ?? false
        func number(_ name: String, axis: Double) -> Double {
            guard let text = attribute(name).map({ Substring($0).trimmingSVGSpace() }) else { return 0 }
            if boxUnits { return SVGStyle.fraction(text) ?? 0 }
            return LengthParser.parse(text, percentOf: axis) ?? 0
        }
        let tile = Rect(x: number("x", axis: viewport.width), y: number("y", axis: viewport.height),
                        width: number("width", axis: viewport.width), height: number("height", axis: viewport.height))
        guard tile.width > 0, tile.height > 0 else { return nil }
        var transform = AffineTransform.identity
        if let text = attribute("patternTransform") {
            do { transform = try TransformParser.parse(Substring(text)) } catch {
                diagnose(.warning, "invalid patternTransform on #\(id) ignored: \(error.message)", at: first)
            }
        }
        if transform != .identity, let origin = first.attribute("transform-origin") {
            transform = originTransform(transform, origin: origin, at: first)
        }
        guard let owner = chain.first(where: { !$0.elementChildren.isEmpty }) else { return nil }
        referenceStack.append(id)
        defer { referenceStack.removeLast() }
        let parent = inheritedStyle(for: owner)
        var style = parent.child()
        applyStyle(of: owner, to: &style, parent: parent)
        let content = convertChildren(of: owner, style: style, transform: .identity)
        guard !content.isEmpty else { return nil }
        return DrawingPattern(tile: tile, usesBoundingBox: boxUnits, contentUsesBoundingBox: contentBoxUnits,
                              viewBox: attribute("viewBox").flatMap { Self.viewBox($0) },
                              aspectRatio: attribute("preserveAspectRatio").flatMap(PreserveAspectRatio.parse) ?? PreserveAspectRatio(),
                              transform: transform, content: content)
    }
}
