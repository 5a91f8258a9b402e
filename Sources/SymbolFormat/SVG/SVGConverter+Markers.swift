import CPlatform
import SVGPath

extension SVGConverter {
    /// A vertex of a path where a marker may go, with the directions of the segments into and out of it.
    struct MarkerVertex {
        var point: Point
        var incoming: Point?
        var outgoing: Point?
    }

    /// The markers of a path, line, polyline or polygon (SVG 1.1 §11.6), drawn over the shape.
    mutating func markers(on path: VectorPath, style: SVGStyle, transform: AffineTransform, at element: XMLElement) -> [DrawingNode] {
        guard style.markerStart != nil || style.markerMid != nil || style.markerEnd != nil else { return [] }
        // An arc is one segment however many cubics draw it: the data is read again for where its arcs lie.
        var arcInteriors: Set<Int> = []
        if element.localName == "path", let data = element.attribute("d"), data.utf8.contains(where: { $0 == UInt8(ascii: "a") || $0 == UInt8(ascii: "A") }) {
            arcInteriors = Set(PathParser.parse(data).arcInteriors)
        }
        let vertices = Self.markerVertices(of: path, arcInteriors: arcInteriors)
        guard !vertices.isEmpty else { return [] }
        var nodes: [DrawingNode] = []
        for (index, vertex) in vertices.enumerated() {
            let id: String?
            if index == 0 { id = style.markerStart } else if index == vertices.count - 1 { id = style.markerEnd } else { id = style.markerMid }
            guard let id else { continue }
            nodes += marker(id, at: vertex, isStart: index == 0, context: style, transform: transform, from: element)
        }
        return nodes
    }

    /// Every segment end point, in order; directions from the control points next to it. The elements at
    /// `arcInteriors` end inside an arc and are no vertex.
    static func markerVertices(of path: VectorPath, arcInteriors: Set<Int> = []) -> [MarkerVertex] {
        var vertices: [MarkerVertex] = []
        var current = Point.zero, start = Point.zero
        func direction(_ from: Point, _ to: Point) -> Point? { from == to ? nil : to - from }
        for (index, element) in path.elements.enumerated() {
            if arcInteriors.contains(index), case .cubic(let c1, let c2, let p) = element {
                if vertices.last?.outgoing == nil {
                    vertices[vertices.count - 1].outgoing = direction(current, c1) ?? direction(current, c2) ?? direction(current, p)
                }
                current = p
                continue
            }
            switch element {
            case .move(let p):
                vertices.append(MarkerVertex(point: p))
                current = p
                start = p
            case .line(let p):
                let d = direction(current, p)
                if vertices.last?.outgoing == nil { vertices[vertices.count - 1].outgoing = d }
                vertices.append(MarkerVertex(point: p, incoming: d))
                current = p
            case .quad(let c, let p):
                if vertices.last?.outgoing == nil { vertices[vertices.count - 1].outgoing = direction(current, c) ?? direction(current, p) }
                vertices.append(MarkerVertex(point: p, incoming: direction(c, p) ?? direction(current, p)))
                current = p
            case .cubic(let c1, let c2, let p):
                if vertices.last?.outgoing == nil {
                    vertices[vertices.count - 1].outgoing = direction(current, c1) ?? direction(current, c2) ?? direction(current, p)
                }
                vertices.append(MarkerVertex(point: p, incoming: direction(c2, p) ?? direction(c1, p) ?? direction(current, p)))
                current = p
            case .close:
                let d = direction(current, start)
                if vertices.last?.outgoing == nil { vertices[vertices.count - 1].outgoing = d }
                vertices.append(MarkerVertex(point: start, incoming: d))
                current = start
            }
        }
        return vertices
    }

    /// One marker at a vertex; `context` is the shape's style (its stroke width scales the marker, and its fill
    /// and stroke are the marker content's `context-fill` and `context-stroke`).
    private mutating func marker(_ id: String, at vertex: MarkerVertex, isStart: Bool, context: SVGStyle,
                                 transform: AffineTransform, from element: XMLElement) -> [DrawingNode] {
        guard let marker = self.element(withID: id), marker.localName == "marker" else {
            warnOnce("marker '#\(id)' does not exist", at: element)
            return []
        }
        guard checkReference(id, property: "marker", at: element) else { return [] }
        referenceStack.append(id)
        markerDepth += 1
        defer {
            referenceStack.removeLast()
            markerDepth -= 1
        }
        let width = length(marker, "markerWidth", percentOf: viewport.width) ?? 3
        let height = length(marker, "markerHeight", percentOf: viewport.height) ?? 3
        guard width > 0, height > 0 else { return [] }
        // Orientation: a fixed angle, or the direction at the vertex (the bisector where two segments meet).
        var angle = 0.0
        let orient = marker.attribute("orient").map { String(Substring($0).trimmingSVGSpace()) } ?? "0"
        if orient == "auto" || orient == "auto-start-reverse" {
            let incoming = vertex.incoming.map { atan2($0.y, $0.x) }, outgoing = vertex.outgoing.map { atan2($0.y, $0.x) }
            switch (incoming, outgoing) {
            case (let a?, let b?):
                var delta = b - a
                while delta > .pi { delta -= 2 * .pi }
                while delta < -.pi { delta += 2 * .pi }
                angle = a + delta / 2
            case (let a?, nil): angle = a
            case (nil, let b?): angle = b
            default: angle = 0
            }
            if orient == "auto-start-reverse", isStart { angle += .pi }
        } else {
            angle = (Self.angle(Substring(orient).lowercased()[...]) ?? 0) * .pi / 180
        }
        let scale = marker.attribute("markerUnits") == "userSpaceOnUse" ? 1 : context.strokeWidth
        // A percentage is of the viewport the marker is drawn in, as for markerWidth and markerHeight (SVG 1.1 §7.10).
        let refX = length(marker, "refX", percentOf: viewport.width) ?? 0
        let refY = length(marker, "refY", percentOf: viewport.height) ?? 0
        // Content space → marker viewport (viewBox) → placed at the vertex, turned and scaled by the stroke width.
        var content = AffineTransform.identity
        var clip = Rect(x: 0, y: 0, width: width, height: height)
        if let box = marker.attribute("viewBox").flatMap({ Self.viewBox($0) }) {
            let aspect = marker.attribute("preserveAspectRatio").flatMap(PreserveAspectRatio.parse) ?? PreserveAspectRatio()
            content = aspect.transform(from: box, to: Rect(x: 0, y: 0, width: width, height: height))
            clip = box
        }
        let reference = content.apply(Point(x: refX, y: refY))
        let place = AffineTransform.translation(x: -reference.x, y: -reference.y)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(.rotation(angle))
            .concatenating(.translation(x: vertex.point.x, y: vertex.point.y))
            .concatenating(transform)
        let contentToRoot = content.concatenating(place)
        let base = context.asContext(for: inheritedStyle(for: marker))
        var markerStyle = base.child()
        applyStyle(of: marker, to: &markerStyle, parent: base)
        let children = convertChildren(of: marker, style: markerStyle, transform: contentToRoot)
        guard !children.isEmpty else { return [] }
        var group = DrawingGroup(children: children)
        // overflow: hidden (the default) clips to the viewport, in content coordinates when there is a viewBox.
        if Self.clipsOverflow(marker) {
            group.clip = DrawingClip(shapes: [DrawingClipShape(path: ShapeGeometry.rectangle(x: clip.minX, y: clip.minY, width: clip.width, height: clip.height, rx: nil, ry: nil),
                                                               transform: contentToRoot, rule: .nonZero)])
        }
        return [.group(group)]
    }
}
