import CDeflate
import CZlib

/// A PNG writer for 8-bit RGBA images.
///
/// Written here rather than using Cairo's writer because encoding dominated the cost of icons (Cairo's libpng
/// path spent ~90% of a 64 px render there). Ours writes grey+alpha when every pixel is grey, and compresses with
/// a deflate encoder made for icon rows (`IconDeflater`: grey images, and colour images from about 512 px square)
/// or with libdeflate (smaller colour images, and every image at levels 10…12). Output is byte-deterministic: no
/// timestamps, no text chunks, and the same bytes whatever thread or machine load.
public struct PNGEncoder: Sendable {
    /// The compression level, 1 (fastest) … 12 (smallest). Levels 1…9 set how hard the icon deflater searches
    /// (libdeflate's level of the same number for small colour images); 10…12 are libdeflate's near-optimal levels
    /// with PNG's row filters also tried. The default, 7, was measured on Material Design Icons against the zlib
    /// level 6 used before: 2 % smaller at 64 px, 9 % smaller at 256 px, 17 % smaller at 1024 px, and 2–3×
    /// faster to encode from 256 px on.
    public var compressionLevel: Int

    /// The default level.
    public static let defaultLevel = 7

    /// Creates an encoder; levels outside 1…12 are clamped (0 means 1).
    public init(compressionLevel: Int = PNGEncoder.defaultLevel) {
        self.compressionLevel = min(12, max(1, compressionLevel))
    }

    /// Encodes a straight-alpha bitmap.
    public func encode(_ bitmap: Bitmap) throws(RenderError) -> [UInt8] {
        try encode(straight: bitmap.pixels, width: bitmap.width, height: bitmap.height)
    }

    /// Encodes an opaque bitmap with no alpha channel (RGB, or grey when every pixel is grey), as app stores
    /// require of app icons: an alpha channel is rejected even when every pixel is opaque (ITMS-90717).
    /// Throws when a pixel is not fully opaque.
    public func encodeOpaque(_ bitmap: Bitmap) throws(RenderError) -> [UInt8] {
        let rgba = bitmap.pixels, width = bitmap.width
        if let index = stride(from: 3, to: rgba.count, by: 4).first(where: { rgba[$0] != 255 }) {
            let pixel = index / 4
            throw .encoding("pixel (\(pixel % width), \(pixel / width)) has alpha \(rgba[index]): an image without an alpha channel must be opaque")
        }
        let layout: PixelLayout = Self.isGrey(rgba) ? .grey : .rgb
        return try rgba.withUnsafeBufferPointer { source throws(RenderError) in
            try encodeRows(width: width, height: bitmap.height, layout: layout) { y, row in
                let pixels = source.baseAddress! + y * width * 4
                for x in 0..<width {
                    if layout == .grey {
                        row[x] = pixels[x * 4]
                    } else {
                        row[x * 3] = pixels[x * 4]
                        row[x * 3 + 1] = pixels[x * 4 + 1]
                        row[x * 3 + 2] = pixels[x * 4 + 2]
                    }
                }
            }
        }
    }

    /// Encodes Cairo's premultiplied native-endian ARGB32 rows, un-premultiplying straight into PNG rows (no
    /// intermediate image). Rows are first written as grey and alpha, which checks that the image is grey as it
    /// goes; at the first pixel with color they are written again as RGBA.
    func encodePremultiplied(_ data: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) throws(RenderError) -> [UInt8] {
        if let grey = try encode(width: width, height: height, layout: .greyAlpha, writeRow: { y, row in
            Unpremultiply.greyRow(data + y * stride, width: width, into: row)
        }) {
            return grey
        }
        return try encodeRows(width: width, height: height, layout: .rgba) { y, row in
            Unpremultiply.rgbaRow(data + y * stride, width: width, into: row)
        }
    }

    /// Encodes Cairo's premultiplied native-endian ARGB32 rows of an image painted on an opaque background,
    /// without an alpha channel: grey when every pixel is grey, RGB otherwise (an opaque image is cheaper to
    /// draw and smaller to ship, the image view's `isOpaque` case). Every pixel is opaque, so no un-premultiplying.
    func encodeOpaquePremultiplied(_ data: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) throws(RenderError) -> [UInt8] {
        // ARGB32 in native (little-endian) order: B, G, R, A in memory.
        if let grey = try encode(width: width, height: height, layout: .grey, writeRow: { y, row in
            let pixels = data + y * stride
            for x in 0..<width {
                let b = pixels[x * 4], g = pixels[x * 4 + 1], r = pixels[x * 4 + 2]
                guard r == g && g == b else { return false }
                row[x] = r
            }
            return true
        }) {
            return grey
        }
        return try encodeRows(width: width, height: height, layout: .rgb) { y, row in
            let pixels = data + y * stride
            for x in 0..<width {
                row[x * 3] = pixels[x * 4 + 2]
                row[x * 3 + 1] = pixels[x * 4 + 1]
                row[x * 3 + 2] = pixels[x * 4]
            }
        }
    }

    /// The encoder over straight RGBA bytes (bitmaps from tests and contact sheets).
    private func encode(straight rgba: [UInt8], width: Int, height: Int) throws(RenderError) -> [UInt8] {
        let grey = Self.isGrey(rgba)
        return try rgba.withUnsafeBufferPointer { source throws(RenderError) in
            try encodeRows(width: width, height: height, layout: grey ? .greyAlpha : .rgba) { y, row in
                let pixels = source.baseAddress! + y * width * 4
                if grey {
                    for x in 0..<width {
                        row[x * 2] = pixels[x * 4]
                        row[x * 2 + 1] = pixels[x * 4 + 3]
                    }
                } else {
                    row.update(from: pixels, count: width * 4)
                }
            }
        }
    }

