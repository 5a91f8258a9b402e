import ArgumentParser
import Symbols

/// Options that decide a symbol's paint: mode, colors, appearance, variable value.
struct StyleOptions: ParsableArguments {
    @Option(help: "Rendering mode.")
    var mode: RenderingMode = .monochrome

    @Option(name: .customLong("color"), help: ArgumentHelp(
        "A color: '#rrggbb', 'rgb(…)', 'hsl(…)', a CSS name or a system color (systemBlue, label). Repeat for palette colors; 'NAME=COLOR' defines a named color for multicolor layers.",
        valueName: "color"))
    var colors: [String] = []

    @Option(help: ArgumentHelp(
        "A color that a plain SVG drawn in one color is drawn in to mean the foreground, besides black: --color then paints it. Repeatable.",
        valueName: "color"))
    var foreground: [String] = []

    @Option(help: "Variable value in 0…1: lights variable layers up to this value.")
    var variableValue: Double?

    @Option(help: "Appearance.")
    var appearance: Appearance = .light

    @Option(help: "Contrast.")
    var contrast: Contrast = .standard

    @Option(help: "System color table: ios13 (iOS 13–18) or ios26.")
    var systemColors: SystemColorPalette = .iOS13to18

    @Option(help: "A .colorset folder or an .xcassets catalog whose colors multicolor layers may name.")
    var colorset: String?

    @Flag(name: .customLong("template-image"), help: "Render a template image: black pixels, coverage in alpha, for the UI to tint.")
    var templateImage = false

    // The old spelling, kept working but out of the help: "template" elsewhere means a symbol template.
    @Flag(name: .customLong("template"), help: .hidden)
    var legacyTemplateImage = false

    @Flag(help: "Always render monochrome, whatever --mode says (preferringMonochrome).")
    var preferringMonochrome = false

    func validate() throws {
        _ = try configuration(loadCatalog: false)
    }

    /// The paint part of a configuration: mode, colors, variable value, appearance. Range checks are the library's
    /// (`SymbolConfiguration.validate()`), so the command line reports exactly what the library would throw.
    func configuration(loadCatalog: Bool = true) throws -> SymbolConfiguration {
        var configuration = SymbolConfiguration()
        configuration.renderingMode = mode
        configuration.variableValue = variableValue
        configuration.appearance = appearance
        configuration.contrast = contrast
        configuration.systemColorTable = systemColors
        if preferringMonochrome { configuration.prefersMonochrome = true }
        if templateImage || legacyTemplateImage { configuration.isTemplateImage = true }
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
        do {
            var parsed: [SymbolColor] = []
            for text in foreground { parsed.append(try SymbolColor(parsing: text)) }
            if !parsed.isEmpty { configuration.foregroundColors = parsed }
        } catch {
            throw ValidationError("--foreground \(error.description)")
        }
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
