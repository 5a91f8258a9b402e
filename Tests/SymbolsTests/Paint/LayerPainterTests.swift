import Testing
@testable import Symbols
import SymbolCore

/// The rendering-mode rules, stated on display lists (no pixels).
@Suite struct LayerPainterTests {
    func speaker() throws -> (SymbolTemplate, ResolvedGlyph) {
        let template = try FixtureFiles.loadTemplate("speaker.wave.3")
        return (template, try #require(SlotResolver.resolve(template, weight: .regular, scale: .medium)))
    }

    /// A two-path template built in code: layer 0 and layer 1 with the given classes and rules.
    func twoLayer(classes: [[String]], rules: [LayerRule], version: TemplateVersion = TemplateVersion(4)) -> (SymbolTemplate, ResolvedGlyph) {
        let square = VectorPath([.move(to: Point(x: 0, y: -10)), .line(to: Point(x: 10, y: -10)), .line(to: Point(x: 10, y: 0)), .close])
        let paths = classes.map { TemplatePath(path: square, classes: $0) }
        let id = TemplateSlotID(.regular, .medium)
        let template = SymbolTemplate(version: version, capHeights: [.medium: 70.459], sourcePointSize: 100,
                                      slots: [id: TemplateSlot(id: id, paths: paths)], margins: [:], layerRules: rules)
        return (template, ResolvedGlyph(paths: paths, margins: nil, capHeight: 70.459, source: .slot(id)))
    }

    func activeWaves(_ value: Double?, mode: RenderingMode = .monochrome) throws -> [Bool] {
        let (template, glyph) = try speaker()
        let layers = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(renderingMode: mode, primaryColor: .fixed(.black), variableValue: value))
        #expect(layers.count == 4)
        return layers.dropFirst().map { $0.color.alpha == 1 }
    }

    @Test func variableThresholdsLightLayersOneAfterAnother() throws {
        #expect(try activeWaves(0) == [false, false, false])
        #expect(try activeWaves(0.01) == [true, false, false])
        #expect(try activeWaves(0.33) == [true, false, false])
        #expect(try activeWaves(0.34) == [true, true, false])
        #expect(try activeWaves(0.36) == [true, true, false])
        #expect(try activeWaves(0.67) == [true, true, false])
        #expect(try activeWaves(0.68) == [true, true, true])
        #expect(try activeWaves(1) == [true, true, true])
        #expect(try activeWaves(nil) == [true, true, true])
    }

