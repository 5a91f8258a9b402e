import Testing
@testable import SymbolFormat
@testable import SymbolRender

/// What drawing cannot do as asked it says, instead of silently dropping a filter or an image.
@Suite struct DrawingWarningTests {
    static func svg(_ body: String, size: Int = 64) -> [UInt8] {
        Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 \(size) \(size)\">"
               + body + "</svg>").utf8)
    }

    static func render(_ bytes: [UInt8], rasterizer: Rasterizer = Rasterizer()) throws -> (bitmap: Bitmap, warnings: [String]) {
        let symbol = try Symbol(svg: bytes, name: "t")
        let (plan, _) = try symbol.plan(SymbolConfiguration())
        var warnings: [String] = []
        let bitmap = try rasterizer.render(plan, warnings: &warnings)
        return (bitmap, warnings)
    }

    static let blurred = svg(##"<filter id="f"><feGaussianBlur stdDeviation="3"/></filter><rect x="16" y="16" width="32" height="32" filter="url(#f)"/>"##)

    @Test func aFilterPastItsMemoryIsComputedAtReducedResolutionWithAWarningNotDropped() throws {
        let full = try Self.render(Self.blurred)
        #expect(full.warnings.isEmpty)
        // A canvas limit of 64×64 px leaves a filter 16 KB, a fraction of what this blur's region needs.
        let reduced = try Self.render(Self.blurred, rasterizer: Rasterizer(maximumPixels: 64 * 64))
        #expect(reduced.warnings.contains { $0.contains("was computed at") && $0.contains("16 KB") })
        // Still blurred: the rectangle's edge is soft, inside and outside, as at full resolution.
        let edge = reduced.bitmap.rgba(16, 32)[3], inside = reduced.bitmap.rgba(32, 32)[3], outside = reduced.bitmap.rgba(14, 32)[3]
        #expect(edge > 40 && edge < 215)
        #expect(inside > 200)
        #expect(outside < 120 && outside > 0)
        var difference = 0
        for i in stride(from: 3, to: full.bitmap.pixels.count, by: 4) {
            difference += abs(Int(full.bitmap.pixels[i]) - Int(reduced.bitmap.pixels[i]))
        }
        #expect(Double(difference) / Double(64 * 64) < 8)
    }

    @Test func aFilterRegionOffTheCanvasDrawsNothing() throws {
        let bytes = Self.svg(##"<filter id="f" filterUnits="userSpaceOnUse" x="100" y="100" width="10" height="10"><feOffset dx="0"/></filter>"##
                             + ##"<rect width="64" height="64" filter="url(#f)"/>"##)
        let result = try Self.render(bytes)
        #expect(result.bitmap.rgba(32, 32)[3] == 0)
    }

    /// A 16×16 progressive JPEG (ten scans) made for this test, and the same file with its last scan repeated.
    static let progressiveJPEG: [UInt8] = DataURI.decode(
        "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wgARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABgf/xAAVAQEBAAAAAAAAAAAAAAAAAAABA//aAAwDAQACEAMQAAABlTNizqf/xAAWEAADAAAAAAAAAAAAAAAAAAAABAX/2gAIAQEAAQUCVlCkoUlCso//xAAYEQACAwAAAAAAAAAAAAAAAAAABQYhMf/aAAgBAwEBPwGNvss//8QAFxEAAwEAAAAAAAAAAAAAAAAAAAQFYf/aAAgBAgEBPwFyxp//xAAVEAEBAAAAAAAAAAAAAAAAAAAAMf/aAAgBAQAGPwKIiP/EABUQAQEAAAAAAAAAAAAAAAAAAAAx/9oACAEBAAE/IZsWLN//2gAMAwEAAgADAAAAEAv/xAAVEQEBAAAAAAAAAAAAAAAAAAAAof/aAAgBAwEBPxCe/8QAFREBAQAAAAAAAAAAAAAAAAAAADH/2gAIAQIBAT8Qsf/EABUQAQEAAAAAAAAAAAAAAAAAAADx/9oACAEBAAE/EJSEhJT/2Q==")!.bytes

    static func repeatingLastScan(_ times: Int) -> [UInt8] {
        let jpeg = progressiveJPEG
        let lastScan = jpeg[517..<(jpeg.count - 2)]  // its Huffman table, SOS header and data
        return Array(jpeg[..<517]) + Array(repeating: Array(lastScan), count: times).flatMap { $0 } + [0xFF, 0xD9]
    }

    static func image(_ jpeg: [UInt8]) -> [UInt8] {
        svg(##"<image width="64" height="64" href="data:image/jpeg;base64,\##(DataURI.base64Encoded(jpeg))"/>"##)
    }

    @Test func aProgressiveJPEGOfOrdinaryScansIsDrawn() throws {
        for jpeg in [Self.progressiveJPEG, Self.repeatingLastScan(10)] {
            let result = try Self.render(Self.image(jpeg))
            #expect(result.warnings.isEmpty)
            #expect(result.bitmap.rgba(32, 32)[3] == 255)
        }
    }

    @Test func aProgressiveJPEGOfTooManyScansIsALocatedWarningWhenReadAndIsNotDrawn() throws {
        let symbol = try Symbol(svg: Self.image(Self.repeatingLastScan(40)), name: "t", file: "scans.svg")  // 49 scans
        let warning = try #require(symbol.warnings.first { $0.message.contains("49 scans") })
        #expect(warning.file == "scans.svg" && warning.location != nil)
        #expect(try Self.render(Self.image(Self.repeatingLastScan(40))).bitmap.rgba(32, 32)[3] == 0)
    }

    @Test func theJPEGDecoderItselfStopsAfterItsScanLimit() throws {
        let jpeg = Self.repeatingLastScan(40)
        let image = DrawingImage(data: jpeg, format: .jpeg, pixelWidth: 16, pixelHeight: 16, viewport: Rect(x: 0, y: 0, width: 16, height: 16),
                                 aspectRatio: PreserveAspectRatio(), transform: .identity)
        let session = CanvasSession()
        #expect(session.surface(for: image) == nil)
        #expect(session.warnings.contains { $0.contains("JPEG") && $0.contains("does not decode") })
        let ordinary = DrawingImage(data: Self.repeatingLastScan(10), format: .jpeg, pixelWidth: 16, pixelHeight: 16,
                                    viewport: image.viewport, aspectRatio: PreserveAspectRatio(), transform: .identity)
        #expect(session.surface(for: ordinary) != nil)
    }

    @Test func aPNGWhoseImageDataDoesNotInflateIsNotDrawnAndSaysSoThroughTheRenderer() throws {
        // A sound container (the reader accepts it) around image data that is not a zlib stream.
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var c: UInt32 = 0xFFFF_FFFF
            for byte in body { c ^= UInt32(byte); for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 } }
            return be32(data.count) + body + be32(Int(c ^ 0xFFFF_FFFF))
        }
        let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(2) + be32(2) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [1, 2, 3, 4]) + chunk("IEND", [])
        let svg = Self.svg(##"<image width="64" height="64" href="data:image/png;base64,\##(DataURI.base64Encoded(png))"/>"##)
        let (_, warnings) = try SymbolRenderer().pngData(svg: svg, file: "bad.svg")
        #expect(warnings.contains { $0.file == "bad.svg" && $0.message.contains("PNG") && $0.message.contains("does not decode") })
    }
}
