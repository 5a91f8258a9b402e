import SymbolAssets
import SymbolRender

/// Real PNGs for the icon-file tests, drawn as bitmaps and encoded by `PNGEncoder`: a colored disk with soft
/// edges, its blue channel depending on the size so that images of different sizes differ.
enum TestIcon {
    static func bitmap(size: Int) -> Bitmap {
        var bitmap = Bitmap(width: size, height: size)
        let center = Double(size) / 2, radius = Double(size) * 0.4
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - center, dy = Double(y) + 0.5 - center
                let coverage = min(1, max(0, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
                bitmap[x, y] = Pixel(red: UInt8(x * 255 / max(1, size - 1)), green: UInt8(y * 255 / max(1, size - 1)),
                                     blue: UInt8(size * 7 % 256), alpha: UInt8((coverage * 255).rounded()))
            }
        }
        return bitmap
    }

    static func png(size: Int) throws -> [UInt8] {
        try PNGEncoder().encode(bitmap(size: size))
    }

    /// The ten images of a macOS `.iconset`.
    static func iconset() throws -> [IconImage] {
        try ICNSSlot.allCases.map { slot in
            IconImage(pointSize: slot.pointSize, scale: slot.scale, png: try png(size: slot.pixelSize))
        }
    }

    /// A typical `favicon.ico` set.
    static func faviconSizes() throws -> [IconImage] {
        try [16, 24, 32, 48, 64, 128, 256].map { IconImage(pointSize: $0, png: try png(size: $0)) }
    }
}

extension [UInt8] {
    static func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    static func littleEndian16(_ value: Int) -> [UInt8] { [0, 8].map { UInt8(truncatingIfNeeded: value >> $0) } }
    static func littleEndian32(_ value: Int) -> [UInt8] { [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) } }
}
