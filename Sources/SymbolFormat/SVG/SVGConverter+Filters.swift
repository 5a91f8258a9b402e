import CPlatform
import SVGPath

extension SVGConverter {
    /// The filter `filter: url(#id)` names, for `nodes` drawn with `transform` (user space → root). Nil with a
    /// warning when the filter uses a primitive we do not draw: the element is then drawn unfiltered, as resvg does.
    mutating func filterEffect(_ id: String, for nodes: [DrawingNode], transform: AffineTransform, at element: XMLElement) -> DrawingFilter? {
        guard let filter = self.element(withID: id), filter.localName == "filter" else {
            warnOnce("filter '#\(id)' does not exist; drawn without it", at: element)
            return nil
        }
        let box = Self.bounds(of: nodes, inUserSpaceOf: transform)
        let regionInBoxUnits = filter.attribute("filterUnits").map { $0.trimmingCharacters() != "userSpaceOnUse" } ?? true
        let primitivesInBoxUnits = filter.attribute("primitiveUnits").map { $0.trimmingCharacters() == "objectBoundingBox" } ?? false
        if (regionInBoxUnits || primitivesInBoxUnits), box == nil || box!.width <= 0 || box!.height <= 0 { return nil }
        // The region in the element's user space (SVG default: the box grown by 10 % on each side).
        func value(_ name: String, _ fallback: Double, axis: Double) -> Double {
            guard let text = filter.attribute(name).map({ Substring($0).trimmingSVGSpace() }) else { return fallback }
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
        guard region.width > 0, region.height > 0 else { return nil }
        // Primitive lengths: user units (or fractions of the box), then the element's transform's scale.
        let unitX = (primitivesInBoxUnits ? box!.width : 1) * (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let unitY = (primitivesInBoxUnits ? box!.height : 1) * (transform.c * transform.c + transform.d * transform.d).squareRoot()
        var primitives: [FilterPrimitive] = []
        for child in filter.elementChildren {
            guard let primitive = filterPrimitive(child) else {
                warnOnce("filter primitive <\(child.localName)> is not supported; the element is drawn without its filter", at: child)
                return nil
            }
            primitives.append(primitive.scaled(x: unitX, y: unitY))
        }
        guard !primitives.isEmpty else { return nil }
        let interpolation = filter.attribute("color-interpolation-filters")
            ?? (filter.attribute("style").flatMap { style in
                StyleDeclarations.parse(Substring(style)).first { $0.name == "color-interpolation-filters" }.map { String($0.value) } })
        let rootRegion = region.boundingBox(under: transform)
        return DrawingFilter(region: rootRegion, linearRGB: interpolation?.trimmingCharacters() != "sRGB", primitives: primitives)
    }

    /// One primitive element, or nil when it is not one we draw.
    private func filterPrimitive(_ element: XMLElement) -> FilterPrimitive? {
        func number(_ name: String, _ fallback: Double) -> Double {
            element.attribute(name).flatMap { NumberScanner.parse(Substring($0)) } ?? fallback
        }
        func pair(_ name: String) -> (Double, Double) {
            let values = element.attribute(name).flatMap { LengthParser.parseNumberList(Substring($0)) } ?? []
            return (values.first ?? 0, values.count > 1 ? values[1] : values.first ?? 0)
        }
        func input(_ name: String, of node: XMLElement = element) -> FilterPrimitive.Input {
            switch node.attribute(name)?.trimmingCharacters() {
            case nil, "": return .previous
            case "SourceGraphic": return .sourceGraphic
            case "SourceAlpha": return .sourceAlpha
            case let other?: return .named(other)
            }
        }
        func floodColor() -> RGBAColor { SVGStyle.color("flood-color", opacity: "flood-opacity", of: element) }
        let result = element.attribute("result")
        switch element.localName {
        case "feGaussianBlur":
            let (x, y) = pair("stdDeviation")
            guard x >= 0, y >= 0 else { return nil }
            return FilterPrimitive(kind: .gaussianBlur(x: x, y: y), inputs: [input("in")], result: result)
        case "feOffset":
            return FilterPrimitive(kind: .offset(dx: number("dx", 0), dy: number("dy", 0)), inputs: [input("in")], result: result)
        case "feFlood":
            return FilterPrimitive(kind: .flood(floodColor()), inputs: [], result: result)
        case "feComposite":
            guard let op = FilterPrimitive.CompositeOperator(rawValue: element.attribute("operator") ?? "over") else { return nil }
            return FilterPrimitive(kind: .composite(op, k1: number("k1", 0), k2: number("k2", 0), k3: number("k3", 0), k4: number("k4", 0)),
                                   inputs: [input("in"), input("in2")], result: result)
        case "feMerge":
            let nodes = element.elementChildren.filter { $0.localName == "feMergeNode" }.map { input("in", of: $0) }
            return FilterPrimitive(kind: .merge, inputs: nodes, result: result)
        case "feBlend":
            guard let mode = FilterPrimitive.BlendMode(rawValue: element.attribute("mode") ?? "normal") else { return nil }
            return FilterPrimitive(kind: .blend(mode), inputs: [input("in"), input("in2")], result: result)
        case "feColorMatrix":
            guard let matrix = Self.colorMatrix(type: element.attribute("type") ?? "matrix",
                                                values: element.attribute("values").flatMap { LengthParser.parseNumberList(Substring($0)) }) else { return nil }
            return FilterPrimitive(kind: .colorMatrix(matrix), inputs: [input("in")], result: result)
        case "feDropShadow":
            let (x, y) = element.attribute("stdDeviation") == nil ? (2, 2) : pair("stdDeviation")
            return FilterPrimitive(kind: .dropShadow(dx: number("dx", 2), dy: number("dy", 2), x: x, y: y, color: floodColor()),
                                   inputs: [input("in")], result: result)
        default:
            return nil
        }
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

private extension String {
    func trimmingCharacters() -> String { String(Substring(self).trimmingSVGSpace()) }
}
