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

    /// Width and height from the IHDR chunk, which PNG requires to come first (PNG spec 5.6). Only what the
    /// writers need; a full header reader belongs to lint.
    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr: [UInt8] = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]  // length 13, "IHDR"
        guard bytes.count >= 8 + 8 + 13, bytes[0..<8].elementsEqual(signature), bytes[8..<16].elementsEqual(ihdr) else {
            return nil
        }
        func uint32(_ offset: Int) -> Int {
            bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return (uint32(16), uint32(20))
    }
}
