import SymbolCore
/// The two icon containers this module writes and reads.
package enum IconFileFormat: String, Sendable, Hashable, CustomStringConvertible {
    /// Apple Icon Image, `.icns`.
    case icns
    /// Windows icon, `.ico` (also `favicon.ico`).
    case ico

    /// `icns` or `ico`.
    package var description: String { rawValue }
}

/// Why an icon file could not be written or read. Writer errors name the image by its position in the input list
/// and the size it was declared as; reader errors name the byte offset.
package enum IconFileError: DiagnosticConvertible, Sendable, Hashable {
    /// The writer was given no images.
    case noImages(format: IconFileFormat)
    /// Image `index` does not start with the PNG signature, or has no IHDR chunk right after it.
    case notPNG(format: IconFileFormat, index: Int, pointSize: Int, scale: Int)
    /// Image `index` is a PNG, but its IHDR size is not the declared square pixel size.
    case sizeMismatch(format: IconFileFormat, index: Int, pointSize: Int, scale: Int, width: Int, height: Int)
    /// The format has no slot for this size; `supported` lists the sizes it has.
    case unsupportedSize(format: IconFileFormat, index: Int, pointSize: Int, scale: Int, supported: String)
    /// Image `index` fills the same slot as image `firstIndex`.
    case duplicateSize(format: IconFileFormat, index: Int, firstIndex: Int, pointSize: Int, scale: Int)
    /// Image `index` had to be converted to pixels (icns 16 and 32 @1x) and its PNG could not be decoded.
    case undecodablePNG(format: IconFileFormat, index: Int, pointSize: Int, scale: Int, reason: String)
    /// The file would exceed the format's 32-bit lengths.
    case tooLarge(format: IconFileFormat, byteCount: Int)
    /// A file given to a reader is not well formed at `offset`.
    case malformed(format: IconFileFormat, offset: Int, reason: String)

    /// A one-line message: `icns: image 3 (16×16@2x): …` or `ico: byte 6: …`.
    package var description: String {
        switch self {
        case .noImages(let format):
            return "\(format): error: no images to write"
        case .notPNG(let format, let index, let pointSize, let scale):
            return "\(Self.where(format, index, pointSize, scale)) is not a PNG (no PNG signature followed by IHDR)"
        case .sizeMismatch(let format, let index, let pointSize, let scale, let width, let height):
            let expected = pointSize * scale
            return "\(Self.where(format, index, pointSize, scale)) PNG is \(width)×\(height) pixels, expected \(expected)×\(expected)"
        case .unsupportedSize(let format, let index, let pointSize, let scale, let supported):
            return "\(Self.where(format, index, pointSize, scale)) \(format) has no slot for this size; it has \(supported)"
        case .duplicateSize(let format, let index, let firstIndex, let pointSize, let scale):
            return "\(Self.where(format, index, pointSize, scale)) same slot as image \(firstIndex)"
        case .undecodablePNG(let format, let index, let pointSize, let scale, let reason):
            return "\(Self.where(format, index, pointSize, scale)) cannot decode PNG: \(reason)"
        case .tooLarge(let format, let byteCount):
            return "\(format): error: \(byteCount) bytes exceed the format's 4 GB limit"
        case .malformed(let format, let offset, let reason):
            return "\(format): byte \(offset): error: \(reason)"
        }
    }

    private static func `where`(_ format: IconFileFormat, _ index: Int, _ pointSize: Int, _ scale: Int) -> String {
        "\(format): image \(index) (\(IconImage.label(pointSize: pointSize, scale: scale))): error:"
    }
}
