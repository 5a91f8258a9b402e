import SVGPath

/// Clip paths, masks and paint servers: the parts of SVG that refer to other elements by id.
extension SVGConverter {
    /// The element `id` names when it is a `<name>` and not already being resolved; pushes it on the reference
    /// stack (the caller pops). A broken reference is a warning, a cycle an error.
    private mutating func enterReference(_ id: String, expecting name: Substring, property: String, at element: XMLElement) -> XMLElement? {
        guard let target = self.element(withID: id), target.localName == name else {
            warnOnce("\(property) refers to '#\(id)', which is not a <\(name)>", at: element)
            return nil
        }
        guard checkReference(id, property: property, at: element) else { return nil }
        referenceStack.append(id)
        return target
    }

    /// The clip region an element's `clip-path` names, in root user space; nil when the reference is broken.
    mutating func clipRegion(_ id: String, for nodes: [DrawingNode], transform: AffineTransform, at element: XMLElement) -> DrawingClip? {
        guard let clipElement = enterReference(id, expecting: "clipPath", property: "clip-path", at: element) else { return nil }
        defer { referenceStack.removeLast() }

        let clipParent = inheritedStyle(for: clipElement)
        var clipStyle = clipParent.child()
        applyStyle(of: clipElement, to: &clipStyle, parent: clipParent)
        var base = elementTransform(clipElement, style: clipStyle)
        if clipElement.attribute("clipPathUnits") == "objectBoundingBox" {
            guard let box = Self.bounds(of: nodes, inUserSpaceOf: transform), !box.isEmpty else { return nil }
            base = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, e: box.minX, f: box.minY).concatenating(base)
        }
        base = base.concatenating(transform)
        var shapes: [DrawingClipShape] = []
        collectClipShapes(of: clipElement, style: clipStyle, transform: base, into: &shapes)
        var clip = DrawingClip(shapes: shapes)
        if let inner = clipStyle.clipPath, !droppedAsCycle(inner, property: "clip-path", at: clipElement) {
            // A clip on the clipPath itself intersects with it.
            guard let nested = clipRegion(inner, for: nodes, transform: transform, at: clipElement) else { return nil }
            clip.clip = [nested]
        }
        return clip
    }

    private mutating func collectClipShapes(of parent: XMLElement, style: SVGStyle, transform: AffineTransform,
                                            into shapes: inout [DrawingClipShape]) {
        for child in parent.elementChildren {
            var childStyle = style.child()
            applyStyle(of: child, to: &childStyle, parent: style)
            guard childStyle.displayed, childStyle.visible || child.localName == "use" else { continue }
            let childTransform = elementTransform(child, style: childStyle).concatenating(transform)
            switch child.localName {
            case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
                if let path = outline(of: child), !path.isEmpty {
                    var shape = DrawingClipShape(path: path, transform: childTransform, rule: childStyle.clipRule)
                    // A child's own clip-path clips that child (SVG 2 §14.3.5); a broken one leaves nothing of it.
                    if let id = childStyle.clipPath, !droppedAsCycle(id, property: "clip-path", at: child) {
                        let node = DrawingNode.shape(DrawingShape(path: path, transform: childTransform, fill: FillStyle(color: .black)))
                        guard let own = clipRegion(id, for: [node], transform: childTransform, at: child) else { continue }
                        shape.clip = [own]
                    }
                    shapes.append(shape)
                }
            case "text":
                let path = textOutline(child, style: childStyle)
                if !path.isEmpty {
                    shapes.append(DrawingClipShape(path: path, transform: childTransform, rule: childStyle.clipRule))
                }
            case "use":
                guard let href = child.attribute("href") ?? child.attribute("xlink:href"), href.hasPrefix("#"),
                      let target = self.element(withID: String(href.dropFirst())), !referenceStack.contains(String(href.dropFirst())) else { continue }
                let x = length(child, "x", percentOf: viewport.width) ?? 0
                let y = length(child, "y", percentOf: viewport.height) ?? 0
                let placed = AffineTransform.translation(x: x, y: y).concatenating(childTransform)
                var targetStyle = childStyle.child()
                applyStyle(of: target, to: &targetStyle, parent: childStyle)
                if let path = outline(of: target), !path.isEmpty, targetStyle.visible, targetStyle.displayed {
                    shapes.append(DrawingClipShape(path: path, transform: elementTransform(target).concatenating(placed), rule: targetStyle.clipRule))
                }
            default:
                continue  // text and groups are not valid clipPath children in the subset icons use
            }
        }
    }

    /// The mask an element's `mask` names; nil when the reference is broken.
    mutating func maskContent(_ id: String, for nodes: [DrawingNode], transform: AffineTransform, at element: XMLElement) -> DrawingMask? {
        guard let maskElement = enterReference(id, expecting: "mask", property: "mask", at: element) else { return nil }
        defer { referenceStack.removeLast() }

        let box = Self.bounds(of: nodes, inUserSpaceOf: transform)
        let region: Rect
        if maskElement.attribute("maskUnits") == "userSpaceOnUse" {
            region = Rect(x: length(maskElement, "x", percentOf: viewport.width) ?? (viewport.minX - 0.1 * viewport.width),
                          y: length(maskElement, "y", percentOf: viewport.height) ?? (viewport.minY - 0.1 * viewport.height),
                          width: length(maskElement, "width", percentOf: viewport.width) ?? 1.2 * viewport.width,
                          height: length(maskElement, "height", percentOf: viewport.height) ?? 1.2 * viewport.height)
        } else {
            guard let box, !box.isEmpty else { return nil }
            func fraction(_ name: String, _ fallback: Double) -> Double {
                guard let text = maskElement.attribute(name) else { return fallback }
                return LengthParser.parse(Substring(text), percentOf: 1) ?? fallback
            }
            region = Rect(x: box.minX + fraction("x", -0.1) * box.width, y: box.minY + fraction("y", -0.1) * box.height,
                          width: fraction("width", 1.2) * box.width, height: fraction("height", 1.2) * box.height)
        }
        var contentTransform = transform
        if maskElement.attribute("maskContentUnits") == "objectBoundingBox" {
            guard let box, !box.isEmpty else { return nil }
            contentTransform = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, e: box.minX, f: box.minY).concatenating(transform)
        }
        let maskParent = inheritedStyle(for: maskElement)
        var maskStyle = maskParent.child()
        applyStyle(of: maskElement, to: &maskStyle, parent: maskParent)
        let content = convertChildren(of: maskElement, style: maskStyle, transform: contentTransform)
        let usesAlpha = maskElement.attribute("mask-type") == "alpha"
            || (maskElement.attribute("style") ?? "").contains("mask-type:alpha")
        var mask = DrawingMask(
            region: DrawingClipShape(path: ShapeGeometry.rectangle(x: region.minX, y: region.minY, width: region.width, height: region.height, rx: nil, ry: nil),
                                     transform: transform, rule: .nonZero),
            content: content, usesAlpha: usesAlpha)
        // A `mask` on the `<mask>` element scales its result, resolved against the same element (as resvg does).
        if let inner = maskStyle.mask, !droppedAsCycle(inner, property: "mask", at: maskElement),
           !maskChainLoops(from: inner, at: maskElement) {
            guard let nested = maskContent(inner, for: nodes, transform: transform, at: maskElement) else { return nil }
            mask.mask = [nested]
        }
        return mask
    }

    /// True (with a warning) when the `mask` attributes of `<mask>` elements, followed from `id`, come back to one
    /// being resolved: the whole nested chain is then dropped, not cut where it loops, as resvg does (which mask
    /// of a loop goes is otherwise arbitrary).
    mutating func maskChainLoops(from id: String, at element: XMLElement) -> Bool {
        var next: String? = id
        var seen: Set<String> = []
        while let current = next, seen.insert(current).inserted, seen.count <= Self.maximumReferenceDepth {
            guard let target = self.element(withID: current), target.localName == "mask" else { return false }
            next = target.attribute("mask").flatMap { ColorParser.fragmentReference(Substring($0)) }
            if let next, referenceStack.contains(next) {
                diagnose(.warning, "mask reference cycle through '#\(next)'; the mask on the <mask> is dropped", at: element)
                return true
            }
        }
        return false
    }

    /// True (with a warning) when `id` is already being resolved: the caller drops that reference and keeps the rest.
    mutating func droppedAsCycle(_ id: String, property: String, at element: XMLElement) -> Bool {
        guard referenceStack.contains(id) else { return false }
        diagnose(.warning, "\(property) reference cycle through '#\(id)'; the reference is dropped", at: element)
        return true
    }

    /// The bounding box of nodes' fill geometry in the user space whose transform to root space is `transform`.
    static func bounds(of nodes: [DrawingNode], inUserSpaceOf transform: AffineTransform) -> Rect? {
        guard let inverse = transform.inverted else { return nil }
        var result: Rect?
        var pending = nodes
        while let node = pending.popLast() {
            switch node {
            case .group(let group):
                pending.append(contentsOf: group.children)
            case .shape(let shape):
                guard let box = shape.path.transformed(by: shape.transform.concatenating(inverse)).bounds else { continue }
                result = result.map { $0.union(box) } ?? box
            case .image(let image):
                let box = Rect(x: 0, y: 0, width: Double(image.pixelWidth), height: Double(image.pixelHeight))
                    .boundingBox(under: image.imageToRoot.concatenating(inverse))
                result = result.map { $0.union(box) } ?? box
            }
        }
        return result
    }
}

extension SVGConverter {
    /// The `href` chain of a gradient or pattern (SVG 1.1 §13.2, §13.3): `first` (whose id is `id`), then each
    /// element the previous one names by `href="#…"` while `follows` accepts it. The one walk both paint servers
    /// inherit along: a chain that loops, or runs deeper than `maximumReferenceDepth`, stops there with a warning
    /// naming `what` ("gradient", "pattern").
    mutating func hrefChain(from first: XMLElement, id: String, what: String,
                            follows: (XMLElement) -> Bool) -> [XMLElement] {
        var chain = [first]
        var seen: Set<String> = [id]
        while let href = chain.last!.attribute("href") ?? chain.last!.attribute("xlink:href"), href.hasPrefix("#"),
              let next = element(withID: String(href.dropFirst())), follows(next) {
            let target = String(href.dropFirst())
            guard seen.insert(target).inserted else {
                warnOnce("\(what) href cycle through '#\(target)'; the chain stops before it", at: chain.last!)
                break
            }
            guard chain.count < Self.maximumReferenceDepth else {
                warnOnce("\(what) href chain from '#\(id)' is longer than \(Self.maximumReferenceDepth); the rest is ignored", at: chain.last!)
                break
            }
            chain.append(next)
        }
        return chain
    }
}
