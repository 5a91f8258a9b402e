/// Colors and modes for rendering a symbol: the part of a configuration that decides paint rather than geometry.
package struct SymbolStyle: Sendable, Hashable {
    /// The requested mode.
    package var renderingMode: RenderingMode
    /// The monochrome and hierarchical base color (default `label`: black in light, white in dark).
    package var primaryColor: SymbolColor
    /// Palette colors, primary first.
    package var paletteColors: [SymbolColor]
    /// The tint that `tintColor` layers take (default systemBlue).
    package var tint: SymbolColor
    /// Colors by name for multicolor layers: user-supplied, then asset-catalog colors.
    package var namedColors: [String: SymbolColor]
    /// Asset-catalog colors (resolved after system colors, as UIKit does).
    package var catalogColors: [String: SymbolColor]
    /// The variable value in 0…1, or nil when every layer is on.
    package var variableValue: Double?
    /// Appearance, contrast and system palette.
    package var traits: ColorTraits
    /// Force monochrome even when another mode is asked for (`preferringMonochrome`).
    package var prefersMonochrome: Bool
    /// Multicolor when the symbol has multicolor layers (`preferringMulticolor`).
    package var prefersMulticolor: Bool = false

    /// Creates a style; the default is monochrome `label` in light mode.
    package init(renderingMode: RenderingMode = .monochrome, primaryColor: SymbolColor = .label,
                paletteColors: [SymbolColor] = [], tint: SymbolColor = .systemBlue,
                namedColors: [String: SymbolColor] = [:], catalogColors: [String: SymbolColor] = [:],
                variableValue: Double? = nil, traits: ColorTraits = ColorTraits(), prefersMonochrome: Bool = false) {
        self.renderingMode = renderingMode
        self.primaryColor = primaryColor
        self.paletteColors = paletteColors
        self.tint = tint
        self.namedColors = namedColors
        self.catalogColors = catalogColors
        self.variableValue = variableValue
        self.traits = traits
        self.prefersMonochrome = prefersMonochrome
    }

    /// A template image's style: black, every layer's own alpha, for the UI to tint.
    package static let template = SymbolStyle(primaryColor: SymbolColor(.black))
}

extension SymbolConfiguration {
    /// The paint this configuration describes, with every default filled in.
    package var style: SymbolStyle {
        if isTemplateImage == true { return .template }
        let colors = paletteColors ?? []
        var style = SymbolStyle(renderingMode: renderingMode ?? .monochrome,
                                primaryColor: hierarchicalColor ?? (renderingMode == .palette ? colors.first : nil) ?? .label,
                                paletteColors: colors, tint: tintColor ?? .systemBlue,
                                namedColors: namedColors ?? [:], catalogColors: catalogColors ?? [:],
                                variableValue: variableValue, traits: traits, prefersMonochrome: prefersMonochrome ?? false)
        style.prefersMulticolor = prefersMulticolor ?? false
        return style
    }
}
