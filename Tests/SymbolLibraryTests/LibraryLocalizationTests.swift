import Testing
import SymbolRender
@testable import SymbolLibrary

/// Localized and directional library symbols (Documentation/ImageViews.md §2, §3).
@Suite struct LibraryLocalizationTests {
    static let library = try! SymbolLibrary.bundled()

    @Test func theSuffixListIsDataFromTheIndex() {
        #expect(Self.library.localizations.suffixes == ["ar", "he", "hi", "ja", "km", "ko", "my", "th", "zh", "rtl"])
        #expect(Self.library.localizations.rightToLeftLanguages.contains("ar") && Self.library.localizations.rightToLeftLanguages.contains("he"))
    }

    @Test func aLocalizedNameResolvesForItsLocale() throws {
        let arabic = try Symbol(systemName: "character", locale: "ar")
        #expect(arabic.name == "character.ar")
        #expect(arabic.warnings.first?.message.contains("`character.ar` is the ar variant of `character`") == true)
        #expect(try Symbol(systemName: "character", locale: "ja-JP").name == "character.ja")
        #expect(try Symbol(systemName: "character", locale: "he_IL").name == "character.he")
        // A right-to-left language without its own variant takes .rtl.
        #expect(try Self.library.resolve("list.number", locale: "ar").entry.name == "list.number.rtl")
        #expect(try Self.library.resolve("list.number", locale: "fa").entry.name == "list.number.rtl")
        // Numbered names in the locale's digits: Eastern Arabic for Arabic, Devanagari for Hindi.
        #expect(try Self.library.resolve("5.circle", locale: "ar").entry.name == "5.circle.ar")
        #expect(try Self.library.resolve("12.square.fill", locale: "hi-IN").entry.name == "12.square.fill.hi")
        // Asking for the variant directly, or with no locale, keeps the name.
        #expect(try Self.library.resolve("character.ar", locale: "ja").entry.name == "character.ar")
        #expect(try Self.library.resolve("character", locale: nil).entry.name == "character")
    }

    @Test func anUnknownLocaleFallsBackWithoutAnError() throws {
        for locale in ["sv", "xx", "en-US", "zz-Qaaa", ""] {
            let symbol = try Symbol(systemName: "character", locale: locale)
            #expect(symbol.name == "character" && symbol.warnings.isEmpty, "\(locale)")
        }
        // Fallbacks of the name itself still apply, then the locale.
        #expect(try Self.library.resolve("character.circle.fill.fill", locale: "sv").entry.name == "character.circle.fill")
    }

    @Test func aMirroringSymbolIsDrawnFlippedInARightToLeftLayout() throws {
        let bullet = try Symbol(systemName: "list.bullet")
        #expect(bullet.languageDirection == .leftToRight)
        #expect(try Symbol(systemName: "character").languageDirection == .fixed)
        var configuration = SymbolConfiguration(pointSize: 30, pixelScale: 2)
        let ltr = try SymbolRenderer(configuration: configuration).render(bullet)
        configuration.layoutDirection = .rightToLeft
        let rtl = try SymbolRenderer(configuration: configuration).render(bullet)
        var flipped = ltr.bitmap
        for y in 0..<flipped.height { for x in 0..<flipped.width { flipped[flipped.width - 1 - x, y] = ltr.bitmap[x, y] } }
        #expect(rtl.bitmap == flipped && rtl.bitmap != ltr.bitmap)
        let l = try #require(ltr.metrics?.alignmentRectInsets), r = try #require(rtl.metrics?.alignmentRectInsets)
        #expect(r.left == l.right && r.right == l.left)
        // A fixed symbol is not mirrored.
        let character = try Symbol(systemName: "character")
        #expect(try SymbolRenderer(configuration: configuration).render(character).bitmap
                == SymbolRenderer(configuration: SymbolConfiguration(pointSize: 30, pixelScale: 2)).render(character).bitmap)
    }
}
