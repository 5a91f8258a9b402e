import SVGPath

/// Elements that establish a viewport: a nested `<svg>`, and a `<use>` of a `<symbol>` or an `<svg>` (SVG 2 §5.6,
/// §5.7). Each maps its `viewBox` into the viewport its `x`/`y`/`width`/`height` place, and clips to that viewport
/// unless `overflow` lets the content show.
extension SVGConverter {
    /// A viewport's size as a `<use>` overrides it: its `width` and `height`, when given.
    struct SizeOverride {
        var width: Double?
        var height: Double?
    }

    mutating func nestedSVG(_ element: XMLElement, style: SVGStyle, transform: AffineTransform,
                            size override: SizeOverride = SizeOverride()) -> [DrawingNode] {
        let x = length(element, "x", percentOf: viewport.width) ?? 0
        let y = length(element, "y", percentOf: viewport.height) ?? 0
        let width = override.width ?? length(element, "width", percentOf: viewport.width) ?? viewport.width
        let height = override.height ?? length(element, "height", percentOf: viewport.height) ?? viewport.height
        let children = viewportContent(of: element, target: Rect(x: x, y: y, width: width, height: height),
                                       style: style, transform: transform)
        return wrap(children, style: style, element: element, transform: transform)
    }

    /// The content of `element` laid out in the viewport `target` (in the user space `transform` maps to root
    /// space), clipped to it when `overflow` says so. An empty or negative viewport draws nothing (SVG 2 §8.2).
    private mutating func viewportContent(of element: XMLElement, target: Rect, style: SVGStyle,
                                          transform: AffineTransform) -> [DrawingNode] {
        guard target.width > 0, target.height > 0 else { return [] }
        let saved = viewport
        defer { viewport = saved }
        var inner: AffineTransform
        if let box = element.attribute("viewBox").flatMap({ Self.viewBox($0) }) {
            let aspect = element.attribute("preserveAspectRatio").flatMap(PreserveAspectRatio.parse) ?? PreserveAspectRatio()
            inner = aspect.transform(from: box, to: target).concatenating(transform)
            viewport = box
        } else {
            inner = AffineTransform.translation(x: target.minX, y: target.minY).concatenating(transform)
            viewport = Rect(x: 0, y: 0, width: target.width, height: target.height)
        }
        let children = convertChildren(of: element, style: style, transform: inner)
        guard !children.isEmpty else { return [] }
        guard Self.clipsOverflow(element) else { return children }
        var group = DrawingGroup(children: children)
        group.clip = DrawingClip(shapes: [DrawingClipShape(path: ShapeGeometry.rectangle(x: target.minX, y: target.minY, width: target.width, height: target.height, rx: nil, ry: nil),
                                                           transform: transform, rule: .nonZero)])
        chargeLayer(group, at: element)
        return [.group(group)]
    }

    mutating func use(_ element: XMLElement, style: SVGStyle, transform: AffineTransform) -> [DrawingNode] {
        guard let href = element.attribute("href") ?? element.attribute("xlink:href"), href.hasPrefix("#") else { return [] }
        let id = String(href.dropFirst())
        guard let target = self.element(withID: id) else {
            warnOnce("<use> refers to '#\(id)', which does not exist", at: element)
            return []
        }
        guard checkReference(id, property: "<use>", at: element) else { return [] }
        // Refused before drawing when the target alone would pass the limit: a bomb costs one walk, not 200,000 elements.
        if drawnElements + expandedSize(ofID: id) > limits.maximumDrawnElements {
            refuseExpansion(at: element)
            return []
        }
        referenceStack.append(id)
        defer { referenceStack.removeLast() }
        let x = length(element, "x", percentOf: viewport.width) ?? 0
        let y = length(element, "y", percentOf: viewport.height) ?? 0
        let placed = AffineTransform.translation(x: x, y: y).concatenating(transform)
        // The `<use>` is the context element of its content: `context-fill` there is the use's fill.
        let style = style.asContext(for: style)
        // `width`/`height` on the `<use>` size a symbol's or an svg's viewport (SVG 2 §5.6.2); `auto` is absent.
        let size = SizeOverride(width: length(element, "width", percentOf: viewport.width),
                                height: length(element, "height", percentOf: viewport.height))
        var nodes: [DrawingNode]
        switch target.localName {
        case "symbol":
            var symbolStyle = style.child()
            applyStyle(of: target, to: &symbolStyle, parent: style)
            guard symbolStyle.displayed else { return [] }
            let width = size.width ?? length(target, "width", percentOf: viewport.width) ?? viewport.width
            let height = size.height ?? length(target, "height", percentOf: viewport.height) ?? viewport.height
            let origin = Point(x: length(target, "x", percentOf: viewport.width) ?? 0,
                               y: length(target, "y", percentOf: viewport.height) ?? 0)
            nodes = viewportContent(of: target, target: Rect(x: origin.x, y: origin.y, width: width, height: height),
                                    style: symbolStyle, transform: placed)
            nodes = wrap(nodes, style: symbolStyle, element: target, transform: placed)
        case "svg":
            var svgStyle = style.child()
            applyStyle(of: target, to: &svgStyle, parent: style)
            guard svgStyle.displayed else { return [] }
            let inner = elementTransform(target, style: svgStyle).concatenating(placed)
            nodes = nestedSVG(target, style: svgStyle, transform: inner, size: size)
        default:
            nodes = convert(target, parentStyle: style, parentTransform: placed)
        }
        return wrap(nodes, style: style, element: element, transform: transform)
    }
}
