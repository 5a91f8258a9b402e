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
            print(json ? plainJSON(symbol) : plainText(symbol))
            return
        }
        print(json ? report.json() : report.text())
    }
}

extension Info {
    /// A plain SVG's facts: intrinsic size, viewBox, what it renders as, and the reader's warnings.
    private func plainFacts(_ symbol: Symbol) -> (size: String, viewBox: String, warnings: [Diagnostic]) {
        guard case .drawing(let drawing) = symbol.content else { return ("", "", []) }
        func n(_ value: Double) -> String { NumberFormatting.string(value, maximumFractionDigits: 3) }
        let box = drawing.viewBox
        return ("\(n(drawing.width))×\(n(drawing.height))", "\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))", symbol.warnings)
    }

    func plainText(_ symbol: Symbol) -> String {
        let facts = plainFacts(symbol)
        var lines = ["\(symbol.name): plain SVG (not a symbol template: no <g id=\"Symbols\">)",
                     "  size:    \(facts.size) px at @1x (render --pixel-scale or --size to change it)",
                     "  viewBox: \(facts.viewBox)",
                     "  modes:   monochrome only (plain SVGs keep their own colors)"]
        lines.append("  warnings: \(facts.warnings.isEmpty ? "none" : String(facts.warnings.count))")
        lines += facts.warnings.map { "    " + $0.description }
        return lines.joined(separator: "\n")
    }

    func plainJSON(_ symbol: Symbol) -> String {
        let facts = plainFacts(symbol)
        let value: JSONValue = .object([
            ("kind", .string("svg")), ("name", .string(symbol.name)), ("size", .string(facts.size)), ("viewBox", .string(facts.viewBox)),
            ("warnings", .array(facts.warnings.map { .string($0.description) })),
        ])
        return String(decoding: ContentsJSON.bytes(value).dropLast(), as: UTF8.self)
    }
}

