/// Animated PNGs assembled from PNG files of the same size and colour type: their `IDAT` streams become the
/// frames' data unchanged (the images are whole frames, so no recompression is needed).
extension APNGEncoder {
    /// The APNG of `pngFrames` (`stillPNG`, when given, is the default image outside the animation), or nil when
    /// the files do not all share one header (size, bit depth, colour type) or are not PNGs this encoder wrote.
    public static func assemble(pngFrames: [[UInt8]], delays: [FrameDelay], plays: Int, stillPNG: [UInt8]? = nil) -> [UInt8]? {
        guard let first = pngFrames.first, plays >= 0, plays <= Int(Int32.max),
              let header = Self.parts(of: first)?.header else { return nil }
        var images: [[UInt8]] = []
        for png in pngFrames {
            guard let parts = Self.parts(of: png), parts.header == header else { return nil }
            images.append(parts.data)
        }
        var stillData: [UInt8]?
        if let stillPNG {
            guard let parts = Self.parts(of: stillPNG), parts.header == header else { return nil }
            stillData = parts.data
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        PNGEncoder.appendChunk("IHDR", header, to: &png)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(images.count))
        control.appendBigEndian(UInt32(plays))
        PNGEncoder.appendChunk("acTL", control, to: &png)
        if let stillData { PNGEncoder.appendChunk("IDAT", stillData, to: &png) }
        var sequence: UInt32 = 0
        // The header's first eight bytes are the width and height, big-endian.
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }, height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        for (index, data) in images.enumerated() {
            Self.appendFrame(data, index: index, width: width, height: height, delays: delays,
                             isDefaultImage: index == 0 && stillData == nil, sequence: &sequence, to: &png)
        }
        PNGEncoder.appendChunk("IEND", [], to: &png)
        return png
    }

    /// The `IHDR` data and the concatenated `IDAT` data of a PNG with only those chunks and `IEND` (what
    /// ``PNGEncoder`` writes); nil for anything else.
    static func parts(of png: [UInt8]) -> (header: [UInt8], data: [UInt8])? {
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var offset = 8
        var header: [UInt8]?
        var data: [UInt8] = []
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            guard length >= 0, offset + 12 + length <= png.count else { return nil }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(png[(offset + 8)..<(offset + 8 + length)])
            switch type {
            case "IHDR": header = body
            case "IDAT": data += body
            case "IEND": return header.map { ($0, data) }
            default: return nil
            }
            offset += 12 + length
        }
        return nil
    }
}

