import ArgumentParser
import Symbols

/// The options that describe how a symbol is configured, shared by the commands that render symbols.
struct SymbolOptions: ParsableArguments {
    @Option(help: "Point size of the accompanying text (default 17, or the text style's size).")
    var pointSize: Double?

    @Option(help: ArgumentHelp("Weight: \(SymbolWeight.allCases.map(\.description).joined(separator: ", ")), or a continuous value from -0.8 (ultralight) to 0.62 (black).", valueName: "weight"))
    var weight: String?

    @Option(help: "Scale relative to the text: small, medium or large (default medium).")
    var scale: String?

    @Option(help: ArgumentHelp("A Dynamic Type style (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))): sets point size and weight.", valueName: "style"))
    var textStyle: String?

    @Option(help: "Content size category for --text-style: xs, s, m, l (default), xl, xxl, xxxl, ax1 … ax5.")
    var contentSize: String?

    @Option(help: "Pixels per point: 1, 2 or 3 for @1x/@2x/@3x.")
    var pixelScale: Double = 1

    @Option(help: "Canvas: 'tight' (artwork bounds) or 'text-line' (margin to margin, a shared baseline band).")
    var canvas: String = "tight"

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
            } else if let value = Double(weight), value.isFinite {
                configuration.continuousWeight = value
            } else {
                throw ValidationError("--weight '\(weight)' is not a weight; use \(SymbolWeight.allCases.map(\.description).joined(separator: ", ")) or a number in -0.8…0.62")
            }
        }
        if let scale {
            guard let parsed = SymbolScale(name: scale) else { throw ValidationError("--scale must be small, medium or large, got '\(scale)'") }
            configuration.scale = parsed
        }
        if let textStyle {
            guard let parsed = TextStyle(name: textStyle) else {
                throw ValidationError("--text-style '\(textStyle)' is unknown; use \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            configuration.textStyle = parsed
        }
        if let contentSize {
            guard let parsed = ContentSizeCategory(name: contentSize) else {
                throw ValidationError("--content-size '\(contentSize)' is unknown; use \(ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", "))")
            }
            configuration.contentSizeCategory = parsed
        }
        configuration.pixelScale = pixelScale
        switch canvas {
        case "tight": configuration.canvas = .tight
        case "text-line", "textline", "textLine": configuration.canvas = .textLine
        default: throw ValidationError("--canvas must be 'tight' or 'text-line', got '\(canvas)'")
        }
        do {
            try configuration.validate()
        } catch {
            throw ValidationError(error.description)
        }
        return configuration
    }
}