    /// `encode` for row writers that can always write their rows.
    private func encodeRows(width: Int, height: Int, layout: PixelLayout,
                            writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws(RenderError) -> [UInt8] {
        try encode(width: width, height: height, layout: layout) { y, row in
            writeRow(y, row)
            return true
        }!
    }

    /// Builds the filtered image, one `writeRow(y, destination)` per row, and encodes it; nil as soon as a row
    /// says it cannot be written in this layout. Filter type 0 (none) on
    /// every row: on flat icon artwork it gave both the smallest files and the fastest encode of the five filters
    /// and libpng's adaptive choice (MDI at 64 px: 4.97 MB vs 5.50 MB). At levels 10…12 the adaptive choice is
    /// tried too, and the smaller file kept.
    private func encode(width: Int, height: Int, layout: PixelLayout,
                        writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Bool) throws(RenderError) -> [UInt8]? {
        let rowBytes = width * layout.bytesPerPixel
        let count = (rowBytes + 1) * height
        // The thread's row buffer: reused from icon to icon (see ThreadScratch).
        let filtered = ThreadScratch.current.rowBuffer(count: count).baseAddress!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            filtered[y * (rowBytes + 1)] = 0
            guard writeRow(y, filtered + y * (rowBytes + 1) + 1) else { return nil }
        }
        let plain = try assemble(UnsafeBufferPointer(start: filtered, count: count), width: width, height: height, layout: layout)
        guard compressionLevel >= Self.adaptiveFilterLevel else { return plain }
        // `smallest`: also try a filter per row and keep whichever file is smaller (None wins on flat artwork,
        // the others on gradients and images).
        let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, rowBytes * height))
        let adaptive = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
        defer { raw.deallocate(); adaptive.deallocate() }
        for y in 0..<height { (raw + y * rowBytes).update(from: filtered + y * (rowBytes + 1) + 1, count: rowBytes) }
        PNGRowFilters.adaptive(raw, rowBytes: rowBytes, height: height, bytesPerPixel: layout.bytesPerPixel, into: adaptive)
        let filteredFile = try assemble(UnsafeBufferPointer(start: adaptive, count: count), width: width, height: height, layout: layout)
        return filteredFile.count < plain.count ? filteredFile : plain
    }

    /// From this level on (`smallest` is 12) rows are also tried with PNG's filters.
    static let adaptiveFilterLevel = 10

    /// PNG color types with 8-bit channels.
    enum PixelLayout: UInt8 {
        case grey = 0, rgb = 2, greyAlpha = 4, rgba = 6

        var bytesPerPixel: Int {
            switch self {
            case .grey: return 1
            case .rgb: return 3
            case .greyAlpha: return 2
            case .rgba: return 4
            }
        }
    }

    /// Compresses filtered rows and wraps them in the PNG signature and chunks.
    private func assemble(_ filtered: UnsafeBufferPointer<UInt8>, width: Int, height: Int, layout: PixelLayout) throws(RenderError) -> [UInt8] {
        let compressed = try deflate(filtered, layout: layout, width: width)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, layout.rawValue, 0, 0, 0]  // bit depth, color type, compression, filter, interlace
        Self.appendChunk("IHDR", header, to: &png)
        Self.appendChunk("IDAT", compressed, to: &png)
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    static func isGrey(_ rgba: [UInt8]) -> Bool {
        rgba.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for word in words {
                // Little-endian RGBA: R in the low byte, then G, then B.
                let r = word & 0xFF
                if (word >> 8) & 0xFF != r || (word >> 16) & 0xFF != r { return false }
            }
            return true
        }
    }

    func deflate(_ data: UnsafeBufferPointer<UInt8>, layout: PixelLayout, width: Int) throws(RenderError) -> [UInt8] {
        // The icon deflater takes grey rows (one-color icons, template images): 2–3× faster than libdeflate's
        // level 7 there and 0–10 % smaller (MDI, Tabler). It also takes large colour images (1 MiB of rows, about
        // 512 px square), searching two levels harder: at 1024 px 1.5–2.4× faster than libdeflate, 6 % smaller on
        // Papirus, 2 % larger on elementary's gradients. Smaller colour images keep libdeflate, which was up to 3 %
        // smaller on gradients there at the same speed.
        let grey = layout == .grey || layout == .greyAlpha
        if compressionLevel < Self.adaptiveFilterLevel, grey || data.count >= 1 << 20 {
            let deflater = IconDeflater(bytesPerPixel: layout.bytesPerPixel, rowStride: width * layout.bytesPerPixel + 1,
                                        level: grey ? compressionLevel : compressionLevel + 2)
            return deflater.compress(data)
        }
        // libdeflate: one call over the whole buffer (no streaming state), deterministic for a level, and 2–3×
        // zlib's speed at smaller output on icon rows. Its levels run 1…12; ours map onto them one to one. The
        // compressor is the thread's own, made once.
        guard let compressor = ThreadScratch.current.compressor(level: Int32(compressionLevel)) else {
            throw .encoding("cannot allocate a libdeflate compressor")
        }
        let capacity = libdeflate_zlib_compress_bound(compressor, data.count)
        // Uninitialized: only the compressed bytes (kilobytes) are ever touched, not the megabytes of the bound.
        var written = 0
        let out = [UInt8](unsafeUninitializedCapacity: capacity) { destination, count in
            written = libdeflate_zlib_compress(compressor, data.baseAddress, data.count, destination.baseAddress, destination.count)
            count = written
        }
        guard written > 0 else { throw .encoding("libdeflate could not compress \(data.count) bytes") }
        return out
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
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
