import ArgumentParser
import Symbols

/// The options that describe how a symbol is configured, shared by the commands that render symbols.
struct SymbolOptions: ParsableArguments {
    @Option(help: "Point size of the accompanying text (default 17, or the text style's size).")
    var pointSize: Double?

    @Option(help: ArgumentHelp("Weight: \(SymbolWeight.allCases.map(\.description).joined(separator: ", ")), or a continuous value from -0.8 (ultralight) to 0.62 (black).", valueName: "weight"))
    var weight: String?

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

    func validate() throws {
        _ = try configuration()
    }

    /// The configuration these options describe, or a validation error naming the bad value.
    func configuration() throws -> SymbolConfiguration {
        var configuration = SymbolConfiguration()
        configuration.pointSize = pointSize
        if let weight {
            if let named = SymbolWeight(name: weight) {
                configuration.weight = named
            } else if let value = NumberScanner.parse(weight) {
                configuration.continuousWeight = value
            } else {
                throw ValidationError("--weight '\(weight)' is not a weight; use \(SymbolWeight.allCases.map(\.description).joined(separator: ", ")) or a number in -0.8…0.62")
            }
        }
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
