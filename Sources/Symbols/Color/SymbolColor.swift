/// A color with a variant per appearance and contrast.
public struct DynamicColor: Sendable, Hashable {
    public var light: RGBAColor
    public var dark: RGBAColor
    public var highContrastLight: RGBAColor
    public var highContrastDark: RGBAColor

    /// Creates a color from its four variants.
    public init(light: RGBAColor, dark: RGBAColor, highContrastLight: RGBAColor, highContrastDark: RGBAColor) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// A color that is the same in every variant.
    public init(fixed color: RGBAColor) {
        self.init(light: color, dark: color, highContrastLight: color, highContrastDark: color)
    }

    /// The variant for the traits.
    public func resolved(_ traits: ColorTraits) -> RGBAColor {
        switch (traits.appearance, traits.contrast) {
        case (.light, .standard): return light
        case (.dark, .standard): return dark
        case (.light, .high): return highContrastLight
        case (.dark, .high): return highContrastDark
        }
    }
}

/// A color as users give it: fixed (`#rrggbb`, `rgb()`, `hsl()`, CSS names), a system color by name (resolved
/// per appearance and contrast), or an explicit dynamic color (from an asset catalog).
public enum SymbolColor: Sendable, Hashable, CustomStringConvertible {
    /// The same in every appearance.
    case fixed(RGBAColor)
    /// A system color such as `systemBlue` or `label`, resolved from the palette.
    case system(String)
    /// Four explicit variants.
    case dynamic(DynamicColor)

    /// Parses user text: system names first (`systemRed`, `systemRedColor`, `label`, `tintColor`), then any CSS form.
    public init?(parsing text: String) {
        let trimmed = String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        if SystemColorPalette.iOS13to18.variants(named: trimmed) != nil || trimmed == "tintColor" || trimmed == "tint" {
            self = .system(trimmed == "tint" ? "tintColor" : trimmed)
        } else if let color = ColorParser.parseColor(Substring(trimmed)) {
            self = .fixed(color)
        } else {
            return nil
        }
    }

    /// The system color's name without a `Color` suffix, when this is one (`systemYellow`).
    public var systemName: String? {
        guard case .system(var name) = self else { return nil }
        if name.hasSuffix("Color") && name.count > 5 { name.removeLast(5) }
        return name
    }

    /// The color for the traits; `tintColor` resolves to `tint`.
    public func resolved(_ traits: ColorTraits, tint: SymbolColor = .system("systemBlue")) -> RGBAColor {
        switch self {
        case .fixed(let color): return color
        case .dynamic(let color): return color.resolved(traits)
        case .system(let name):
            if name == "tintColor" || name == "controlAccentColor" {
                return tint == self ? SymbolColor.system("systemBlue").resolved(traits) : tint.resolved(traits)
            }
            return traits.palette.variants(named: name)?.resolved(traits) ?? .black
        }
    }

    /// A readable form.
    public var description: String {
        switch self {
        case .fixed(let c): return c.description
        case .system(let name): return name
        case .dynamic(let d): return "dynamic(\(d.light), \(d.dark))"
        }
    }
}
