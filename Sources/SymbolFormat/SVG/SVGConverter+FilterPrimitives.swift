import CPlatform
import SVGPath

/// Where a filter's primitives sit: the element's transform, the box `primitiveUnits="objectBoundingBox"` measures
/// in (nil for user units), the filter region and the viewport percentages refer to, all in user space.
struct PrimitivePlace {
    var transform: AffineTransform
    var box: Rect?
    var region: Rect
    var viewport: Rect

    /// A primitive's `x`/`y`/`width`/`height` (each missing one is the filter region's), and whether any was given.
    func subregion(of element: XMLElement) -> (rect: Rect, specified: Bool) {
        func value(_ name: String, origin: Double, size: Double, axis: Double, isSize: Bool) -> Double? {
            guard let text = element.attribute(name).map({ Substring($0).trimmingSVGSpace() }) else { return nil }
            if box != nil {
                guard let f = SVGStyle.fraction(text) else { return nil }
                return isSize ? f * size : origin + f * size
            }
            return LengthParser.parse(text, percentOf: axis)
        }
        let bx = box?.minX ?? 0, by = box?.minY ?? 0, bw = box?.width ?? 0, bh = box?.height ?? 0
        let x = value("x", origin: bx, size: bw, axis: viewport.width, isSize: false)
        let y = value("y", origin: by, size: bh, axis: viewport.height, isSize: false)
        let w = value("width", origin: bx, size: bw, axis: viewport.width, isSize: true)
        let h = value("height", origin: by, size: bh, axis: viewport.height, isSize: true)
        let rect = Rect(x: x ?? region.minX, y: y ?? region.minY, width: w ?? region.width, height: h ?? region.height)
        return (rect, x != nil || y != nil || w != nil || h != nil)
    }

    /// A point given in primitive units, in root space.
    func point(_ x: Double, _ y: Double) -> Point {
        let p = box.map { Point(x: $0.minX + x * $0.width, y: $0.minY + y * $0.height) } ?? Point(x: x, y: y)
        return transform.apply(p)
    }

    /// A length along z (light positions), in root units.
    func depth(_ z: Double) -> Double {
        let boxScale = box.map { (($0.width * $0.width + $0.height * $0.height) / 2).squareRoot() } ?? 1
        return z * boxScale * transform.meanScale
    }
}

