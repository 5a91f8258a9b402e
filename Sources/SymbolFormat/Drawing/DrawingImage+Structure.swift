import SymbolCore
/// A check of an embedded image's container, done when the file is read, so that data Cairo or libjpeg would
/// refuse at draw time is reported with its location instead of silently not drawn.
extension DrawingImage {
    /// Why the image's data cannot decode, or nil when its structure is sound: for PNG, every chunk whole with a
    /// correct CRC, one IHDR first, image data, and IEND last; for JPEG, the image data ends with its EOI marker.
    package static func structuralProblem(of data: [UInt8], format: Format) -> String? {
        switch format {
        case .png: return pngProblem(data)
        case .gif: return gifProblem(data)
        case .webp: return webpProblem(data)
        case .jpeg:
            // libjpeg fills a truncated file with grey and only warns; say so rather than draw half an image.
            guard data.count >= 4, data[data.count - 2] == 0xFF, data[data.count - 1] == 0xD9 else {
                return "the JPEG data is truncated (no end-of-image marker)"
            }
            let scans = jpegScanCount(data)
            guard scans <= maximumJPEGScans else {
                return "the JPEG has \(scans) scans, more than the \(maximumJPEGScans) any encoder writes (each costs a pass over the whole image)"
            }
            return nil
        }
    }

    /// The most scans of a progressive JPEG that is decoded (the C decoder refuses more too): encoders write about
    /// ten; a file that repeats one scan thousands of times costs a pass over the image for each.
    package static let maximumJPEGScans = 32

    /// The start-of-scan markers of a JPEG, counted by walking its segments and skipping each scan's entropy-coded
    /// data (where 0xFF is followed by 0x00 or a restart marker).
    static func jpegScanCount(_ data: [UInt8]) -> Int {
        var i = 2, scans = 0
        while i + 3 < data.count {
            guard data[i] == 0xFF else { i += 1; continue }
            let marker = data[i + 1]
            if marker == 0xFF || marker == 0x00 || (0xD0...0xD7).contains(marker) { i += 1; continue }
            if marker == 0xD9 { break }
            let length = Int(data[i + 2]) << 8 | Int(data[i + 3])
            i += 2 + length
            guard marker == 0xDA else { continue }
            scans += 1
            // The scan's data runs to the next marker that is neither a stuffed zero nor a restart.
            while i + 1 < data.count, !(data[i] == 0xFF && data[i + 1] != 0x00 && !(0xD0...0xD7).contains(data[i + 1])) { i += 1 }
        }
        return scans
    }

    /// For GIF: every block up to the first image's data whole, and that image inside the logical screen (the
    /// decoder draws the first frame only, so what follows it is not read).
    static func gifProblem(_ data: [UInt8]) -> String? {
        var i = 13
        func table(_ packed: UInt8) -> Int { packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0 }
        func subBlocks() -> Bool {
            while i < data.count {
                let size = Int(data[i])
                i += 1 + size
                if size == 0 { return i <= data.count }
            }
            return false
        }
        guard data.count >= 13 else { return "the GIF is truncated (no screen descriptor)" }
        i += table(data[10])
        while i < data.count {
            switch data[i] {
            case 0x21:
                i += 2
                guard subBlocks() else { return "the GIF is truncated (an extension is cut off)" }
            case 0x2C:
                guard i + 10 <= data.count else { return "the GIF is truncated (an image descriptor is cut off)" }
                func u16(_ at: Int) -> Int { Int(data[at]) | Int(data[at + 1]) << 8 }
                let screenWidth = u16(6), screenHeight = u16(8)
                guard u16(i + 5) > 0, u16(i + 7) > 0, u16(i + 1) + u16(i + 5) <= screenWidth, u16(i + 3) + u16(i + 7) <= screenHeight else {
                    return "the GIF's first image lies outside its screen"
                }
                if data[i + 9] & 0x80 == 0, data[10] & 0x80 == 0 { return "the GIF has no colour table" }
                i += 10 + table(data[i + 9])
                guard i < data.count, (2...8).contains(data[i]) else { return "the GIF's image data is cut off or has a bad code size" }
                i += 1
                return subBlocks() ? nil : "the GIF is truncated (its image data is cut off)"
            default:
                return "the GIF has no image before its end"
            }
        }
        return "the GIF is truncated (no image)"
    }

    private static func pngProblem(_ data: [UInt8]) -> String? {
        var headers = 0, imageData = 0
        var sawEnd = false
        for step in PNGChunks(data) {
            guard !sawEnd else { return "the PNG has data after its IEND chunk" }
            let chunk: PNGChunk
            switch step {
            case .cutHeader: return "the PNG is truncated (a chunk header is cut off)"
            case .cutData: return "the PNG is truncated (a chunk is cut off)"
            case .chunk(let whole): chunk = whole
            }
            guard chunk.hasValidCRC(in: data) else { return "the PNG's \(chunk.type) chunk has a bad CRC" }
            switch chunk.type {
            case "IHDR":
                headers += 1
                guard headers == 1, chunk.offset == 8 else { return "the PNG has more than one IHDR chunk, or one not first" }
            case "IDAT": imageData += 1
            case "IEND": sawEnd = true
            default: break
            }
        }
        guard headers == 1 else { return "the PNG has no IHDR chunk" }
        guard imageData > 0 else { return "the PNG has no image data (IDAT)" }
        guard sawEnd else { return "the PNG is truncated (no IEND chunk)" }
        return nil
    }
}
