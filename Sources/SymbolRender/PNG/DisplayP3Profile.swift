import CZlib

/// The ICC profile P3 PNGs carry in `iCCP`: an ICC v4.3 display profile, matrix/TRC form, built here from the
/// published definition of Display P3 (Documentation/Colors.md §3) — not copied from anyone's profile file.
///
/// Display P3 (Apple; SMPTE EG 432-1 primaries with the D65 white point and the sRGB transfer function of
/// IEC 61966-2-1): red (0.680, 0.320), green (0.265, 0.690), blue (0.150, 0.060), white (0.3127, 0.3290).
/// The profile has Apple's tag layout: `desc`, `cprt`, `wtpt`, `rXYZ`/`gXYZ`/`bXYZ`, one `para` curve shared by
/// the three TRC tags, and `chad`. Colorants are adapted to the D50 connection space with the Bradford
/// transform, as ICC v4 requires; the values are rounded to s15Fixed16, so the bytes are the same on every run.
enum DisplayP3Profile {
    /// The profile (about 530 bytes).
    static let bytes: [UInt8] = build()

    /// `iCCP` chunk data: the profile name, a NUL, compression method 0 and the zlib-compressed profile.
    static let iCCPChunk: [UInt8] = {
        var data = Array("Display P3".utf8) + [0, 0]
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeBufferPointer { source in
            compress2(&out, &length, source.baseAddress, uLong(source.count), 9)
        }
        precondition(status == Z_OK, "zlib cannot compress 530 bytes")  // only on memory exhaustion
        data += out.prefix(Int(length))
        return data
    }()

    /// `cICP` chunk data (PNG 3rd edition): colour primaries 12 (SMPTE EG 432-1, P3-D65), transfer 13
    /// (IEC 61966-2-1, sRGB), matrix 0 (RGB), full range — ITU-T H.273 code points.
    static let cICPChunk: [UInt8] = [12, 13, 0, 1]

    typealias Vector = (Double, Double, Double)
    typealias Matrix = (Vector, Vector, Vector)

    /// D50, the ICC profile connection space's white (ICC.1:2022 §7.2.16), as ICC encodes it.
    static let d50: Vector = (0.9642, 1.0, 0.8249)

    /// The D50-adapted colorants (columns of the RGB → XYZ matrix).
    static var colorants: (red: Vector, green: Vector, blue: Vector) {
        let primaries: [(Double, Double)] = [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]
        let white = xyz(0.3127, 0.3290)
        let columns = primaries.map { xyz($0.0, $0.1) }
        // Scale each primary so that R + G + B = white.
        let p: Matrix = ((columns[0].0, columns[1].0, columns[2].0), (columns[0].1, columns[1].1, columns[2].1),
                         (columns[0].2, columns[1].2, columns[2].2))
        let s = apply(invert(p), white)
        let rgbToXYZ: Matrix = ((p.0.0 * s.0, p.0.1 * s.1, p.0.2 * s.2), (p.1.0 * s.0, p.1.1 * s.1, p.1.2 * s.2),
                                (p.2.0 * s.0, p.2.1 * s.1, p.2.2 * s.2))
        let adapted = multiply(chromaticAdaptation(from: white), rgbToXYZ)
        return ((adapted.0.0, adapted.1.0, adapted.2.0), (adapted.0.1, adapted.1.1, adapted.2.1), (adapted.0.2, adapted.1.2, adapted.2.2))
    }

    /// Bradford adaptation from `source` white to D50 (ICC.1:2022 Annex E).
    static func chromaticAdaptation(from source: Vector) -> Matrix {
        let bradford: Matrix = ((0.8951, 0.2664, -0.1614), (-0.7502, 1.7135, 0.0367), (0.0389, -0.0685, 1.0296))
        let from = apply(bradford, source), to = apply(bradford, d50)
        let scale: Matrix = ((to.0 / from.0, 0, 0), (0, to.1 / from.1, 0), (0, 0, to.2 / from.2))
        return multiply(invert(bradford), multiply(scale, bradford))
    }

    private static func xyz(_ x: Double, _ y: Double) -> Vector { (x / y, 1, (1 - x - y) / y) }

    private static func apply(_ m: Matrix, _ v: Vector) -> Vector {
        (m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2, m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2, m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2)
    }

