import SymbolFormat
import SymbolCore

/// What a PNG file says about itself before its pixels: the signature, the `IHDR` chunk (size, bit depth, color
/// type) and whether a `tRNS` chunk makes some colors transparent. Reading it decodes no pixels.
///
/// Linters and generators ask it cheap questions (is this 1024 px icon 1024 px, does it carry alpha) without
/// inflating the image data.
package struct PNGHeader: Sendable, Hashable {
    /// The PNG color types (PNG specification §11.2.2, table 11.1).
    package enum ColorType: UInt8, Sendable, Hashable, CustomStringConvertible {
        /// Grey samples.
        case greyscale = 0
        /// Red, green and blue samples.
        case truecolor = 2
        /// Palette indices (`PLTE`).
        case indexed = 3
        /// Grey and alpha samples.
        case greyscaleAlpha = 4
        /// Red, green, blue and alpha samples.
        case truecolorAlpha = 6

        /// The specification's name with its number, e.g. `truecolor with alpha (6)`.
        package var description: String {
            switch self {
            case .greyscale: return "greyscale (0)"
            case .truecolor: return "truecolor (2)"
            case .indexed: return "indexed-color (3)"
            case .greyscaleAlpha: return "greyscale with alpha (4)"
            case .truecolorAlpha: return "truecolor with alpha (6)"
            }
        }
    }

    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// Bits per sample (or per palette index): 1, 2, 4, 8 or 16.
    package var bitDepth: Int
    /// How samples are stored.
    package var colorType: ColorType
    /// Whether the rows are Adam7-interlaced.
    package var isInterlaced: Bool
    /// Whether a `tRNS` chunk precedes the image data, making a color or palette entries transparent.
    package var hasTransparencyChunk: Bool

    /// Whether every pixel carries an alpha sample (color types 4 and 6).
    package var hasAlphaChannel: Bool { colorType == .greyscaleAlpha || colorType == .truecolorAlpha }

    /// Whether any pixel can be less than opaque: an alpha channel or a `tRNS` chunk. The App Store's "no alpha"
    /// rule for app icons (ITMS-90717) counts both.
    package var mayBeTransparent: Bool { hasAlphaChannel || hasTransparencyChunk }

    /// Creates a header from its fields.
    package init(width: Int, height: Int, bitDepth: Int, colorType: ColorType,
                isInterlaced: Bool = false, hasTransparencyChunk: Bool = false) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = isInterlaced
        self.hasTransparencyChunk = hasTransparencyChunk
    }

    /// The eight bytes every PNG file starts with.
    package static let signature = PNGChunks.signature

    /// Reads the header of PNG bytes; `file` names them in errors.
    package init(_ bytes: [UInt8], file: String? = nil) throws(Diagnostic) {
        func failure(_ message: String) -> Diagnostic { Diagnostic(.error, message, file: file) }
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(Self.signature) else {
            throw failure("not a PNG file (the PNG signature is missing)")
        }
        guard bytes.count >= 8 + 8 + 13, Self.chunkType(bytes, at: 8) == "IHDR", PNGChunks.uint32(bytes, at: 8) == 13 else {
            throw failure("not a valid PNG file (it does not start with a 13-byte IHDR chunk)")
        }
        let data = 16
        width = Int(PNGChunks.uint32(bytes, at: data))
        height = Int(PNGChunks.uint32(bytes, at: data + 4))
        bitDepth = Int(bytes[data + 8])
        guard let type = ColorType(rawValue: bytes[data + 9]) else {
            throw failure("not a valid PNG file (unknown color type \(bytes[data + 9]))")
        }
        colorType = type
        isInterlaced = bytes[data + 12] == 1
        guard width > 0, height > 0 else { throw failure("not a valid PNG file (its size is \(width)×\(height) pixels)") }
        // tRNS must come before the first IDAT (PNG §5.6), so the walk stops there; a truncated file simply ends it.
        hasTransparencyChunk = false
        walk: for step in PNGChunks(bytes, from: data + 13 + 4) {
            let type: String?
            switch step {
            case .chunk(let chunk): type = chunk.type
            case .cutHeader(let cut): type = cut
            case .cutData(let cut): type = cut
            }
            if type == "IDAT" || type == "IEND" { break walk }
            if type == "tRNS" { hasTransparencyChunk = true; break walk }
        }
    }

    /// Reads the header of the PNG file at `path`.
    package static func read(_ path: String, maximumSize: Int = 1 << 28) throws(Diagnostic) -> PNGHeader {
        try PNGHeader(FileReader.read(path, maximumSize: maximumSize), file: path)
    }

    private static func chunkType(_ bytes: [UInt8], at offset: Int) -> String {
        String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
    }
}
