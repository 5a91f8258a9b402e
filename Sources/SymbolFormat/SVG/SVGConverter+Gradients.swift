import SVGPath

extension SVGConverter {
    /// The gradient an `url(#id)` paint names, with attributes and stops inherited along its `href` chain
    /// (SVG 1.1 §13.2); nil for a missing element or a pattern. A chain that loops or runs too deep stops there,
    /// with a warning. Resolved once per document and viewport: a thousand shapes share one resolution.
    mutating func gradient(_ id: String) -> DrawingGradient? {
        let key = GradientKey(id: id, viewport: viewport)
        if let cached = gradientCache[key] { return cached }
        let resolved = resolveGradient(id)
        gradientCache[key] = resolved
        return resolved
    }

    private mutating func resolveGradient(_ id: String) -> DrawingGradient? {
        guard let first = element(withID: id), first.localName == "linearGradient" || first.localName == "radialGradient" else { return nil }
        let chain = hrefChain(from: first, id: id, what: "gradient") { $0.localName.hasSuffix("Gradient") }
        /// The first value of an attribute along the chain (radial attributes only from radial gradients, and so on).
        func attribute(_ name: String, linearOnly: Bool = false, radialOnly: Bool = false) -> Substring? {
            for element in chain {
                if linearOnly && element.localName != "linearGradient" || radialOnly && element.localName != "radialGradient" { continue }
                if let value = element.attribute(name) { return Substring(value) }
            }
            return nil
        }
        let boundingBox = attribute("gradientUnits").map { $0.trimmingSVGSpace() != "userSpaceOnUse" } ?? true
        /// A coordinate: a fraction (or percentage) of the box in bounding-box units; else a length, with
        /// percentages of the viewport's width, height or normalized diagonal.
        func coordinate(_ name: String, default fallback: Double, axis: Double, linear: Bool) -> Double {
            guard let text = attribute(name, linearOnly: linear, radialOnly: !linear) else { return fallback * (boundingBox ? 1 : axis) }
            let trimmed = text.trimmingSVGSpace()
            if boundingBox { return SVGStyle.fraction(trimmed) ?? fallback }
            return LengthParser.parse(trimmed, percentOf: axis) ?? fallback * axis
        }
        let w = viewport.width, h = viewport.height, diagonal = ((w * w + h * h) / 2).squareRoot()
        let geometry: DrawingGradient.Geometry
        if first.localName == "linearGradient" {
            geometry = .linear(
                start: Point(x: coordinate("x1", default: 0, axis: w, linear: true), y: coordinate("y1", default: 0, axis: h, linear: true)),
                end: Point(x: coordinate("x2", default: 1, axis: w, linear: true), y: coordinate("y2", default: 0, axis: h, linear: true)))
        } else {
            let cx = coordinate("cx", default: 0.5, axis: w, linear: false)
            let cy = coordinate("cy", default: 0.5, axis: h, linear: false)
            let r = coordinate("r", default: 0.5, axis: diagonal, linear: false)
            // fx/fy default to cx/cy (after inheritance), fr to 0.
            let fx = attribute("fx", radialOnly: true) == nil ? cx : coordinate("fx", default: 0.5, axis: w, linear: false)
            let fy = attribute("fy", radialOnly: true) == nil ? cy : coordinate("fy", default: 0.5, axis: h, linear: false)
            let fr = coordinate("fr", default: 0, axis: diagonal, linear: false)
            guard r > 0 else {
                // A zero radius paints the last stop's color over the whole area (SVG 1.1 §13.2.3).
                return stops(of: chain, id: id).last.map { DrawingGradient(geometry: .linear(start: .zero, end: Point(x: 1, y: 0)), stops: [$0]) }
            }
            geometry = .radial(center: Point(x: cx, y: cy), radius: r, focus: Point(x: fx, y: fy), focalRadius: max(0, min(fr, r)))
        }
        let spread = attribute("spreadMethod").flatMap { DrawingGradient.Spread(rawValue: String($0.trimmingSVGSpace())) } ?? .pad
        var transform = AffineTransform.identity
        if let text = attribute("gradientTransform") {
            do { transform = try TransformParser.parse(text) } catch {
                diagnose(.warning, "invalid gradientTransform on #\(id) ignored: \(error.message)", at: first)
            }
        }
        if transform != .identity, let origin = first.attribute("transform-origin") {
            transform = originTransform(transform, origin: origin, at: first)
        }
        return DrawingGradient(geometry: geometry, stops: stops(of: chain, id: id), spread: spread, usesBoundingBox: boundingBox, transform: transform)
    }

    /// The stops of the first gradient in the chain that has any; offsets clamped to 0…1 and made non-decreasing,
    /// then reduced to those an 8-bit pixel can tell apart (``DrawingGradient/reduced(_:)``). Reading each stop is
    /// charged to the budget.
    private mutating func stops(of chain: [XMLElement], id: String) -> [DrawingGradient.Stop] {
        // Each element's children listed once (the list is built on every call).
        guard let (owner, children) = chain.lazy.map({ ($0, $0.elementChildren) }).first(where: { $0.1.contains { $0.localName == "stop" } })
        else { return [] }
        guard charge(children.count, "gradient stops read", for: "reading the \(children.count) stops of gradient '#\(id)'", at: owner) else { return [] }
        var result: [DrawingGradient.Stop] = []
        result.reserveCapacity(children.count)
        for stop in children where stop.localName == "stop" {
            var offset = stop.attribute("offset").flatMap { SVGStyle.fraction(Substring($0)) }.map { min(1, max(0, $0)) } ?? 0
            offset = max(offset, result.last?.offset ?? 0)
            result.append(DrawingGradient.Stop(offset: offset, color: SVGStyle.color("stop-color", opacity: "stop-opacity", of: stop)))
        }
        return DrawingGradient.reduced(result)
    }
}
