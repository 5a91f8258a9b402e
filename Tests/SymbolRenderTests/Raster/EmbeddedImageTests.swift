import Testing
@testable import SymbolRender
import SymbolCore

/// `<image>` with PNG and JPEG `data:` URIs is drawn; references outside the file are never read.
@Suite struct EmbeddedImageTests {
    static let redPNG = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAFUlEQVR4nGP8z8DwnwEJMDGgAcICAIPRAgYCkO9YAAAAAElFTkSuQmCC"
    static let blueJPEG = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAIAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD+Oeiiiv8Av4P5XP/Z"

    func render(_ body: String) throws -> (Bitmap, [Diagnostic]) { try SVGSnippet.render(body, size: 32) }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] { b.rgba(x, y) }

    @Test func pngAndJPEGDataURIsAreDrawnInTheirViewports() throws {
        let (b, warnings) = try render("""
            <image x="0" y="0" width="16" height="16" xlink:href="data:image/png;base64,\(Self.redPNG)"/>
            <image x="16" y="16" width="16" height="16" href="data:image/jpeg;base64,\(Self.blueJPEG)"/>
            """)
        #expect(warnings.isEmpty)
        #expect(pixel(b, 8, 8) == [255, 0, 0, 255])
        let blue = pixel(b, 24, 24)
        #expect(blue[2] > 240 && blue[0] < 15 && blue[3] == 255)
        #expect(pixel(b, 24, 8)[3] == 0 && pixel(b, 8, 24)[3] == 0)
    }

    @Test func sizesComeFromTheHeaderWhenMissingAndAspectIsKept() throws {
        // A 4×4 PNG with only a width: 8×8 at the origin.
        let (b, _) = try render(#"<image width="8" xlink:href="data:image/png;base64,\#(Self.redPNG)"/>"#)
        #expect(pixel(b, 5, 5)[3] == 255 && pixel(b, 10, 10)[3] == 0)
        // meet in a wide viewport: centered.
        let (c, _) = try render(#"<image x="0" y="0" width="32" height="8" xlink:href="data:image/png;base64,\#(Self.redPNG)"/>"#)
        #expect(pixel(c, 2, 4)[3] == 0 && pixel(c, 16, 4)[3] == 255)
    }

    @Test func referencesOutsideTheFileAreRefused() throws {
        let (b, warnings) = try render(#"<image width="32" height="32" href="file:///etc/passwd"/><image width="32" height="32" href="https://example.invalid/a.png"/>"#)
        #expect(warnings.count == 2)
        #expect(warnings[0].message.contains("files are read only from a folder named with --image-dir"))
        #expect(warnings[1].message.contains("which is not a file; only data: URIs and files are drawn"))
        #expect(b.pixels.allSatisfy { $0 == 0 })
    }

    @Test func brokenOrHugeImagesAreSkippedWithAWarning() throws {
        // A PNG header claiming 100000 × 100000 pixels.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0]
        header += [8, 6, 0, 0, 0]
        let huge = DataURI.base64Encoded(header)
        let (_, warnings) = try render(#"<image width="8" height="8" href="data:image/png;base64,\#(huge)"/><image width="8" height="8" href="data:image/png;base64,!!!"/><image width="8" height="8" href="data:image/gif;base64,R0lGOD"/>"#)
        #expect(warnings.count == 3)
        #expect(warnings[0].message.contains("4096"))
    }

    @Test func templateImagesKeepOnlyTheImagesAlpha() throws {
        var configuration = SymbolConfiguration()
        configuration.isTemplateImage = true
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image width="8" height="8" href="data:image/png;base64,\#(Self.redPNG)"/></svg>"#
        let b = try SymbolRenderer(configuration: configuration).render(Symbol(svg: Array(svg.utf8), name: "t")).bitmap
        #expect(pixel(b, 4, 4) == [0, 0, 0, 255])
    }
}
