import Testing
@testable import SymbolRender

/// The first frame of a GIF, decoded within its bytes: our encoder's output round-trips, small hand-made files show
/// the format's corners (transparency, interlacing, a frame smaller than the screen), and cut or hostile files give
/// nil, never a crash or a partial image.
@Suite struct GIFDecoderTests {
    /// A 4×3 GIF89a with a 4-colour global table (red, green, blue, white), index 3 transparent, a 2-bit LZW stream.
    static func smallGIF(interlaced: Bool = false, frame: (left: Int, top: Int, width: Int, height: Int) = (0, 0, 4, 3),
                         indices: [UInt8] = [0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1]) -> [UInt8] {
        var bytes = Array("GIF89a".utf8) + [4, 0, 3, 0, 0x81, 0, 0]
        bytes += [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
        bytes += [0x21, 0xF9, 4, 0x01, 0, 0, 3, 0]
        bytes += [0x2C, UInt8(frame.left), 0, UInt8(frame.top), 0, UInt8(frame.width), 0, UInt8(frame.height), 0, interlaced ? 0x40 : 0]
        bytes += [2] + subBlocks(lzw(indices, minimumCodeSize: 2)) + [0x3B]
        return bytes
    }

    /// Uncompressed LZW: a clear code before every index keeps the codes at `minimumCodeSize + 1` bits.
    static func lzw(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, size = minimumCodeSize + 1
        var out: [UInt8] = [], buffer = 0, bits = 0
        func emit(_ code: Int) {
            buffer |= code << bits
            bits += size
            while bits >= 8 { out.append(UInt8(buffer & 0xFF)); buffer >>= 8; bits -= 8 }
        }
        for index in indices { emit(clear); emit(Int(index)) }
        emit(clear + 1)
        if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
        return out
    }

    static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var rest = data[...]
        while !rest.isEmpty {
            let block = rest.prefix(255)
            out += [UInt8(block.count)] + block
            rest = rest.dropFirst(block.count)
        }
        return out + [0]
    }

    let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF

    @Test func aSmallGIFDecodesWithItsTransparentIndex() throws {
        let frame = try #require(GIFDecoder.decode(Self.smallGIF()))
        #expect(frame.width == 4 && frame.height == 3)
        #expect(frame.pixels == [red, green, blue, 0, green, blue, 0, red, blue, 0, red, green])
    }

    @Test func interlacedRowsAndAFrameInsideTheScreenArePlaced() throws {
        // Interlaced rows are stored 0, 2, 1 for three rows.
        let interlaced = try #require(GIFDecoder.decode(Self.smallGIF(interlaced: true)))
        #expect(Array(interlaced.pixels[4..<8]) == [blue, 0, red, green])
        #expect(GIFDecoder.interlacedRows(10) == [0, 8, 4, 2, 6, 1, 3, 5, 7, 9])
        let small = try #require(GIFDecoder.decode(Self.smallGIF(frame: (1, 1, 2, 2), indices: [0, 1, 2, 0])))
        #expect(small.pixels == [0, 0, 0, 0, 0, red, green, 0, 0, blue, red, 0])
    }

    @Test func ourEncodersFramesRoundTrip() throws {
        var bitmap = Bitmap(width: 9, height: 7)
        for y in 0..<7 { for x in 0..<9 where (x + y) % 3 != 0 { bitmap.pixels.replaceSubrange((y * 9 + x) * 4..<(y * 9 + x) * 4 + 4, with: [UInt8(x * 20), UInt8(y * 30), 200, 255]) } }
        let gif = try GIFEncoder(matte: (255, 255, 255)).encode(frames: [bitmap, Bitmap(width: 9, height: 7)], framesPerSecond: 10, plays: 0)
        let frame = try #require(GIFDecoder.decode(gif))
        for y in 0..<7 {
            for x in 0..<9 {
                let p = frame.pixels[y * 9 + x], i = (y * 9 + x) * 4
                let expected = bitmap.pixels[i + 3] == 0 ? 0 : 0xFF00_0000 | UInt32(bitmap.pixels[i]) << 16 | UInt32(bitmap.pixels[i + 1]) << 8 | UInt32(bitmap.pixels[i + 2])
                #expect(p == expected, "pixel \(x), \(y)")
            }
        }
    }

    @Test func cutAndHostileFilesGiveNil() {
        let whole = Self.smallGIF()
        // Cut anywhere before the image data ends: nil, never a partial image.
        for length in 0..<(whole.count - 2) { #expect(GIFDecoder.decode(Array(whole.prefix(length))) == nil, "cut at \(length)") }
        // A code not yet in the table (the first code after a clear naming entry 7 of a 2-bit table).
        var bad = Array(whole.prefix(43))  // up to the image descriptor
        bad += [2] + Self.subBlocks([0x3C, 0x00]) + [0x3B]
        #expect(GIFDecoder.decode(bad) == nil)
        // A frame larger than its screen, or a screen past 4096² pixels, gives nil before anything is allocated.
        #expect(GIFDecoder.decode(Self.smallGIF(frame: (0, 0, 255, 255), indices: [])) == nil)
        var wide = whole
        wide[6] = 0xFF; wide[7] = 0xFF; wide[8] = 0xFF; wide[9] = 0xFF
        #expect(GIFDecoder.decode(wide) == nil)
        // Bytes flipped one at a time: whatever comes back is the screen's size.
        for position in 0..<whole.count {
            var flipped = whole
            flipped[position] ^= 0xA5
            if let frame = GIFDecoder.decode(flipped) { #expect(frame.pixels.count == frame.width * frame.height) }
        }
    }
}
