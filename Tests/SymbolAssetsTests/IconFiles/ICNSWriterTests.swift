import SymbolRender
import Testing
@testable import SymbolAssets

@Suite("ICNSWriter: Apple Icon Image files from PNGs")
struct ICNSWriterTests {
    @Test func writesMagicFileLengthAndBigEndianElementHeaders() throws {
        let png = try TestIcon.png(size: 128)
        let bytes = try ICNSWriter(writesTableOfContents: false).encode([IconImage(pointSize: 128, png: png)])
        #expect(bytes == Array("icns".utf8) + .bigEndian(8 + 8 + png.count) + Array("ic07".utf8) + .bigEndian(8 + png.count) + png)
    }

    @Test func tableOfContentsListsEachElementTypeAndLengthFirst() throws {
        let png = try TestIcon.png(size: 1024)
        let bytes = try ICNSWriter().encode([IconImage(pointSize: 512, scale: 2, png: png)])
        let element = Array("ic10".utf8) + .bigEndian(8 + png.count)
        #expect(bytes == Array("icns".utf8) + .bigEndian(8 + 16 + 8 + png.count) + Array("TOC ".utf8) + .bigEndian(16)
            + element + element + png)
    }

    @Test func roundTripsEveryIconsetSlotInSlotOrder() throws {
        let images = try TestIcon.iconset()
        let elements = try ICNSReader.elements(ICNSWriter().encode(images.reversed()))
        #expect(elements.map(\.type) == ["TOC ", "is32", "s8mk", "ic11", "il32", "l8mk", "ic12", "ic07", "ic13", "ic08",
                                         "ic14", "ic09", "ic10"])

        let toc = elements[0].data
        #expect(toc.count == 8 * (elements.count - 1))
        for (index, element) in elements.dropFirst().enumerated() {
            #expect(Array(toc[(index * 8)..<(index * 8 + 4)]) == Array(element.type.utf8))
            #expect(Array(toc[(index * 8 + 4)..<(index * 8 + 8)]) == .bigEndian(8 + element.data.count))
        }

        for image in images {
            let slot = try #require(ICNSSlot(pointSize: image.pointSize, scale: image.scale))
            let data = try #require(elements.first { $0.type == slot.imageType }).data
            if let maskType = slot.maskType {
                let mask = try #require(elements.first { $0.type == maskType }).data
                let decoded = ICNSRGBElement.decode(rgb: data, mask: mask, size: slot.pixelSize)
                #expect(decoded == TestIcon.bitmap(size: slot.pixelSize), "\(slot)")
            } else {
                #expect(data == image.png, "\(slot)")
            }
        }
    }

    @Test func sameImagesInAnyOrderGiveTheSameBytes() throws {
        let images = try TestIcon.iconset()
        #expect(try ICNSWriter().encode(images) == ICNSWriter().encode(images.shuffled()))
    }

    @Test func rgbElementsRoundTripLongRunsAndLongLiterals() throws {
        // 32×32 planes of 1,024 bytes: an opaque flat area gives runs past 130, noise gives literals past 128.
        var bitmap = Bitmap(width: 32, height: 32)
        var generator = SystemRandomNumberGenerator()
        for y in 0..<32 {
            for x in 0..<32 {
                bitmap[x, y] = y < 16 ? Pixel(red: 200, green: 10, blue: 10, alpha: 255)
                    : Pixel(red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                            blue: .random(in: 0...255, using: &generator), alpha: .random(in: 0...255, using: &generator))
            }
        }
        let (rgb, mask) = ICNSRGBElement.encode(bitmap)
        #expect(ICNSRGBElement.decode(rgb: rgb, mask: mask, size: 32) == bitmap)
        #expect(rgb.last == 0)
        #expect(rgb.count != 32 * 32 * 3)
    }

    @Test func rejectsAPNGWhoseIHDRSizeIsNotTheSlotsPixelSize() throws {
        let images = [IconImage(pointSize: 16, png: try TestIcon.png(size: 16)),
                      IconImage(pointSize: 128, scale: 2, png: try TestIcon.png(size: 128))]
        let error = #expect(throws: IconFileError.self) { try ICNSWriter().encode(images) }
        #expect(error == .sizeMismatch(format: .icns, index: 1, pointSize: 128, scale: 2, width: 128, height: 128))
        #expect(error?.description == "icns: image 1 (128×128@2x): error: PNG is 128×128 pixels, expected 256×256")
    }

    @Test func rejectsBytesThatAreNotAPNG() throws {
        var png = try TestIcon.png(size: 256)
        png[1] = UInt8(ascii: "J")  // a damaged signature
        #expect(throws: IconFileError.notPNG(format: .icns, index: 0, pointSize: 256, scale: 1)) {
            try ICNSWriter().encode([IconImage(pointSize: 256, png: png)])
        }
        #expect(throws: IconFileError.notPNG(format: .icns, index: 0, pointSize: 32, scale: 1)) {
            try ICNSWriter().encode([IconImage(pointSize: 32, png: Array("GIF89a".utf8))])
        }
    }

    @Test func rejectsTwoImagesForOneSlot() throws {
        let png = try TestIcon.png(size: 32)
        #expect(throws: IconFileError.duplicateSize(format: .icns, index: 2, firstIndex: 0, pointSize: 16, scale: 2)) {
            try ICNSWriter().encode([IconImage(pointSize: 16, scale: 2, png: png), IconImage(pointSize: 32, png: png),
                                     IconImage(pointSize: 16, scale: 2, png: png)])
        }
    }

    @Test func rejectsSizesWithoutAnIcnsSlot() throws {
        let error = #expect(throws: IconFileError.self) {
            try ICNSWriter().encode([IconImage(pointSize: 64, png: try TestIcon.png(size: 64))])
        }
        #expect(error?.description.hasPrefix("icns: image 0 (64×64): error: icns has no slot for this size; it has 16×16, 16×16@2x,") == true)
        #expect(throws: IconFileError.noImages(format: .icns)) { try ICNSWriter().encode([]) }
    }

    @Test func readerRejectsALengthThatDisagreesWithTheFile() throws {
        var bytes = try ICNSWriter().encode([IconImage(pointSize: 128, png: try TestIcon.png(size: 128))])
        bytes.removeLast()
        #expect(throws: IconFileError.malformed(format: .icns, offset: 4, reason: "header says \(bytes.count + 1) bytes, file has \(bytes.count)")) {
            try ICNSReader.elements(bytes)
        }
    }
}
