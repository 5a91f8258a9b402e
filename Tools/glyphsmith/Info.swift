import ArgumentParser
import SymbolAssets
import Symbols
import SymbolCore

/// `glyphsmith info`: what a template holds and how it resolves.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Describe a symbol template (version, slots, interpolation, layers, metrics per weight and scale) or a plain SVG (size, viewBox, warnings).")

    @Argument(help: "A symbol template or plain SVG (.svg).")
    var file: String

    @Option(help: "Point size for the metrics table.")
    var pointSize: Double = 17

    @Option(help: "Pixel scale for the metrics table.")
    var pixelScale: Double = 1

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let symbol: Symbol
        do {
            symbol = try Symbol(contentsOf: LibraryInputs.path(for: file) ?? file)
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        guard let report = TemplateReport(symbol: symbol, pointSize: pointSize, pixelScale: pixelScale) else {
            guard let plain = PlainSVGReport(symbol: symbol) else { return }
            if json { print(plain.json()) } else { printLines(plain.text()) }
            return
        }
        if json { print(report.json()) } else { printLines(report.text()) }
    }
}
