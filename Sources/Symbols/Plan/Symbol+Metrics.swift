import SymbolCore
extension Symbol {
    /// The metrics a render under `configuration` would report (pixel size, baseline, cap height, alignment insets),
    /// without planning paint or drawing: what a layout needs before any image exists. Nil for a plain SVG, which has
    /// no typographic metrics.
    ///
    /// Throws ``SymbolConfigurationError`` for a value out of range, and a `Diagnostic` when the template has no
    /// slot to draw, as rendering would.
    public func metrics(for configuration: SymbolConfiguration = SymbolConfiguration()) throws -> SymbolMetrics? {
        try configuration.validate(for: self)
        guard case .template(let template) = content else { return nil }
        guard let glyph = glyph(for: configuration) else { throw Diagnostic(.error, "the template has no slot to draw") }
        var layout = SymbolLayout(glyph: glyph, sourcePointSize: template.sourcePointSize, configuration: configuration)
        if let side = configuration.fittingSize {
            layout = layout.fitted(intoSquare: PixelCount.clamped((side * configuration.resolvedPixelScale).rounded()))
        }
        return layout.metrics.rounded()
    }
}
