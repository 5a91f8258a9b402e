/// One square PNG image for an icon file: its size in points, its scale, and its encoded bytes.
///
/// icns slots are named by point size and scale, as in a macOS `.iconset` (`icon_16x16@2x.png`); ico entries only
/// by pixels, so the ico writer uses ``pixelSize``.
package struct IconImage: Sendable, Hashable {
    /// Edge length in points (pixels at @1x).
    package var pointSize: Int
    /// Pixels per point: 1 or 2 for icns; any positive value for ico.
    package var scale: Int
    /// The PNG file's bytes.
    package var png: [UInt8]

    /// Creates an image; `png` must be `pointSize × scale` pixels square.
    package init(pointSize: Int, scale: Int = 1, png: [UInt8]) {
        self.pointSize = pointSize
        self.scale = scale
        self.png = png
    }

    /// Edge length in pixels.
    package var pixelSize: Int { pointSize * scale }

    /// `16×16` or `16×16@2x`, as icon sizes are usually written.
    static func label(pointSize: Int, scale: Int) -> String {
        "\(pointSize)×\(pointSize)" + (scale == 1 ? "" : "@\(scale)x")
    }

    /// Checks that `png` is a PNG whose IHDR declares ``pixelSize`` square.
    func validate(format: IconFileFormat, index: Int) throws(IconFileError) {
        guard let (width, height) = Self.pngSize(png) else {
            throw .notPNG(format: format, index: index, pointSize: pointSize, scale: scale)
        }
        guard width == pixelSize, height == pixelSize else {
            throw .sizeMismatch(format: format, index: index, pointSize: pointSize, scale: scale, width: width, height: height)
        }
    }

    /// Width and height from the PNG header, or nil for bytes that are not a PNG.
    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let header = try? PNGHeader(bytes) else { return nil }
        return (header.width, header.height)
    }
}
