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
        _ = try configuration(loadCatalog: false)
    }

    /// The paint part of a configuration: mode, colors, variable value, appearance. Range checks are the library's
    /// (`SymbolConfiguration.validate()`), so the command line reports exactly what the library would throw.
    func configuration(loadCatalog: Bool = true) throws -> SymbolConfiguration {
        guard let renderingMode = RenderingMode(rawValue: mode) else {
            throw ValidationError("--mode must be one of \(RenderingMode.allCases.map(\.rawValue).joined(separator: ", ")), got '\(mode)'")
        }
        guard let appearanceValue = Appearance(rawValue: appearance) else { throw ValidationError("--appearance must be light or dark, got '\(appearance)'") }
        guard let contrastValue = Contrast(rawValue: contrast) else { throw ValidationError("--contrast must be standard or high, got '\(contrast)'") }
        guard let palette = SystemColorPalette(rawValue: systemColors) else { throw ValidationError("--system-colors must be ios13 or ios26, got '\(systemColors)'") }
        var configuration = SymbolConfiguration()
        configuration.renderingMode = renderingMode
        configuration.variableValue = variableValue
        configuration.appearance = appearanceValue
        configuration.contrast = contrastValue
        configuration.systemColorTable = palette
        if preferringMonochrome { configuration.prefersMonochrome = true }
        if template { configuration.isTemplateImage = true }
        var plain: [SymbolColor] = []
        var named: [String: SymbolColor] = [:]
        do {
            for text in colors {
                if let equals = text.firstIndex(of: "="), !text.hasPrefix("rgb"), !text.hasPrefix("hsl") {
                    named[String(text[..<equals])] = try SymbolColor(parsing: String(text[text.index(after: equals)...]))
                } else {
                    plain.append(try SymbolColor(parsing: text))
                }
            }
        } catch {
            throw ValidationError("--color \(error.description)")
        }
        configuration.hierarchicalColor = plain.first
        if !plain.isEmpty { configuration.paletteColors = plain }
        if !named.isEmpty { configuration.namedColors = named }
        if loadCatalog, let colorset {
            configuration.catalogColors = try ColorSetReader.read(colorset)
        }
        do {
            try configuration.validate()
        } catch {
            throw ValidationError(error.description)
        }
        return configuration
    }
}
