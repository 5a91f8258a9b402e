import SymbolCore
/// Chooses each layer's color and blend for a style: the semantics of rendering modes, variable values and
/// clear-behind (Documentation/SymbolFormat.md §2–4), as data the planner draws without further thought.
package enum LayerPainter {
    /// The mode actually used: `preferringMonochrome` wins, `automatic` takes the symbol's preferred mode, and a mode
    /// the symbol has no annotations for falls back to monochrome.
    package static func effectiveMode(_ style: SymbolStyle, glyph: ResolvedGlyph, template: SymbolTemplate,
                                     preferred: RenderingMode = .monochrome) -> RenderingMode {
        if style.prefersMonochrome { return .monochrome }
        if style.prefersMulticolor && !SymbolLayerReader.layers(of: glyph, template: template, mode: .multicolor).isEmpty {
            return .multicolor
        }
        let requested = style.renderingMode == .automatic ? (preferred == .automatic ? .monochrome : preferred) : style.renderingMode
        if requested != .monochrome && SymbolLayerReader.layers(of: glyph, template: template, mode: requested).isEmpty {
            return .monochrome
        }
        return requested
    }

    /// The painted layers, bottom first. Throws when a multicolor layer names a color that resolves nowhere.
    package static func paint(_ glyph: ResolvedGlyph, template: SymbolTemplate, style: SymbolStyle,
                             preferred: RenderingMode = .monochrome) throws(Diagnostic) -> [SymbolPlanner.Layer] {
        let mode = effectiveMode(style, glyph: glyph, template: template, preferred: preferred)
        var layers = SymbolLayerReader.layers(of: glyph, template: template, mode: mode)
        if layers.isEmpty {
            // Templates before v4, or without monochrome-N classes, draw every path as one layer.
            var all = VectorPath()
            for p in glyph.paths { all.append(p.path) }
            layers = [SymbolLayer(index: 0, path: all)]
        }
        let traits = style.traits
        let primary = style.primaryColor.resolved(traits, tint: style.tint)
        var painted: [SymbolPlanner.Layer] = []
        for layer in layers {
            var color: RGBAColor
            switch mode {
            case .monochrome, .automatic:
                color = primary
            case .hierarchical:
                color = primary.multiplyingAlpha(by: LayerColorRules.hierarchicalOpacity(layer.level, baseSystemName: style.primaryColor.systemName, appearance: traits.appearance))
            case .palette:
                // UIKit: one color paints every layer; with none, the primary color does.
                color = (LayerColorRules.paletteColor(layer.level, colors: style.paletteColors) ?? style.primaryColor).resolved(traits, tint: style.tint)
            case .multicolor:
                color = try resolveMulticolor(layer, style: style)
            }
            color = color.multiplyingAlpha(by: layer.opacity)
            let active = LayerColorRules.isActive(threshold: layer.threshold, value: style.variableValue)
            if layer.erases {
                // §2.3: an active eraser clears what lies under it; an inactive one keeps 70 % of it.
                painted.append(SymbolPlanner.Layer(path: layer.path, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: active ? 0 : 0.7), blend: .destinationIn))
                continue
            }
            if !active {
                if mode == .hierarchical {
                    color = primary.multiplyingAlpha(by: LayerColorRules.hierarchicalOpacity(.tertiary, baseSystemName: style.primaryColor.systemName, appearance: traits.appearance) * layer.opacity)
                } else {
                    color = color.multiplyingAlpha(by: LayerColorRules.inactiveOpacity)
                }
            }
            painted.append(SymbolPlanner.Layer(path: layer.path, color: color, blend: layer.clearsBehind ? .copy : .normal))
        }
        return painted
    }

    /// UIKit's order (§3.4): the app's named colors, system colors, white/black, tint, asset-catalog colors, then the
    /// rule's own fill.
    static func resolveMulticolor(_ layer: SymbolLayer, style: SymbolStyle) throws(Diagnostic) -> RGBAColor {
        let traits = style.traits
        guard let name = layer.colorName else {
            return layer.fallbackFill ?? style.primaryColor.resolved(traits, tint: style.tint)
        }
        var bare = name
        if bare.hasSuffix("Color") && bare.count > 5 { bare.removeLast(5) }
        if let named = style.namedColors[name] ?? style.namedColors[bare] { return named.resolved(traits, tint: style.tint) }
        if let system = traits.palette.variants(named: name) { return system.resolved(traits) }
        if SymbolColor.tintNames.contains(name) { return style.tint.resolved(traits) }
        if let catalog = style.catalogColors[name] ?? style.catalogColors[bare] { return catalog.resolved(traits, tint: style.tint) }
        if let fill = layer.fallbackFill { return fill }
        throw Diagnostic(.error, "multicolor layer \(layer.index): color '\(name)' resolves nowhere (not a system color, not supplied, not in the asset catalog, and its rule has no fill)")
    }
}
