/// A rendered image: 8-bit straight-alpha RGBA pixels, rows top to bottom, no padding.
///
/// This is the value that crosses task boundaries and that tests inspect; the Cairo surface that
/// produced it never leaves the rasterizer.
public struct Bitmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A per pixel, straight (not premultiplied) alpha.
    public var pixels: [UInt8]

    /// Creates a bitmap from straight-alpha RGBA bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer size must be width × height × 4")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A transparent bitmap.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The straight-alpha color of one pixel.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            let i = (y * width + x) * 4
            return Pixel(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.red
            pixels[i + 1] = newValue.green
            pixels[i + 2] = newValue.blue
            pixels[i + 3] = newValue.alpha
        }
    }

    /// The smallest pixel rectangle holding every pixel with alpha above `threshold`, or nil if none.
    public func opaqueBounds(alphaAbove threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where pixels[(y * width + x) * 4 + 3] > threshold {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }
}

/// One straight-alpha 8-bit RGBA pixel.
public struct Pixel: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// Creates a pixel.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `rgba(r,g,b,a)` with 0–255 components.
    public var description: String { "rgba(\(red),\(green),\(blue),\(alpha))" }
}