extension SVGConverter {
    /// One primitive element, or nil when it is not one we draw. Lengths are in primitive units (the caller
    /// scales them); positions are already in root space.
    func filterPrimitive(_ element: XMLElement, place: PrimitivePlace, subregion: Rect, linearRGB: Bool) -> FilterPrimitive? {
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
        /// A primitive whose attributes are in error draws transparent black (Filter Effects 1 §15).
        let transparent = FilterPrimitive(kind: .flood(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)), inputs: [], result: result)
        switch element.localName {
        case "feGaussianBlur":
            let (x, y) = pair("stdDeviation")
            guard x >= 0, y >= 0 else { return transparent }
            return FilterPrimitive(kind: .gaussianBlur(x: x, y: y), inputs: [input("in")], result: result)
        case "feOffset":
            return FilterPrimitive(kind: .offset(dx: number("dx", 0), dy: number("dy", 0)), inputs: [input("in")], result: result)
        case "feFlood":
            return FilterPrimitive(kind: .flood(floodColor()), inputs: [], result: result)
        case "feComposite":
            guard let op = FilterPrimitive.CompositeOperator(rawValue: element.attribute("operator")?.trimmingCharacters() ?? "over") else {
                return FilterPrimitive(kind: .composite(.over, k1: 0, k2: 0, k3: 0, k4: 0), inputs: [input("in"), input("in2")], result: result)
            }
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
        case "feComponentTransfer":
            var functions = [TransferFunction](repeating: .identity, count: 4)
            for child in element.elementChildren {
                guard let channel = ["feFuncR", "feFuncG", "feFuncB", "feFuncA"].firstIndex(of: child.localName) else { continue }
                functions[channel] = Self.transferFunction(child)
            }
            return FilterPrimitive(kind: .componentTransfer(functions), inputs: [input("in")], result: result)
        case "feMorphology":
            let (x, y) = element.attribute("radius") == nil ? (0, 0) : pair("radius")
            let dilate = element.attribute("operator")?.trimmingCharacters() == "dilate"
            return FilterPrimitive(kind: .morphology(dilate: dilate, x: x, y: y), inputs: [input("in")], result: result)
        case "feConvolveMatrix":
            guard let kernel = Self.convolveKernel(element) else { return transparent }
            return FilterPrimitive(kind: .convolve(kernel), inputs: [input("in")], result: result)
        case "feTile":
            return FilterPrimitive(kind: .tile, inputs: [input("in")], result: result)
        case "feDisplacementMap":
            func channel(_ name: String) -> Int { ["R", "G", "B", "A"].firstIndex(of: element.attribute(name)?.trimmingCharacters() ?? "A") ?? 3 }
            let scale = number("scale", 0)
            return FilterPrimitive(kind: .displacement(scaleX: scale, scaleY: scale, x: channel("xChannelSelector"), y: channel("yChannelSelector")),
                                   inputs: [input("in"), input("in2")], result: result)
        case "feTurbulence":
            let (fx, fy) = pair("baseFrequency")
            guard fx >= 0, fy >= 0, let toUser = place.transform.inverted else { return transparent }
            let type = element.attribute("type")?.trimmingCharacters() ?? "turbulence"
            guard type == "turbulence" || type == "fractalNoise" else { return transparent }
            let octaves = number("numOctaves", 1)
            let seed = number("seed", 0)
            let turbulence = Turbulence(frequencyX: fx, frequencyY: fy, octaves: octaves.isFinite ? Int(min(max(octaves, 0), 64)) : 0,
                                        seed: seed.isFinite ? Int(min(max(seed.rounded(), -2e9), 2e9)) : 0,
                                        stitchTile: element.attribute("stitchTiles")?.trimmingCharacters() == "stitch" ? subregion : nil,
                                        fractalNoise: type == "fractalNoise", pixelToUser: toUser)
            return FilterPrimitive(kind: .turbulence(turbulence), inputs: [], result: result)
        case "feDiffuseLighting", "feSpecularLighting":
            guard let lighting = lighting(element, place: place) else { return transparent }
            return FilterPrimitive(kind: .lighting(lighting), inputs: [input("in")], result: result)
        default:
            return nil
        }
    }

    /// A `feFuncX` element's function; an unknown or missing `type` is the identity.
    static func transferFunction(_ element: XMLElement) -> TransferFunction {
        func number(_ name: String, _ fallback: Double) -> Double {
            element.attribute(name).flatMap { NumberScanner.parse(Substring($0)) } ?? fallback
        }
        let values = element.attribute("tableValues").flatMap { LengthParser.parseNumberList(Substring($0)) } ?? []
        switch element.attribute("type")?.trimmingCharacters() {
        case "table": return values.isEmpty ? .identity : .table(values)
        case "discrete": return values.isEmpty ? .identity : .discrete(values)
        case "linear": return .linear(slope: number("slope", 1), intercept: number("intercept", 0))
        case "gamma": return .gamma(amplitude: number("amplitude", 1), exponent: number("exponent", 1), offset: number("offset", 0))
        default: return .identity
        }
    }

    /// `feConvolveMatrix`'s attributes checked as Filter Effects 1 §15.13 requires; nil when in error. The
    /// kernel is at most 32 × 32 (each output pixel reads every cell).
    static func convolveKernel(_ element: XMLElement) -> ConvolveKernel? {
        let order = element.attribute("order").flatMap { LengthParser.parseNumberList(Substring($0)) } ?? [3]
        guard let ox = order.first, order.count <= 2 else { return nil }
        let oy = order.count > 1 ? order[1] : ox
        guard ox >= 1, oy >= 1, ox <= 32, oy <= 32, ox == ox.rounded(), oy == oy.rounded() else { return nil }
        let columns = Int(ox), rows = Int(oy)
        guard let kernel = element.attribute("kernelMatrix").flatMap({ LengthParser.parseNumberList(Substring($0)) }),
              kernel.count == columns * rows else { return nil }
        var divisor = element.attribute("divisor").flatMap { NumberScanner.parse(Substring($0)) } ?? 0
        if element.attribute("divisor") != nil, divisor == 0 { return nil }
        if divisor == 0 { divisor = kernel.reduce(0, +) }
        if divisor == 0 { divisor = 1 }
        func target(_ name: String, _ size: Int) -> Int? {
            guard let text = element.attribute(name) else { return size / 2 }
            guard let v = NumberScanner.parse(Substring(text)), v >= 0, v < Double(size), v == v.rounded() else { return nil }
            return Int(v)
        }
        guard let tx = target("targetX", columns), let ty = target("targetY", rows) else { return nil }
        let edge: ConvolveKernel.EdgeMode
        switch element.attribute("edgeMode")?.trimmingCharacters() {
        case "wrap": edge = .wrap
        case "none": edge = .none
        default: edge = .duplicate
        }
        let preserve = element.attribute("preserveAlpha")?.trimmingCharacters() == "true"
        let bias = element.attribute("bias").flatMap { NumberScanner.parse(Substring($0)) } ?? 0
        return ConvolveKernel(columns: columns, rows: rows, kernel: kernel, divisor: divisor, bias: bias.isFinite ? bias : 0,
                              targetX: tx, targetY: ty, edgeMode: edge, preserveAlpha: preserve)
    }

    /// A lighting primitive with its first light source child; nil without one.
    func lighting(_ element: XMLElement, place: PrimitivePlace) -> Lighting? {
        func number(_ node: XMLElement, _ name: String, _ fallback: Double) -> Double {
            let v = node.attribute(name).flatMap { NumberScanner.parse(Substring($0)) } ?? fallback
            return v.isFinite ? v : fallback
        }
        let specular = element.localName == "feSpecularLighting"
        guard let source = element.elementChildren.first(where: { ["feDistantLight", "fePointLight", "feSpotLight"].contains($0.localName) })
        else { return nil }
        let light: Lighting.Light
        switch source.localName {
        case "feDistantLight":
            light = .distant(azimuth: number(source, "azimuth", 0), elevation: number(source, "elevation", 0))
        case "fePointLight":
            let p = place.point(number(source, "x", 0), number(source, "y", 0))
            light = .point(x: p.x, y: p.y, z: place.depth(number(source, "z", 0)))
        default:
            let p = place.point(number(source, "x", 0), number(source, "y", 0))
            let q = place.point(number(source, "pointsAtX", 0), number(source, "pointsAtY", 0))
            let cone = source.attribute("limitingConeAngle").flatMap { NumberScanner.parse(Substring($0)) }
            light = .spot(x: p.x, y: p.y, z: place.depth(number(source, "z", 0)), atX: q.x, atY: q.y,
                          atZ: place.depth(number(source, "pointsAtZ", 0)), exponent: number(source, "specularExponent", 1),
                          cone: cone?.isFinite == true ? cone : nil)
        }
        let hasColor = element.attribute("lighting-color") != nil || element.attribute("style")?.contains("lighting-color") == true
        let color = hasColor ? SVGStyle.color("lighting-color", opacity: "lighting-opacity", of: element) : RGBAColor(red: 1, green: 1, blue: 1)
        var exponent: Double?
        if specular {
            let e = number(element, "specularExponent", 1)
            // Filter Effects 1: the exponent lies in 1…128; outside, the primitive is in error.
            guard e >= 1, e <= 128 else { return nil }
            exponent = e
        }
        let constant = number(element, specular ? "specularConstant" : "diffuseConstant", 1)
        guard constant >= 0 else { return nil }
        return Lighting(specularExponent: exponent, surfaceScale: number(element, "surfaceScale", 1), constant: constant,
                        color: color, light: light)
    }
}
