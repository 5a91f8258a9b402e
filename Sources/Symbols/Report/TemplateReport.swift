import SymbolCore
import SVGPath
import SymbolFormat

/// What a symbol template holds and how it resolves, as `glyphsmith info` prints it: its version, the slots the file
/// draws, whether (and how well) its masters interpolate, its layer classes, and the metrics of all 27 weight and
/// scale slots at one point size.
///
/// ```swift
/// if let report = TemplateReport(symbol: try Symbol(contentsOf: "speaker.wave.3.svg")) {
///     print(report.text())   // or report.json(), what `info --json` prints
/// }
/// ```
public struct TemplateReport: Sendable {
    /// One weight and scale slot's metrics.
    public struct Row: Sendable {
        /// The slot's name (`Regular-M`).
        public var slot: String
        /// `slot` (drawn in the file), `interpolated`, or `fallback from … (why)`.
        public var source: String
        /// What a render at the report's point size and pixel scale reports.
        public var metrics: SymbolMetrics
    }

    /// The symbol's name.
    public var name: String
    /// The template format version (`6.0`).
    public var version: String
    /// The point size the template is drawn at.
    public var sourcePointSize: Double
    /// The slots the file draws (`Regular-M`, …), in slot order.
    public var slotsPresent: [String]
    /// Why the masters cannot be interpolated, or nil when they can.
    public var interpolationProblem: String?
    /// How far the file's own slots are from what interpolation gives: the worst slot, the deviation in design
    /// units, and how many slots were compared.
    public var deviation: (slot: String, deviation: Double, compared: Int)?
    /// The layer classes the template's paths carry.
    public var layers: [String]
    /// All 27 slots, weight by weight.
    public var rows: [Row] = []
    /// The point size the table is computed at.
    public var pointSize: Double
    /// The pixel scale the table is computed at.
    public var pixelScale: Double

    /// The report of a symbol template, or nil for a plain SVG (which has no slots).
    public init?(symbol: Symbol, pointSize: Double = 17, pixelScale: Double = 1) {
        guard let template = symbol.template else { return nil }
        self.init(symbol: symbol, template: template, pointSize: pointSize, pixelScale: pixelScale)
    }

    private init(symbol: Symbol, template: SymbolTemplate, pointSize: Double, pixelScale: Double) {
        name = symbol.name
        self.pointSize = pointSize
        self.pixelScale = pixelScale
        version = template.version.description
        sourcePointSize = template.sourcePointSize
        slotsPresent = template.slots.keys.sorted().map(\.description)
        interpolationProblem = SlotResolver.interpolationProblem(template)
        deviation = SlotResolver.interpolationDeviation(template).map { ($0.slot.description, $0.deviation, $0.compared) }
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
            rows.append(Row(slot: id.description, source: source, metrics: layout.metrics))
        }
    }

    /// The report as `info` prints it: a header and a table, the units stated.
    public func text() -> String {
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
            let id = Self.padded(row.slot, to: 14)
            let source = Self.padded(row.source.hasPrefix("fallback") ? "fallback" : row.source, to: 13)
            let pixels = Self.padded("\(m.pixelWidth)×\(m.pixelHeight)", to: 9)
            let insets = m.alignmentRectInsets
            out += "\(id) \(source) \(pixels) \(Self.padded(Self.number(m.baselineOffsetFromBottom), to: 9)) "
            out += "\(Self.padded(Self.number(m.capHeight), to: 11)) "
            out += "\(Self.number(insets.top)) \(Self.number(insets.left)) \(Self.number(insets.bottom)) \(Self.number(insets.right))\n"
        }
        return out
    }

    /// The report as `info --json` prints it.
    public func json() -> String {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(name)),
            ("version", .string(version)),
            ("sourcePointSize", .number(sourcePointSize)),
            ("slots", .array(slotsPresent.map { .string($0) })),
            ("interpolatable", .bool(interpolationProblem == nil)),
        ]
        if let problem = interpolationProblem { members.append(("interpolationProblem", .string(problem))) }
        if let deviation, deviation.deviation.isFinite {
            members.append(("interpolationDeviation", .object([
                ("slot", .string(deviation.slot)), ("units", .number(deviation.deviation)),
                ("compared", .number(Double(deviation.compared))),
            ])))
        }
        members.append(("layers", .array(layers.map { .string($0) })))
        members.append(("variants", .array(rows.map { row in
            let m = row.metrics, i = m.alignmentRectInsets
            return .object([
                ("slot", .string(row.slot)), ("source", .string(row.source)),
                ("pixelWidth", .number(Double(m.pixelWidth))), ("pixelHeight", .number(Double(m.pixelHeight))),
                ("pixelScale", .number(m.pixelScale)), ("baselineOffsetFromBottom", .number(m.baselineOffsetFromBottom)),
                ("capHeight", .number(m.capHeight)),
                ("alignmentRectInsets", .object([
                    ("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)), ("right", .number(i.right)),
                ])),
            ])
        })))
        return Self.jsonLayout.string(.object(members))
    }

    /// `info --json`'s layout: one member per line, lists of values and each variant on one line.
    private static let jsonLayout = JSONWriter(
        keyOrder: .asWritten, keySeparator: ": ", endsWithNewline: false, number: { number($0) },
        isInline: { depth, value in
            guard depth > 0 else { return false }
            if case .array(let elements) = value, elements.contains(where: \.isContainer) { return false }
            return true
        })

    static func number(_ v: Double) -> String { NumberFormatting.string(v, maximumFractionDigits: 3) }

    /// Left-aligned in a column of `width` characters.
    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
