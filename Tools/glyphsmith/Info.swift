import ArgumentParser
import SymbolAssets
import Symbols

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
        guard let template = symbol.template else {
            print(json ? plainJSON(symbol) : plainText(symbol))
            return
        }
        let report = TemplateReport(symbol: symbol, template: template, pointSize: pointSize, pixelScale: pixelScale)
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

/// The facts `info` prints, gathered once and formatted as text or JSON.
struct TemplateReport {
    struct Row {
        var id: TemplateSlotID
        var source: String
        var metrics: SymbolMetrics
    }

    var name: String
    var version: String
    var sourcePointSize: Double
    var slotsPresent: [String]
    var interpolationProblem: String?
    var deviation: (slot: TemplateSlotID, deviation: Double, compared: Int)?
    var layers: [String]
    var rows: [Row] = []
    /// The point size and pixel scale the table is computed at.
    var pointSize: Double
    var pixelScale: Double

    init(symbol: Symbol, template: SymbolTemplate, pointSize: Double, pixelScale: Double) {
        name = symbol.name
        self.pointSize = pointSize
        self.pixelScale = pixelScale
        version = template.version.description
        sourcePointSize = template.sourcePointSize
        slotsPresent = template.slots.keys.sorted().map(\.description)
        interpolationProblem = SlotResolver.interpolationProblem(template)
        deviation = SlotResolver.interpolationDeviation(template)
        var classes = Set<String>()
        for slot in template.slots.values { for path in slot.paths { classes.formUnion(path.classes) } }
        layers = classes.sorted()
        for id in TemplateSlotID.all {
            var configuration = SymbolConfiguration(pointSize: pointSize, weight: id.weight, scale: id.scale)
            configuration.pixelScale = pixelScale
            guard let glyph = SlotResolver.resolve(template, weight: id.weight, scale: id.scale) else { continue }
            let layout = SymbolLayout(glyph: glyph, sourcePointSize: template.sourcePointSize, configuration: configuration)
            let source: String
            switch glyph.source {
            case .slot: source = "slot"
            case .interpolated: source = "interpolated"
            case .fallback(let from, let reason): source = "fallback from \(from) (\(reason))"
            }
            rows.append(Row(id: id, source: source, metrics: layout.metrics))
        }
    }

    func text() -> String {
        var out = "\(name): template v\(version), source point size \(Self.number(sourcePointSize))\n"
        out += "slots present: \(slotsPresent.joined(separator: " "))\n"
        out += "interpolatable: " + (interpolationProblem.map { "no — \($0)" } ?? "yes") + "\n"
        if let deviation {
            out += "own slots vs interpolation: \(deviation.compared) compared, largest deviation \(Self.number(deviation.deviation)) units (\(deviation.slot))\n"
        }
        out += "layer classes: " + (layers.isEmpty ? "none" : layers.joined(separator: " ")) + "\n"
        out += "metrics at \(Self.number(pointSize)) pt, @\(Self.number(pixelScale))x (--point-size, --pixel-scale): pixels are image pixels; "
            + "baseline (offset from the bottom), cap height and alignment insets are in points\n"
        out += "slot           source        pixels    baseline  cap height  insets (t l b r)\n"
        for row in rows {
            let m = row.metrics
            let id = row.id.description.padded(to: 14)
            let source = (row.source.hasPrefix("fallback") ? "fallback" : row.source).padded(to: 13)
            let pixels = "\(m.pixelWidth)×\(m.pixelHeight)".padded(to: 9)
            let insets = m.alignmentRectInsets
            out += "\(id) \(source) \(pixels) \(Self.number(m.baselineOffsetFromBottom).padded(to: 9)) "
            out += "\(Self.number(m.capHeight).padded(to: 11)) "
            out += "\(Self.number(insets.top)) \(Self.number(insets.left)) \(Self.number(insets.bottom)) \(Self.number(insets.right))\n"
        }
        return out
    }

    func json() -> String {
        func string(_ s: String) -> String {
            var out = "\""
            for c in s.unicodeScalars {
                switch c {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default: out.unicodeScalars.append(c)
                }
            }
            return out + "\""
        }
        var out = "{\n  \"name\": \(string(name)),\n  \"version\": \(string(version)),\n"
        out += "  \"sourcePointSize\": \(Self.number(sourcePointSize)),\n"
        out += "  \"slots\": [\(slotsPresent.map(string).joined(separator: ", "))],\n"
        out += "  \"interpolatable\": \(interpolationProblem == nil),\n"
        if let problem = interpolationProblem { out += "  \"interpolationProblem\": \(string(problem)),\n" }
        if let deviation, deviation.deviation.isFinite {
            out += "  \"interpolationDeviation\": {\"slot\": \(string(deviation.slot.description)), \"units\": \(Self.number(deviation.deviation)), \"compared\": \(deviation.compared)},\n"
        }
        out += "  \"layers\": [\(layers.map(string).joined(separator: ", "))],\n  \"variants\": [\n"
        out += rows.map { row in
            let m = row.metrics, i = m.alignmentRectInsets
            return "    {\"slot\": \(string(row.id.description)), \"source\": \(string(row.source)), \"pixelWidth\": \(m.pixelWidth), "
                + "\"pixelHeight\": \(m.pixelHeight), \"pixelScale\": \(Self.number(m.pixelScale)), "
                + "\"baselineOffsetFromBottom\": \(Self.number(m.baselineOffsetFromBottom)), \"capHeight\": \(Self.number(m.capHeight)), "
                + "\"alignmentRectInsets\": {\"top\": \(Self.number(i.top)), \"left\": \(Self.number(i.left)), "
                + "\"bottom\": \(Self.number(i.bottom)), \"right\": \(Self.number(i.right))}}"
        }.joined(separator: ",\n")
        out += "\n  ]\n}"
        return out
    }

    static func number(_ v: Double) -> String { NumberFormatting.string(v, maximumFractionDigits: 3) }
}
