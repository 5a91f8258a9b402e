import SymbolCore
extension Symbol {
    /// The display list and, for templates, the metrics of this symbol under a configuration: glyph, layout and
    /// paint chosen here, so that everything but the pixels can be tested without Cairo.
    ///
    /// Throws ``SymbolConfigurationError`` for a value out of range (or a template-only option on a plain SVG),
    /// and a ``Diagnostic`` naming `file` when the symbol cannot be drawn.
    package func plan(_ configuration: SymbolConfiguration, file: String? = nil) throws -> (plan: RenderPlan, metrics: SymbolMetrics?) {
        try configuration.validate(for: self)
        let background = configuration.background?.resolved(configuration.traits, tint: configuration.tintColor ?? .systemBlue)
        let scale = configuration.resolvedPixelScale
        let fittedSide = configuration.fittingSize.map { PixelCount.clamped(($0 * scale).rounded()) }
        // A content mode, position or non-square box places the artwork with `ContentPlacement`; without them
        // `--size` keeps fitting into a centered square exactly as it always has.
        let placesContent = configuration.contentMode != nil || configuration.contentPosition != nil || configuration.fittingHeight != nil
        let box = configuration.fittingSize.map { side in
            (width: PixelCount.clamped((side * scale).rounded()),
             height: PixelCount.clamped(((configuration.fittingHeight ?? side) * scale).rounded()))
        }
        let mode = configuration.contentMode ?? .contain, position = configuration.contentPosition ?? .center
        var plan: RenderPlan
        var metrics: SymbolMetrics?
        switch content {
        case .drawing(let drawing):
            // A color given for a plain SVG tints its currentColor paints, as CSS `color` would, or a one-colour
            // drawing's paints (black, or a colour named as the foreground).
            let tint = foregroundTint(drawing, configuration)
            if placesContent, let box {
                let placement = ContentPlacement(art: (drawing.width, drawing.height), box: box, mode: mode, position: position, natural: scale)
                plan = DrawingPlanner.plan(drawing, placement: placement, background: background, tint: tint)
            } else if let fittedSide {
                plan = DrawingPlanner.plan(drawing, fittingSquare: fittedSide, background: background, tint: tint)
            } else {
                plan = DrawingPlanner.plan(drawing, pixelScale: scale, background: background, tint: tint)
            }
            if configuration.isTemplateImage == true { plan = plan.templated() }
        case .template(let template):
            guard let glyph = glyph(for: configuration) else {
                throw Diagnostic(.error, "the template has no slot to draw", file: file)
            }
            let layout = Self.layout(glyph, template: template, configuration: configuration)
            let layers: [SymbolPlanner.Layer]
            do {
                layers = try LayerPainter.paint(glyph, template: template, style: configuration.style, preferred: preferredRenderingMode)
            } catch {
                throw error.inFile(file)
            }
            plan = SymbolPlanner.plan(layers, layout: layout, background: background)
            if configuration.isTemplateImage == true { plan = plan.templated() }
            metrics = layout.metrics.rounded()
        }
        if let opacity = configuration.opacity, opacity < 1 {
            plan.operations = [.beginGroup(GroupEffects(opacity: opacity))] + plan.operations + [.endGroup]
        }
        if languageDirection.mirrors(in: configuration.layoutDirection ?? .leftToRight) {
            // The system flips the whole image (UIImage.imageFlippedForRightToLeftLayoutDirection): the horizontal
            // insets trade places with it.
            plan.mirrorsHorizontally = true
            if var m = metrics {
                swap(&m.alignmentRectInsets.left, &m.alignmentRectInsets.right)
                metrics = m
            }
        }
        return (plan, metrics)
    }

    /// Where a template's glyph lands under a configuration: its layout (template units → device pixels), sized,
    /// fitted or placed as ``plan(_:file:)`` places it.
    package static func layout(_ glyph: ResolvedGlyph, template: SymbolTemplate, configuration: SymbolConfiguration) -> SymbolLayout {
        let scale = configuration.resolvedPixelScale
        var layout = SymbolLayout(glyph: glyph, sourcePointSize: template.sourcePointSize, configuration: configuration)
        let placesContent = configuration.contentMode != nil || configuration.contentPosition != nil || configuration.fittingHeight != nil
        if placesContent, let side = configuration.fittingSize {
            let box = (width: PixelCount.clamped((side * scale).rounded()),
                       height: PixelCount.clamped(((configuration.fittingHeight ?? side) * scale).rounded()))
            let art = (width: Double(layout.metrics.pixelWidth), height: Double(layout.metrics.pixelHeight))
            layout = layout.placed(ContentPlacement(art: art, box: box, mode: configuration.contentMode ?? .contain,
                                                    position: configuration.contentPosition ?? .center, natural: 1))
        } else if let side = configuration.fittingSize {
            layout = layout.fitted(intoSquare: PixelCount.clamped((side * scale).rounded()))
        }
        return layout
    }

    /// What a configuration's colour tints in a plain SVG, or nil without a colour or with nothing to tint.
    private func foregroundTint(_ drawing: Drawing, _ configuration: SymbolConfiguration) -> ForegroundTint? {
        guard let color = configuration.hierarchicalColor else { return nil }
        let traits = configuration.traits, accent = configuration.tintColor ?? .systemBlue
        return ForegroundTint.choose(for: drawing, color: color.resolved(traits, tint: accent),
                                     foreground: (configuration.foregroundColors ?? []).map { $0.resolved(traits, tint: accent) })
    }

    /// A warning when the configuration gives a plain SVG a colour that has nothing to tint (no `currentColor` paint,
    /// and artwork in several colours, gradients or images): the colour changes nothing, so light and dark
    /// renders would be the same. Nil for templates, and when there is no colour or something to tint.
    public func tintWarning(for configuration: SymbolConfiguration, file: String? = nil) -> Diagnostic? {
        guard case .drawing(let drawing) = content, configuration.hierarchicalColor != nil,
              configuration.isTemplateImage != true, foregroundTint(drawing, configuration) == nil else { return nil }
        return Diagnostic(.warning, "the color has nothing to tint: the drawing has no currentColor paint and is not drawn in one foreground color (black, or one named by foreground colors), so it keeps its own colors in every appearance", file: file)
    }

    /// The rendering modes this symbol has annotations for (monochrome always; plain SVGs only monochrome).
    public var availableRenderingModes: [RenderingMode] {
        guard let template else { return [.monochrome] }
        guard let glyph = SlotResolver.resolve(template, weight: .regular, scale: .medium) else { return [.monochrome] }
        return [RenderingMode.monochrome, .hierarchical, .palette, .multicolor].filter { mode in
            mode == .monochrome || !SymbolLayerReader.layers(of: glyph, template: template, mode: mode).isEmpty
        }
    }

    /// Whether some layer takes part in variable-value rendering.
    public var isVariable: Bool {
        guard let template, let glyph = SlotResolver.resolve(template, weight: .regular, scale: .medium) else { return false }
        return RenderingMode.allCases.contains { mode in
            mode != .automatic && SymbolLayerReader.layers(of: glyph, template: template, mode: mode).contains { $0.threshold != nil }
        }
    }
}