    @Test func inactiveLayersKeepThirtyPercentInMonochrome() throws {
        let (template, glyph) = try speaker()
        let layers = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(primaryColor: .fixed(.black), variableValue: 0.36))
        #expect(abs(layers[3].color.alpha - 0.3) < 1e-9)
        #expect(layers[0].color.alpha == 1)  // the speaker body has no threshold: always on
    }

    @Test func inactiveHierarchicalLayersTakeTheTertiaryColor() throws {
        let (template, glyph) = try speaker()
        let style = SymbolStyle(renderingMode: .hierarchical, primaryColor: .fixed(.black), variableValue: 0.36)
        let layers = try LayerPainter.paint(glyph, template: template, style: style)
        #expect(layers.map(\.color.alpha) == [1, 0.5, 0.5, 0.25])
    }

    @Test func thresholdDefaultsReproduceTheDocumentedSplits() {
        func thresholds(_ n: Int) -> [Double] {
            (0..<n).map { (i: Int) -> Double in
                guard i > 0 else { return 0 }
                let percent: Double = (100.0 * Double(i) / Double(n)).rounded()
                return (percent + 1) / 100
            }
        }
        #expect(thresholds(3) == [0, 0.34, 0.68])
        #expect(thresholds(4) == [0, 0.26, 0.51, 0.76])
    }

    @Test func hierarchicalOpacitiesAndTheirExceptions() throws {
        #expect(LayerColorRules.hierarchicalOpacity(.primary, baseSystemName: nil, appearance: .light) == 1)
        #expect(LayerColorRules.hierarchicalOpacity(.secondary, baseSystemName: nil, appearance: .dark) == 0.5)
        #expect(LayerColorRules.hierarchicalOpacity(.tertiary, baseSystemName: "systemBlue", appearance: .light) == 0.25)
        #expect(LayerColorRules.hierarchicalOpacity(.tertiary, baseSystemName: "systemYellow", appearance: .light) == 0.3)
        #expect(LayerColorRules.hierarchicalOpacity(.tertiary, baseSystemName: "systemYellow", appearance: .dark) == 0.25)
        #expect(LayerColorRules.hierarchicalOpacity(.tertiary, baseSystemName: "systemRed", appearance: .dark) == 0.2)
        #expect(LayerColorRules.hierarchicalOpacity(.tertiary, baseSystemName: "systemPink", appearance: .dark) == 0.2)
        #expect(LayerColorRules.hierarchicalOpacity(.tertiary, baseSystemName: "systemRed", appearance: .light) == 0.25)
        #expect(try SymbolColor(parsing: "systemYellowColor").systemName == "systemYellow")
    }

    @Test func paletteMapsLevelsToColors() {
        let (r, g, b) = (SymbolColor.fixed(.init(red: 1, green: 0, blue: 0)), SymbolColor.fixed(.init(red: 0, green: 1, blue: 0)), SymbolColor.fixed(.init(red: 0, green: 0, blue: 1)))
        // Symbol with primary + secondary + tertiary.
        #expect(HierarchyLevel.allCases.map { LayerColorRules.paletteColor($0, colors: [r]) } == [r, r, r])
        #expect(HierarchyLevel.allCases.map { LayerColorRules.paletteColor($0, colors: [r, g]) } == [r, g, g])
        #expect(HierarchyLevel.allCases.map { LayerColorRules.paletteColor($0, colors: [r, g, b]) } == [r, g, b])
        // Symbol with only primary and tertiary: two colors → the second goes to tertiary; with three the second is unused.
        #expect([HierarchyLevel.primary, .tertiary].map { LayerColorRules.paletteColor($0, colors: [r, g]) } == [r, g])
        #expect([HierarchyLevel.primary, .tertiary].map { LayerColorRules.paletteColor($0, colors: [r, g, b]) } == [r, b])
    }

    @Test func paletteModeColorsLayersByLevel() throws {
        let (template, glyph) = twoLayer(classes: [["hierarchical-0:primary"], ["hierarchical-1:tertiary"]], rules: [])
        let red = RGBAColor(red: 1, green: 0, blue: 0), green = RGBAColor(red: 0, green: 1, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        let layers = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(renderingMode: .palette, paletteColors: [.fixed(red), .fixed(green), .fixed(blue)]))
        #expect(layers.map(\.color) == [red, blue])
    }

    @Test func clearBehindLayersReplaceWhatIsBelow() throws {
        let (template, glyph) = twoLayer(classes: [["hierarchical-0:primary"], ["hierarchical-1:secondary"]],
                                         rules: [LayerRule(className: "hierarchical-1:secondary", properties: [("-sfsymbols-clear-behind", "true")])])
        let layers = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(renderingMode: .hierarchical, primaryColor: .fixed(.black)))
        #expect(layers.map(\.blend) == [.normal, .copy])
        #expect(layers[1].color.alpha == 0.5)
    }

    @Test func eraseLayersPunchHolesAndFadeWhenInactive() throws {
        let rules = [LayerRule(className: "monochrome-1", properties: [("-sfsymbols-fill-action", "erase"), ("-sfsymbols-variable-threshold", "0.5")])]
        let (template, glyph) = twoLayer(classes: [["monochrome-0"], ["monochrome-1"]], rules: rules, version: TemplateVersion(5))
        let on = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(variableValue: 0.6))
        let off = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(variableValue: 0.4))
        #expect(on[1].blend == .destinationIn && on[1].color.alpha == 0)
        #expect(off[1].blend == .destinationIn && off[1].color.alpha == 0.7)
        // Before v5 the fill action is not read.
        let (v4, glyph4) = twoLayer(classes: [["monochrome-0"], ["monochrome-1"]], rules: rules, version: TemplateVersion(4))
        #expect(try LayerPainter.paint(glyph4, template: v4, style: SymbolStyle(variableValue: 0.6))[1].blend == .normal)
    }

    @Test func modesWithoutAnnotationsFallBackToMonochrome() throws {
        let (template, glyph) = twoLayer(classes: [[], []], rules: [])
        for mode in [RenderingMode.hierarchical, .palette, .multicolor, .automatic] {
            #expect(LayerPainter.effectiveMode(SymbolStyle(renderingMode: mode), glyph: glyph, template: template) == .monochrome)
        }
        let layers = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(renderingMode: .hierarchical))
        #expect(layers.count == 1)  // every path as one layer
        let annotated = twoLayer(classes: [["hierarchical-0:primary"], ["hierarchical-1:secondary"]], rules: [])
        #expect(LayerPainter.effectiveMode(SymbolStyle(renderingMode: .hierarchical, prefersMonochrome: true), glyph: annotated.1, template: annotated.0) == .monochrome)
        #expect(LayerPainter.effectiveMode(SymbolStyle(renderingMode: .automatic), glyph: annotated.1, template: annotated.0, preferred: .hierarchical) == .hierarchical)
    }

    @Test func layerAnnotationsAreGatedByVersion() {
        let (v3, glyph3) = twoLayer(classes: [["monochrome-0", "hierarchical-0:primary"], ["monochrome-1", "hierarchical-1:secondary"]], rules: [], version: TemplateVersion(3))
        #expect(SymbolLayerReader.layers(of: glyph3, template: v3, mode: .monochrome).isEmpty)  // monochrome-N from v4
        #expect(SymbolLayerReader.layers(of: glyph3, template: v3, mode: .hierarchical).count == 2)
        let (v2, glyph2) = twoLayer(classes: [["hierarchical-0:primary"], ["hierarchical-1:secondary"]], rules: [], version: TemplateVersion(2))
        #expect(SymbolLayerReader.layers(of: glyph2, template: v2, mode: .hierarchical).isEmpty)
    }

    @Test func multicolorResolvesNamesInUIKitsOrder() throws {
        let (template, glyph) = twoLayer(classes: [["multicolor-0:systemBlueColor"], ["multicolor-1:brandColor"]],
                                         rules: [LayerRule(className: "multicolor-1:brandColor", properties: [("fill", "#437B48")])])
        let light = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(renderingMode: .multicolor))
        #expect(light[0].color == RGBAColor(red8: 0, green8: 122, blue8: 255))
        #expect(light[1].color == RGBAColor(red8: 0x43, green8: 0x7B, blue8: 0x48))  // the rule's fill as the last resort
        let dark = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(renderingMode: .multicolor, traits: ColorTraits(appearance: .dark)))
        #expect(dark[0].color == RGBAColor(red8: 10, green8: 132, blue8: 255))
        let catalog = SymbolColor.dynamic(DynamicColor(light: .white, dark: RGBAColor(red8: 1, green8: 2, blue8: 3), highContrastLight: .white, highContrastDark: .white))
        let fromCatalog = try LayerPainter.paint(glyph, template: template, style: SymbolStyle(renderingMode: .multicolor, catalogColors: ["brandColor": catalog], traits: ColorTraits(appearance: .dark)))
        #expect(fromCatalog[1].color == RGBAColor(red8: 1, green8: 2, blue8: 3))
    }

    @Test func unresolvableMulticolorNameIsAnErrorNamingLayerAndColor() {
        let (template, glyph) = twoLayer(classes: [["multicolor-0:systemBlueColor"], ["multicolor-1:brandColor"]], rules: [])
        #expect {
            try LayerPainter.paint(glyph, template: template, style: SymbolStyle(renderingMode: .multicolor))
        } throws: { error in
            (error as? Diagnostic)?.message.contains("multicolor layer 1: color 'brandColor' resolves nowhere") == true
        }
    }
}
