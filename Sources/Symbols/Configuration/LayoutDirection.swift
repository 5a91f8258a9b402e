/// The direction of the layout an image is shown in, as UIKit's `UITraitCollection.layoutDirection` gives it.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right (English, the default).
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew, Persian, Urdu).
    case rightToLeft = "rtl"

    /// Reads `ltr`, `rtl`, `left-to-right`, `right-to-left` or `leftToRight` (any letter case, `-` or `_`).
    public init?(name: String) {
        switch name.lowercased().filter({ $0 != "-" && $0 != "_" }) {
        case "ltr", "lefttoright": self = .leftToRight
        case "rtl", "righttoleft": self = .rightToLeft
        default: return nil
        }
    }
}

/// The direction an image or symbol set is drawn for, as Xcode's *Direction* menu sets it and its
/// `language-direction` key records it (Documentation/ImageViews.md §2).
public enum LanguageDirection: String, Sendable, Hashable, CaseIterable {
    /// The same in every layout: no `language-direction` key (Xcode's *Fixed*).
    case fixed
    /// Drawn for left-to-right layouts and mirrored by the system in right-to-left ones (*Left to Right, Mirrors*).
    case leftToRight = "left-to-right"
    /// Drawn for right-to-left layouts and mirrored in left-to-right ones (*Right to Left, Mirrors*).
    case rightToLeft = "right-to-left"
    /// A drawing for each direction, neither mirrored (*Both*).
    case both

    /// Reads the raw values, and `mirrors` as `left-to-right` (art drawn for left-to-right that mirrors, the
    /// common case).
    public init?(name: String) {
        if name == "mirrors" { self = .leftToRight; return }
        guard let direction = Self(rawValue: name) else { return nil }
        self = direction
    }

    /// Whether a drawing of this direction is shown flipped in a layout of `layout` direction.
    public func mirrors(in layout: LayoutDirection) -> Bool {
        switch (self, layout) {
        case (.leftToRight, .rightToLeft), (.rightToLeft, .leftToRight): return true
        default: return false
        }
    }

    /// The names the manifest and the command line accept.
    public static let names = ["fixed", "mirrors", "left-to-right", "right-to-left", "both"]
}
