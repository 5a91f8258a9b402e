/// The system colors by name, with their four variants and, for the background colors, their elevated dark
/// variants (Documentation/SymbolFormat.md §6, Documentation/Colors.md §1).
///
/// `iOS13to18` is the default; `iOS26` uses a third-party transcription of the iOS 26 values where it has them
/// and the iOS 13–18 values elsewhere (grays, labels, fills, backgrounds), since no authoritative table was found.
/// Each table is data about one release (``release``): values drift between releases (the grouped background
/// was 239 239 244 in iOS 12), so a new release gets a new case rather than edited numbers.
public enum SystemColorPalette: String, Sendable, Hashable, CaseIterable {
    case iOS13to18 = "ios13"
    case iOS26 = "ios26"

    /// The release the table describes and where its values come from.
    public var release: String {
        switch self {
        case .iOS13to18:
            return "iOS 13–18 (UIKit; transcribed by Flutter's cupertino/colors.dart @ 028212b, not published by Apple)"
        case .iOS26:
            return "iOS 26 tints (third-party transcription), iOS 13–18 elsewhere"
        }
    }

    /// The names of the system background colors, which have elevated dark variants.
    public static let backgroundNames = [
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
    ]

    /// The four variants of a named system color (`systemBlue`, `systemBlueColor`, `label`, `labelColor`), or nil.
    public func variants(named rawName: String) -> DynamicColor? {
        var name = rawName
        if name.hasSuffix("Color") && name.count > 5 { name.removeLast(5) }
        if self == .iOS26, let entry = Self.iOS26Table[name] { return entry }
        return Self.baseTable[name]
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBAColor {
        RGBAColor(red8: r, green8: g, blue8: b, alpha: a)
    }

    private static func four(_ l: (Int, Int, Int), _ d: (Int, Int, Int), _ hl: (Int, Int, Int), _ hd: (Int, Int, Int)) -> DynamicColor {
        DynamicColor(light: rgb(l.0, l.1, l.2), dark: rgb(d.0, d.1, d.2), highContrastLight: rgb(hl.0, hl.1, hl.2), highContrastDark: rgb(hd.0, hd.1, hd.2))
    }

    private static func background(_ l: (Int, Int, Int), _ d: (Int, Int, Int), _ de: (Int, Int, Int), _ hl: (Int, Int, Int),
                                   _ hd: (Int, Int, Int), _ hde: (Int, Int, Int)) -> DynamicColor {
        var color = four(l, d, hl, hd)
        color.elevatedDark = rgb(de.0, de.1, de.2)
        color.elevatedHighContrastDark = rgb(hde.0, hde.1, hde.2)
        return color
    }

    private static func label(_ light: Double, _ dark: Double, _ hcLight: Double, _ hcDark: Double) -> DynamicColor {
        DynamicColor(light: rgb(60, 60, 67, light), dark: rgb(235, 235, 245, dark),
                     highContrastLight: rgb(60, 60, 67, hcLight), highContrastDark: rgb(235, 235, 245, hcDark))
    }

    static let baseTable: [String: DynamicColor] = [
        "systemRed": four((255, 59, 48), (255, 69, 58), (215, 0, 21), (255, 105, 97)),
        "systemOrange": four((255, 149, 0), (255, 159, 10), (201, 52, 0), (255, 179, 64)),
        // HC light: the HIG transcriptions' 178,80,0 (Flutter's older table has 160,90,0).
        "systemYellow": four((255, 204, 0), (255, 214, 10), (178, 80, 0), (255, 212, 38)),
        "systemGreen": four((52, 199, 89), (48, 209, 88), (36, 138, 61), (48, 219, 91)),
        "systemMint": four((0, 199, 190), (99, 230, 226), (12, 129, 123), (102, 212, 207)),
        "systemTeal": four((48, 176, 199), (64, 200, 224), (0, 130, 153), (93, 230, 255)),
        "systemCyan": four((50, 173, 230), (100, 210, 255), (0, 113, 164), (112, 215, 255)),
        "systemBlue": four((0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255)),
        "systemIndigo": four((88, 86, 214), (94, 92, 230), (54, 52, 163), (125, 122, 255)),
        "systemPurple": four((175, 82, 222), (191, 90, 242), (137, 68, 171), (218, 143, 255)),
        "systemPink": four((255, 45, 85), (255, 55, 95), (211, 15, 69), (255, 100, 130)),
        "systemBrown": four((162, 132, 94), (172, 142, 104), (127, 101, 69), (181, 148, 105)),
        "systemGray": four((142, 142, 147), (142, 142, 147), (108, 108, 112), (174, 174, 178)),
        "systemGray2": four((174, 174, 178), (99, 99, 102), (142, 142, 147), (124, 124, 128)),
        "systemGray3": four((199, 199, 204), (72, 72, 74), (174, 174, 178), (84, 84, 86)),
        "systemGray4": four((209, 209, 214), (58, 58, 60), (188, 188, 192), (68, 68, 70)),
        "systemGray5": four((229, 229, 234), (44, 44, 46), (216, 216, 220), (54, 54, 56)),
        "systemGray6": four((242, 242, 247), (28, 28, 30), (235, 235, 240), (36, 36, 38)),
        "label": DynamicColor(light: rgb(0, 0, 0), dark: rgb(255, 255, 255), highContrastLight: rgb(0, 0, 0), highContrastDark: rgb(255, 255, 255)),
        "secondaryLabel": label(153.0 / 255, 0.6, 173.0 / 255, 0.68),
        "tertiaryLabel": label(76.0 / 255, 0.3, 96.0 / 255, 0.38),
        "quaternaryLabel": DynamicColor(light: rgb(60, 60, 67, 45.0 / 255), dark: rgb(235, 235, 245, 40.0 / 255),
                                        highContrastLight: rgb(60, 60, 67, 66.0 / 255), highContrastDark: rgb(235, 235, 245, 61.0 / 255)),
        "systemFill": DynamicColor(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36),
                                   highContrastLight: rgb(120, 120, 128, 71.0 / 255), highContrastDark: rgb(120, 120, 128, 112.0 / 255)),
        // Backgrounds: light, dark base, dark elevated, light HC, dark HC base, dark HC elevated (Flutter's
        // CupertinoColors @ 028212b, catalog-features.md §3.3). Light elevated equals light base.
        "systemBackground": background((255, 255, 255), (0, 0, 0), (28, 28, 30), (255, 255, 255), (0, 0, 0), (36, 36, 38)),
        "secondarySystemBackground": background((242, 242, 247), (28, 28, 30), (44, 44, 46), (235, 235, 240), (36, 36, 38), (54, 54, 56)),
        "tertiarySystemBackground": background((255, 255, 255), (44, 44, 46), (58, 58, 60), (255, 255, 255), (54, 54, 56), (68, 68, 70)),
        "systemGroupedBackground": background((242, 242, 247), (0, 0, 0), (28, 28, 30), (235, 235, 240), (0, 0, 0), (36, 36, 38)),
        "secondarySystemGroupedBackground": background((255, 255, 255), (28, 28, 30), (44, 44, 46), (255, 255, 255), (36, 36, 38), (54, 54, 56)),
        "tertiarySystemGroupedBackground": background((242, 242, 247), (44, 44, 46), (58, 58, 60), (235, 235, 240), (54, 54, 56), (68, 68, 70)),
        "white": DynamicColor(fixed: rgb(255, 255, 255)),
        "black": DynamicColor(fixed: rgb(0, 0, 0)),
        "clear": DynamicColor(fixed: .clear),
    ]

