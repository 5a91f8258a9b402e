/// Picks or derives the geometry for a requested weight and scale (Documentation/SymbolFormat.md §1.6).
///
/// Order: the template's exact slot → interpolation from the small masters (template v3+, masters compatible)
/// → a fallback. The fallback is our decision ([I] in the spec): the nearest present weight in the same scale,
/// else Regular-M grown or shrunk to the requested scale about the cap-height midline, else any slot.
package enum SlotResolver {
    /// Why a template's masters cannot interpolate, or nil when they can.
    package static func interpolationProblem(_ template: SymbolTemplate) -> String? {
        guard template.version >= TemplateVersion(3) else { return "template version \(template.version) predates interpolation (3.0)" }
        let missing = TemplateSlotID.masters.filter { template.slots[$0] == nil }
        guard missing.isEmpty else { return "missing master slot\(missing.count > 1 ? "s" : "") \(missing.map(\.description).joined(separator: ", "))" }
        let masters = TemplateSlotID.masters.map { template.slots[$0]! }
        let reference = masters[1]
        for other in [masters[0], masters[2]] {
            guard other.paths.count == reference.paths.count else {
                return "\(other.id) has \(other.paths.count) paths but \(reference.id) has \(reference.paths.count)"
            }
            // Compared in place, command by command: this runs at every resolve, over every path of a template.
            for index in 0..<reference.paths.count {
                let ea = other.paths[index].path.elements, eb = reference.paths[index].path.elements
                for offset in 0..<min(ea.count, eb.count) where !ea[offset].isSameCommand(as: eb[offset]) {
                    return "\(other.id) path \(index) command \(offset) is '\(ea[offset].letter)' but \(reference.id) has '\(eb[offset].letter)'"
                }
                if ea.count != eb.count {
                    return "\(other.id) path \(index) has \(ea.count) commands but \(reference.id) has \(eb.count)"
                }
            }
        }
        return nil
    }

    /// The glyph for a named weight and scale.
    package static func resolve(_ template: SymbolTemplate, weight: SymbolWeight, scale: SymbolScale) -> ResolvedGlyph? {
        let id = TemplateSlotID(weight, scale)
        if let slot = template.slots[id] {
            var glyph = ResolvedGlyph(paths: slot.paths, margins: margins(template, for: id), capHeight: capHeight(template, scale), source: .slot(id))
            glyph.rotationAnchors = template.rotationAnchors[id] ?? RotationAnchors()
            return glyph
        }
        return resolve(template, continuousWeight: weight.continuousValue, scale: scale, preferring: weight)
    }

    /// The glyph for any continuous weight (−0.8 ultralight … 0.62 black) and scale; always interpolates when it can.
    package static func resolve(_ template: SymbolTemplate, continuousWeight: Double, scale: SymbolScale) -> ResolvedGlyph? {
        if let exact = SymbolWeight.allCases.first(where: { $0.continuousValue == continuousWeight }),
           let slot = template.slots[TemplateSlotID(exact, scale)] {
            let id = TemplateSlotID(exact, scale)
            var glyph = ResolvedGlyph(paths: slot.paths, margins: margins(template, for: id), capHeight: capHeight(template, scale), source: .slot(id))
            glyph.rotationAnchors = template.rotationAnchors[id] ?? RotationAnchors()
            return glyph
        }
        let nearest = SymbolWeight.allCases.min { abs($0.continuousValue - continuousWeight) < abs($1.continuousValue - continuousWeight) }!
        return resolve(template, continuousWeight: continuousWeight, scale: scale, preferring: nearest)
    }

    private static func resolve(_ template: SymbolTemplate, continuousWeight: Double, scale: SymbolScale, preferring weight: SymbolWeight) -> ResolvedGlyph? {
        if let glyph = interpolateOwnMasters(template, continuousWeight: continuousWeight, scale: scale) { return glyph }
        if interpolationProblem(template) == nil, let glyph = interpolate(template, continuousWeight: continuousWeight, scale: scale) {
            return glyph
        }
        return fallback(template, weight: weight, scale: scale)
    }

    /// The Ultralight, Regular and Black slots of a Medium or Large scale when the template draws all three and
    /// they interpolate with each other (an SF Symbols 6 nine-master file); nil otherwise.
    static func ownMasters(_ template: SymbolTemplate, _ scale: SymbolScale) -> [TemplateSlot]? {
        guard scale != .small, template.version >= TemplateVersion(3) else { return nil }
        let slots = [SymbolWeight.ultralight, .regular, .black].compactMap { template.slots[TemplateSlotID($0, scale)] }
        guard slots.count == 3 else { return nil }
        for other in [slots[0], slots[2]] {
            guard other.paths.count == slots[1].paths.count else { return nil }
            for index in 0..<other.paths.count {
                let ea = other.paths[index].path.elements, eb = slots[1].paths[index].path.elements
                guard ea.count == eb.count else { return nil }
                for offset in 0..<ea.count where !ea[offset].isSameCommand(as: eb[offset]) { return nil }
            }
        }
        return slots
    }

    /// Interpolates a Medium or Large weight between that scale's own masters, as the SF Symbols app does with a
    /// nine-master file: the Small row of the weight table (the masters are already at their scale's size, so
    /// nothing is grown). CoreUI's Medium and Large rows are exactly this mix of Small masters grown to size, so a
    /// file whose scales agree draws the same either way; one whose scales disagree (masters copied from another
    /// scale) draws each scale consistently at every weight instead of jumping between its own slots and scaled
    /// Small drawings. Nil when the scale has no compatible masters of its own.
    static func interpolateOwnMasters(_ template: SymbolTemplate, continuousWeight: Double, scale: SymbolScale) -> ResolvedGlyph? {
        guard let masters = ownMasters(template, scale) else { return nil }
        let (u, r, b) = (masters[0], masters[1], masters[2])
        let k = WeightInterpolator.coefficients(weight: continuousWeight, size: SymbolScale.small.continuousSize)
        var paths: [TemplatePath] = []
        for i in r.paths.indices {
            guard let mixed = WeightInterpolator.mix(ultralight: u.paths[i].path, regular: r.paths[i].path, black: b.paths[i].path, k) else { return nil }
            paths.append(TemplatePath(path: mixed, classes: r.paths[i].classes, location: r.paths[i].location))
        }
        var glyphMargins: TemplateMargins?
        if let mu = template.margins[u.id], let mr = template.margins[r.id], let mb = template.margins[b.id] {
            glyphMargins = TemplateMargins(left: WeightInterpolator.mix(ultralight: mu.left, regular: mr.left, black: mb.left, k),
                                           right: WeightInterpolator.mix(ultralight: mu.right, regular: mr.right, black: mb.right, k))
        }
        var glyph = ResolvedGlyph(paths: paths, margins: glyphMargins ?? margins(template, for: r.id), capHeight: capHeight(template, scale), source: .interpolated)
        glyph.rotationAnchors = mixAnchors(template, u.id, r.id, b.id, k)
        return glyph
    }

    /// The masters' rotation anchors mixed with the weight's coefficients, like their control points; an anchor only
    /// the Regular master gives is taken as it is (an anchor cannot be interpolated from one point).
    static func mixAnchors(_ template: SymbolTemplate, _ u: TemplateSlotID, _ r: TemplateSlotID, _ b: TemplateSlotID,
                           _ k: WeightInterpolator.Coefficients) -> RotationAnchors {
        let (au, ar, ab) = (template.rotationAnchors[u], template.rotationAnchors[r], template.rotationAnchors[b])
        func mix(_ pu: Point?, _ pr: Point?, _ pb: Point?) -> Point? {
            guard let pr else { return nil }
            guard let pu, let pb else { return pr }
            return Point(x: WeightInterpolator.mix(ultralight: pu.x, regular: pr.x, black: pb.x, k),
                         y: WeightInterpolator.mix(ultralight: pu.y, regular: pr.y, black: pb.y, k))
        }
        var result = RotationAnchors(symbol: mix(au?.symbol, ar?.symbol, ab?.symbol))
        for (index, point) in ar?.layers ?? [:] {
            result.layers[index] = mix(au?.layers[index], point, ab?.layers[index])
        }
        return result
    }

    /// Interpolates from the small masters; nil when they are incompatible.
    static func interpolate(_ template: SymbolTemplate, continuousWeight: Double, scale: SymbolScale) -> ResolvedGlyph? {
        let u = template.slots[.init(.ultralight, .small)]!, r = template.slots[.init(.regular, .small)]!, b = template.slots[.init(.black, .small)]!
        let k = WeightInterpolator.coefficients(weight: continuousWeight, size: scale.continuousSize)
        let smallCap = capHeight(template, .small)
        let grow = WeightInterpolator.sizeTransform(size: scale.continuousSize, capHeight: smallCap)
        var paths: [TemplatePath] = []
        for i in r.paths.indices {
            guard let mixed = WeightInterpolator.mix(ultralight: u.paths[i].path, regular: r.paths[i].path, black: b.paths[i].path, k) else { return nil }
            paths.append(TemplatePath(path: mixed.transformed(by: grow), classes: r.paths[i].classes, location: r.paths[i].location))
        }
        var glyphMargins: TemplateMargins?
        if let mu = template.margins[u.id], let mr = template.margins[r.id], let mb = template.margins[b.id] {
            glyphMargins = TemplateMargins(
                left: scale.continuousSize * WeightInterpolator.mix(ultralight: mu.left, regular: mr.left, black: mb.left, k),
                right: scale.continuousSize * WeightInterpolator.mix(ultralight: mu.right, regular: mr.right, black: mb.right, k))
        } else if let fallbackMargins = Self.margins(template, for: TemplateSlotID(.regular, scale)) {
            glyphMargins = fallbackMargins
        }
        var glyph = ResolvedGlyph(paths: paths, margins: glyphMargins, capHeight: capHeight(template, scale), source: .interpolated)
        glyph.rotationAnchors = mixAnchors(template, u.id, r.id, b.id, k).transformed(by: grow)
        return glyph
    }

    private static func fallback(_ template: SymbolTemplate, weight: SymbolWeight, scale: SymbolScale) -> ResolvedGlyph? {
        let sameScale = SymbolWeight.allCases.filter { template.slots[TemplateSlotID($0, scale)] != nil }
        if let nearest = sameScale.min(by: { abs($0.rawValue - weight.rawValue) < abs($1.rawValue - weight.rawValue) }) {
            let id = TemplateSlotID(nearest, scale)
            var glyph = ResolvedGlyph(paths: template.slots[id]!.paths, margins: margins(template, for: id), capHeight: capHeight(template, scale),
                                      source: .fallback(id, reason: "nearest weight present at this scale"))
            glyph.rotationAnchors = template.rotationAnchors[id] ?? RotationAnchors()
            return glyph
        }
        let candidates = [TemplateSlotID(.regular, .medium)] + TemplateSlotID.all
        guard let id = candidates.first(where: { template.slots[$0] != nil }), let slot = template.slots[id] else { return nil }
        let ratio = scale.continuousSize / id.scale.continuousSize
        let grow = WeightInterpolator.sizeTransform(size: ratio, capHeight: capHeight(template, id.scale))
        let paths = slot.paths.map { TemplatePath(path: $0.path.transformed(by: grow), classes: $0.classes, location: $0.location) }
        let m = margins(template, for: id).map { TemplateMargins(left: $0.left * ratio, right: $0.right * ratio) }
        var glyph = ResolvedGlyph(paths: paths, margins: m, capHeight: capHeight(template, scale),
                                  source: .fallback(id, reason: "scaled from \(id)"))
        glyph.rotationAnchors = (template.rotationAnchors[id] ?? RotationAnchors()).transformed(by: grow)
        return glyph
    }

    /// Margin lookup: exact → Regular of the same scale → Regular-M → Regular-S → any (§5.3).
    static func margins(_ template: SymbolTemplate, for id: TemplateSlotID) -> TemplateMargins? {
        if let m = template.margins[id] { return m }
        if let masters = ownMasters(template, id.scale), masters.allSatisfy({ template.margins[$0.id] != nil }),
           let glyph = interpolateOwnMasters(template, continuousWeight: id.weight.continuousValue, scale: id.scale), let m = glyph.margins {
            return m
        }
        // Only master margins are interpolated; checking them first also keeps this from recursing.
        if TemplateSlotID.masters.allSatisfy({ template.margins[$0] != nil }), interpolationProblem(template) == nil,
           let glyph = interpolate(template, continuousWeight: id.weight.continuousValue, scale: id.scale), let m = glyph.margins {
            return m
        }
        for candidate in [TemplateSlotID(.regular, id.scale), TemplateSlotID(.regular, .medium), TemplateSlotID(.regular, .small)] {
            if let m = template.margins[candidate] {
                let ratio = id.scale.continuousSize / candidate.scale.continuousSize
                return TemplateMargins(left: m.left * ratio, right: m.right * ratio)
            }
        }
        return template.margins.sorted { $0.key < $1.key }.first?.value
    }

    static func capHeight(_ template: SymbolTemplate, _ scale: SymbolScale) -> Double {
        template.capHeights[scale] ?? template.capHeights[.medium] ?? template.sourcePointSize * 0.704589844
    }

    /// How far the template's own slots lie from what interpolating its masters gives: the largest coordinate
    /// difference in template units over every present non-master slot whose structure matches (nil when there is
    /// nothing to compare). Apple's own 27-slot exports stay within 0.05.
    package static func interpolationDeviation(_ template: SymbolTemplate) -> (slot: TemplateSlotID, deviation: Double, compared: Int)? {
        let deviations = slotDeviations(template)
        guard let worst = deviations.max(by: { $0.deviation < $1.deviation }) else { return nil }
        return (worst.slot, worst.deviation, deviations.count)
    }

    /// Every present non-master slot whose structure matches the Small masters' interpolation, with the largest
    /// coordinate difference between the two (infinity where a path's commands differ), in slot order.
    package static func slotDeviations(_ template: SymbolTemplate) -> [(slot: TemplateSlotID, deviation: Double)] {
        guard interpolationProblem(template) == nil else { return [] }
        var result: [(slot: TemplateSlotID, deviation: Double)] = []
        for id in TemplateSlotID.all where !TemplateSlotID.masters.contains(id) {
            guard let own = template.slots[id],
                  let derived = interpolate(template, continuousWeight: id.weight.continuousValue, scale: id.scale),
                  own.paths.count == derived.paths.count else { continue }
            result.append((id, largestDifference(own.paths, derived.paths)))
        }
        return result
    }

    /// Scales whose Ultralight, Regular and Black slots are another scale's drawn again at the same size, only
    /// moved (a nine-master file whose Medium and Large masters were pasted from Small): each with the scale
    /// copied and the move, in template units.
    package static func copiedMasters(_ template: SymbolTemplate, tolerance: Double = 0.05) -> [(scale: SymbolScale, from: SymbolScale, dx: Double, dy: Double)] {
        var result: [(scale: SymbolScale, from: SymbolScale, dx: Double, dy: Double)] = []
        for scale in [SymbolScale.medium, .large] {
            guard ownMasters(template, scale) != nil else { continue }
            for from in SymbolScale.allCases where from < scale {
                var move: Point?
                let copied = [SymbolWeight.ultralight, .regular, .black].allSatisfy { weight in
                    guard let a = template.slots[TemplateSlotID(weight, scale)], let b = template.slots[TemplateSlotID(weight, from)],
                          a.paths.count == b.paths.count, !a.paths.isEmpty else { return false }
                    for (p, q) in zip(a.paths, b.paths) {
                        guard p.path.elements.map(\.letter) == q.path.elements.map(\.letter) else { return false }
                        for (x, y) in zip(p.path.elements.flatMap(\.points), q.path.elements.flatMap(\.points)) {
                            let d = Point(x: x.x - y.x, y: x.y - y.y)
                            guard let m = move else { move = d; continue }
                            if abs(d.x - m.x) > tolerance || abs(d.y - m.y) > tolerance { return false }
                        }
                    }
                    return true
                }
                if copied, let move {
                    result.append((scale, from, move.x, move.y))
                    break
                }
            }
        }
        return result
    }

    static func largestDifference(_ a: [TemplatePath], _ b: [TemplatePath]) -> Double {
        var deviation = 0.0
        for (p, q) in zip(a, b) {
            guard p.path.elements.map(\.letter) == q.path.elements.map(\.letter) else { return .infinity }
            for (x, y) in zip(p.path.elements.flatMap(\.points), q.path.elements.flatMap(\.points)) {
                deviation = max(deviation, abs(x.x - y.x), abs(x.y - y.y))
            }
        }
        return deviation
    }
}