    private static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        let columns = [apply(a, (b.0.0, b.1.0, b.2.0)), apply(a, (b.0.1, b.1.1, b.2.1)), apply(a, (b.0.2, b.1.2, b.2.2))]
        return ((columns[0].0, columns[1].0, columns[2].0), (columns[0].1, columns[1].1, columns[2].1), (columns[0].2, columns[1].2, columns[2].2))
    }

    private static func invert(_ m: Matrix) -> Matrix {
        let (a, b, c) = m.0, (d, e, f) = m.1, (g, h, i) = m.2
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return (((e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det),
                ((f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det),
                ((d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det))
    }

    // MARK: Encoding (ICC.1:2022 §7 and §10)

    private static func build() -> [UInt8] {
        let (red, green, blue) = colorants
        let adaptation = chromaticAdaptation(from: xyz(0.3127, 0.3290))
        // sRGB's curve as parametric type 3: Y = (aX + b)^g for X ≥ d, else cX (IEC 61966-2-1).
        var curve = Array("para".utf8) + [0, 0, 0, 0, 0, 3, 0, 0]
        for value in [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045] { curve.appendFixed(value) }
        let tags: [(String, [UInt8])] = [
            ("desc", text("Display P3")),
            ("cprt", text("No copyright, use freely")),
            ("wtpt", xyzTag(d50)),
            ("rXYZ", xyzTag(red)),
            ("gXYZ", xyzTag(green)),
            ("bXYZ", xyzTag(blue)),
            ("rTRC", curve),
            ("chad", {
                var data = Array("sf32".utf8) + [0, 0, 0, 0]
                for row in [adaptation.0, adaptation.1, adaptation.2] { data.appendFixed(row.0); data.appendFixed(row.1); data.appendFixed(row.2) }
                return data
            }()),
            ("bTRC", curve),
            ("gTRC", curve),
        ]
        // Tag data after the header and the tag table, each element 4-byte aligned; the three TRC tags share one
        // element, as ICC allows and Apple's profiles do.
        var table: [UInt8] = []
        table.appendBigEndian(UInt32(tags.count))
        var data: [UInt8] = []
        let dataStart = 128 + 4 + 12 * tags.count
        var offsets: [[UInt8]: Int] = [:]
        for (signature, element) in tags {
            let offset: Int
            if let shared = offsets[element] {
                offset = shared
            } else {
                offset = dataStart + data.count
                offsets[element] = offset
                data += element
                while data.count % 4 != 0 { data.append(0) }
            }
            table += Array(signature.utf8)
            table.appendBigEndian(UInt32(offset))
            table.appendBigEndian(UInt32(element.count))
        }
        let size = dataStart + data.count
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(size))
        header += [0, 0, 0, 0]                       // preferred CMM: none
        header += [0x04, 0x30, 0, 0]                 // version 4.3
        header += Array("mntrRGB XYZ ".utf8)         // display class, RGB data, XYZ connection space
        for part: UInt16 in [2026, 1, 1, 0, 0, 0] {   // a fixed date: the same bytes on every run
            header.append(UInt8(part >> 8)); header.append(UInt8(part & 0xFF))
        }
        header += Array("acsp".utf8)
        header += [UInt8](repeating: 0, count: 24)   // platform, flags, manufacturer, model, attributes
        header += [0, 0, 0, 0]                       // perceptual intent
        header.appendFixed(d50.0); header.appendFixed(d50.1); header.appendFixed(d50.2)
        header += [UInt8](repeating: 0, count: 4 + 16 + 28)  // creator, profile ID (0: not computed), reserved
        return header + table + data
    }

    /// A `multiLocalizedUnicodeType` with one en-US record.
    private static func text(_ string: String) -> [UInt8] {
        var data = Array("mluc".utf8) + [0, 0, 0, 0]
        data.appendBigEndian(1)
        data.appendBigEndian(12)
        data += Array("enUS".utf8)
        let utf16 = Array(string.utf16)
        data.appendBigEndian(UInt32(utf16.count * 2))
        data.appendBigEndian(28)
        for unit in utf16 { data.append(UInt8(unit >> 8)); data.append(UInt8(unit & 0xFF)) }
        return data
    }

    private static func xyzTag(_ value: Vector) -> [UInt8] {
        var data = Array("XYZ ".utf8) + [0, 0, 0, 0]
        data.appendFixed(value.0); data.appendFixed(value.1); data.appendFixed(value.2)
        return data
    }
}

extension Array where Element == UInt8 {
    /// An s15Fixed16Number (ICC.1:2022 §4.6), big-endian.
    mutating func appendFixed(_ value: Double) {
        appendBigEndian(UInt32(bitPattern: Int32(clamping: (value * 65536).rounded(), to: Int32.min...Int32.max)))
    }
}
