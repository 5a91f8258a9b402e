import Testing
@testable import SymbolRender
import SymbolCore
import SymbolFormat

/// `<image>` with WebP data: lossy (VP8), lossy with an alpha chunk (VP8X + ALPH), lossless (VP8L) and an animation's
/// first frame are drawn; a cut, damaged or oversized file is skipped with a warning, never a crash.
@Suite struct WebPImageTests {
    // Our own fixtures, encoded once with libwebp 1.2.4's WebPEncodeRGBA (quality 90) and WebPEncodeLosslessRGBA.
    /// 8×8, lossy, opaque: the left half red, the right half blue (`RIFF` + `VP8 `).
    static let lossy = "UklGRloAAABXRUJQVlA4IE4AAAAwAwCdASoIAAgAAMASJagCdLoB+AFGA/ACu/9wABGB3KzAAP79nr/+cyG3/7tkSYKRP+uiftsiTBSJ//Wjn/41LKEjlc3+NSyhI5feAAA="
    /// 8×8, lossy with alpha: the top half green (0, 200, 0), the bottom half transparent (`VP8X` + `ALPH` + `VP8 `).
    static let lossyWithAlpha = "UklGRnAAAABXRUJQVlA4WAoAAAAQAAAABwAABwAAQUxQSAwAAAABDzD/ERFi/iP6Hw9WUDggPgAAANACAJ0BKggACAAAwBIlqAJ0a4D+AfgBd/92AfwAHIAA/upl//16fB7V//z0+D1P/+705r3v//uoEtDQAAAA"
    /// 4×4, lossless: quadrants red, green, blue and white at alpha 128 (`VP8L`).
    static let lossless = "UklGRjAAAABXRUJQVlA4TCMAAAAvA8AAEB8gEEjeHzqN+RcQFPwfnYCg6LrlImYPwrXgI/ofDAA="

    static func bytes(_ base64: String) -> [UInt8] { DataURI.decode("data:;base64," + base64)!.bytes }

