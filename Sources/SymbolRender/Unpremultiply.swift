/// Cairo's ARGB32 (premultiplied, native-endian `0xAARRGGBB` words) to straight-alpha RGBA bytes: the one place
/// the package leaves premultiplied color.
enum Unpremultiply {
    /// Straight RGBA bytes, rows top to bottom without padding. Fully transparent pixels come out as zeros.
    static func rgba(_ data: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let out = buffer.baseAddress!
            var o = 0
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x]
                    let a = word >> 24
                    if a == 255 {
                        out[o] = UInt8(truncatingIfNeeded: word >> 16)
                        out[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: word)
                        out[o + 3] = 255
                    } else if a == 0 {
                        out[o] = 0; out[o + 1] = 0; out[o + 2] = 0; out[o + 3] = 0
                    } else {
                        // Rounded division: the inverse of Cairo's rounded premultiplication.
                        let half = a / 2
                        out[o] = UInt8(truncatingIfNeeded: (((word >> 16) & 0xFF) * 255 + half) / a)
                        out[o + 1] = UInt8(truncatingIfNeeded: (((word >> 8) & 0xFF) * 255 + half) / a)
                        out[o + 2] = UInt8(truncatingIfNeeded: ((word & 0xFF) * 255 + half) / a)
                        out[o + 3] = UInt8(truncatingIfNeeded: a)
                    }
                    o += 4
                }
            }
            count = width * height * 4
        }
    }
}
