/// Light or dark appearance.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// Standard or increased contrast.
public enum Contrast: String, Sendable, Hashable, CaseIterable {
    case standard, high
}

/// The traits a dynamic color resolves against.
public struct ColorTraits: Sendable, Hashable {
    /// Light or dark.
    public var appearance: Appearance
    /// Standard or high contrast.
    public var contrast: Contrast
    /// Which system color table to use.
    public var palette: SystemColorPalette

    /// Creates traits; the default is light, standard contrast, the iOS 13–18 table.
    public init(appearance: Appearance = .light, contrast: Contrast = .standard, palette: SystemColorPalette = .iOS13to18) {
        self.appearance = appearance
        self.contrast = contrast
        self.palette = palette
    }
}
