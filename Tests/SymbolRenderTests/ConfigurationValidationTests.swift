import Testing
import SymbolRender

/// Values out of range are typed errors naming the value and its range, thrown before anything is drawn.
@Suite struct ConfigurationValidationTests {
    static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures/"
    }()

    func template() throws -> Symbol { try Symbol(contentsOf: Self.fixtures + "Templates/speaker.wave.3.svg") }
    func icon() throws -> Symbol { try Symbol(contentsOf: Self.fixtures + "SVG/star.svg") }

    func renderError(_ configuration: SymbolConfiguration, _ symbol: Symbol) -> SymbolConfigurationError? {
        do {
            _ = try SymbolRenderer(configuration: configuration).render(symbol)
            return nil
        } catch {
            return error as? SymbolConfigurationError
        }
    }

    @Test(arguments: [0.0, -1, .nan, 2001])
    func pointSizesOutOfRange(value: Double) throws {
        let error = renderError(SymbolConfiguration(pointSize: value), try template())
        #expect(error?.description.hasPrefix("point size ") == true)
        #expect(error?.description.hasSuffix("use a value in (0, 2000]") == true)
    }

    @Test(arguments: [0.0, -2, 17])
    func pixelScalesOutOfRange(value: Double) throws {
        #expect(renderError(SymbolConfiguration(pixelScale: value), try template()) == .pixelScale(value))
    }

    @Test func variableValuesOutsideZeroToOne() throws {
        for value in [1.5, -3] {
            var configuration = SymbolConfiguration()
            configuration.variableValue = value
            #expect(renderError(configuration, try template()) == .variableValue(value))
        }
        var configuration = SymbolConfiguration()
        configuration.variableValue = .nan
        #expect(renderError(configuration, try template())?.description == "variable value nan is out of range: use a value in 0…1")
    }

    @Test func continuousWeightOfFive() throws {
        var configuration = SymbolConfiguration()
        configuration.continuousWeight = 5
        #expect(renderError(configuration, try template())?.description == "continuous weight 5 is out of range: use a value in -0.8 (ultralight) … 0.62 (black)")
    }

    @Test func paletteWithoutColors() throws {
        #expect(renderError(SymbolConfiguration(renderingMode: .palette), try template()) == .paletteWithoutColors)
        #expect(renderError(SymbolConfiguration(paletteColors: []), try template()) == .paletteWithoutColors)
        #expect(renderError(SymbolConfiguration(paletteColors: [.systemRed]), try template()) == nil)
    }

    @Test func templateOnlyOptionsOnAPlainSVG() throws {
        var configuration = SymbolConfiguration(pointSize: 20, weight: .bold)
        configuration.variableValue = 0.5
        #expect(renderError(configuration, try icon()) == .templateOnlyOptions(["weight", "variable value"]))
        #expect(renderError(SymbolConfiguration(pixelScale: 2), try icon()) == nil)
    }

    @Test func aPointSizeOnAPlainSVGIsIgnoredAsUIKitIgnoresItOnABitmap() throws {
        let sized = try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 40, pixelScale: 2)).render(try icon())
        let plain = try SymbolRenderer(configuration: SymbolConfiguration(pixelScale: 2)).render(try icon())
        #expect(try sized.pngData() == plain.pngData())
        #expect(try icon().metrics(for: SymbolConfiguration(pointSize: 40)) == nil)
    }

    @Test func appearanceContrastAndVariableValueHaveTheirOwnInitialisers() {
        let dark = SymbolConfiguration(appearance: .dark, contrast: .high)
        #expect(dark.traits.appearance == .dark && dark.traits.contrast == .high)
        #expect(SymbolConfiguration(contrast: .high).contrast == .high)
        #expect(SymbolConfiguration(variableValue: 0.25).variableValue == 0.25)
        #expect(SymbolConfiguration(variableValue: 2).applying(SymbolConfiguration(appearance: .dark)).variableValue == 2)
    }

    @Test func applyingLaysSetValuesOver() {
        var base = SymbolConfiguration(pointSize: 24, weight: .bold, pixelScale: 2)
        base.namedColors = ["a": .systemRed]
        var over = SymbolConfiguration(hierarchicalColor: .systemBlue)
        over.namedColors = ["b": .systemGreen]
        let combined = base.applying(over).applying(.preferringMonochrome())
        #expect(combined.pointSize == 24 && combined.weight == .bold && combined.pixelScale == 2)
        #expect(combined.renderingMode == .hierarchical && combined.hierarchicalColor == .systemBlue)
        #expect(combined.namedColors == ["a": .systemRed, "b": .systemGreen])
        #expect(combined.prefersMonochrome == true)
        #expect(combined.applying(.preferringMulticolor()).prefersMonochrome == nil)
    }

    @Test func symbolsSayWhichModesTheySupport() throws {
        #expect(try template().availableRenderingModes.contains(.hierarchical))
        #expect(try template().isVariable)
        #expect(try icon().availableRenderingModes == [.monochrome])
        #expect(try icon().isVariable == false)
    }

    @Test func fittingKeepsMetricsConsistent() throws {
        var configuration = SymbolConfiguration(pointSize: 17, pixelScale: 1)
        let plain = try SymbolRenderer(configuration: configuration).render(try template()).metrics!
        configuration.fittingSize = 64
        let fitted = try SymbolRenderer(configuration: configuration).render(try template()).metrics!
        #expect(fitted.pixelWidth == 64 && fitted.pixelHeight == 64)
        // The alignment rectangle keeps its size in points relative to the artwork: the insets grow only by the
        // centering offsets, so width − left − right scales with the image.
        let plainContent = Double(plain.pixelWidth) / plain.pixelScale - plain.alignmentRectInsets.left - plain.alignmentRectInsets.right
        let fittedContent = Double(fitted.pixelWidth) / fitted.pixelScale - fitted.alignmentRectInsets.left - fitted.alignmentRectInsets.right
        #expect(abs(plainContent - fittedContent) < 1e-5)  // metrics are rounded to a millionth of a point
    }
}
