/// A color with a variant per appearance and contrast, and optionally elevated dark variants.
public struct DynamicColor: Sendable, Hashable {
    /// Light appearance, standard contrast.
    public var light: RGBAColor
    /// Dark appearance, standard contrast.
    public var dark: RGBAColor
    /// Light appearance, high contrast.
    public var highContrastLight: RGBAColor
    /// Dark appearance, high contrast.
    public var highContrastDark: RGBAColor
    /// Dark appearance at the elevated interface level (sheets, popovers); `nil`: the same as ``dark``.
    /// Asset catalogs have no key for it (Documentation/Colors.md §1).
    public var elevatedDark: RGBAColor?
    /// Dark appearance, high contrast, elevated level; `nil`: the same as ``highContrastDark``.
    public var elevatedHighContrastDark: RGBAColor?

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

    /// Whether an elevated variant differs from the base one.
    public var hasElevatedVariant: Bool {
        (elevatedDark != nil && elevatedDark != dark) || (elevatedHighContrastDark != nil && elevatedHighContrastDark != highContrastDark)
    }

    /// The variant for the traits. The light appearance has no elevated variant (UIKit resolves the level only
    /// in dark mode).
    public func resolved(_ traits: ColorTraits) -> RGBAColor {
        switch (traits.appearance, traits.contrast, traits.level) {
        case (.light, .standard, _): return light
        case (.dark, .standard, .base): return dark
        case (.dark, .standard, .elevated): return elevatedDark ?? dark
        case (.light, .high, _): return highContrastLight
        case (.dark, .high, .base): return highContrastDark
        case (.dark, .high, .elevated): return elevatedHighContrastDark ?? highContrastDark
        }
    }
}

/// A color as users give it: a system color (`.systemBlue`, `.label`, resolved per appearance and contrast), a CSS
/// named color (`.orange`), explicit components, or a dynamic color with four variants (from an asset catalog).
///
/// The static members make a typo a compile error. Text read from files goes through ``init(parsing:)``, which
/// throws on names it does not know instead of rendering black.
public struct SymbolColor: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable, Hashable {
        case fixed(RGBAColor)
        case system(String)
        case dynamic(DynamicColor)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A color that is the same in every appearance.
    public init(_ color: RGBAColor) { storage = .fixed(color) }

    /// A color from sRGB components in 0…1 (straight alpha).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        storage = .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A color with explicit light, dark and high-contrast variants.
    public init(_ dynamic: DynamicColor) { storage = .dynamic(dynamic) }

    /// The names that mean the tint (UIKit's and AppKit's); stored as `tintColor`.
    static let tintNames: Set<String> = ["tint", "tintColor", "controlAccentColor"]

    /// A fixed color.
    static func fixed(_ color: RGBAColor) -> SymbolColor { SymbolColor(color) }
    /// A system color by name, unchecked (tests and tables; users go through the static members).
    static func system(_ name: String) -> SymbolColor { SymbolColor(systemName: name) ?? SymbolColor(storage: .system(name)) }
    /// A dynamic color.
    static func dynamic(_ color: DynamicColor) -> SymbolColor { SymbolColor(color) }

    /// A system color by its UIKit name; `nil` for a name the palette does not know.
    public init?(systemName name: String) {
        guard SystemColorPalette.iOS13to18.variants(named: name) != nil || Self.tintNames.contains(name) else { return nil }
        // The tint keeps one spelling (`tintColor`); other names drop a `Color` suffix (`systemBlueColor` → `systemBlue`).
        var bare = name
        if Self.tintNames.contains(bare) {
            bare = "tintColor"
        } else if bare.hasSuffix("Color") && bare.count > 5 {
            bare.removeLast(5)
        }
        storage = .system(bare)
    }

    /// Parses text from a file or the command line: system names first (`systemRed`, `systemRedColor`, `label`,
    /// `tintColor`), then every CSS form (`#rrggbb`, `rgb()`, `hsl()`, named colors).
    public init(parsing text: String) throws(SymbolColorError) {
        let trimmed = String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        if let system = SymbolColor(systemName: trimmed) {
            self = system
        } else if let color = ColorParser.parseColor(Substring(trimmed)) {
            storage = .fixed(color)
        } else {
            throw SymbolColorError(text: text)
        }
    }

    /// The system color's name without a `Color` suffix, when this is one (`systemYellow`).
    public var systemName: String? {
        guard case .system(let name) = storage else { return nil }
        return name
    }

    /// The color for the traits; `tintColor` resolves to `tint`.
    public func resolved(_ traits: ColorTraits, tint: SymbolColor = .systemBlue) -> RGBAColor {
        switch storage {
        case .fixed(let color): return color
        case .dynamic(let color): return color.resolved(traits)
        case .system(let name):
            if name == "tintColor" {
                return tint == self ? SymbolColor.systemBlue.resolved(traits) : tint.resolved(traits)
            }
            return traits.palette.variants(named: name)?.resolved(traits) ?? .black
        }
    }

    /// Whether every appearance gives the same color.
    public var isFixed: Bool {
        if case .fixed = storage { return true }
        return false
    }

    /// A readable form: the system name, `#rrggbb[aa]`, or the dynamic variants.
    public var description: String {
        switch storage {
        case .fixed(let c): return c.description
        case .system(let name): return name
        case .dynamic(let d): return "dynamic(\(d.light), \(d.dark))"
        }
    }
}

/// Text that names no color.
public struct SymbolColorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as given.
    public var text: String

    /// What was wrong, with the forms that work.
    public var description: String {
        "'\(text)' is not a color (use '#rrggbb', 'rgb(…)', 'hsl(…)', a CSS color name, or a system color such as 'systemBlue' or 'label')"
    }
}
