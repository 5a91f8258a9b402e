/// Picks or derives the geometry for a requested weight and scale (symbol-format.md §1.6).
///
/// Order: the template's exact slot → interpolation from the small masters (template v3+, masters compatible)
/// → a fallback. The fallback is our decision ([I] in the spec): the nearest present weight in the same scale,
/// else Regular-M grown or shrunk to the requested scale about the cap-height midline, else any slot.
package enum SlotResolver {
    /// Why a template's masters cannot interpolate, or nil when they can.
    public static func interpolationProblem(_ template: SymbolTemplate) -> String? {
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
            for (index, (a, b)) in zip(other.paths, reference.paths).enumerated() {
                let ea = a.path.elements, eb = b.path.elements
                for offset in 0..<min(ea.count, eb.count) where ea[offset].letter != eb[offset].letter {
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
    public static func resolve(_ template: SymbolTemplate, weight: SymbolWeight, scale: SymbolScale) -> ResolvedGlyph? {
        let id = TemplateSlotID(weight, scale)
        if let slot = template.slots[id] {
            return ResolvedGlyph(paths: slot.paths, margins: margins(template, for: id), capHeight: capHeight(template, scale), source: .slot(id))
        }
        return resolve(template, continuousWeight: weight.continuousValue, scale: scale, preferring: weight)
    }

    /// The glyph for any continuous weight (−0.8 ultralight … 0.62 black) and scale; always interpolates when it can.
    public static func resolve(_ template: SymbolTemplate, continuousWeight: Double, scale: SymbolScale) -> ResolvedGlyph? {
        if let exact = SymbolWeight.allCases.first(where: { $0.continuousValue == continuousWeight }),
           let slot = template.slots[TemplateSlotID(exact, scale)] {
            let id = TemplateSlotID(exact, scale)
            return ResolvedGlyph(paths: slot.paths, margins: margins(template, for: id), capHeight: capHeight(template, scale), source: .slot(id))
        }
        let nearest = SymbolWeight.allCases.min { abs($0.continuousValue - continuousWeight) < abs($1.continuousValue - continuousWeight) }!
        return resolve(template, continuousWeight: continuousWeight, scale: scale, preferring: nearest)
    }

    private static func resolve(_ template: SymbolTemplate, continuousWeight: Double, scale: SymbolScale, preferring weight: SymbolWeight) -> ResolvedGlyph? {
        if interpolationProblem(template) == nil, let glyph = interpolate(template, continuousWeight: continuousWeight, scale: scale) {
            return glyph
        }
        return fallback(template, weight: weight, scale: scale)
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
        return ResolvedGlyph(paths: paths, margins: glyphMargins, capHeight: capHeight(template, scale), source: .interpolated)
    }

    private static func fallback(_ template: SymbolTemplate, weight: SymbolWeight, scale: SymbolScale) -> ResolvedGlyph? {
        let sameScale = SymbolWeight.allCases.filter { template.slots[TemplateSlotID($0, scale)] != nil }
        if let nearest = sameScale.min(by: { abs($0.rawValue - weight.rawValue) < abs($1.rawValue - weight.rawValue) }) {
            let id = TemplateSlotID(nearest, scale)
            return ResolvedGlyph(paths: template.slots[id]!.paths, margins: margins(template, for: id), capHeight: capHeight(template, scale),
                                 source: .fallback(id, reason: "nearest weight present at this scale"))
        }
        let candidates = [TemplateSlotID(.regular, .medium)] + TemplateSlotID.all
        guard let id = candidates.first(where: { template.slots[$0] != nil }), let slot = template.slots[id] else { return nil }
        let ratio = scale.continuousSize / id.scale.continuousSize
        let grow = WeightInterpolator.sizeTransform(size: ratio, capHeight: capHeight(template, id.scale))
        let paths = slot.paths.map { TemplatePath(path: $0.path.transformed(by: grow), classes: $0.classes, location: $0.location) }
        let m = margins(template, for: id).map { TemplateMargins(left: $0.left * ratio, right: $0.right * ratio) }
        return ResolvedGlyph(paths: paths, margins: m, capHeight: capHeight(template, scale),
                             source: .fallback(id, reason: "scaled from \(id)"))
    }

    /// Margin lookup: exact → Regular of the same scale → Regular-M → Regular-S → any (§5.3).
    static func margins(_ template: SymbolTemplate, for id: TemplateSlotID) -> TemplateMargins? {
        if let m = template.margins[id] { return m }
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
    public static func interpolationDeviation(_ template: SymbolTemplate) -> (slot: TemplateSlotID, deviation: Double, compared: Int)? {
        guard interpolationProblem(template) == nil else { return nil }
        var worst: (TemplateSlotID, Double)?
        var compared = 0
        for id in TemplateSlotID.all where !TemplateSlotID.masters.contains(id) {
            guard let own = template.slots[id],
                  let derived = interpolate(template, continuousWeight: id.weight.continuousValue, scale: id.scale),
                  own.paths.count == derived.paths.count else { continue }
            var deviation = 0.0
            for (a, b) in zip(own.paths, derived.paths) {
                guard a.path.elements.map(\.letter) == b.path.elements.map(\.letter) else { deviation = .infinity; break }
                for (p, q) in zip(a.path.elements.flatMap(\.points), b.path.elements.flatMap(\.points)) {
                    deviation = max(deviation, abs(p.x - q.x), abs(p.y - q.y))
                }
            }
            compared += 1
            if worst == nil || deviation > worst!.1 { worst = (id, deviation) }
        }
        return worst.map { ($0.0, $0.1, compared) }
    }
}
