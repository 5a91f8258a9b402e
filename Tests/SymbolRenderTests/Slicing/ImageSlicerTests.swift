import Testing
@testable import SymbolRender

/// Resizable images (Documentation/ImageViews.md §1): the minimal bitmap, re-expanded by its own insets, must equal a
/// direct render of the same design at the larger size, within one level per channel; a cap one pixel smaller must
/// not.
@Suite("ImageSlicer: minimal bitmaps that re-expand to the direct render")
struct ImageSlicerTests {
    /// A 44 pt high button, corner radius 10, stroke 1 (the format notes' measured example), `width` points wide.
    static func button(width: Double) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="44" viewBox="0 0 \(width) 44">\
        <rect x="0.5" y="0.5" width="\(width - 1)" height="43" rx="10" fill="#0a7cff" stroke="#004a99" stroke-width="1"/></svg>
        """
    }

    /// A chat bubble `width` × `height` points with a tail at its bottom left.
    static func bubble(width: Double, height: Double) -> String {
        let right = width - 0.5, bottom = height - 6
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">\
        <path d="M18 0.5 H\(right - 14) A14 14 0 0 1 \(right) 14.5 V\(bottom - 14) A14 14 0 0 1 \(right - 14) \(bottom) H22 \
        L4 \(height - 0.5) L10 \(bottom - 4) A14 14 0 0 1 4 \(bottom - 14) V14.5 A14 14 0 0 1 18 0.5 Z" \
        fill="#e9e9eb" stroke="#c7c7cc" stroke-width="1"/></svg>
        """
    }

    /// A 20 pt high strip with round ends and a row of dots every 8 points between them (`count` dots).
    static func dottedStrip(count: Int) -> String {
        let width = 20 + 8 * Double(count)
        let dots = (0..<count).map { "<circle cx=\"\(14 + 8 * Double($0))\" cy=\"10\" r=\"2.5\" fill=\"#ffffff\"/>" }.joined()
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="20" viewBox="0 0 \(width) 20">\
        <rect x="0" y="0" width="\(width)" height="20" rx="10" fill="#34c759"/>\(dots)</svg>
        """
    }

    static func render(_ svg: String, scale: Int) throws -> Bitmap {
        let symbol = try Symbol(svg: Array(svg.utf8), name: "t")
        return try SymbolRenderer(configuration: SymbolConfiguration(pixelScale: Double(scale))).render(symbol).bitmap
    }

    /// The largest channel difference between the re-expanded slice of `small` and a direct render of `large`.
    static func roundTrip(small: String, large: String, slice: ImageSlice, scale: Int) throws -> (delta: Int, result: ImageSlicer.Result) {
        let result = try ImageSlicer.slice(render(small, scale: scale), slice, scale: scale)
        let direct = try render(large, scale: scale)
        let expanded = ImageSlicer.expand(result, center: slice.center, width: direct.width, height: direct.height)
        return (ImageComparison(reference: direct, actual: expanded).largestDelta, result)
    }

    /// The same slice with caps one pixel smaller on each resizing edge (given in points that round to them).
    static func smaller(_ result: ImageSlicer.Result, _ slice: ImageSlice, scale: Int) -> ImageSlice {
        let s = Double(scale), i = result.insets
        var copy = slice
        copy.capInsets = .points(top: Double(max(0, i.top - 1)) / s, left: Double(max(0, i.left - 1)) / s,
                                 bottom: Double(max(0, i.bottom - 1)) / s, right: Double(max(0, i.right - 1)) / s)
        return copy
    }

    @Test(arguments: [1, 2, 3])
    func buttonRoundTripsAndAutoInsetsFollowTheRadius(scale: Int) throws {
        let slice = ImageSlice(mode: .threePartHorizontal)
        let (delta, result) = try Self.roundTrip(small: Self.button(width: 100), large: Self.button(width: 173), slice: slice, scale: scale)
        #expect(delta <= 1, "@\(scale)x: largest difference \(delta)")
        // ceil((radius + stroke/2) × scale) is 11, 21, 32. At 3x the pixel-minimal cap is 31: column 31 spans
        // 10.33…10.67 pt and holds the arc's last sixth of a point, which changes it by less than one level, so
        // stretching it is pixel-identical (delta 0) and 30 is the first cap that fails. Auto gives the smallest
        // caps that re-expand exactly, so it is at most the geometric bound.
        let expected = [1: 11, 2: 21, 3: 31][scale]!
        #expect(result.insets == SliceInsets(top: 0, left: expected, bottom: 0, right: expected))
        #expect(result.bitmap.width == 2 * expected + 1 && result.bitmap.height == 44 * scale)
        let tooSmall = Self.smaller(result, slice, scale: scale)
        let (smallDelta, _) = try Self.roundTrip(small: Self.button(width: 100), large: Self.button(width: 173), slice: tooSmall, scale: scale)
        #expect(smallDelta > 1, "@\(scale)x: a cap one pixel smaller still matched (\(smallDelta))")
    }

    @Test(arguments: [1, 2, 3])
    func bubbleRoundTripsInNineParts(scale: Int) throws {
        let slice = ImageSlice(mode: .ninePart)
        let (delta, result) = try Self.roundTrip(small: Self.bubble(width: 80, height: 50), large: Self.bubble(width: 151, height: 97),
                                                 slice: slice, scale: scale)
        #expect(delta <= 1, "@\(scale)x: largest difference \(delta)")
        #expect(result.centerWidth == 1 && result.centerHeight == 1)
        #expect(result.bitmap.width == result.insets.left + 1 + result.insets.right)
        #expect(result.bitmap.height == result.insets.top + 1 + result.insets.bottom)
        let (smallDelta, _) = try Self.roundTrip(small: Self.bubble(width: 80, height: 50), large: Self.bubble(width: 151, height: 97),
                                                 slice: Self.smaller(result, slice, scale: scale), scale: scale)
        #expect(smallDelta > 1, "@\(scale)x: caps one pixel smaller still matched (\(smallDelta))")
    }

    @Test(arguments: [1, 2, 3])
    func tiledPatternRoundTripsWithOnePeriod(scale: Int) throws {
        let slice = ImageSlice(mode: .threePartHorizontal, center: .tile, period: 8)
        let (delta, result) = try Self.roundTrip(small: Self.dottedStrip(count: 4), large: Self.dottedStrip(count: 11), slice: slice, scale: scale)
        #expect(delta <= 1, "@\(scale)x: largest difference \(delta)")
        #expect(result.centerWidth == 8 * scale)
        #expect(result.bitmap.width == result.insets.left + 8 * scale + result.insets.right)
        let (smallDelta, _) = try Self.roundTrip(small: Self.dottedStrip(count: 4), large: Self.dottedStrip(count: 11),
                                                 slice: Self.smaller(result, slice, scale: scale), scale: scale)
        #expect(smallDelta > 1, "@\(scale)x: caps one pixel smaller still matched (\(smallDelta))")
    }

    @Test func autoRefusesACentreThatIsNotUniform() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="60" height="20" viewBox="0 0 60 20">\
            <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>\
            <rect width="60" height="20" fill="url(#g)"/></svg>
            """
        #expect(throws: ImageSlicerError.self) { try ImageSlicer.slice(Self.render(svg, scale: 1), ImageSlice(mode: .threePartHorizontal), scale: 1) }
    }

    @Test func capsThatExceedTheImageAreRefusedWithTheirSizes() throws {
        let slice = ImageSlice(mode: .threePartHorizontal, capInsets: .points(top: 0, left: 60, bottom: 0, right: 60))
        do {
            _ = try ImageSlicer.slice(Self.render(Self.button(width: 100), scale: 2), slice, scale: 2)
            Issue.record("caps of 120 + 120 px in a 200 px image were accepted")
        } catch {
            #expect("\(error)".contains("exceed the image's 200 px width at @2x"), "\(error)")
        }
    }

    @Test func explicitInsetsAreRoundedPerScale() {
        let slice = ImageSlice(mode: .ninePart, capInsets: .points(top: 8, left: 13.5, bottom: 8, right: 14))
        #expect(slice.pixelInsets(scale: 2) == SliceInsets(top: 16, left: 27, bottom: 16, right: 28))
        #expect(slice.pixelInsets(scale: 3) == SliceInsets(top: 24, left: 41, bottom: 24, right: 42))
        let horizontal = ImageSlice(mode: .threePartHorizontal, capInsets: .points(top: 8, left: 2, bottom: 8, right: 2))
        #expect(horizontal.pixelInsets(scale: 1) == SliceInsets(top: 0, left: 2, bottom: 0, right: 2))
    }

    @Test func mirroredPlanIsTheUnmirroredRenderFlipped() throws {
        let svg = Self.bubble(width: 80, height: 50)
        var symbol = try Symbol(svg: Array(svg.utf8), name: "bubble")
        let ltr = try SymbolRenderer(configuration: SymbolConfiguration(pixelScale: 2)).render(symbol).bitmap
        symbol.languageDirection = .leftToRight
        var configuration = SymbolConfiguration(pixelScale: 2)
        configuration.layoutDirection = .rightToLeft
        let rtl = try SymbolRenderer(configuration: configuration).render(symbol).bitmap
        #expect(rtl != ltr)
        #expect(rtl == Self.flipped(ltr))
        // A fixed symbol is not mirrored.
        symbol.languageDirection = .fixed
        #expect(try SymbolRenderer(configuration: configuration).render(symbol).bitmap == ltr)
    }

    static func flipped(_ bitmap: Bitmap) -> Bitmap {
        var out = bitmap
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { out[bitmap.width - 1 - x, y] = bitmap[x, y] } }
        return out
    }
}
