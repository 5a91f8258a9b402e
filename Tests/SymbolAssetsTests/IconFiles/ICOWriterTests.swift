import SymbolRender
import Testing
import SymbolAssets

@Suite("ICOWriter: Windows icons from PNGs")
struct ICOWriterTests {
    @Test func writesLittleEndianDirectoryWithZeroMeaning256() throws {
        let small = try TestIcon.png(size: 16), large = try TestIcon.png(size: 256)
        let bytes = try ICOWriter().encode([IconImage(pointSize: 256, png: large), IconImage(pointSize: 16, png: small)])
        let header: [UInt8] = [0, 0, 1, 0, 2, 0]
        let smallEntry: [UInt8] = [16, 16, 0, 0, 1, 0, 32, 0] + .littleEndian32(small.count) + .littleEndian32(6 + 32)
        let largeEntry: [UInt8] = [0, 0, 0, 0, 1, 0, 32, 0] + .littleEndian32(large.count) + .littleEndian32(6 + 32 + small.count)
        #expect(bytes == header + smallEntry + largeEntry + small + large)
    }

    @Test func roundTripsAFaviconSetInAscendingSize() throws {
        let images = try TestIcon.faviconSizes()
        let entries = try ICOReader.entries(ICOWriter().encode(images.shuffled()))
        #expect(entries.map(\.width) == [16, 24, 32, 48, 64, 128, 256])
        #expect(entries.map(\.height) == entries.map(\.width))
        for (entry, image) in zip(entries, images) {
            #expect(entry.isPNG)
            #expect(entry.bitCount == 32)
            #expect(entry.data == image.png)
            #expect(try PNGDecoder.decode(entry.data) == TestIcon.bitmap(size: entry.width))
        }
    }

    @Test func aRetinaImageCountsByItsPixels() throws {
        let bytes = try ICOWriter().encode([IconImage(pointSize: 16, scale: 2, png: try TestIcon.png(size: 32))])
        #expect(try ICOReader.entries(bytes).map(\.width) == [32])
    }

    @Test func rejectsAPNGWhoseIHDRSizeIsNotTheDeclaredSize() throws {
        let error = #expect(throws: IconFileError.self) {
            try ICOWriter().encode([IconImage(pointSize: 48, png: try TestIcon.png(size: 32))])
        }
        #expect(error == .sizeMismatch(format: .ico, index: 0, pointSize: 48, scale: 1, width: 32, height: 32))
        #expect(error?.description == "ico: image 0 (48×48): error: PNG is 32×32 pixels, expected 48×48")
    }

    @Test func rejectsBytesThatAreNotAPNG() throws {
        let png = try TestIcon.png(size: 16)
        #expect(throws: IconFileError.notPNG(format: .ico, index: 0, pointSize: 16, scale: 1)) {
            try ICOWriter().encode([IconImage(pointSize: 16, png: Array(png.prefix(20)))])  // cut inside IHDR
        }
        #expect(throws: IconFileError.notPNG(format: .ico, index: 0, pointSize: 16, scale: 1)) {
            try ICOWriter().encode([IconImage(pointSize: 16, png: [0x42, 0x4D] + png)])  // "BM" in front
        }
    }

    @Test func rejectsDuplicatePixelSizesAndSizesAbove256() throws {
        let png32 = try TestIcon.png(size: 32)
        #expect(throws: IconFileError.duplicateSize(format: .ico, index: 1, firstIndex: 0, pointSize: 16, scale: 2)) {
            try ICOWriter().encode([IconImage(pointSize: 32, png: png32), IconImage(pointSize: 16, scale: 2, png: png32)])
        }
        #expect(throws: IconFileError.unsupportedSize(format: .ico, index: 0, pointSize: 512, scale: 1, supported: "1 to 256 pixels square")) {
            try ICOWriter().encode([IconImage(pointSize: 512, png: try TestIcon.png(size: 512))])
        }
        #expect(throws: IconFileError.noImages(format: .ico)) { try ICOWriter().encode([]) }
    }

    @Test func readerRejectsAnImageOutsideTheFile() throws {
        var bytes = try ICOWriter().encode([IconImage(pointSize: 16, png: try TestIcon.png(size: 16))])
        bytes.removeLast()
        #expect(throws: IconFileError.malformed(format: .ico, offset: 14, reason: "image 0 lies outside the file")) {
            try ICOReader.entries(bytes)
        }
    }
}