    /// A chunk: tag, little-endian size, payload, padded to an even length.
    static func chunk(_ tag: String, _ payload: [UInt8]) -> [UInt8] {
        let n = payload.count
        return Array(tag.utf8) + [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24)] + payload
            + (n % 2 == 1 ? [0] : [])
    }

    static func riff(_ chunks: [UInt8]) -> [UInt8] {
        let n = chunks.count + 4
        return Array("RIFF".utf8) + [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24)] + Array("WEBP".utf8) + chunks
    }

    static func le24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }

    /// An 8×8 animation assembled by hand: frame 1 is the lossless image at (4, 4); frame 2, the lossy one over the
    /// whole canvas, must not show.
    static var animation: [UInt8] {
        func frame(_ file: [UInt8], x: Int, y: Int, size: Int) -> [UInt8] {
            chunk("ANMF", le24(x / 2) + le24(y / 2) + le24(size - 1) + le24(size - 1) + le24(100) + [0] + Array(file[12...]))
        }
        let header = chunk("VP8X", [0x12, 0, 0, 0] + le24(7) + le24(7))  // alpha and animation flags
        let anim = chunk("ANIM", [0, 0, 0, 0, 0, 0])
        return riff(header + anim + frame(bytes(lossless), x: 4, y: 4, size: 4) + frame(bytes(lossy), x: 0, y: 0, size: 8))
    }

    func render(_ data: [UInt8], pixelated: Bool = true) throws -> (Bitmap, [Diagnostic]) {
        let style = pixelated ? #" style="image-rendering:pixelated""# : ""
        return try SVGSnippet.render(#"<image width="32" height="32"\#(style) href="data:image/webp;base64,\#(DataURI.base64Encoded(data))"/>"#, size: 32)
    }

    func near(_ pixel: [UInt8], _ expected: [UInt8], within tolerance: Int = 24) -> Bool {
        zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    @Test func lossyWebPIsDrawn() throws {
        let (b, warnings) = try render(Self.bytes(Self.lossy))
        #expect(warnings.isEmpty)
        #expect(near(b.rgba(4, 16), [255, 0, 0, 255]))
        #expect(near(b.rgba(28, 16), [0, 0, 255, 255]))
    }

    @Test func lossyWebPWithAnAlphaChunkKeepsItsTransparency() throws {
        let (b, warnings) = try render(Self.bytes(Self.lossyWithAlpha))
        #expect(warnings.isEmpty)
        #expect(near(b.rgba(16, 4), [0, 200, 0, 255]))
        #expect(b.rgba(16, 28)[3] == 0)
    }

    @Test func losslessWebPIsExact() throws {
        let (b, warnings) = try render(Self.bytes(Self.lossless))
        #expect(warnings.isEmpty)
        #expect(b.rgba(8, 8) == [255, 0, 0, 255])
        #expect(b.rgba(24, 8) == [0, 255, 0, 255])
        #expect(b.rgba(8, 24) == [0, 0, 255, 255])
        #expect(near(b.rgba(24, 24), [255, 255, 255, 128], within: 2))
    }

    @Test func anAnimationDrawsItsFirstFrameInItsCanvas() throws {
        let (b, warnings) = try render(Self.animation)
        #expect(warnings.isEmpty)
        // The canvas is 8×8 pixels drawn at 4×: frame 1 covers its bottom-right quarter, the rest is transparent.
        #expect(b.rgba(4, 4)[3] == 0 && b.rgba(28, 4)[3] == 0 && b.rgba(4, 28)[3] == 0)
        #expect(b.rgba(20, 20) == [255, 0, 0, 255])
        #expect(b.rgba(28, 20) == [0, 255, 0, 255])
        #expect(b.rgba(20, 28) == [0, 0, 255, 255])
    }

    @Test func theSizeComesFromTheHeaderWhenMissing() throws {
        let svg = #"<image style="image-rendering:pixelated" href="data:image/webp;base64,\#(Self.lossless)"/>"#
        let (b, warnings) = try SVGSnippet.render(svg, size: 32)
        #expect(warnings.isEmpty)
        // Its own 4×4 pixels at the origin.
        #expect(b.rgba(1, 1) == [255, 0, 0, 255] && b.rgba(3, 3)[3] > 0 && b.rgba(5, 5)[3] == 0)
    }

    @Test func aCanvasPastTheImageLimitIsRefusedBeforeDecoding() throws {
        // A VP8X header claiming a 5000 × 5000 canvas, with the lossless image's data after it.
        let huge = Self.riff(Self.chunk("VP8X", [0, 0, 0, 0] + Self.le24(4999) + Self.le24(4999)) + Array(Self.bytes(Self.lossless)[12...]))
        let (b, warnings) = try render(huge)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("4096") == true)
        #expect(b.pixels.allSatisfy { $0 == 0 })
    }

    @Test func everyCutFileIsRefusedWhereTheSVGNamesIt() throws {
        for fixture in [Self.bytes(Self.lossy), Self.bytes(Self.lossyWithAlpha), Self.bytes(Self.lossless), Self.animation] {
            for length in 0..<fixture.count {
                let (b, warnings) = try render(Array(fixture.prefix(length)))
                #expect(warnings.count == 1, "cut at \(length) of \(fixture.count)")
                #expect(warnings.first?.location?.line == 1)
                #expect(b.pixels.allSatisfy { $0 == 0 })
            }
        }
    }

    /// Random byte changes (a fixed-seed generator, so the run is the same each time): each file draws or is
    /// skipped with a warning, and never crashes the process (run under AddressSanitizer too, Tools/sanitizers).
    @Test func damagedFilesDrawOrWarnButNeverCrash() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let fixtures = [Self.bytes(Self.lossy), Self.bytes(Self.lossyWithAlpha), Self.bytes(Self.lossless), Self.animation]
        for round in 0..<400 {
            var data = fixtures[round % fixtures.count]
            for _ in 0...(next() % 4) { data[next() % data.count] = UInt8(truncatingIfNeeded: next()) }
            let (b, warnings) = try render(data, pixelated: round % 2 == 0)
            #expect(warnings.count <= 1)
            #expect(b.width == 32)
        }
    }
}
