import CPlatform
import SVGPath

/// What a `filter` property does to an element.
enum FilterOutcome {
    case filtered(DrawingFilter)
    /// Drawn as if it had no filter (an unsupported primitive, with a warning).
    case unfiltered
    /// Not drawn: a reference to nothing, an empty or invalid filter region, a filter without primitives.
    case hidden
}

extension SVGConverter {
    /// What `filter: value` (a `url(#id)` or a list of CSS filter functions) does to `nodes` drawn with
    /// `transform` (user space → root).
    mutating func filterOutcome(_ value: String, style: SVGStyle, for nodes: [DrawingNode], transform: AffineTransform,
                                at element: XMLElement) -> FilterOutcome {
        if let id = ColorParser.fragmentReference(Substring(value)) {
            return filterEffect(id, for: nodes, transform: transform, at: element)
        }
        return functionFilter(value, color: style.color, for: nodes, transform: transform, at: element)
    }

    /// The filter `filter: url(#id)` names, attributes and children inherited along its `href` chain.
    mutating func filterEffect(_ id: String, for nodes: [DrawingNode], transform: AffineTransform, at element: XMLElement) -> FilterOutcome {
        guard let filter = self.element(withID: id), filter.localName == "filter" else {
            warnOnce("filter '#\(id)' does not exist; the element is not drawn", at: element)
            return .hidden
        }
        // A filter met again inside its own feImage: that inner drawing is unfiltered.
        guard checkReference(id, property: "filter", at: element) else { return .unfiltered }
        var chain = [filter]
        var seen: Set<String> = [id]
        while let href = chain.last!.attribute("href") ?? chain.last!.attribute("xlink:href"), href.hasPrefix("#"),
              let next = self.element(withID: String(href.dropFirst())), next.localName == "filter",
              seen.insert(String(href.dropFirst())).inserted {
            chain.append(next)
        }
        func attribute(_ name: String) -> String? { chain.lazy.compactMap { $0.attribute(name) }.first }
        let children = chain.first { !$0.elementChildren.isEmpty }?.elementChildren ?? []
        let box = Self.bounds(of: nodes, inUserSpaceOf: transform)
        let regionInBoxUnits = attribute("filterUnits").map { $0.trimmingCharacters() != "userSpaceOnUse" } ?? true
        let primitivesInBoxUnits = attribute("primitiveUnits").map { $0.trimmingCharacters() == "objectBoundingBox" } ?? false
        if (regionInBoxUnits || primitivesInBoxUnits), box == nil || box!.width <= 0 || box!.height <= 0 { return .hidden }
        // The region in the element's user space (SVG default: the box grown by 10 % on each side).
        func value(_ name: String, _ fallback: Double, axis: Double) -> Double {
            guard let text = attribute(name).map({ Substring($0).trimmingSVGSpace() }) else { return fallback }
            if regionInBoxUnits { return SVGStyle.fraction(text) ?? fallback }
            return LengthParser.parse(text, percentOf: axis) ?? fallback
        }
        var region: Rect
        if regionInBoxUnits, let box {
            let x = value("x", -0.1, axis: 1), y = value("y", -0.1, axis: 1)
            let w = value("width", 1.2, axis: 1), h = value("height", 1.2, axis: 1)
            region = Rect(x: box.minX + x * box.width, y: box.minY + y * box.height, width: w * box.width, height: h * box.height)
        } else {
            let vw = viewport.width, vh = viewport.height
            region = Rect(x: value("x", -0.1 * vw, axis: vw), y: value("y", -0.1 * vh, axis: vh),
                          width: value("width", 1.2 * vw, axis: vw), height: value("height", 1.2 * vh, axis: vh))
        }
        // An empty or negative region hides the element (Filter Effects 1 §6).
        guard region.width > 0, region.height > 0, region.width.isFinite, region.height.isFinite else { return .hidden }
        // Primitive lengths: user units (or fractions of the box), then the element's transform's scale.
        let unitX = (primitivesInBoxUnits ? box!.width : 1) * (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let unitY = (primitivesInBoxUnits ? box!.height : 1) * (transform.c * transform.c + transform.d * transform.d).squareRoot()
        let interpolation = attribute("color-interpolation-filters")
            ?? (filter.attribute("style").flatMap { style in
                StyleDeclarations.parse(Substring(style)).first { $0.name == "color-interpolation-filters" }.map { String($0.value) } })
        let linearRGB = interpolation?.trimmingCharacters() != "sRGB"
        let place = PrimitivePlace(transform: transform, box: primitivesInBoxUnits ? box : nil, region: region, viewport: viewport)
        var primitives: [FilterPrimitive] = []
        // An feImage drawing the element this filter is on (or one drawing it) is a cycle: its image is dropped.
        referenceStack.append(id)
        defer { referenceStack.removeLast() }
        for child in children {
            let area = place.subregion(of: child)
            if child.localName == "feImage" {
                guard var primitive = feImage(child, subregion: area.rect, transform: transform, filtered: element) else { return .unfiltered }
                if area.specified { primitive.subregion = area.rect.boundingBox(under: transform) }
                primitives.append(primitive)
                continue
            }
            guard var primitive = filterPrimitive(child, place: place, subregion: area.rect, linearRGB: linearRGB) else {
                warnOnce("filter primitive <\(child.localName)> is not supported; the element is drawn without its filter", at: child)
                return .unfiltered
            }
            primitive = primitive.scaled(x: unitX, y: unitY)
            if area.specified { primitive.subregion = area.rect.boundingBox(under: transform) }
            primitives.append(primitive)
        }
        guard !primitives.isEmpty else { return .hidden }
        let rootRegion = region.boundingBox(under: transform)
        return .filtered(DrawingFilter(region: rootRegion, linearRGB: linearRGB, primitives: primitives))
    }

    /// `feColorMatrix` as a 4×5 matrix (SVG 1.1 §15.10).
    static func colorMatrix(type: String, values: [Double]?) -> [Double]? {
        let identity: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]
        switch type {
        case "matrix":
            guard let values else { return identity }
            return values.count == 20 ? values : nil
        case "saturate":
            let s = values?.first ?? 1
            return [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                    0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                    0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                    0, 0, 0, 1, 0]
        case "hueRotate":
            let a = (values?.first ?? 0) * .pi / 180, c = cos(a), s = sin(a)
            return [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                    0, 0, 0, 1, 0]
        case "luminanceToAlpha":
            return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0]
        default:
            return nil
        }
    }
}

extension String {
    func trimmingCharacters() -> String { String(Substring(self).trimmingSVGSpace()) }
}
