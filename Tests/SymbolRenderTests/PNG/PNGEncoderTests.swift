import Testing
@testable import SymbolRender

@Suite struct PNGEncoderTests {
    func gradient(width: Int, height: Int, grey: Bool) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt8((x * 255) / max(1, width - 1))
                bitmap[x, y] = grey ? Pixel(red: 0, green: 0, blue: 0, alpha: v)
                    : Pixel(red: v, green: UInt8(y * 7 % 256), blue: 255 - v, alpha: UInt8((x + y) * 13 % 256))
            }
        }
        return bitmap
    }

    @Test func roundTripsColorPixelsExactly() throws {
        let bitmap = gradient(width: 37, height: 11, grey: false)
        let png = try PNGEncoder().encode(bitmap)
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png[25] == 6)  // color type RGBA
        #expect(try PNGDecoder.decode(png) == bitmap)
    }

    @Test func greyImagesAreWrittenAsGreyAlpha() throws {
        let bitmap = gradient(width: 16, height: 16, grey: true)
        let png = try PNGEncoder().encode(bitmap)
        #expect(png[25] == 4)  // color type grey + alpha
        #expect(try PNGDecoder.decode(png) == bitmap)
    }

    @Test func everyCompressionLevelDecodesToTheSamePixels() throws {
        let bitmap = gradient(width: 20, height: 20, grey: false)
        for level in [0, 1, 6, 9] {
            #expect(try PNGDecoder.decode(PNGEncoder(compressionLevel: level).encode(bitmap)) == bitmap)
        }
    }

    @Test func encodingIsDeterministic() throws {
        let bitmap = gradient(width: 64, height: 64, grey: false)
        #expect(try PNGEncoder().encode(bitmap) == PNGEncoder().encode(bitmap))
    }

    @Test func renderPNGMatchesRenderThenEncode() throws {
        let plan = RenderPlan(width: 16, height: 16, operations: [
            .fill(path: VectorPath([.move(to: Point(x: 1, y: 1)), .cubic(control1: Point(x: 20, y: 0), control2: Point(x: 0, y: 20), to: Point(x: 15, y: 15)), .close]),
                  color: RGBAColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8), rule: .nonZero, blend: .normal),
        ])
        let direct = try Rasterizer().renderPNG(plan)
        let viaBitmap = try PNGEncoder().encode(Rasterizer().render(plan))
        #expect(direct == viaBitmap)
    }

    @Test func garbageIsRejectedWithAnError() {
        #expect(throws: RenderError.self) { try PNGDecoder.decode([1, 2, 3]) }
    }
}

/// `smallest` tries PNG's row filters and keeps the smaller file; either way the pixels round-trip exactly.
@Suite struct SmallestCompressionTests {
    static func gradient(width: Int, height: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8(x * 255 / max(1, width - 1)); pixels[i + 1] = UInt8(y * 255 / max(1, height - 1))
                pixels[i + 2] = UInt8((x + y) % 256); pixels[i + 3] = UInt8(128 + (x * y) % 128)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [(1, 1), (3, 7), (64, 64), (200, 50)])
    func filteredRowsRoundTrip(width: Int, height: Int) throws {
        let bitmap = Self.gradient(width: width, height: height)
        let smallest = try PNGEncoder(compressionLevel: 12).encode(bitmap)
        #expect(try PNGDecoder.decode(smallest) == bitmap)
    }

    @Test func smallestIsNeverLargerThanTheDefaultAndFiltersHelpGradients() throws {
        let bitmap = Self.gradient(width: 128, height: 128)
        let standard = try PNGEncoder().encode(bitmap)
        let smallest = try PNGEncoder(compressionLevel: 12).encode(bitmap)
        #expect(smallest.count < standard.count * 3 / 4, "\(smallest.count) vs \(standard.count)")
    }
}
