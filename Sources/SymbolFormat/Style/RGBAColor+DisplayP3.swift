import CPlatform

/// Display P3 in and out of our sRGB colors (Documentation/Colors.md §3).
///
/// Display P3 has sRGB's transfer curve and D65 white point and wider primaries (SMPTE EG 432-1), so a color
/// converts exactly by decoding the curve, applying a 3×3 matrix on linear values and encoding again. A P3 color
/// outside sRGB keeps components below 0 or above 1 here (extended sRGB, as Apple's `extended-srgb` does),
/// so converting it back gives the P3 color again; painting in sRGB clamps it.
extension RGBAColor {
    /// A color from Display P3 components in 0…1 (CSS Color 4 `color(display-p3 r g b)`), kept exactly as
    /// extended sRGB.
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
        // Linear P3 → linear sRGB: the inverse of the matrix in `displayP3Components`, from the primaries'
        // chromaticities (sRGB: IEC 61966-2-1; P3: SMPTE EG 432-1) and D65.
        self.init(red: Self.encode(1.2249401 * r - 0.2249404 * g),
                  green: Self.encode(-0.0420569 * r + 1.0420571 * g),
                  blue: Self.encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                  alpha: alpha)
    }

    /// The color's Display P3 components (encoded with the sRGB curve, as Display P3 is); a color inside
    /// sRGB lands inside 0…1.
    public var displayP3Components: (red: Double, green: Double, blue: Double) {
        let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
        return (Self.encode(0.8224621 * r + 0.1775380 * g),
                Self.encode(0.0331941 * r + 0.9668058 * g),
                Self.encode(0.0170827 * r + 0.0723974 * g + 0.9105199 * b))
    }

    /// Whether every component is inside 0…1 (with a margin for rounding): the color exists in sRGB.
    public var isInSRGBGamut: Bool {
        let margin: Double = 0.5 / 255
        return [red, green, blue].allSatisfy { (value: Double) -> Bool in value >= -margin && value <= 1 + margin }
    }

    /// The sRGB curve, encoded → linear, odd-extended for components outside 0…1.
    static func decode(_ value: Double) -> Double {
        let a = abs(value)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB curve, linear → encoded, odd-extended.
    static func encode(_ value: Double) -> Double {
        let a = abs(value)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
