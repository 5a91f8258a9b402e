import Testing
@testable import SymbolRender
@testable import SymbolFormat
import SymbolCore
import Symbols

/// Compressed SVG (`.svgz`, gzip): read as the file and as an `<image>`, inflated by our own decoder under the
/// file-size limit; a cut, damaged or exploding file is refused with a located error.
@Suite struct CompressedSVGTests {
    /// A gzip member around our own DEFLATE encoder's stream (its zlib wrapper dropped), at test time.
    static func gzip(_ bytes: [UInt8], level: Int = 7) -> [UInt8] {
        let zlib = bytes.withUnsafeBufferPointer { IconDeflater(bytesPerPixel: 1, rowStride: max(1, bytes.count), level: level).compress($0) }
        func le32(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)] }
        return [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3] + zlib[2..<zlib.count - 4] + le32(GzipMember.crc32(bytes)) + le32(UInt32(bytes.count))
    }

    static let document = Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"32\" height=\"32\">"
        + (0..<40).map { "<rect x=\"\($0 % 8 * 4)\" y=\"\($0 / 8 * 4)\" width=\"3\" height=\"3\" fill=\"#\($0 % 2 == 0 ? "c00" : "00c")\"/>" }.joined()
        + "</svg>").utf8)

    func render(_ bytes: [UInt8], limits: XMLLimits = .default) throws -> (Bitmap, [Diagnostic]) {
        let symbol = try Symbol(svg: bytes, name: "t", limits: limits)
        return (try SymbolRenderer().render(symbol).bitmap, symbol.warnings)
    }

    @Test func aCompressedFileDrawsAsItsText() throws {
        let plain = try render(Self.document).0
        for level in [1, 7, 9] {
            let (compressed, warnings) = try render(Self.gzip(Self.document, level: level))
            #expect(warnings.isEmpty)
            #expect(compressed.pixels == plain.pixels)
        }
        #expect(plain.rgba(1, 1) == [204, 0, 0, 255])
    }

    @Test func aCompressedSVGImageIsDrawn() throws {
        let uri = "data:image/svg+xml;base64," + DataURI.base64Encoded(Self.gzip(Self.document))
        let (b, warnings) = try SVGSnippet.render(#"<image width="32" height="32" href="\#(uri)"/>"#, size: 32)
        #expect(warnings.isEmpty)
        #expect(b.rgba(1, 1) == [204, 0, 0, 255] && b.rgba(5, 1) == [0, 0, 204, 255])
    }

    @Test func aDecompressionBombIsRefusedAtTheCap() throws {
        // 3 MB of spaces inside the root compress to a few kilobytes; the limit here is 1 MB.
        let text = Array("<svg xmlns=\"http://www.w3.org/2000/svg\">".utf8) + [UInt8](repeating: 0x20, count: 3 << 20) + Array("</svg>".utf8)
        let bomb = Self.gzip(text)
        #expect(bomb.count < 64 << 10)
        let error = #expect(throws: Diagnostic.self) { try render(bomb, limits: XMLLimits(maximumFileSize: 1 << 20)) }
        #expect(error?.message.contains("expands past 1048576 bytes") == true)
        #expect(error?.location?.line == 1)
    }

    @Test func aCutOrDamagedFileIsRefusedWithALocatedError() throws {
        let file = Self.gzip(Self.document)
        for length in 0..<file.count {
            let error = #expect(throws: Diagnostic.self) { try render(Array(file.prefix(length))) }
            #expect(error?.location != nil)
        }
        // Seeded random damage: a file draws or is refused, never crashes (the CRC catches what decodes).
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<300 {
            var damaged = file
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let at = 10 + Int(state >> 33) % (file.count - 10)
            damaged[at] ^= UInt8(truncatingIfNeeded: state >> 20) | 1
            do { _ = try render(damaged) } catch let error as Diagnostic { #expect(error.location != nil) }
        }
    }

    @Test func storedBlocksAndHeaderFieldsAreRead() throws {
        // Written by hand: FNAME and FCOMMENT set, one stored block.
        let text = Self.document
        let n = text.count
        var file: [UInt8] = [0x1F, 0x8B, 8, 0x18, 0, 0, 0, 0, 0, 3] + Array("a.svg".utf8) + [0] + Array("note".utf8) + [0]
        file += [1, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)] + text
        let crc = GzipMember.crc32(text)
        file += [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 24), UInt8(n & 0xFF), UInt8(n >> 8), 0, 0]
        #expect(try render(file).0.pixels == render(text).0.pixels)
    }
}
