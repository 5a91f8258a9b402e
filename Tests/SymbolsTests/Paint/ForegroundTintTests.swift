import SymbolFormat
import Testing
@testable import Symbols

/// A `color` given for a plain SVG paints its foreground: `currentColor` paints, or the paints of artwork drawn in
/// one foreground colour (black, or one named); artwork in several colours keeps them, with a warning.
@Suite struct ForegroundTintTests {
    static func symbol(_ body: String) throws -> Symbol {
        try Symbol(svg: Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\#(body)</svg>"#.utf8), name: "icon")
    }

    /// The solid colours the plan paints, as `#rrggbbaa`.
    static func paints(_ symbol: Symbol, _ configuration: SymbolConfiguration) throws -> [String] {
        try symbol.plan(configuration).plan.operations.compactMap { operation in
            switch operation {
            case .fill(_, let color, _, _): return color.description
            case .stroke(_, _, let style): return style.color.description
            default: return nil
            }
        }
    }

    static func label(_ appearance: Appearance) -> SymbolConfiguration {
        var configuration = SymbolConfiguration(renderingMode: .monochrome, color: .label)
        configuration.appearance = appearance
        return configuration
    }

    @Test func blackArtworkTakesTheLabelColourSoDarkDiffersFromLight() throws {
        let icon = try Self.symbol(##"<path d="M4 4h16v16" fill="none" stroke="black" stroke-width="2"/><circle cx="12" cy="12" r="3" fill="#000" fill-opacity="0.5"/>"##)
        let light = try Self.paints(icon, Self.label(.light)), dark = try Self.paints(icon, Self.label(.dark))
        #expect(light == ["#000000ff", "#00000080"])
        #expect(dark == ["#ffffffff", "#ffffff80"], "the dark variant is white, each paint keeping its opacity")
        #expect(icon.tintWarning(for: Self.label(.dark)) == nil)
    }

    @Test func withoutAColourBlackArtworkStaysBlack() throws {
        let icon = try Self.symbol(#"<rect x="2" y="2" width="20" height="20" fill="black"/>"#)
        var configuration = SymbolConfiguration()
        configuration.appearance = .dark
        #expect(try Self.paints(icon, configuration) == ["#000000ff"])
        #expect(icon.tintWarning(for: configuration) == nil)
    }

    @Test func aSingleColourNamedAsForegroundIsTinted() throws {
        let icon = try Self.symbol(##"<rect x="2" y="2" width="20" height="20" fill="#2e3436"/>"##)
        var configuration = Self.label(.dark)
        #expect(try Self.paints(icon, configuration) == ["#2e3436ff"], "an unnamed colour is the artwork's own")
        #expect(icon.tintWarning(for: configuration) != nil)
        configuration.foregroundColors = [try SymbolColor(parsing: "#2e3436")]
        #expect(try Self.paints(icon, configuration) == ["#ffffffff"])
        #expect(icon.tintWarning(for: configuration) == nil)
    }

    @Test func currentColorPaintsAloneAreTintedWhenThereAreAny() throws {
        let icon = try Self.symbol(#"<rect width="10" height="10" fill="currentColor"/><rect x="12" width="10" height="10" fill="black"/>"#)
        #expect(try Self.paints(icon, Self.label(.dark)) == ["#ffffffff", "#000000ff"])
    }

    @Test func artworkInSeveralColoursKeepsThemAndTheColourWarns() throws {
        let icon = try Self.symbol(#"<rect width="10" height="10" fill="black"/><rect x="12" width="10" height="10" fill="red"/>"#)
        #expect(try Self.paints(icon, Self.label(.dark)) == ["#000000ff", "#ff0000ff"])
        let warning = try #require(icon.tintWarning(for: Self.label(.dark), file: "two.svg"))
        #expect(warning.severity == .warning)
        #expect(warning.file == "two.svg")
        #expect(warning.message.contains("nothing to tint"))
    }

    @Test func gradientsAreNotOneColour() throws {
        let icon = try Self.symbol(#"<defs><linearGradient id="g"><stop offset="0" stop-color="black"/><stop offset="1" stop-color="black" stop-opacity="0"/></linearGradient></defs><rect width="20" height="20" fill="url(#g)"/>"#)
        #expect(icon.tintWarning(for: Self.label(.dark)) != nil)
    }
}
