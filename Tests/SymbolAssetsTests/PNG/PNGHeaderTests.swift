import SymbolAssets
import SymbolRender
import Testing
import SymbolCore

@Suite("PNGHeader: size, color type and transparency without decoding")
struct PNGHeaderTests {
    @Test func readsWhatPNGEncoderWrites() throws {
        var bitmap = Bitmap(width: 3, height: 2)
        bitmap[0, 0] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        let header = try PNGHeader(PNGEncoder().encode(bitmap))
        #expect(header == PNGHeader(width: 3, height: 2, bitDepth: 8, colorType: .truecolorAlpha))
        #expect(header.hasAlphaChannel && header.mayBeTransparent)
    }

    @Test func opaqueTruecolorHasNoAlphaUnlessATransparencyChunkSaysSo() throws {
        let opaque = try PNGHeader(OpaquePNG.bytes(width: 4, height: 5, transparencyChunk: false))
        #expect(opaque.colorType == .truecolor && !opaque.hasAlphaChannel && !opaque.mayBeTransparent)
        let keyed = try PNGHeader(OpaquePNG.bytes(width: 4, height: 5, transparencyChunk: true))
        #expect(keyed.hasTransparencyChunk && !keyed.hasAlphaChannel && keyed.mayBeTransparent)
    }

    @Test func rejectsWhatIsNotAPNG() {
        #expect(throws: Diagnostic.self) { try PNGHeader(Array("GIF89a".utf8)) }
        var truncated = OpaquePNG.bytes(width: 1, height: 1, transparencyChunk: false)
        truncated.removeLast(truncated.count - 20)
        #expect(throws: Diagnostic.self) { try PNGHeader(truncated, file: "x.png") }
    }
}
