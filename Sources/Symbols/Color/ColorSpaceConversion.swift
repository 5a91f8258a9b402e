import CPlatform

/// Turns asset-catalog color components into the sRGB values Cairo paints with (Documentation/SymbolFormat.md §7.4).
///
/// Xcode writes `srgb`, `extended-srgb`, `extended-linear-srgb`, `display-p3`, `gray-gamma-22` and `extended-gray`.
/// Display P3 shares sRGB's transfer curve and white point, so it converts exactly by decoding, applying the D65
/// P3→sRGB matrix and encoding again; it is kept unclamped (extended sRGB). Other spaces are clamped to 0…1.
enum ColorSpaceConversion {
    /// The sRGB color, or `nil` when `space` is not one Xcode writes.
    static func sRGB(space: String, red: Double, green: Double, blue: Double, alpha: Double) -> RGBAColor? {
        let rgb: (Double, Double, Double)
        switch space {
        case "srgb", "extended-srgb":
            rgb = (red, green, blue)
        case "extended-linear-srgb":
            rgb = (encode(red), encode(green), encode(blue))
        case "display-p3":
            // Read exactly: a P3 color outside sRGB stays extended sRGB, so a P3 render gives it back unchanged
            // and contrast is measured on its luminance, not on a clipped color.
            let color = RGBAColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            return RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: clamp(alpha))
        case "gray-gamma-22", "extended-gray":
            let white = encode(red < 0 ? -pow(-red, 2.2) : pow(red, 2.2))
            rgb = (white, white, white)
        default:
            return nil
        }
        return RGBAColor(red: clamp(rgb.0), green: clamp(rgb.1), blue: clamp(rgb.2), alpha: clamp(alpha))
    }

    /// Whether the space's components are `white` and `alpha`.
    static func isGray(_ space: String) -> Bool {
        space == "gray-gamma-22" || space == "extended-gray"
    }

    private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// The sRGB curve, encoded → linear (odd-extended, for extended-range values).
    private static func decode(_ value: Double) -> Double {
        let a = abs(value)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB curve, linear → encoded.
    private static func encode(_ value: Double) -> Double {
        let a = abs(value)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
