import SymbolFormat
import Symbols
import Testing

/// WCAG 2.x and APCA contrast on Apple's values (Documentation/Colors.md §2; catalog-features §3.4 measured them).
@Suite("Contrast: WCAG ratios, APCA, elevated backgrounds")
struct ColorContrastTests {
    static func ratio(_ color: SymbolColor, on background: SymbolColor, _ traits: ColorTraits) -> Double {
        ColorContrast.ratio(color.resolved(traits), on: background.resolved(traits))
    }

    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    @Test func systemBlueOnWhiteFailsAsTextAt4_02() {
        let ratio = Self.ratio(.systemBlue, on: .systemBackground, ColorTraits(appearance: .light))
        #expect(Self.rounded(ratio) == 4.02)
        #expect(ratio < ContrastRole.text.minimumRatio(.aa)!)
        #expect(ratio >= ContrastRole.largeText.minimumRatio(.aa)!)
    }

    @Test func darkSystemBlueOnBlackPassesAt5_76() {
        let ratio = Self.ratio(.systemBlue, on: .systemBackground, ColorTraits(appearance: .dark))
        #expect(Self.rounded(ratio) == 5.76)
        #expect(ratio >= ContrastRole.text.minimumRatio(.aa)!)
    }

    @Test func darkSystemBlueOnElevatedTertiaryBackgroundFailsAt3_11() {
        let elevated = ColorTraits(appearance: .dark, level: .elevated)
        #expect(SymbolColor.tertiarySystemBackground.resolved(elevated) == RGBAColor(red8: 58, green8: 58, blue8: 60))
        let ratio = Self.ratio(.systemBlue, on: .tertiarySystemBackground, elevated)
        #expect(Self.rounded(ratio) == 3.11)
        #expect(ratio < ContrastRole.text.minimumRatio(.aa)!)
        // The same pair at the base level is 44 44 46: the level is what lowers it.
        #expect(Self.rounded(Self.ratio(.systemBlue, on: .systemBackground, elevated)) == 4.66)
    }

    @Test func elevatedLevelChangesOnlyDarkBackgrounds() {
        let light = ColorTraits(appearance: .light, level: .elevated)
        #expect(SymbolColor.systemBackground.resolved(light) == .white)
        #expect(SymbolColor.systemBackground.resolved(ColorTraits(appearance: .dark, level: .elevated)) == RGBAColor(red8: 28, green8: 28, blue8: 30))
        #expect(SymbolColor.systemBackground.resolved(ColorTraits(appearance: .dark, contrast: .high, level: .elevated)) == RGBAColor(red8: 36, green8: 36, blue8: 38))
        #expect(SymbolColor.systemBlue.resolved(ColorTraits(appearance: .dark, level: .elevated)) == SymbolColor.systemBlue.resolved(ColorTraits(appearance: .dark)))
        #expect(SystemColorPalette.iOS13to18.release.contains("iOS 13"))
    }

    @Test func translucentColorIsCompositedBeforeMeasuring() {
        // secondaryLabel: 60 60 67 at alpha 0.6 on white is 3.44:1 once composited; measured opaque it would be 11.
        let label = SymbolColor.secondaryLabel.resolved(ColorTraits(appearance: .light))
        #expect(label.alpha < 1)
        #expect(Self.rounded(ColorContrast.ratio(label, on: .white)) == 3.44)
        let opaque = RGBAColor(red: label.red, green: label.green, blue: label.blue)
        #expect(ColorContrast.ratio(opaque, on: .white) > 10)
        #expect(ColorContrast.composited(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), over: .white) == RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func apcaLightnessContrastHasItsReferenceExtremes() {
        // apca-w3 0.1.9: black on white about 106.04, white on black about −107.88.
        #expect(abs(ColorContrast.lightnessContrast(.black, on: .white) - 106.04) < 0.05)
        #expect(abs(ColorContrast.lightnessContrast(.white, on: .black) + 107.88) < 0.05)
        #expect(ColorContrast.lightnessContrast(.white, on: .white) == 0)
    }

    @Test func displayP3ColorsParseExactlyAndConvertBack() throws {
        let red = try SymbolColor(parsing: "color(display-p3 1 0 0)").resolved(ColorTraits())
        #expect(!red.isInSRGBGamut)
        #expect(red.red > 1 && red.green < 0)
        let back = red.displayP3Components
        #expect(abs(back.red - 1) < 1e-6 && abs(back.green) < 1e-6 && abs(back.blue) < 1e-6)
        // sRGB red in P3 is (234, 51, 35): what LittleCMS gives with a Display P3 profile.
        let p3 = RGBAColor(red: 1, green: 0, blue: 0).displayP3Components
        #expect([p3.red, p3.green, p3.blue].map { Int(($0 * 255).rounded()) } == [234, 51, 35])
        let half = try SymbolColor(parsing: "color(display-p3 50% 0.5 0.5 / 0.25)").resolved(ColorTraits())
        #expect(abs(half.red - 0.5) < 1e-6 && half.alpha == 0.25)
        #expect(throws: SymbolColorError.self) { try SymbolColor(parsing: "color(rec2020 1 0 0)") }
    }
}
