import SymbolRender
import Testing

/// Values out of range are typed errors naming the value and its range; nothing renders a silent 1×1 image.
@Suite struct MisuseTests {
    func error(_ configuration: SymbolConfiguration, _ name: String = "speaker.wave.3") throws -> SymbolConfigurationError? {
        let symbol = try ClientFiles.symbol(name)
        do {
            _ = try SymbolRenderer(configuration: configuration).render(symbol)
            return nil
        } catch let error as SymbolConfigurationError {
            return error
        }
    }

    @Test func everyBadValueThrows() throws {
        #expect(try error(SymbolConfiguration(pointSize: 0)) == .pointSize(0))
        #expect(try error(SymbolConfiguration(pointSize: -12)) == .pointSize(-12))
        #expect(try error(SymbolConfiguration(pixelScale: 0)) == .pixelScale(0))
        for value in [1.5, -3] {
            var configuration = SymbolConfiguration()
            configuration.variableValue = value
            #expect(try error(configuration) == .variableValue(value))
        }
        var nan = SymbolConfiguration()
        nan.variableValue = .nan
        #expect(try error(nan)?.description == "variable value nan is out of range: use a value in 0…1")
        var heavy = SymbolConfiguration()
        heavy.continuousWeight = 5
        #expect(try error(heavy) == .continuousWeight(5))
        #expect(try error(SymbolConfiguration(paletteColors: [])) == .paletteWithoutColors)
        #expect(try error(SymbolConfiguration(pointSize: 20, weight: .bold), "bell") == .templateOnlyOptions(["weight"]))
        // A point size alone is ignored on a plain SVG, as UIKit ignores it on a bitmap.
        #expect(try error(SymbolConfiguration(pointSize: 20), "bell") == nil)
    }

    @Test func colorNamesFromFilesThrowWhenUnknown() {
        #expect(throws: SymbolColorError.self) { try SymbolColor(parsing: "sytemBlue") }
        #expect((try? SymbolColor(parsing: "systemBlue")) == .systemBlue)
    }
}
