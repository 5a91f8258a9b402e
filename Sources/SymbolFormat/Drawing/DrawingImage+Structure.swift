/// A check of an embedded image's container, done when the file is read, so that data Cairo or libjpeg would
/// refuse at draw time is reported with its location instead of silently not drawn.
extension DrawingImage {
    /// Why the image's data cannot decode, or nil when its structure is sound: for PNG, every chunk whole with a
    /// correct CRC, one IHDR first, image data, and IEND last; for JPEG, the image data ends with its EOI marker.
    package static func structuralProblem(of data: [UInt8], format: Format) -> String? {
        switch format {
        case .png: return pngProblem(data)
        case .jpeg:
            // libjpeg fills a truncated file with grey and only warns; say so rather than draw half an image.
            guard data.count >= 4, data[data.count - 2] == 0xFF, data[data.count - 1] == 0xD9 else {
                return "the JPEG data is truncated (no end-of-image marker)"
            }
            return nil
        }
    }

    private static func pngProblem(_ data: [UInt8]) -> String? {
        var offset = 8
        var headers = 0, imageData = 0
        var sawEnd = false
        while offset < data.count {
            guard !sawEnd else { return "the PNG has data after its IEND chunk" }
            guard offset + 12 <= data.count else { return "the PNG is truncated (a chunk header is cut off)" }
            let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            guard length <= data.count - offset - 12 else { return "the PNG is truncated (a chunk is cut off)" }
            let type = data[offset + 4..<offset + 8]
            let end = offset + 8 + length
            let stored = UInt32(data[end]) << 24 | UInt32(data[end + 1]) << 16 | UInt32(data[end + 2]) << 8 | UInt32(data[end + 3])
            guard CRC32.checksum(data[offset + 4..<end]) == stored else {
                return "the PNG's \(String(decoding: type, as: UTF8.self)) chunk has a bad CRC"
            }
            switch Array(type) {
            case Array("IHDR".utf8):
                headers += 1
                guard headers == 1, offset == 8 else { return "the PNG has more than one IHDR chunk, or one not first" }
            case Array("IDAT".utf8): imageData += 1
            case Array("IEND".utf8): sawEnd = true
            default: break
            }
            offset = end + 4
        }
        guard headers == 1 else { return "the PNG has no IHDR chunk" }
        guard imageData > 0 else { return "the PNG has no image data (IDAT)" }
        guard sawEnd else { return "the PNG is truncated (no IEND chunk)" }
        return nil
    }
}

/// CRC-32 (ISO 3309, as PNG uses it), table-driven.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { t in
            for byte in bytes { c = t[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        }
        return c ^ 0xFFFF_FFFF
    }
}