    static let iOS26Table: [String: DynamicColor] = [
        "systemRed": four((255, 56, 60), (255, 66, 69), (233, 21, 45), (255, 97, 101)),
        "systemOrange": four((255, 141, 40), (255, 146, 48), (197, 83, 0), (255, 160, 86)),
        "systemYellow": four((255, 204, 0), (255, 214, 0), (161, 106, 0), (254, 223, 67)),
        "systemGreen": four((52, 199, 89), (48, 209, 88), (0, 137, 50), (74, 217, 104)),
        "systemMint": four((0, 200, 179), (0, 218, 195), (0, 133, 117), (84, 223, 203)),
        "systemTeal": four((0, 195, 208), (0, 210, 224), (0, 129, 152), (59, 221, 236)),
        "systemCyan": four((0, 192, 232), (60, 211, 254), (0, 126, 174), (109, 217, 255)),
        "systemBlue": four((0, 136, 255), (0, 145, 255), (30, 110, 244), (92, 184, 255)),
        "systemIndigo": four((97, 85, 245), (107, 93, 255), (86, 74, 222), (167, 170, 255)),
        "systemPurple": four((203, 48, 224), (219, 52, 242), (176, 47, 194), (234, 141, 255)),
        "systemPink": four((255, 45, 85), (255, 55, 95), (231, 18, 77), (255, 138, 196)),
        "systemBrown": four((172, 127, 94), (183, 138, 102), (149, 109, 81), (219, 166, 121)),
    ]
}
