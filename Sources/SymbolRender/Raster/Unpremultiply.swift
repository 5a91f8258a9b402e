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
        let pairs = width / 2 * 2
        // Equal red, green and blue: each byte equals the one below it, two pixels per 64-bit word.
        let colorBytes: UInt64 = 0x0000_FFFF_0000_FFFF
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            var x = 0
            while x < pairs {
                let w = row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                if ((w >> 8) ^ w) & colorBytes != 0 { return false }
                x += 2
            }
            if x < width {
                let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                if ((word >> 8) ^ word) & 0xFFFF != 0 { return false }
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
            if x + 8 <= width, eightAtOnce(UnsafeRawPointer(words + x), into: UnsafeMutableRawPointer(out + o), greyAndAlpha: greyAndAlpha) {
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

    /// Eight pixels that need no division, written at once: all transparent (most of a large icon), all opaque (the
    /// inside of shapes), or all without color (a black icon's edges: nothing to un-premultiply). False, writing
    /// nothing, for any other eight. Two pixels per 64-bit word: plain integer code, which the compiler keeps tight
    /// where Swift's SIMD comparisons went lane by lane.
    @inline(__always)
    static func eightAtOnce(_ source: UnsafeRawPointer, into out: UnsafeMutableRawPointer, greyAndAlpha: Bool) -> Bool {
        let w0 = source.loadUnaligned(as: UInt64.self), w1 = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let w2 = source.loadUnaligned(fromByteOffset: 16, as: UInt64.self), w3 = source.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        let opaque = w0 & w1 & w2 & w3 & alphas == alphas
        guard opaque || (w0 | w1 | w2 | w3) & ~alphas == 0 else { return false }
        @inline(__always) func write(_ w: UInt64, _ index: Int) {
            if greyAndAlpha {
                // Two pixels to grey, alpha, grey, alpha (the grey is the blue byte; zero without color).
                let pair = UInt32(truncatingIfNeeded: (w & 0xFF) | ((w >> 16) & 0xFF_0000) | ((w >> 16) & 0xFF00) | ((w >> 32) & 0xFF00_0000))
                out.storeBytes(of: pair, toByteOffset: index * 4, as: UInt32.self)
            } else {
                // Cairo's native ARGB words to R, G, B, A bytes: swap red and blue.
                let red: UInt64 = 0x0000_00FF_0000_00FF
                let rgba = ((w >> 16) & red) | (w & 0xFF00_FF00_FF00_FF00) | ((w & red) << 16)
                out.storeBytes(of: rgba, toByteOffset: index * 8, as: UInt64.self)
            }
        }
        write(w0, 0); write(w1, 1); write(w2, 2); write(w3, 3)
        return true
    }
}
