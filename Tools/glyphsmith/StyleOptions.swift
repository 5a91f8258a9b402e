import ArgumentParser
import Symbols

/// Options that decide a symbol's paint: mode, colors, appearance, variable value.
struct StyleOptions: ParsableArguments {
    @Option(help: "Rendering mode: monochrome, hierarchical, palette, multicolor or automatic.")
    var mode: String = "monochrome"

    @Option(name: .customLong("color"), help: ArgumentHelp(
        "A color: '#rrggbb', 'rgb(…)', 'hsl(…)', a CSS name or a system color (systemBlue, label). Repeat for palette colors; 'NAME=COLOR' defines a named color for multicolor layers.",
        valueName: "color"))
    var colors: [String] = []

    @Option(help: "Variable value in 0…1: lights variable layers up to this value.")
    var variableValue: Double?

    @Option(help: "Appearance: light or dark.")
    var appearance: String = "light"

    @Option(help: "Contrast: standard or high.")
    var contrast: String = "standard"

    @Option(help: "System color table: ios13 (iOS 13–18, default) or ios26.")
    var systemColors: String = "ios13"

    @Option(help: "A .colorset folder or an .xcassets catalog whose colors multicolor layers may name.")
    var colorset: String?

    @Flag(help: "Render a template image: black pixels, coverage in alpha, for the UI to tint.")
    var template = false

    @Flag(help: "Always render monochrome, whatever --mode says (preferringMonochrome).")
    var preferringMonochrome = false

    func validate() throws {
        _ = try style(loadCatalog: false)
    }

    func style(loadCatalog: Bool = true) throws -> SymbolStyle {
        guard let renderingMode = RenderingMode(rawValue: mode) else {
            throw ValidationError("--mode must be one of \(RenderingMode.allCases.map(\.rawValue).joined(separator: ", ")), got '\(mode)'")
        }
        guard let appearanceValue = Appearance(rawValue: appearance) else { throw ValidationError("--appearance must be light or dark, got '\(appearance)'") }
        guard let contrastValue = Contrast(rawValue: contrast) else { throw ValidationError("--contrast must be standard or high, got '\(contrast)'") }
        guard let palette = SystemColorPalette(rawValue: systemColors) else { throw ValidationError("--system-colors must be ios13 or ios26, got '\(systemColors)'") }
        if let variableValue, !(0...1).contains(variableValue) {
            throw ValidationError("--variable-value must be in 0…1, got \(variableValue)")
        }
        var style = SymbolStyle(renderingMode: renderingMode, variableValue: variableValue,
                                traits: ColorTraits(appearance: appearanceValue, contrast: contrastValue, palette: palette),
                                prefersMonochrome: preferringMonochrome)
        var plain: [SymbolColor] = []
        for text in colors {
            if let equals = text.firstIndex(of: "="), !text.hasPrefix("rgb"), !text.hasPrefix("hsl") {
                let name = String(text[..<equals])
                guard let color = SymbolColor(parsing: String(text[text.index(after: equals)...])) else {
                    throw ValidationError("--color '\(text)': '\(text[text.index(after: equals)...])' is not a color")
                }
                style.namedColors[name] = color
            } else {
                guard let color = SymbolColor(parsing: text) else {
                    throw ValidationError("--color '\(text)' is not a color (try '#007aff', 'rgb(0 122 255)', 'systemBlue')")
                }
                plain.append(color)
            }
        }
        if let first = plain.first { style.primaryColor = first }
        style.paletteColors = plain
        if loadCatalog, let colorset {
            style.catalogColors = try ColorSetReader.read(colorset)
        }
        return style
    }
}
