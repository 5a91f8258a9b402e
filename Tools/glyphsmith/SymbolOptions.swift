import ArgumentParser
import Symbols

/// The options that describe how a symbol is configured, shared by the commands that render symbols.
struct SymbolOptions: ParsableArguments {
    @Option(help: "Point size of the accompanying text (default 17, or the text style's size).")
    var pointSize: Double?

    @Option(help: ArgumentHelp("Weight: \(SymbolWeight.allCases.map(\.description).joined(separator: ", ")), or a continuous value from \(SymbolWeight.continuousRange.lowerBound) (ultralight) to \(SymbolWeight.continuousRange.upperBound) (black).", valueName: "weight"),
            transform: SymbolOptions.weight)
    var weight: SymbolWeight.Setting?

    @Option(help: "Scale relative to the text (default medium).")
    var scale: SymbolScale?

    @Option(help: "A Dynamic Type style: sets point size and weight.")
    var textStyle: TextStyle?

    @Option(help: "Content size category for --text-style (default l).")
    var contentSize: ContentSizeCategory?

    @Option(help: "Pixels per point: 1, 2 or 3 for @1x/@2x/@3x; a list (1,2,3) renders each, named name.png, name@2x.png, name@3x.png.")
    var pixelScale = NumberList([1])

    @Option(help: "Canvas: tight (artwork height, margin-to-margin width) or text-line (margin to margin, a shared baseline band).")
    var canvas: CanvasPolicy = .tight

    /// `--weight`, read once when the arguments are parsed.
    static func weight(_ text: String) throws -> SymbolWeight.Setting {
        guard let setting = SymbolWeight.Setting(parsing: text) else {
            throw ValidationError("--weight '\(text)' is not a weight; use \(SymbolWeight.expected)")
        }
        return setting
    }

    func validate() throws {
        _ = try configuration()
    }

    /// The configuration these options describe, or a validation error naming the bad value.
    func configuration() throws -> SymbolConfiguration {
        var configuration = SymbolConfiguration()
        configuration.pointSize = pointSize
        configuration.weightSetting = weight
        configuration.scale = scale
        configuration.textStyle = textStyle
        configuration.contentSizeCategory = contentSize
        configuration.pixelScale = pixelScale.values.first
        configuration.canvas = canvas
        for scale in pixelScale.values.dropFirst() {
            var other = configuration
            other.pixelScale = scale
            do { try other.validate() } catch { throw ValidationError(error.description) }
        }
        do {
            try configuration.validate()
        } catch {
            throw ValidationError(error.description)
        }
        return configuration
    }
}
