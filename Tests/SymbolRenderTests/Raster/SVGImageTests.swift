import Foundation
import Testing
@testable import SymbolRender
import SymbolCore

/// `<image>` of an SVG (a document of its own), of a GIF, of a file under the image folder; how images are sampled;
/// `feImage`.
@Suite struct SVGImageTests {
    func render(_ body: String) throws -> (Bitmap, [Diagnostic]) { try SVGSnippet.render(body, size: 32) }

    /// An SVG that fills its 10 × 10 viewBox's left half green.
    static let halfGreen = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="10" fill="#00ff00"/><rect x="-50" width="50" height="10" fill="red"/></svg>"##

    @Test func anSVGImageIsDrawnAsADocumentPlacedAndClippedInItsViewport() throws {
        let uri = "data:image/svg+xml;base64," + DataURI.base64Encoded(Array(Self.halfGreen.utf8))
        let (b, warnings) = try render(#"<image x="8" y="0" width="16" height="32" href="\#(uri)"/>"#)
        #expect(warnings.isEmpty)
        // meet: a 16 × 16 square centred in 8…24 × 0…32, its left half green; the red beyond its viewBox is clipped.
        #expect(b.rgba(10, 16) == [0, 255, 0, 255])
        #expect(b.rgba(20, 16)[3] == 0 && b.rgba(10, 4)[3] == 0 && b.rgba(4, 16)[3] == 0)
    }

    @Test func percentEncodedAndUntypedDataAreRead() throws {
        let escaped = Self.halfGreen.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: "#", with: "%23").replacingOccurrences(of: "\"", with: "%22")
        let (b, warnings) = try render(#"<image width="32" height="32" href="data:image/svg+xml;utf8,\#(escaped)"/>"#)
        #expect(warnings.isEmpty && b.rgba(8, 16) == [0, 255, 0, 255])
        // No media type: the bytes say PNG.
        let (c, more) = try render(#"<image width="32" height="32" href="data:;base64,\#(EmbeddedImageTests.redPNG)"/>"#)
        #expect(more.isEmpty && c.rgba(16, 16) == [255, 0, 0, 255])
    }

    @Test func nestingIsBoundedAndAnImageInsideAnImageReadsNoFiles() throws {
        var svg = Self.halfGreen
        for _ in 0..<6 {
            svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image width="10" height="10" href="data:image/svg+xml;base64,\#(DataURI.base64Encoded(Array(svg.utf8)))"/></svg>"#
        }
        let (_, warnings) = try render(#"<image width="32" height="32" href="data:image/svg+xml;base64,\#(DataURI.base64Encoded(Array(svg.utf8)))"/>"#)
        #expect(warnings.count == 1 && warnings[0].message.contains("nests SVG images more than 4 deep"))
        #expect(warnings[0].location?.line == 1)
        let reading = #"<svg xmlns="http://www.w3.org/2000/svg"><image href="other.png"/></svg>"#
        let (_, inner) = try render(#"<image width="32" height="32" href="data:image/svg+xml;base64,\#(DataURI.base64Encoded(Array(reading.utf8)))"/>"#)
        #expect(inner.count == 1 && inner[0].message.contains("an SVG image reads no files"))
        #expect(inner[0].message.hasPrefix("in the SVG image at 1:"))
    }

    @Test func anSVGImagesWorkIsChargedToTheFile() throws {
        let blurs = String(repeating: #"<rect width="10" height="10" filter="url(#b)"/>"#, count: 10)
        let costly = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><filter id="b"><feGaussianBlur stdDeviation="2"/></filter>\#(blurs)</svg>"#
        let file = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image width="10" height="10" href="data:image/svg+xml;base64,\#(DataURI.base64Encoded(Array(costly.utf8)))"/></svg>"#
        var limits = XMLLimits.default
        limits.maximumWork = 1 << 24
        #expect(throws: Diagnostic.self) { try Symbol(svg: Array(file.utf8), name: "t", limits: limits) }
        do {
            _ = try Symbol(svg: Array(file.utf8), name: "t", limits: limits)
        } catch {
            #expect(error.message.contains("SVG images") && error.location?.line == 1)
        }
        _ = try Symbol(svg: Array(file.utf8), name: "t")
    }

    @Test func aGIFIsDrawn() throws {
        let gif = DataURI.base64Encoded(GIFDecoderTests.smallGIF())
        let (b, warnings) = try render(#"<image width="32" height="24" image-rendering="pixelated" href="data:image/gif;base64,\#(gif)"/>"#)
        #expect(warnings.isEmpty)
        #expect(b.rgba(4, 4) == [255, 0, 0, 255] && b.rgba(12, 4) == [0, 255, 0, 255] && b.rgba(28, 4)[3] == 0)
    }

    @Test func pixelatedImagesKeepSquarePixelsAndSmoothOnesEndSharplyAtTheirEdge() throws {
        let gif = DataURI.base64Encoded(GIFDecoderTests.smallGIF())
        let (nearest, _) = try render(#"<image width="32" height="24" style="image-rendering: optimizeSpeed" href="data:image/gif;base64,\#(gif)"/>"#)
        // Each source pixel is an 8 × 8 block: its last column is still the source's colour.
        #expect(nearest.rgba(7, 4) == [255, 0, 0, 255] && nearest.rgba(8, 4) == [0, 255, 0, 255])
        // A smooth upscale blends inside, but its edge pixels are the image's own (extended, not faded out).
        let (smooth, _) = try render(#"<image x="4" y="4" width="24" height="24" href="data:image/png;base64,\#(EmbeddedImageTests.redPNG)"/>"#)
        #expect(smooth.rgba(4, 4) == [255, 0, 0, 255] && smooth.rgba(27, 27) == [255, 0, 0, 255] && smooth.rgba(3, 3)[3] == 0)
    }

    @Test func filesAreReadOnlyInsideTheImageFolderWithoutFollowingLinks() throws {
        let folder = NSTemporaryDirectory() + "glyphsmith-images-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder + "/art/pics", withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: folder) }
        try Data(base64Encoded: EmbeddedImageTests.redPNG)!.write(to: URL(fileURLWithPath: folder + "/art/pics/red.png"))
        try Data(Self.halfGreen.utf8).write(to: URL(fileURLWithPath: folder + "/art/half.svg"))
        try fm.createSymbolicLink(atPath: folder + "/art/link", withDestinationPath: folder + "/art/pics")
        func draw(_ href: String, folder imageFolder: String?) throws -> (Bitmap, [Diagnostic]) {
            let file = folder + "/art/icon.svg"
            var limits = XMLLimits.default
            limits.imageFolder = imageFolder
            let text = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image width="8" height="8" href="\#(href)"/></svg>"#
            let symbol = try Symbol(svg: Array(text.utf8), name: "icon", file: file, limits: limits)
            return (try SymbolRenderer().render(symbol).bitmap, symbol.warnings)
        }
        let (drawn, none) = try draw("pics/red.png", folder: folder + "/art")
        #expect(none.isEmpty && drawn.rgba(4, 4) == [255, 0, 0, 255])
        let (vector, _) = try draw("half.svg", folder: folder)
        #expect(vector.rgba(1, 4) == [0, 255, 0, 255])
        // No folder named: nothing is read.
        let (_, unnamed) = try draw("pics/red.png", folder: nil)
        #expect(unnamed.first?.message.contains("--image-dir") == true)
        // Outside the folder (by ../ or an absolute path), or through a link below it: refused.
        let (_, outside) = try draw("../red.png", folder: folder + "/art")
        #expect(outside.first?.message.contains("is outside the image folder") == true)
        let (_, absolute) = try draw("/etc/passwd", folder: folder)
        #expect(absolute.first?.message.contains("is outside the image folder") == true)
        let (linked, link) = try draw("link/red.png", folder: folder)
        #expect(link.first?.message.contains("symbolic link") == true && linked.rgba(4, 4)[3] == 0)
    }

    @Test func feImageDrawsAnElementOrAnImageInItsSubregion() throws {
        let (element, warnings) = try render(##"""
            <defs><rect id="r" width="8" height="8" fill="#0000ff"/></defs>
            <filter id="f" filterUnits="userSpaceOnUse" x="8" y="8" width="16" height="16"><feImage href="#r"/></filter>
            <rect width="32" height="32" fill="red" filter="url(#f)"/>
            """##)
        #expect(warnings.isEmpty)
        // The element's origin is the subregion's corner; the filtered element itself is replaced.
        #expect(element.rgba(10, 10) == [0, 0, 255, 255] && element.rgba(20, 20)[3] == 0 && element.rgba(4, 4)[3] == 0)
        let (image, _) = try render(##"<filter id="f" x="0" y="0" width="1" height="1"><feImage href="data:image/png;base64,\##(EmbeddedImageTests.redPNG)"/></filter><rect x="8" y="8" width="16" height="16" fill="blue" filter="url(#f)"/>"##)
        #expect(image.rgba(16, 16) == [255, 0, 0, 255] && image.rgba(4, 4)[3] == 0)
        // Naming the filtered element itself drops the filter.
        let (own, ownWarnings) = try render(##"<filter id="f"><feImage href="#me"/></filter><rect id="me" x="8" y="8" width="16" height="16" fill="blue" filter="url(#f)"/>"##)
        #expect(own.rgba(16, 16) == [0, 0, 255, 255] && ownWarnings.first?.message.contains("the filter is dropped") == true)
    }
}
