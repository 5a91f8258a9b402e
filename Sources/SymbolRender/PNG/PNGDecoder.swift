import CZlib

/// Reads 8-bit, non-interlaced PNGs (grey, grey+alpha, RGB, RGBA) into straight-alpha bitmaps.
///
/// Enough for what this package writes and for snapshot references; other PNGs get a clear error.
public enum PNGDecoder {
    /// Decodes PNG bytes.
    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> Bitmap {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .encoding("not a PNG file") }
        var offset = 8
        var width = 0, height = 0, colorType = -1
        var idat: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Int(readUInt32(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let dataStart = offset + 8
            guard length >= 0, dataStart + length + 4 <= bytes.count else { throw .encoding("truncated \(type) chunk") }
            let data = bytes[dataStart..<(dataStart + length)]
            switch type {
            case "IHDR":
                guard length == 13 else { throw .encoding("bad IHDR") }
                width = Int(readUInt32(bytes, dataStart))
                height = Int(readUInt32(bytes, dataStart + 4))
                let depth = bytes[dataStart + 8]
                colorType = Int(bytes[dataStart + 9])
                guard depth == 8, bytes[dataStart + 12] == 0, [0, 2, 4, 6].contains(colorType) else {
                    throw .encoding("only 8-bit non-interlaced grey/RGB(A) PNGs are supported")
                }
                guard width > 0, height > 0, width <= 32767, height <= 32767 else { throw .encoding("bad size") }
            case "IDAT":
                idat.append(contentsOf: data)
            case "IEND":
                offset = bytes.count
                continue
            default:
                break
            }
            offset = dataStart + length + 4
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

    private static func readUInt32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private static func unfilter(_ raw: [UInt8], rowBytes: Int, height: Int, bpp: Int) throws(RenderError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let type = raw[y * (rowBytes + 1)]
            let src = y * (rowBytes + 1) + 1
            let dst = y * rowBytes
            for i in 0..<rowBytes {
                let a = i >= bpp ? Int(out[dst + i - bpp]) : 0
                let b = y > 0 ? Int(out[dst - rowBytes + i]) : 0
                let c = (i >= bpp && y > 0) ? Int(out[dst - rowBytes + i - bpp]) : 0
                let x = Int(raw[src + i])
                let value: Int
                switch type {
                case 0: value = x
                case 1: value = x + a
                case 2: value = x + b
                case 3: value = x + (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    value = x + ((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c))
                default: throw .encoding("bad row filter \(type)")
                }
                out[dst + i] = UInt8(truncatingIfNeeded: value)
            }
        }
        return out
    }
}
