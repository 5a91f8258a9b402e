import Testing
import SVGPath
import SymbolRender
@testable import SymbolAuthoring

/// Plain SVG icons imported as templates: strokes become the weight axis, Regular keeps the icon's own width.
@Suite struct SVGImporterTests {
    static let strokeIcon = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14"/><path d="M12 5v14"/><circle cx="12" cy="12" r="9"/></svg>"#
    static let fillIcon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2L22 22H2Z"/></svg>"#

    func inkArea(_ bitmap: Bitmap) -> Double {
        stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0.0) { $0 + Double(bitmap.pixels[$1]) / 255 }
    }

    @Test func strokesBecomeTheWeightAxisAndRegularKeepsTheIconsWidth() throws {
        let result = try SVGImporter.drawing(from: Array(Self.strokeIcon.utf8), name: "plus.circle", file: "plus.svg")
        #expect(result.warnings.isEmpty)
        let template = MasterBuilder.template(for: result.drawing)
        #expect(TemplateValidator.validate(Array(template.utf8), file: "plus.circle.svg").isEmpty)
        let symbol = try Symbol(svg: Array(template.utf8), name: "plus.circle")
        // One design unit = one pixel: the cap band (100 units) is 0.70459 × the point size.
        let regular = try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 100 / 0.70459, weight: .regular, scale: .medium)).render(symbol).bitmap
        let large = Self.strokeIcon.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0 == "width=\"24\"" ? "width=\"100\"" : $0 == "height=\"24\"" ? "height=\"100\"" : String($0) }.joined(separator: " ")
        let source = try SymbolRenderer().render(Symbol(svg: Array(large.utf8), name: "plus")).bitmap
        #expect(source.width == 100)
        let ratio = inkArea(regular) / inkArea(source)
        #expect(abs(ratio - 1) < 0.05, "Regular-M ink is \(ratio) of the source's")
        let black = try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 100 / 0.70459, weight: .black, scale: .medium)).render(symbol).bitmap
        let light = try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 100 / 0.70459, weight: .ultralight, scale: .medium)).render(symbol).bitmap
        #expect(inkArea(light) < inkArea(regular) && inkArea(regular) < inkArea(black))
    }

    @Test func fillOnlyIconsKeepTheirOutlineInEveryMaster() throws {
        let result = try SVGImporter.drawing(from: Array(Self.fillIcon.utf8), name: "triangle", file: "t.svg")
        let template = MasterBuilder.template(for: result.drawing)
        let paths = template.split(separator: "\n").filter { $0.contains("<path") }.map { $0.drop { $0 == " " } }
        #expect(paths.count == 3 && Set(paths).count == 1, "the three masters are the same outline")
    }

    @Test func anEmptyIconIsAnError() {
        #expect(throws: Diagnostic.self) {
            _ = try SVGImporter.drawing(from: Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"/>"#.utf8), name: "x", file: "x.svg")
        }
    }
}
