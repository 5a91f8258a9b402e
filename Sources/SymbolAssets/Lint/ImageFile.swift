import SymbolFormat
import SymbolRender
import SymbolCore

/// What an image file in a set really is: its format from its first bytes (not its name), and for PNGs the
/// header, with every chunk before the image data checked against its CRC.
struct ImageFile: Sendable {
    /// Formats told apart by their signatures.
    enum Format: String, Sendable, Hashable {
        case png = "PNG", jpeg = "JPEG", gif = "GIF", webp = "WebP", heif = "HEIF", avif = "AVIF", pdf = "PDF"
        case svg = "SVG", tiff = "TIFF", bmp = "BMP", icns = "ICNS"

        /// The format a file name's extension promises, or `nil` for extensions lint does not judge.
        static func promised(by name: String) -> Format? {
            guard let dot = name.lastIndex(of: ".") else { return nil }
            switch name[name.index(after: dot)...].lowercased() {
            case "png": return .png
            case "jpg", "jpeg": return .jpeg
            case "gif": return .gif
            case "webp": return .webp
            case "heic", "heif": return .heif
            case "avif": return .avif
            case "pdf": return .pdf
            case "svg": return .svg
            case "tif", "tiff": return .tiff
            case "bmp": return .bmp
            case "icns": return .icns
            default: return nil
            }
        }

        /// The format of `bytes` from its signature, or `nil` when none matches.
        static func sniff(_ bytes: [UInt8]) -> Format? {
            func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
                bytes.count >= offset + prefix.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
            }
            if starts(PNGHeader.signature) { return .png }
            if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
            if starts(Array("GIF8".utf8)) { return .gif }
            if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
            if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12 {
                let brand = String(decoding: bytes[8..<12], as: UTF8.self)
                if brand.hasPrefix("avi") { return .avif }
                if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) { return .heif }
            }
            if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
            if starts(Array("icns".utf8)) { return .icns }
            if starts(Array("BM".utf8)) { return .bmp }
            // PDF readers accept the header anywhere in the first kilobyte; SVG is XML that opens an <svg> element.
            let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
            if head.contains("%PDF-") { return .pdf }
            if head.contains("<svg") { return .svg }
            return nil
        }
    }

    var format: Format?
    /// The file is a Git LFS pointer (a checkout without `git lfs pull`): not the image, and not checkable.
    var isLFSPointer = false
    /// The PNG header, when the file is a PNG whose header chunks are sound.
    var png: PNGHeader?
    /// Why a PNG's header is unusable (a bad CRC, a short file), when it is.
    var pngProblem: String?

    /// The pixel size the file's header states (PNG, GIF, JPEG), read without decoding anything; `nil` for other
    /// formats and for a header that cannot be read.
    var pixelSize: (width: Int, height: Int)? {
        if let png { return (png.width, png.height) }
        return headerSize
    }
    private var headerSize: (width: Int, height: Int)?

    init(_ bytes: [UInt8]) {
        format = Format.sniff(bytes)
        isLFSPointer = format == nil && bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8))
        switch format {
        case .png:
            do { png = try Self.checkedHeader(bytes) } catch { pngProblem = error.message }
        case .gif where bytes.count >= 10:
            // The logical screen: little-endian width and height after the 6-byte signature (GIF89a §18).
            headerSize = (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        case .jpeg:
            headerSize = Self.jpegFrameSize(bytes)
        default:
            break
        }
    }

    /// The size in a JPEG's start-of-frame segment (ITU T.81 §B.2.2), found by walking the segments from the
    /// start: each after `FF xx` carries its length. Within the bytes given (the head of the file), so bounded.
    static func jpegFrameSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            // Fill bytes, and markers without a length (TEM, RST0–7).
            if marker == 0xFF { index += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0–SOF15, but C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 9 <= bytes.count else { return nil }
                return (Int(bytes[index + 7]) << 8 | Int(bytes[index + 8]), Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]))
            }
            // Start of scan or end of image before any frame: no size to read.
            if marker == 0xDA || marker == 0xD9 || length < 2 { return nil }
            index += 2 + length
        }
        return nil
    }

    /// The header of a PNG after checking the CRC of every chunk before the first `IDAT` (PNG §5.3): a decoder
    /// stops at a bad CRC, so a file that fails here shows nothing in the app. The image data itself is left to
    /// the decoder: checking it would read every pixel of every image.
    static func checkedHeader(_ bytes: [UInt8]) throws(Diagnostic) -> PNGHeader {
        let header = try PNGHeader(bytes)
        for step in PNGChunks(bytes) {
            switch step {
            case .cutHeader: break
            case .cutData(let type):
                if type == "IDAT" || type == "IEND" { return header }
                throw Diagnostic(.error, "the \(type) chunk runs past the end of the file")
            case .chunk(let chunk):
                if chunk.type == "IDAT" || chunk.type == "IEND" { return header }
                guard chunk.hasValidCRC(in: bytes) else {
                    throw Diagnostic(.error, "the CRC of its \(chunk.type) chunk is wrong (the file is damaged)")
                }
            }
        }
        throw Diagnostic(.error, "the file ends before its image data")
    }

    /// The lowest alpha of a PNG's pixels: 255 when every pixel is opaque (or the file has no alpha at all),
    /// `nil` when the pixels could not be read (16-bit samples, interlacing, a transparent color key), so the
    /// caller can say so.
    static func minimumAlpha(_ bytes: [UInt8], header: PNGHeader) -> UInt8? {
        guard header.mayBeTransparent else { return 255 }
        // The pixel count bounds the work: a small file can inflate to any size its header claims.
        guard header.hasAlphaChannel, header.bitDepth == 8, !header.isInterlaced, !header.hasTransparencyChunk,
              header.width * header.height <= 1 << 24 else { return nil }
        return PNGAlphaScan.minimumAlpha(bytes, width: header.width, height: header.height,
                                         channels: header.colorType == .truecolorAlpha ? 4 : 2)
    }

    /// Whether two images show the same pixels: equal bytes, or equal sizes and equal decoded pixels.
    static func samePixels(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        if first == second { return true }
        guard Format.sniff(first) == .png, Format.sniff(second) == .png,
              let a = try? PNGHeader(first), let b = try? PNGHeader(second), a.width == b.width, a.height == b.height,
              a.width * a.height <= 4_194_304,
              let left = try? PNGDecoder.decode(first), let right = try? PNGDecoder.decode(second) else { return false }
        return left.pixels == right.pixels
    }
}
