import Testing
import Symbols

/// The values of Documentation/ImageViews.md: names read as the manifest and the command line spell them, and
/// out-of-range values named with their range.
@Suite struct ImageViewValueTests {
    @Test func directionsReadXcodesAndTheCommandLinesNames() {
        #expect(LanguageDirection(name: "mirrors") == .leftToRight)
        #expect(LanguageDirection(name: "right-to-left") == .rightToLeft)
        #expect(LanguageDirection(name: "both") == .both && LanguageDirection(name: "sideways") == nil)
        #expect(LayoutDirection(name: "RTL") == .rightToLeft && LayoutDirection(name: "left_to_right") == .leftToRight)
        #expect(LanguageDirection.leftToRight.mirrors(in: .rightToLeft) && LanguageDirection.rightToLeft.mirrors(in: .leftToRight))
        #expect(!LanguageDirection.fixed.mirrors(in: .rightToLeft) && !LanguageDirection.both.mirrors(in: .rightToLeft))
        #expect(!LanguageDirection.leftToRight.mirrors(in: .leftToRight))
    }

    @Test func layoutDirectionIsLaidOverLikeEveryOtherValue() {
        var rtl = SymbolConfiguration()
        rtl.layoutDirection = .rightToLeft
        #expect(SymbolConfiguration(pointSize: 20).applying(rtl).layoutDirection == .rightToLeft)
        #expect(rtl.applying(SymbolConfiguration(pointSize: 20)).layoutDirection == .rightToLeft)
    }

    @Test func sliceValuesOutOfRangeAreNamedWithTheirRange() {
        func error(_ slice: ImageSlice) -> String? {
            do { try slice.validate(); return nil } catch { return error.description }
        }
        #expect(error(ImageSlice(mode: .ninePart)) == nil)
        #expect(error(ImageSlice(mode: .ninePart, capInsets: .points(top: 1, left: -2, bottom: 1, right: 1)))
                == "cap inset left -2 is out of range: use a value in 0…4096 points")
        #expect(error(ImageSlice(mode: .ninePart, center: .tile)) == "a tiled centre needs its period (the pattern's repeat, in points)")
        #expect(error(ImageSlice(mode: .ninePart, center: .tile, period: 0)) == "tile period 0 is out of range: use a value in (0, 4096] points")
        #expect(error(ImageSlice(mode: .ninePart, period: 4)) == "a period applies only to a tiled centre (center tile)")
        #expect(error(ImageSlice(mode: .ninePart, capInsets: .points(top: .nan, left: 0, bottom: 0, right: 0))) != nil)
    }

    @Test func insetsArePixelsOfEachScaleOnTheAxesThatResize() {
        let vertical = ImageSlice(mode: .threePartVertical, capInsets: .points(top: 5.5, left: 9, bottom: 6, right: 9))
        #expect(vertical.pixelInsets(scale: 2) == SliceInsets(top: 11, left: 0, bottom: 12, right: 0))
        #expect(ImageSlice(mode: .ninePart).pixelInsets(scale: 2) == nil)
        #expect(ImageSlice(mode: .threePartHorizontal, center: .tile, period: 8).centerPixels(scale: 3) == 24)
        #expect(ImageSlice(mode: .threePartHorizontal).centerPixels(scale: 3) == 1)
    }
}
