/// A straight-alpha sRGB color with components in 0…1.
///
/// Colors stay straight inside the package; premultiplication happens only at the rasterizer's boundary.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a color from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a color from 8-bit components.
    public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same color with its alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#rrggbbaa` with 8-bit rounding.
    public var description: String {
        // Bytes, not strings of characters: the importer names the paint of every shape it reads (20,000 layers).
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = [UInt8(ascii: "#")]
        for v in [red, green, blue, alpha] {
            let n = Int(clamping: (v * 255).rounded(), to: 0...255)
            text += [digits[n >> 4], digits[n & 15]]
        }
        return String(decoding: text, as: UTF8.self)
    }
}
