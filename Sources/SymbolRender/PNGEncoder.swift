import CZlib

/// A PNG writer for 8-bit RGBA images, with zlib compression.
///
/// Written here rather than using Cairo's writer because encoding dominates the cost of small icons
/// (Cairo's libpng path spends ~90% of a 64 px render there); ours picks a row filter per row like
/// libpng's heuristic, writes grey+alpha when every pixel is grey, and lets the caller choose the
/// zlib level. Output is byte-deterministic: no timestamps, no text chunks.
public struct PNGEncoder: Sendable {
    /// The zlib level, 0 (store) … 9 (smallest). Level 6 balances size and speed.
    public var compressionLevel: Int

    /// Creates an encoder.
    public init(compressionLevel: Int = 6) {
        self.compressionLevel = min(9, max(0, compressionLevel))
    }

    /// Encodes a straight-alpha bitmap.
    public func encode(_ bitmap: Bitmap) throws(RenderError) -> [UInt8] {
        try bitmap.pixels.withUnsafeBufferPointer { buffer throws(RenderError) in
            try encode(rows: { y, out in
                let start = y * bitmap.width * 4
                for i in 0..<(bitmap.width * 4) { out[i] = buffer[start + i] }
            }, width: bitmap.width, height: bitmap.height)
        }
    }

    /// Encodes Cairo's premultiplied native-endian ARGB32 rows, un-premultiplying on the way.
    func encodePremultiplied(_ data: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) throws(RenderError) -> [UInt8] {
        try encode(rows: { y, out in
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            var o = 0
            for x in 0..<width {
                let word = row[x]
                let a = word >> 24
                if a == 0 {
                    out[o] = 0; out[o + 1] = 0; out[o + 2] = 0; out[o + 3] = 0
                } else {
                    var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    if a != 255 {
                        r = (r * 255 + a / 2) / a
                        g = (g * 255 + a / 2) / a
                        b = (b * 255 + a / 2) / a
                    }
                    out[o] = UInt8(truncatingIfNeeded: r)
                    out[o + 1] = UInt8(truncatingIfNeeded: g)
                    out[o + 2] = UInt8(truncatingIfNeeded: b)
                    out[o + 3] = UInt8(truncatingIfNeeded: a)
                }
                o += 4
            }
        }, width: width, height: height)
    }

    /// The shared encoder: `fillRow(y, buffer)` writes row y as straight RGBA into `buffer`.
    private func encode(rows fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void,
                        width: Int, height: Int) throws(RenderError) -> [UInt8] {
        // Gather straight RGBA once; decide the color type from it.
        let rgbaRowBytes = width * 4
        var rgba = [UInt8](repeating: 0, count: rgbaRowBytes * height)
        rgba.withUnsafeMutableBufferPointer { all in
            for y in 0..<height {
                fillRow(y, UnsafeMutableBufferPointer(rebasing: all[(y * rgbaRowBytes)..<((y + 1) * rgbaRowBytes)]))
            }
        }
        let grey = Self.isGrey(rgba)
        let channels = grey ? 2 : 4
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        if grey {
            for i in 0..<(width * height) {
                raw[i * 2] = rgba[i * 4]
                raw[i * 2 + 1] = rgba[i * 4 + 3]
            }
        } else {
            raw = rgba
        }
        let filtered = RowFilter.apply(raw, rowBytes: rowBytes, height: height, bytesPerPixel: channels)
        let compressed = try deflate(filtered)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, grey ? 4 : 6, 0, 0, 0]  // bit depth, color type, compression, filter, interlace
        Self.appendChunk("IHDR", header, to: &png)
        Self.appendChunk("IDAT", compressed, to: &png)
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    private static func isGrey(_ rgba: [UInt8]) -> Bool {
        var i = 0
        while i < rgba.count {
            if rgba[i] != rgba[i + 1] || rgba[i] != rgba[i + 2] { return false }
            i += 4
        }
        return true
    }

    private func deflate(_ data: [UInt8]) throws(RenderError) -> [UInt8] {
        var capacity = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(capacity))
        let status = out.withUnsafeMutableBufferPointer { dst in
            data.withUnsafeBufferPointer { src in
                compress2(dst.baseAddress, &capacity, src.baseAddress, uLong(src.count), Int32(compressionLevel))
            }
        }
        guard status == Z_OK else { throw .encoding("zlib status \(status)") }
        out.removeLast(out.count - Int(capacity))
        return out
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        png += typeBytes
        png += data
        png.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }
}
