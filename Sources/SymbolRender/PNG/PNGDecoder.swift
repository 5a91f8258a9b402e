import CZlib
import SymbolCore

/// Reads 8-bit, non-interlaced PNGs (grey, grey+alpha, RGB, RGBA) into straight-alpha bitmaps.
///
/// Enough for what this package writes and for snapshot references; other PNGs get a clear error.
public enum PNGDecoder {
    /// Decodes PNG bytes.
    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> Bitmap {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGChunks.signature) else { throw .encoding("not a PNG file") }
        var width = 0, height = 0, colorType = -1
        var idat: [UInt8] = []
        walk: for step in PNGChunks(bytes) {
            let chunk: PNGChunk
            switch step {
            case .cutHeader(nil): break walk
            case .cutHeader(let type?), .cutData(let type): throw .encoding("truncated \(type) chunk")
            case .chunk(let whole): chunk = whole
            }
            switch chunk.type {
            case "IHDR":
                guard chunk.length == 13 else { throw .encoding("bad IHDR") }
                let start = chunk.dataStart
                width = Int(PNGChunks.uint32(bytes, at: start))
                height = Int(PNGChunks.uint32(bytes, at: start + 4))
                let depth = bytes[start + 8]
                colorType = Int(bytes[start + 9])
                guard depth == 8, bytes[start + 12] == 0, [0, 2, 4, 6].contains(colorType) else {
                    throw .encoding("only 8-bit non-interlaced grey/RGB(A) PNGs are supported")
                }
                guard width > 0, height > 0, width <= 32767, height <= 32767 else { throw .encoding("bad size") }
            case "IDAT":
                idat.append(contentsOf: bytes[chunk.data])
            case "IEND":
                break walk
            default:
                break
            }
        }
        guard colorType >= 0 else { throw .encoding("missing IHDR") }
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][colorType]!
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { dst in
            idat.withUnsafeBufferPointer { src in
                uncompress(dst.baseAddress, &rawLength, src.baseAddress, uLong(src.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw .encoding("corrupt image data") }
        let rows = try unfilter(raw, rowBytes: rowBytes, height: height, bpp: channels)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            let s = i * channels, d = i * 4
            switch channels {
            case 1: pixels[d] = rows[s]; pixels[d + 1] = rows[s]; pixels[d + 2] = rows[s]
            case 2: pixels[d] = rows[s]; pixels[d + 1] = rows[s]; pixels[d + 2] = rows[s]; pixels[d + 3] = rows[s + 1]
            case 3: pixels[d] = rows[s]; pixels[d + 1] = rows[s + 1]; pixels[d + 2] = rows[s + 2]
            default: for c in 0..<4 { pixels[d + c] = rows[s + c] }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    private static func unfilter(_ raw: [UInt8], rowBytes: Int, height: Int, bpp: Int) throws(RenderError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        let bad: UInt8? = raw.withUnsafeBufferPointer { raw in
            zeros.withUnsafeBufferPointer { zeros in
                out.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let type = raw[y * (rowBytes + 1)]
                        let row = out.baseAddress! + y * rowBytes
                        let above = y > 0 ? UnsafePointer(row - rowBytes) : zeros.baseAddress!
                        guard PNGUnfilter.row(filter: type, raw.baseAddress! + y * (rowBytes + 1) + 1, previous: above,
                                              into: row, count: rowBytes, bpp: bpp) else { return type }
                    }
                    return nil
                }
            }
        }
        if let bad { throw .encoding("bad row filter \(bad)") }
        return out
    }
}
