/// Cairo's ARGB32 (premultiplied, native-endian `0xAARRGGBB` words) to straight alpha: the one place the package
/// leaves premultiplied color.
enum Unpremultiply {
    /// Straight RGBA bytes, rows top to bottom without padding. Fully transparent pixels come out as zeros.
    static func rgba(_ data: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                rgbaRow(data + y * stride, width: width, into: buffer.baseAddress! + y * width * 4)
            }
            count = width * height * 4
        }
    }

    /// One row of `width` pixels as grey-and-alpha byte pairs; false, with the row partly written, at the first
    /// pixel that is not grey (red = green = blue: premultiplying keeps equal channels equal and un-premultiplying
    /// does too, so the premultiplied word answers for the straight pixel). One pass both checks and writes, so a
    /// grey image (every one-color icon) is read once.
    static func greyRow(_ source: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        row(source, width: width, into: out, greyAndAlpha: true)
    }

    /// One row of `width` pixels as RGBA bytes.
    static func rgbaRow(_ source: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        _ = row(source, width: width, into: out, greyAndAlpha: false)
    }

    @inline(__always)
    private static func row(_ source: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>, greyAndAlpha: Bool) -> Bool {
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
            if greyAndAlpha && ((word >> 8) ^ word) & 0xFFFF != 0 { return false }
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
        return true
    }

    /// Eight pixels that need no division, written at once: all transparent (most of a large icon), all opaque (the
    /// inside of shapes), or all without color (a black icon's edges: nothing to un-premultiply). False, writing
    /// nothing, for any other eight (and, for grey-and-alpha output, for eight that are not all grey). Two pixels per 64-bit word: plain integer code, which the compiler keeps tight
    /// where Swift's SIMD comparisons went lane by lane.
    @inline(__always)
    static func eightAtOnce(_ source: UnsafeRawPointer, into out: UnsafeMutableRawPointer, greyAndAlpha: Bool) -> Bool {
        let w0 = source.loadUnaligned(as: UInt64.self), w1 = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let w2 = source.loadUnaligned(fromByteOffset: 16, as: UInt64.self), w3 = source.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        let opaque = w0 & w1 & w2 & w3 & alphas == alphas
        guard opaque || (w0 | w1 | w2 | w3) & ~alphas == 0 else { return false }
        if greyAndAlpha && opaque {
            // Red, green and blue equal: each color byte equals the one below it.
            let colorBytes: UInt64 = 0x0000_FFFF_0000_FFFF
            guard (((w0 >> 8) ^ w0) | ((w1 >> 8) ^ w1) | ((w2 >> 8) ^ w2) | ((w3 >> 8) ^ w3)) & colorBytes == 0 else { return false }
        }
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
