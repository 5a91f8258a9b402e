import Testing
import SVGPath
import Foundation
import SymbolFormat
import SymbolRender
@testable import SymbolImport
import SymbolCore

/// Plain SVG icons imported as templates: strokes become the weight axis, Regular keeps the icon's own width.
@Suite struct SVGImporterTests {
    static let strokeIcon = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M9 12h6"/><path d="M12 9v6"/><circle cx="12" cy="12" r="9"/></svg>"#
    static let fillIcon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2L22 22H2Z"/></svg>"#

    func inkArea(_ bitmap: Bitmap) -> Double {
        stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0.0) { $0 + Double(bitmap.pixels[$1]) / 255 }
    }

    @Test func strokesBecomeTheWeightAxisAndRegularKeepsTheIconsWidth() throws {
        let result = try SVGImporter.sketch(from: Array(Self.strokeIcon.utf8), name: "plus.circle", file: "plus.svg")
        #expect(result.warnings.isEmpty)
        #expect(result.sketch.layers.count == 1, "one paint, one layer")
        let template = MasterBuilder.template(for: result.sketch)
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

    @Test func fillOnlyIconsKeepTheirOutlineInEveryMasterWhenAskedForOneWeight() throws {
        var options = SymbolImportOptions()
        options.weights = .stroke
        let result = try SVGImporter.sketch(from: Array(Self.fillIcon.utf8), name: "triangle", file: "t.svg", options: options)
        let template = MasterBuilder.template(for: result.sketch)
        let paths = template.split(separator: "\n").filter { $0.contains("<path") }.map { $0.drop { $0 == " " } }
        #expect(paths.count == 3 && Set(paths).count == 1, "the three masters are the same outline")
    }

    @Test func aFillOfContoursStackedOnEachOtherIsKeptAsDrawnAndSaidSo() throws {
        // 300 rings of radius 9 over one another, even-odd: finding which of the 600 contours are holes would take
        // more winding questions than an import's fill may ask (VectorPath.windingWorkLimit). 5,000 took minutes.
        let rings = (0..<300).map { i in
            let (x, y) = (12 + Double(i % 7) * 0.1, 12 + Double(i % 11) * 0.1)
            return "M\(x - 9) \(y)a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM\(x - 7) \(y)a7 7 0 1 1 14 0a7 7 0 1 1 -14 0z"
        }.joined()
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="evenodd" d=""# + rings + #""/></svg>"#
        var options = SymbolImportOptions()
        options.weights = .none
        let result = try SVGImporter.sketch(from: Array(svg.utf8), name: "rings", file: "rings.svg", options: options)
        let said = result.warnings.map(\.message).filter { $0.contains("contours lying over one another") }
        #expect(said == ["a fill of 600 contours lying over one another too many times to tell which are holes is drawn as its contours turn (the non-zero rule); where other shapes of its layer overlap it they may cancel out"])
        #expect(result.sketch.layers.count == 1)
        // Four rings side by side are rewritten as usual, and nothing is said.
        let apart = (0..<4).map { "M\(6 * $0) 0h5v5h-5zM\(6 * $0 + 1) 1h3v3h-3z" }.joined()
        let plain = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="evenodd" d=""# + apart + #""/></svg>"#
        #expect(try SVGImporter.sketch(from: Array(plain.utf8), name: "r", file: "r.svg", options: options).warnings.isEmpty)
    }

    /// Renders a template at a weight, Medium, one design unit per pixel.
    func render(_ template: String, _ weight: SymbolWeight = .regular, mode: RenderingMode = .monochrome) throws -> Bitmap {
        let symbol = try Symbol(svg: Array(template.utf8), name: "t")
        var configuration = SymbolConfiguration(pointSize: 100 / 0.70459, weight: weight, scale: .medium)
        configuration.renderingMode = mode
        return try SymbolRenderer(configuration: configuration).render(symbol).bitmap
    }

    /// The source rendered at 100 px per viewBox side (the importer's cap band is 100 design units).
    func renderSource(_ svg: String) throws -> Bitmap {
        let sized = svg.replacingOccurrences(of: "viewBox=\"0 0 24 24\"", with: "width=\"100\" height=\"100\" viewBox=\"0 0 24 24\"")
        return try SymbolRenderer().render(Symbol(svg: Array(sized.utf8), name: "source")).bitmap
    }

    @Test func fillOnlyIconsGainAndLoseWeightWhileRegularStaysAsDrawn() throws {
        let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4H20V20H4Z M8 8V16H16V8Z"/></svg>"#
        let result = try SVGImporter.sketch(from: Array(icon.utf8), name: "frame", file: "frame.svg")
        #expect(result.warnings.isEmpty)
        let template = MasterBuilder.template(for: result.sketch)
        #expect(TemplateValidator.validate(Array(template.utf8), file: "frame.svg").isEmpty)
        let light = inkArea(try render(template, .ultralight)), regular = inkArea(try render(template)), black = inkArea(try render(template, .black))
        #expect(light < regular && regular < black)
        let source = inkArea(try renderSource(icon))
        #expect(abs(regular / source - 1) < 0.03, "Regular-M ink is \(regular / source) of the source's")
    }

    @Test func paintsBecomeLayersWithLevelsByOpacityAndMulticolorColors() throws {
        let icon = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M1 1H7V7H1Z" fill="#2e3436"/><path d="M9 1H15V7H9Z" fill="#2e3436" fill-opacity="0.35"/><path d="M1 9H15V15H1Z" fill="#e01b24"/></svg>"##
        let drawing = try SVGImporter.sketch(from: Array(icon.utf8), name: "parts", file: "parts.svg").sketch
        #expect(drawing.layers.map(\.level) == ["primary", "secondary", "primary"])
        #expect(drawing.layers.map(\.customFill) == ["#2E3436", "#2E3436", "#E01B24"])
        #expect(drawing.layers.map(\.multicolorOpacity) == [1, 0.35, 1])
        #expect(drawing.preferredMode == "multicolor")
        // Multicolor reproduces the source's colors and opacity.
        let template = MasterBuilder.template(for: drawing)
        let bitmap = try render(template, mode: .multicolor)
        let pixels = bitmap.pixels
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * bitmap.width + x) * 4..<(y * bitmap.width + x) * 4 + 4]) }
        let alphas = (0..<bitmap.width).map { pixel($0, bitmap.height / 4)[3] }
        #expect(alphas.contains(255) && alphas.contains { $0 > 80 && $0 < 100 }, "an opaque part and a 35 % part")
        // Named as the foreground, the dark grey is the label color: it follows the appearance.
        var foreground = SymbolImportOptions()
        foreground.foreground = [RGBAColor(red: 0x2e / 255.0, green: 0x34 / 255.0, blue: 0x36 / 255.0)]
        #expect(try SVGImporter.sketch(from: Array(icon.utf8), name: "parts", file: "parts.svg", options: foreground).sketch.layers.map(\.color)
                == ["labelColor", "labelColor", "custom"])
        var order = SymbolImportOptions()
        order.levels = .order
        #expect(try SVGImporter.sketch(from: Array(icon.utf8), name: "parts", file: "parts.svg", options: order).sketch.layers.map(\.level)
                == ["primary", "secondary", "tertiary"])
    }

    @Test func blackAndCurrentColorAreTheForegroundAndStayMonochrome() throws {
        let drawing = try SVGImporter.sketch(from: Array(Self.strokeIcon.utf8), name: "plus", file: "plus.svg").sketch
        #expect(drawing.layers.count == 1 && drawing.layers[0].color == nil && drawing.preferredMode == "monochrome")
    }

    @Test func topLevelGroupsBecomeLayersUnlessOneIsAsked() throws {
        let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g><path d="M2 2H10V10H2Z"/><path d="M2 12H10V20H2Z"/></g><g><path d="M12 12H20V20H12Z"/></g></svg>"#
        #expect(try SVGImporter.sketch(from: Array(icon.utf8), name: "g", file: "g.svg").sketch.layers.map(\.shapes.count) == [2, 1])
        var single = SymbolImportOptions()
        single.layers = .single
        #expect(try SVGImporter.sketch(from: Array(icon.utf8), name: "g", file: "g.svg", options: single).sketch.layers.count == 1)
    }

    @Test func insetsPutTheMarginsOnTheFittedBox() throws {
        var options = SymbolImportOptions()
        options.insets = SymbolImportOptions.Insets(left: 0, right: 0)
        let drawing = try SVGImporter.sketch(from: Array(Self.strokeIcon.utf8), name: "plus", file: "plus.svg", options: options).sketch
        #expect(drawing.margins == SketchMargins(left: 0, right: 100))
        options.insets = SymbolImportOptions.Insets(left: 2, right: 3)
        options.fit = .artwork
        let fitted = try SVGImporter.sketch(from: Array(Self.strokeIcon.utf8), name: "plus", file: "plus.svg", options: options).sketch
        // The artwork (a circle of radius 9 stroked 2 wide: 20 units) spans the band: 5 design units per source unit.
        #expect(abs(fitted.margins!.left - 10) < 1e-9 && abs(fitted.margins!.right - 85) < 1e-9)
    }

    @Test func evenOddFillsAndDashesAreCarriedOver() throws {
        let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="evenodd" d="M2 2H22V22H2Z M6 6H18V18H6Z"/><path d="M8 12H16" stroke="black" stroke-width="2" stroke-dasharray="2 2" fill="none"/></svg>"#
        let result = try SVGImporter.sketch(from: Array(icon.utf8), name: "frame", file: "frame.svg")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let template = MasterBuilder.template(for: result.sketch)
        let bitmap = try render(template)
        let source = try renderSource(icon)
        #expect(abs(inkArea(bitmap) / inkArea(source) - 1) < 0.03)
        // The dashes: two runs of ink along the middle row, with a gap (the frame's hole shows through).
        let row = bitmap.height / 2
        let alphas = (0..<bitmap.width).map { bitmap.pixels[(row * bitmap.width + $0) * 4 + 3] }
        let runs = alphas.indices.filter { alphas[$0] > 128 && ($0 == 0 || alphas[$0 - 1] <= 128) }.count
        #expect(runs == 4, "frame sides and two dashes, got \(runs) runs")
    }

    @Test func aShapeDrawnInsideAnotherTheSameWayRoundIsFilledAsTheSourceIs() throws {
        // Non-zero fills the inner square twice over (Bootstrap draws its gears' hubs so): a browser draws one
        // solid square, and so must every weight of the template.
        let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2H22V22H2Z M8 8H16V16H8Z"/></svg>"#
        let template = MasterBuilder.template(for: try SVGImporter.sketch(from: Array(icon.utf8), name: "square", file: "square.svg").sketch)
        let bitmap = try render(template)
        #expect(abs(inkArea(bitmap) / inkArea(try renderSource(icon)) - 1) < 0.03)
        for weight in [SymbolWeight.ultralight, .regular, .black] {
            let drawn = try render(template, weight)
            let middle = (drawn.height / 2 * drawn.width + drawn.width / 2) * 4 + 3
            #expect(drawn.pixels[middle] == 255, "\(weight): the middle is a hole")
        }
    }

    @Test func clipsThatDoNothingAreDroppedAndOthersAreReported() throws {
        let inside = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><clipPath id="c"><rect width="24" height="24"/></clipPath><g clip-path="url(#c)"><path d="M4 4H20V20H4Z"/></g></svg>"#
        #expect(try SVGImporter.sketch(from: Array(inside.utf8), name: "a", file: "a.svg").warnings.isEmpty)
        let cutting = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><clipPath id="c"><circle cx="12" cy="12" r="6"/></clipPath><g clip-path="url(#c)"><path d="M4 4H20V20H4Z"/></g></svg>"#
        let warnings = try SVGImporter.sketch(from: Array(cutting.utf8), name: "b", file: "b.svg").warnings
        #expect(warnings.contains { $0.message.contains("clip path") })
    }

    @Test func aSmallCircleClosesIntoADiscAtHeavyWeightsInsteadOfKeepingAHole() throws {
        let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="1"/></svg>"#
        let template = MasterBuilder.template(for: try SVGImporter.sketch(from: Array(icon.utf8), name: "point", file: "p.svg").sketch)
        #expect(TemplateValidator.validate(Array(template.utf8), file: "p.svg").isEmpty)
        let black = try render(template, .black)
        let centre = ((black.height / 2) * black.width + black.width / 2) * 4 + 3
        #expect(black.pixels[centre] == 255)
    }

    @Test func explicitMastersAreMadeCompatibleAndInterpolateToEachDrawing() throws {
        func square(_ inset: Double, curved: Bool) -> String {
            let a = 12 - inset, b = 12 + inset
            let top = curved ? "C\(a + 1) \(a) \(b - 1) \(a) \(b) \(a)" : "L\(b) \(a)"
            return #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M\#(a) \#(a)\#(top)L\#(b) \#(b)L\#(a) \#(b)Z"/></svg>"#
        }
        var options = SymbolImportOptions()
        options.weights = .none
        func drawing(_ svg: String, _ file: String) throws -> SymbolSketch {
            try SVGImporter.sketch(from: Array(svg.utf8), name: "square", file: file, options: options).sketch
        }
        let combined = try MasterSources.combine(regular: try drawing(square(6, curved: false), "r.svg"),
                                                 ultralight: try drawing(square(4, curved: true), "u.svg"),
                                                 black: try drawing(square(9, curved: false), "b.svg"))
        let template = MasterBuilder.template(for: combined)
        #expect(TemplateValidator.validate(Array(template.utf8), file: "square.svg").isEmpty)
        // Each weight at Medium is the drawing given for it: squares 8, 12 and 18 source units wide (×100/24).
        for (weight, side) in [(SymbolWeight.ultralight, 8.0), (.regular, 12), (.black, 18)] {
            let area = inkArea(try render(template, weight))
            let expected = (side * 100 / 24) * (side * 100 / 24)
            #expect(abs(area / expected - 1) < 0.02, "\(weight): \(area) vs \(expected)")
        }
        let triangle = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4L20 4L12 20Z"/></svg>"#
        #expect {
            _ = try MasterSources.combine(regular: try drawing(square(6, curved: false), "r.svg"),
                                          ultralight: try drawing(triangle, "u.svg"), black: try drawing(square(9, curved: false), "b.svg"))
        } throws: { error in
            "\(error)".contains("u.svg") && "\(error)".contains("path elements")
        }
    }

    @Test func aSymbolTemplateIsNotImportedAgain() throws {
        let template = MasterBuilder.template(for: try SVGImporter.sketch(from: Array(Self.strokeIcon.utf8), name: "plus", file: "plus.svg").sketch)
        #expect {
            _ = try SVGImporter.sketch(from: Array(template.utf8), name: "plus", file: "plus-template.svg")
        } throws: { "\($0)".contains("plus-template.svg: error: this is already a symbol template") }
    }

    @Test func aSourceWithMorePathElementsThanAnIconNeedsIsRefused() {
        let path = "M0 0" + String(repeating: "h1v1", count: 50_001)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d=""# + path + #""/></svg>"#
        #expect {
            _ = try SVGImporter.sketch(from: Array(svg.utf8), name: "x", file: "x.svg")
        } throws: { "\($0)".contains("path elements; an icon imports with at most 100000") }
    }

    @Test func anEmptyIconIsAnError() {
        #expect(throws: Diagnostic.self) {
            _ = try SVGImporter.sketch(from: Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"/>"#.utf8), name: "x", file: "x.svg")
        }
    }
    /// Artwork a hundred viewBox sizes outside it is a broken number (issue 38: `C1e300 1e300 …` took ~54 s in the
    /// weight checks and wrote a template of numbers near 1e300): an error at the element, whether a point, a
    /// transform or a stroke's width carries it that far; artwork a little outside is imported, with a warning.
    @Test func artworkReachingFarOutsideItsViewBoxIsALocatedError() throws {
        let far = [
            #"<path d="M0 0C1e300 1e300 0 0 24 24"/>"#,
            ##"<path d="M0 0C1e300 1e300 0 0 24 24" fill="none" stroke="#000"/>"##,
            #"<path transform="scale(1e9)" d="M0 0H24V24Z"/>"#,
            ##"<path d="M2 12H22" fill="none" stroke="#000" stroke-width="1e12"/>"##,
        ]
        for element in far {
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n  " + element + "</svg>"
            #expect {
                _ = try SVGImporter.sketch(from: Array(svg.utf8), name: "x", file: "x.svg")
            } throws: { "\($0)".hasPrefix("x.svg:2:3: error: this element's artwork reaches too far to import") }
        }
        let near = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M-30 2H22V22H-30Z"/></svg>"#
        let result = try SVGImporter.sketch(from: Array(near.utf8), name: "x", file: "x.svg")
        #expect(result.warnings.contains { $0.message.contains("reaches outside the viewBox") })
    }
}
