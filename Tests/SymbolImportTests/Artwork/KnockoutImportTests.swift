import Testing
import SymbolFormat
import SymbolRender
@testable import SymbolImport

/// A white glyph drawn on a coloured badge is the artwork's cut-out: a hole wherever the symbol is drawn in one
/// color per level, both colors in multicolor.
@Suite struct KnockoutImportTests {
    /// An "i" badge: a red disc, then a white dot and stem on it.
    static let badge = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#E01B24"/><path d="M10.5 10H13.5V19H10.5Z M12 4.5A1.75 1.75 0 1 1 12 8A1.75 1.75 0 1 1 12 4.5Z" fill="#FFFFFF"/></svg>"##

    /// RGBA at a point of the design grid (one design unit per pixel at Medium; the source's 24 units are 100).
    static func pixel(_ template: String, _ mode: RenderingMode, at x: Double, _ y: Double, weight: SymbolWeight = .regular) throws -> [UInt8] {
        let symbol = try Symbol(svg: Array(template.utf8), name: "badge")
        var configuration = SymbolConfiguration(pointSize: 100 / 0.70459, weight: weight, scale: .medium)
        configuration.renderingMode = mode
        if mode == .palette { configuration = configuration.applying(SymbolConfiguration(paletteColors: [.systemRed, .systemBlue])) }
        let image = try SymbolRenderer(configuration: configuration).render(symbol)
        let bitmap = image.bitmap
        // The artwork spans the bitmap's width (margins 4 units around the ink) and the cap band its height.
        let column = Int(Double(bitmap.width) / 2 + (x - 12) * 100 / 24), row = Int(Double(bitmap.height) / 2 + (y - 12) * 100 / 24)
        let offset = (row * bitmap.width + column) * 4
        return Array(bitmap.pixels[offset..<offset + 4])
    }

    static func template(_ svg: String, knockouts: Bool = true) throws -> (String, SVGImporter.Result) {
        var options = SymbolImportOptions()
        options.knockouts = knockouts
        let result = try SVGImporter.sketch(from: Array(svg.utf8), name: "badge", file: "badge.svg", options: options)
        return (MasterBuilder.template(for: result.sketch), result)
    }

    @Test func aWhiteGlyphOnABadgeIsAHoleInMonochromeHierarchicalAndPalette() throws {
        let (template, result) = try Self.template(Self.badge)
        // The dot and the stem would fuse at Black (a warning says so); nothing is said about the cut-out.
        #expect(!result.warnings.contains { $0.message.contains("knockout") }, "\(result.warnings)")
        #expect(result.sketch.layers.map(\.behavior) == [.normal, .cutout])
        #expect(result.sketch.preferredMode == "multicolor")
        #expect(TemplateValidator.validate(Array(template.utf8), file: "badge.svg").isEmpty)
        for mode in [RenderingMode.monochrome, .hierarchical, .palette] {
            for weight in [SymbolWeight.ultralight, .regular, .black] {
                #expect(try Self.pixel(template, mode, at: 12, 15, weight: weight)[3] == 0, "\(mode) \(weight): the stem is a hole")
                #expect(try Self.pixel(template, mode, at: 6, 12, weight: weight)[3] == 255, "\(mode) \(weight): the disc is drawn")
            }
        }
    }

    @Test func multicolorKeepsBothColors() throws {
        let (template, _) = try Self.template(Self.badge)
        #expect(try Self.pixel(template, .multicolor, at: 12, 15) == [255, 255, 255, 255])
        let disc = try Self.pixel(template, .multicolor, at: 6, 12)
        #expect(disc[3] == 255 && disc[0] > 200 && disc[1] < 60, "red: \(disc)")
    }

    @Test func theFlagKeepsTheLayersAsDrawn() throws {
        let (template, result) = try Self.template(Self.badge, knockouts: false)
        #expect(result.sketch.layers.map(\.behavior) == [.normal, .normal])
        #expect(try Self.pixel(template, .monochrome, at: 12, 15)[3] == 255)
    }

    @Test func aLighterPaintOnlyPartlyOnTheShapeBelowIsKeptWithAWarning() throws {
        // The white bar runs off the disc: it is not a cut-out, and whether it was meant as one is unclear.
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="9" cy="12" r="8" fill="#1C71D8"/><path d="M7 10H23V14H7Z" fill="#FFFFFF"/></svg>"##
        let (_, result) = try Self.template(svg)
        #expect(result.sketch.layers.map(\.behavior) == [.normal, .normal])
        #expect(result.warnings.contains { $0.message.contains("like a knockout") && $0.message.contains("layer 2") })
    }

    @Test func aDarkerPaintOnTopIsNotAKnockout() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#F6D32D"/><path d="M10 6H14V18H10Z" fill="#000000"/></svg>"##
        let (_, result) = try Self.template(svg)
        #expect(result.sketch.layers.map(\.behavior) == [.normal, .normal])
        #expect(result.warnings.isEmpty)
    }
}
