import CPlatform

/// What a color is used for, which decides the contrast it needs against its background
/// (Documentation/Colors.md §2).
public enum ContrastRole: String, Sendable, Hashable, CaseIterable {
    /// Body text: WCAG 2.x SC 1.4.3 asks 4.5:1 (AA) or 7:1 (AAA, SC 1.4.6).
    case text
    /// Text of at least 18 pt, or 14 pt bold: 3:1 (AA) or 4.5:1 (AAA).
    case largeText
    /// Icons, borders, focus rings and other user-interface graphics: 3:1 (SC 1.4.11, which has no AAA level).
    case nonText
    /// Decoration that carries no information: not checked.
    case decorative

    /// The ratio the role needs at `level`, or `nil` for ``decorative``.
    public func minimumRatio(_ level: ContrastLevel) -> Double? {
        switch (self, level) {
        case (.text, .aa): return 4.5
        case (.text, .aaa): return 7
        case (.largeText, .aa): return 3
        case (.largeText, .aaa): return 4.5
        case (.nonText, _): return 3
        case (.decorative, _): return nil
        }
    }

    /// The role as the manifest and the lint sidecar spell it (`largeText`), in any letter case, `-` and `_`
    /// ignored (`large-text`).
    public init?(name: String) {
        let folded = String(name.lowercased().filter { $0 != "-" && $0 != "_" })
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = match
    }
}

/// The WCAG 2.x conformance level contrast is checked against.
public enum ContrastLevel: String, Sendable, Hashable, CaseIterable {
    /// AA: 4.5:1 for text, 3:1 for large text and non-text.
    case aa = "AA"
    /// AAA: 7:1 for text, 4.5:1 for large text (non-text stays at 3:1).
    case aaa = "AAA"
}

/// Contrast between a color and the background it sits on: the WCAG 2.x ratio, which lint fails on, and the
/// APCA lightness contrast, reported as information (Documentation/Colors.md §2).
///
/// Colors are straight-alpha sRGB; components outside 0…1 (extended sRGB, as a Display P3 color converts to)
/// are measured as they are, not clipped, as apca-w3 measures P3 colors through their luminance.
public enum ColorContrast {
    /// `foreground` composited over an opaque `background` with its alpha, in sRGB-encoded values: what UIKit
    /// and every browser draw, and what WCAG's and APCA's reference tools measure. The result is opaque.
    public static func composited(_ foreground: RGBAColor, over background: RGBAColor) -> RGBAColor {
        let a = min(max(foreground.alpha, 0), 1)
        return RGBAColor(red: foreground.red * a + background.red * (1 - a),
                         green: foreground.green * a + background.green * (1 - a),
                         blue: foreground.blue * a + background.blue * (1 - a))
    }

    /// WCAG 2.x relative luminance of an opaque color: the Rec. 709 coefficients on linearized sRGB, with the
    /// sRGB standard's threshold 0.04045 (WCAG's old text says 0.03928; w3c/wcag #360 — no 8-bit value differs).
    public static func relativeLuminance(_ color: RGBAColor) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The WCAG 2.x contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, 1…21, of `foreground` on `background`. A
    /// translucent foreground is composited over the background first; a translucent background over
    /// `underlay` (default opaque white) first.
    public static func ratio(_ foreground: RGBAColor, on background: RGBAColor, underlay: RGBAColor = .white) -> Double {
        let (front, back) = opaquePair(foreground, background, underlay: underlay)
        let l1 = relativeLuminance(front), l2 = relativeLuminance(back)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// APCA lightness contrast Lc (about −108 … 106) of text in `foreground` on `background`, per apca-w3 0.1.9
    /// (constants 0.0.98G-4g): positive for dark text on a light background, negative for light on dark.
    /// Informative only: APCA is a WCAG 3 draft, not a conformance measure.
    public static func lightnessContrast(_ foreground: RGBAColor, on background: RGBAColor, underlay: RGBAColor = .white) -> Double {
        let (front, back) = opaquePair(foreground, background, underlay: underlay)
        let text = clampBlack(apcaLuminance(front)), ground = clampBlack(apcaLuminance(back))
        guard abs(ground - text) >= 0.0005 else { return 0 }
        if ground > text {
            let sapc = (pow(ground, 0.56) - pow(text, 0.57)) * 1.14
            return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
        }
        let sapc = (pow(ground, 0.65) - pow(text, 0.62)) * 1.14
        return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
    }

    private static func opaquePair(_ foreground: RGBAColor, _ background: RGBAColor, underlay: RGBAColor) -> (RGBAColor, RGBAColor) {
        let back = background.alpha >= 1 ? background : composited(background, over: composited(underlay, over: .black))
        return (composited(foreground, over: back), back)
    }

    /// The sRGB transfer curve decoded, odd-extended for extended-range components.
    static func linear(_ value: Double) -> Double {
        let a = abs(value)
        let result = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    /// APCA's screen luminance: a plain 2.4 power (no linear toe) with its own coefficients.
    private static func apcaLuminance(_ color: RGBAColor) -> Double {
        func power(_ v: Double) -> Double { v < 0 ? -pow(-v, 2.4) : pow(v, 2.4) }
        return 0.2126729 * power(color.red) + 0.7151522 * power(color.green) + 0.0721750 * power(color.blue)
    }

    /// APCA's soft clamp of near-black luminance (blkThrs 0.022, blkClmp 1.414).
    private static func clampBlack(_ y: Double) -> Double {
        let y = max(y, 0)
        return y > 0.022 ? y : y + pow(0.022 - y, 1.414)
    }
}
