/// Dynamic Type text styles: a symbol configured with one takes the style's point size and weight.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    /// iOS 17's extra-large titles.
    case extraLargeTitle, extraLargeTitle2

    /// The weight the style's font uses (Documentation/SymbolFormat.md §5.4).
    public var weight: SymbolWeight {
        switch self {
        case .headline: return .semibold
        case .extraLargeTitle, .extraLargeTitle2: return .bold
        default: return .regular
        }
    }

    /// The point size at a content size category.
    ///
    /// The Large column is the HIG table of §5.4 [V]; the other categories are the HIG's iOS table as we
    /// transcribed it [I] (its body row matches §5.4's list). The extra-large titles exist at Large only and are
    /// scaled with the title1 ratio in other categories (our decision).
    public func pointSize(_ category: ContentSizeCategory = .large) -> Double {
        let column = category.rawValue
        switch self {
        case .extraLargeTitle: return (36 * Self.rows[.title1]![column] / 28).rounded()
        case .extraLargeTitle2: return (28 * Self.rows[.title1]![column] / 28).rounded()
        default: return Self.rows[self]![column]
        }
    }

    /// Columns: xS, S, M, L, xL, xxL, xxxL, AX1…AX5.
    private static let rows: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Parses `title1`, `title-1`, `largeTitle`, `large-title`, `caption` (= caption1).
    public init?(name: String) {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
        if key == "caption" { self = .caption1; return }
        if key == "subhead" { self = .subheadline; return }
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = match
    }
}

/// The user's preferred text size (UIContentSizeCategory), smallest to largest.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Short names as the CLI accepts them: `xs s m l xl xxl xxxl ax1 … ax5`.
    public var shortName: String {
        ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][rawValue]
    }

    /// Parses a short name (`xl`, `ax2`) or a full name (`extraLarge`).
    public init?(name: String) {
        let key = name.lowercased()
        if let match = Self.allCases.first(where: { $0.shortName == key || "\($0)".lowercased() == key }) {
            self = match
        } else {
            return nil
        }
    }
}
