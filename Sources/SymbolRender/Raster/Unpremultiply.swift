/// Cairo's ARGB32 (premultiplied, native-endian `0xAARRGGBB` words) to straight alpha: the one place the package
/// leaves premultiplied color.
enum Unpremultiply {
    /// Straight RGBA bytes, rows top to bottom without padding. Fully transparent pixels come out as zeros.
    static func rgba(_ data: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                row(data + y * stride, width: width, into: buffer.baseAddress! + y * width * 4, greyAndAlpha: false)
            }
            count = width * height * 4
        }
    }

    /// Whether every pixel is grey (red = green = blue). Premultiplying keeps equal channels equal and
    /// un-premultiplying does too, so the premultiplied words answer for the straight image.
    static func isGrey(_ data: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> Bool {
        let lanes = width / 8 * 8
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            // Eight pixels at a time (SIMD): every lane's green and red bytes equal its blue byte.
            var x = 0
            while x < lanes {
                let words = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
                let blue = words & 0xFF
                if any(((words &>> 8) & 0xFF) .!= blue .| ((words &>> 16) & 0xFF) .!= blue) { return false }
                x += 8
            }
            let tail = row.assumingMemoryBound(to: UInt32.self)
            while x < width {
                let word = tail[x]
                let blue = word & 0xFF
                if (word >> 8) & 0xFF != blue || (word >> 16) & 0xFF != blue { return false }
                x += 1
            }
        }
        return true
    }

    /// One row of `width` pixels, as RGBA bytes or (for grey images) as grey-and-alpha byte pairs.
    static func row(_ source: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>, greyAndAlpha: Bool) {
        let words = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
        let bytesPerPixel = greyAndAlpha ? 2 : 4
        var o = 0
        var x = 0
        while x < width {
            // Runs of eight transparent pixels (most of a large icon) are written as zeros without per-pixel work.
            if x + 8 <= width, UnsafeRawPointer(words + x).loadUnaligned(as: SIMD8<UInt32>.self) == SIMD8(repeating: 0) {
                (out + o).initialize(repeating: 0, count: 8 * bytesPerPixel)
                o += 8 * bytesPerPixel
                x += 8
                continue
            }
            let word = words[x]
            let a = word >> 24
            var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
            if a == 255 {
                r = (word >> 16) & 0xFF; g = (word >> 8) & 0xFF; b = word & 0xFF
            } else if a != 0 {
                // Rounded division: the inverse of Cairo's rounded premultiplication.
                let half = a / 2
                r = (((word >> 16) & 0xFF) * 255 + half) / a
                if !greyAndAlpha {
                    g = (((word >> 8) & 0xFF) * 255 + half) / a
                    b = ((word & 0xFF) * 255 + half) / a
                }
            }
            if greyAndAlpha {
                out[o] = UInt8(truncatingIfNeeded: r)
                out[o + 1] = UInt8(truncatingIfNeeded: a)
                o += 2
            } else {
                out[o] = UInt8(truncatingIfNeeded: r)
                out[o + 1] = UInt8(truncatingIfNeeded: g)
                out[o + 2] = UInt8(truncatingIfNeeded: b)
                out[o + 3] = UInt8(truncatingIfNeeded: a)
                o += 4
            }
            x += 1
        }
    }
}
