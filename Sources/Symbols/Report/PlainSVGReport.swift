import SVGPath
import SymbolCore

/// What a plain SVG (not a symbol template) is, as `glyphsmith info` prints it: its intrinsic size, its viewBox and
/// the reader's warnings.
///
/// ```swift
/// if let report = PlainSVGReport(symbol: try Symbol(contentsOf: "logo.svg")) {
///     print(report.text())   // or report.json(), what `info --json` prints
/// }
/// ```
public struct PlainSVGReport: Sendable {
    /// The symbol's name (the file's stem).
    public var name: String
    /// The intrinsic size in pixels at @1x, `W×H`.
    public var size: String
    /// The viewBox, `minX minY width height`.
    public var viewBox: String
    /// What the reader ignored or guessed.
    public var warnings: [Diagnostic]

    /// The report of `symbol`; nil when it is a symbol template (see `TemplateReport`).
    public init?(symbol: Symbol) {
        guard case .drawing(let drawing) = symbol.content else { return nil }
        func n(_ value: Double) -> String { NumberFormatting.string(value, maximumFractionDigits: 3) }
        let box = drawing.viewBox
        name = symbol.name
        size = "\(n(drawing.width))×\(n(drawing.height))"
        viewBox = "\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))"
        warnings = symbol.warnings
    }

    /// The report as `info` prints it.
    public func text() -> String {
        var lines = ["\(name): plain SVG (not a symbol template: no <g id=\"Symbols\">)",
                     "  size:    \(size) px at @1x (render --pixel-scale or --size to change it)",
                     "  viewBox: \(viewBox)",
                     "  modes:   monochrome only (plain SVGs keep their own colors)"]
        lines.append("  warnings: \(warnings.isEmpty ? "none" : String(warnings.count))")
        lines += warnings.map { "    " + $0.description }
        return lines.joined(separator: "\n")
    }

    /// The report as `info --json` prints it: `kind` (`svg`), `name`, `size`, `viewBox` and the warnings' text.
    public func json() -> String {
        JSONWriter.report.string(.object([
            ("kind", .string("svg")), ("name", .string(name)), ("size", .string(size)), ("viewBox", .string(viewBox)),
            ("warnings", .array(warnings.map { .string($0.description) })),
        ]))
    }
}
