/// Light or dark appearance.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// Standard or increased contrast.
public enum Contrast: String, Sendable, Hashable, CaseIterable {
    case standard, high
}

/// The interface level UIKit's `userInterfaceLevel` describes: window content sits at the base level; sheets,
/// popovers and multitasking windows are elevated, where dark system backgrounds are lighter
/// (Documentation/Colors.md §1). In the light appearance the level changes nothing.
public enum InterfaceLevel: String, Sendable, Hashable, CaseIterable {
    /// Window content (UIKit's `.base`).
    case base
    /// Sheets, popovers, alerts (UIKit's `.elevated`).
    case elevated
}

/// The traits a dynamic color resolves against.
public struct ColorTraits: Sendable, Hashable {
    /// Light or dark.
    public var appearance: Appearance
    /// Standard or high contrast.
    public var contrast: Contrast
    /// Which system color table to use.
    public var palette: SystemColorPalette
    /// Base or elevated interface level.
    public var level: InterfaceLevel

    /// Creates traits; the default is light, standard contrast, the iOS 13–18 table, base level.
    public init(appearance: Appearance = .light, contrast: Contrast = .standard, palette: SystemColorPalette = .iOS13to18,
                level: InterfaceLevel = .base) {
        self.appearance = appearance
        self.contrast = contrast
        self.palette = palette
        self.level = level
    }
}
