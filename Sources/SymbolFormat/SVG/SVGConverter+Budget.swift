import SVGPath

/// What drawing costs, charged to the ``WorkBudget`` as the drawing is built (see `XMLLimits.maximumWork`).
extension SVGConverter {
    /// A group that needs an offscreen layer: the layer itself, an alpha layer per clip, a canvas and a coverage
    /// pass for a mask, and a working image per filter primitive over the filter's share of the canvas.
    mutating func chargeLayer(_ group: DrawingGroup, at element: XMLElement) {
        guard !group.isPlain else { return }
        var passes = 0
        var what: [String] = []
        if group.filter == nil { passes += 1 }  // a filtered layer is confined to the filter region (below)
        if group.clip != nil { passes += 1; what.append("clip") }
        if group.mask != nil { passes += 3; what.append("mask") }
        if group.opacity < 1 && what.isEmpty { what.append("opacity") }
        var units = WorkBudget.passes(passes, coveringFraction: 1)
        if let filter = group.filter {
            // The layer, the pixels out and back, and each primitive's passes, over the region only.
            let share = canvasShare(of: filter.region)
            units += WorkBudget.passes(filter.primitives.reduce(3) { $0 + Self.passes(of: $1) }, coveringFraction: share)
            what.append("filter of \(filter.primitives.count) primitive\(filter.primitives.count == 1 ? "" : "s")")
        }
        charge(units, "layers", for: "a layer with \(what.joined(separator: ", ")) at \(Self.location(of: element))", at: element)
    }

    /// Passes over its region a primitive makes: a blur runs three box blurs each way (a drop shadow one more
    /// pass to composite), a convolution one per kernel cell, morphology one per pixel of its window's row and
    /// column, turbulence two per octave and channel, lighting about a dozen (the normal's eight reads and the
    /// light), the others one or two.
    static func passes(of primitive: FilterPrimitive) -> Int {
        switch primitive.kind {
        case .gaussianBlur: return 6
        case .dropShadow: return 7
        case .convolve(let kernel): return kernel.columns * kernel.rows
        // Each pixel reads its window's row, then its column.
        case .morphology(_, let x, let y): return Int(min(max(x, 0), 1e6) + min(max(y, 0), 1e6)) * 2 + 2
        case .turbulence(let t): return 4 * max(1, min(t.octaves, 24)) * 2
        case .lighting: return 12
        case .componentTransfer: return 2
        default: return 1
        }
    }

    /// A shape painted with a gradient: the stops copied for the shape, and the ramp Cairo builds for it (a
    /// linear search per stop, so the square of the count).
    mutating func chargeGradientUse(_ gradient: DrawingGradient?, at element: XMLElement) {
        guard let gradient else { return }
        let stops = gradient.stops.count
        charge(stops + stops * stops / 64, "gradient stops drawn", for: "a \(stops)-stop gradient painting <\(element.localName)> at \(Self.location(of: element))",
               at: element)
    }

    /// An embedded image: its pixels decoded once per document, and read again by every draw that scales it. Once
    /// the document's images together pass what a render keeps decoded, every draw may decode again and is charged so.
    mutating func chargeImage(_ image: DrawingImage, at element: XMLElement) -> Bool {
        let pixels = image.pixelWidth * image.pixelHeight
        if decodedImages.insert(image.data).inserted {
            decodedImagePixels += pixels
            guard charge(pixels, "image decoding", for: "decoding a \(image.pixelWidth)×\(image.pixelHeight) image at \(Self.location(of: element))", at: element)
            else { return false }
        }
        let draw = decodedImagePixels > WorkBudget.cachedImagePixels ? pixels : pixels / 4
        return charge(draw, "image drawing", for: "drawing a \(image.pixelWidth)×\(image.pixelHeight) image at \(Self.location(of: element))", at: element)
    }

    /// The part of the root viewport a root-space box covers (1 when there is no viewport to compare with).
    func canvasShare(of region: Rect) -> Double {
        guard let box = rootBox, box.width > 0, box.height > 0 else { return 1 }
        let w = max(0, min(region.maxX, box.maxX) - max(region.minX, box.minX))
        let h = max(0, min(region.maxY, box.maxY) - max(region.minY, box.minY))
        return (w * h) / (box.width * box.height)
    }

    /// `line:column` of an element, for naming the costliest item.
    static func location(of element: XMLElement) -> String {
        "\(element.location.line):\(element.location.column)"
    }
}

/// A `<use>` bomb (ten levels of four `<use>` each: a million elements from a kilobyte) refused before any of it is
/// drawn: how many elements an id expands to, counted once per id without expanding anything.
extension SVGConverter {
    /// The elements drawing `#id` visits, every `<use>` followed (an element in a reference cycle counts once; the
    /// cycle itself is reported when drawn). Memoized, so the whole document costs one walk of each id's subtree.
    mutating func expandedSize(ofID id: String) -> Int {
        if let known = expansionSizes[id] { return known }
        var pending = [id]
        var inProgress: Set<String> = [id]
        while let current = pending.last {
            guard let element = element(withID: current) else {
                expansionSizes[current] = 0
                inProgress.remove(current)
                pending.removeLast()
                continue
            }
            var missing: String?
            let size = subtreeSize(of: element, missing: &missing)
            if let missing {
                if inProgress.insert(missing).inserted {
                    pending.append(missing)
                } else {
                    expansionSizes[missing] = 1  // a cycle: drawing reports it
                }
                continue
            }
            expansionSizes[current] = size
            inProgress.remove(current)
            pending.removeLast()
        }
        return expansionSizes[id] ?? 0
    }

    /// The size of one subtree from the sizes already known; nil-free: when a `<use>` target's size is unknown,
    /// `missing` names it and the count is incomplete (the caller computes it first and asks again).
    private func subtreeSize(of root: XMLElement, missing: inout String?) -> Int {
        let ceiling = 1 << 40  // saturate: sizes multiply through levels
        var total = 0
        var stack = [root]
        var isRoot = true
        while let element = stack.popLast() {
            total = min(ceiling, total + 1)
            if element.localName == "use", let href = element.attribute("href") ?? element.attribute("xlink:href"), href.hasPrefix("#") {
                let target = String(href.dropFirst())
                guard let size = expansionSizes[target] else {
                    missing = target
                    return total
                }
                total = min(ceiling, total + size)
            }
            if isRoot || !Self.isNonRendering(element.localName) {
                stack.append(contentsOf: element.elementChildren)
            }
            isRoot = false
        }
        return total
    }
}
