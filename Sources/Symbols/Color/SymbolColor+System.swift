/// System colors as static members, so that a misspelt name does not compile (Documentation/SymbolFormat.md §6).
extension SymbolColor {
    /// UIKit's `systemRed`: four variants, resolved per appearance and contrast.
    public static let systemRed = SymbolColor(storage: .system("systemRed"))
    /// UIKit's `systemOrange`: four variants, resolved per appearance and contrast.
    public static let systemOrange = SymbolColor(storage: .system("systemOrange"))
    /// UIKit's `systemYellow`: four variants, resolved per appearance and contrast.
    public static let systemYellow = SymbolColor(storage: .system("systemYellow"))
    /// UIKit's `systemGreen`: four variants, resolved per appearance and contrast.
    public static let systemGreen = SymbolColor(storage: .system("systemGreen"))
    /// UIKit's `systemMint`: four variants, resolved per appearance and contrast.
    public static let systemMint = SymbolColor(storage: .system("systemMint"))
    /// UIKit's `systemTeal`: four variants, resolved per appearance and contrast.
    public static let systemTeal = SymbolColor(storage: .system("systemTeal"))
    /// UIKit's `systemCyan`: four variants, resolved per appearance and contrast.
    public static let systemCyan = SymbolColor(storage: .system("systemCyan"))
    /// UIKit's `systemBlue`: four variants, resolved per appearance and contrast.
    public static let systemBlue = SymbolColor(storage: .system("systemBlue"))
    /// UIKit's `systemIndigo`: four variants, resolved per appearance and contrast.
    public static let systemIndigo = SymbolColor(storage: .system("systemIndigo"))
    /// UIKit's `systemPurple`: four variants, resolved per appearance and contrast.
    public static let systemPurple = SymbolColor(storage: .system("systemPurple"))
    /// UIKit's `systemPink`: four variants, resolved per appearance and contrast.
    public static let systemPink = SymbolColor(storage: .system("systemPink"))
    /// UIKit's `systemBrown`: four variants, resolved per appearance and contrast.
    public static let systemBrown = SymbolColor(storage: .system("systemBrown"))
    /// UIKit's `systemGray`: four variants, resolved per appearance and contrast.
    public static let systemGray = SymbolColor(storage: .system("systemGray"))
    /// UIKit's `systemGray2`: four variants, resolved per appearance and contrast.
    public static let systemGray2 = SymbolColor(storage: .system("systemGray2"))
    /// UIKit's `systemGray3`: four variants, resolved per appearance and contrast.
    public static let systemGray3 = SymbolColor(storage: .system("systemGray3"))
    /// UIKit's `systemGray4`: four variants, resolved per appearance and contrast.
    public static let systemGray4 = SymbolColor(storage: .system("systemGray4"))
    /// UIKit's `systemGray5`: four variants, resolved per appearance and contrast.
    public static let systemGray5 = SymbolColor(storage: .system("systemGray5"))
    /// UIKit's `systemGray6`: four variants, resolved per appearance and contrast.
    public static let systemGray6 = SymbolColor(storage: .system("systemGray6"))
    /// UIKit's `label`: four variants, resolved per appearance and contrast.
    public static let label = SymbolColor(storage: .system("label"))
    /// UIKit's `secondaryLabel`: four variants, resolved per appearance and contrast.
    public static let secondaryLabel = SymbolColor(storage: .system("secondaryLabel"))
    /// UIKit's `tertiaryLabel`: four variants, resolved per appearance and contrast.
    public static let tertiaryLabel = SymbolColor(storage: .system("tertiaryLabel"))
    /// UIKit's `quaternaryLabel`: four variants, resolved per appearance and contrast.
    public static let quaternaryLabel = SymbolColor(storage: .system("quaternaryLabel"))
    /// UIKit's `systemFill`: four variants, resolved per appearance and contrast.
    public static let systemFill = SymbolColor(storage: .system("systemFill"))
    /// UIKit's `systemBackground`: four variants, resolved per appearance and contrast.
    public static let systemBackground = SymbolColor(storage: .system("systemBackground"))
    /// UIKit's `secondarySystemBackground`: four variants, resolved per appearance and contrast.
    public static let secondarySystemBackground = SymbolColor(storage: .system("secondarySystemBackground"))
    /// UIKit's `tertiarySystemBackground`: resolved per appearance, contrast and interface level.
    public static let tertiarySystemBackground = SymbolColor(storage: .system("tertiarySystemBackground"))
    /// UIKit's `systemGroupedBackground`: resolved per appearance, contrast and interface level.
    public static let systemGroupedBackground = SymbolColor(storage: .system("systemGroupedBackground"))
    /// UIKit's `secondarySystemGroupedBackground`: resolved per appearance, contrast and interface level.
    public static let secondarySystemGroupedBackground = SymbolColor(storage: .system("secondarySystemGroupedBackground"))
    /// UIKit's `tertiarySystemGroupedBackground`: resolved per appearance, contrast and interface level.
    public static let tertiarySystemGroupedBackground = SymbolColor(storage: .system("tertiarySystemGroupedBackground"))
    /// The tint color (`tintColor`): resolves to the configuration's tint, systemBlue by default.
    public static let tintColor = SymbolColor(storage: .system("tintColor"))
    /// Fully transparent.
    public static let clear = SymbolColor(RGBAColor.clear)
}
