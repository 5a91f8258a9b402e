/// One annotated layer of a symbol for one rendering mode, before colors are chosen.
package struct SymbolLayer: Sendable, Hashable {
    /// The layer index (`hierarchical-2` → 2).
    package var index: Int
    /// The union of the layer's paths, slot-local template units.
    package var path: VectorPath
    /// The hierarchy level (hierarchical/palette layers).
    package var level: HierarchyLevel
    /// The intrinsic color name (multicolor layers), e.g. `systemBlueColor`, `tintColor`, `custom`.
    package var colorName: String?
    /// The rule's `fill`, used when the name resolves nowhere.
    package var fallbackFill: RGBAColor?
    /// The rule's `opacity`.
    package var opacity: Double
    /// `-sfsymbols-clear-behind: true`: the layer replaces what is below it inside its shape.
    package var clearsBehind: Bool
    /// `-sfsymbols-fill-action: erase` (v5+): the layer punches a hole.
    package var erases: Bool
    /// `-sfsymbols-variable-threshold` (v4+), when the layer takes part in variable values.
    package var threshold: Double?

    /// Creates a layer.
    package init(index: Int, path: VectorPath, level: HierarchyLevel = .primary, colorName: String? = nil, fallbackFill: RGBAColor? = nil,
                opacity: Double = 1, clearsBehind: Bool = false, erases: Bool = false, threshold: Double? = nil) {
        self.index = index
        self.path = path
        self.level = level
        self.colorName = colorName
        self.fallbackFill = fallbackFill
        self.opacity = opacity
        self.clearsBehind = clearsBehind
        self.erases = erases
        self.threshold = threshold
    }
}

/// Reads a glyph's layer annotations for a mode (§2), gated by template version.
package enum SymbolLayerReader {
    /// The class prefix of each concrete mode.
    static func prefix(_ mode: RenderingMode) -> String {
        switch mode {
        case .monochrome, .automatic: return "monochrome-"
        case .hierarchical, .palette: return "hierarchical-"
        case .multicolor: return "multicolor-"
        }
    }

    /// The minimum template version that carries annotations for a mode (monochrome layers from 4.0, hierarchical
    /// and multicolor from 3.0 — multicolor styles are read from 2.1 by CoreUI, but v2 exports carry none).
    static func minimumVersion(_ mode: RenderingMode) -> TemplateVersion {
        switch mode {
        case .monochrome, .automatic: return TemplateVersion(4)
        case .hierarchical, .palette: return TemplateVersion(3)
        case .multicolor: return TemplateVersion(2, 1)
        }
    }

    /// The layers for `mode`, sorted by index; empty when the template has no annotations for it.
    package static func layers(of glyph: ResolvedGlyph, template: SymbolTemplate, mode: RenderingMode) -> [SymbolLayer] {
        guard template.version >= minimumVersion(mode) else { return [] }
        let prefix = prefix(mode)
        var byIndex: [Int: SymbolLayer] = [:]
        var classByIndex: [Int: String] = [:]
        for templatePath in glyph.paths {
            for token in templatePath.classes where token.hasPrefix(prefix) {
                let rest = token.dropFirst(prefix.count)
                let number = rest.prefix { $0.isNumber }
                guard let index = Int(number) else { continue }
                let suffix = rest.dropFirst(number.count)
                let name = suffix.first == ":" && suffix.count > 1 ? String(suffix.dropFirst()) : nil
                if var layer = byIndex[index] {
                    layer.path.append(templatePath.path)
                    byIndex[index] = layer
                } else {
                    var layer = SymbolLayer(index: index, path: templatePath.path)
                    if mode == .multicolor { layer.colorName = name } else if let name { layer.level = HierarchyLevel(name: name) }
                    byIndex[index] = layer
                    classByIndex[index] = token
                }
            }
        }
        let rules = Dictionary(template.layerRules.map { ($0.className, $0) }, uniquingKeysWith: { first, _ in first })
        return byIndex.keys.sorted().map { index in
            var layer = byIndex[index]!
            if let className = classByIndex[index], let rule = rules[className] {
                apply(rule, to: &layer, version: template.version)
            }
            return layer
        }
    }

    private static func apply(_ rule: LayerRule, to layer: inout SymbolLayer, version: TemplateVersion) {
        if let fill = rule.value(of: "fill") { layer.fallbackFill = ColorParser.parseColor(Substring(fill)) }
        if let opacity = rule.value(of: "opacity").flatMap(Double.init) { layer.opacity = min(1, max(0, opacity)) }
        layer.clearsBehind = rule.value(of: "-sfsymbols-clear-behind") == "true"
        if version >= TemplateVersion(4), let threshold = rule.value(of: "-sfsymbols-variable-threshold").flatMap(Double.init) {
            layer.threshold = threshold
        }
        if version >= TemplateVersion(5), let action = rule.value(of: "-sfsymbols-fill-action") {
            // §2.3: erase → opacity 0 and eraser; draw → opacity 1; anything else → opacity 0.
            switch action {
            case "erase": layer.erases = true; layer.opacity = 0
            case "draw": layer.opacity = 1
            default: layer.opacity = 0
            }
        }
    }
}
