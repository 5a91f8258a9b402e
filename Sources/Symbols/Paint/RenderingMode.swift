/// How a symbol's layers get their colors (Documentation/SymbolFormat.md §3).
public enum RenderingMode: String, Sendable, Hashable, CaseIterable {
    /// One color for every layer.
    case monochrome
    /// One color; layers fade by hierarchy level.
    case hierarchical
    /// One color per hierarchy level, from a list.
    case palette
    /// The layers' own colors.
    case multicolor
    /// The symbol's preferred mode (monochrome unless it says otherwise).
    case automatic
}

/// A layer's place in the hierarchy.
package enum HierarchyLevel: Int, Sendable, Hashable, CaseIterable, Comparable {
    case primary = 0, secondary, tertiary

    /// Parses a level name; unknown names are primary, as CoreUI treats them.
    package init(name: String) {
        switch name {
        case "secondary": self = .secondary
        case "tertiary": self = .tertiary
        default: self = .primary
        }
    }

    /// Orders levels primary first.
    package static func < (a: HierarchyLevel, b: HierarchyLevel) -> Bool { a.rawValue < b.rawValue }
}

/// The rules that turn a level into a color, stated once.
package enum LayerColorRules {
    /// UIKit's hierarchical alpha for a level (§3.2): 1, 0.5, and 0.25 for tertiary — except 0.3 for systemYellow in
    /// light mode and 0.2 for systemRed or systemPink in dark mode. High contrast uses the same multipliers (the
    /// sources say nothing else; our decision).
    package static func hierarchicalOpacity(_ level: HierarchyLevel, baseSystemName: String?, appearance: Appearance) -> Double {
        switch level {
        case .primary: return 1
        case .secondary: return 0.5
        case .tertiary:
            if appearance == .light && baseSystemName == "systemYellow" { return 0.3 }
            if appearance == .dark && (baseSystemName == "systemRed" || baseSystemName == "systemPink") { return 0.2 }
            return 0.25
        }
    }

    /// Palette color for a level: `colors[min(level, count − 1)]` (§3.3); nil without colors.
    package static func paletteColor(_ level: HierarchyLevel, colors: [SymbolColor]) -> SymbolColor? {
        guard !colors.isEmpty else { return nil }
        return colors[min(level.rawValue, colors.count - 1)]
    }

    /// Whether a variable layer with threshold `t` is on at value `v` (§4): t ≤ v when t > 0, t < v when t ≤ 0; no value
    /// or no threshold → on.
    package static func isActive(threshold: Double?, value: Double?) -> Bool {
        guard let threshold, let value else { return true }
        return threshold > 0 ? threshold <= value : threshold < value
    }

    /// The alpha factor of an inactive variable layer in monochrome, multicolor and palette modes.
    package static let inactiveOpacity = 0.3
}
