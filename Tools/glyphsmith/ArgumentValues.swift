import ArgumentParser
import Symbols

// Closed sets of option values as enums: help lists them, shells complete them, and every option matches the same
// way (letter case, `-` and `_` ignored), so `--mode Hierarchical` and `--text-style large-title` both work.

/// `text` folded for matching: lowercase, without `-`, `_` and spaces.
private func folded(_ text: String) -> String {
    String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
}

extension RenderingMode: ExpressibleByArgument {
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { folded($0.rawValue) == folded(argument) }) else { return nil }
        self = match
    }
}

extension Appearance: ExpressibleByArgument {
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { folded($0.rawValue) == folded(argument) }) else { return nil }
        self = match
    }
}

extension Contrast: ExpressibleByArgument {
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { folded($0.rawValue) == folded(argument) }) else { return nil }
        self = match
    }
}

extension InterfaceLevel: ExpressibleByArgument {
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { folded($0.rawValue) == folded(argument) }) else { return nil }
        self = match
    }
}

extension OutputColorSpace: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }
}

extension SystemColorPalette: ExpressibleByArgument {
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { folded($0.rawValue) == folded(argument) }) else { return nil }
        self = match
    }
}

extension CanvasPolicy: ExpressibleByArgument {
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { folded($0.rawValue) == folded(argument) }) else { return nil }
        self = match
    }

    public var defaultValueDescription: String { self == .textLine ? "text-line" : rawValue }
    public static var allValueStrings: [String] { ["tight", "text-line"] }
}

extension SymbolScale: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.description) }
}

extension TextStyle: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.shortName) }
}

extension SymbolWeight: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.description) }
}

extension ContentMode: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension ContentPosition: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension LayoutDirection: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension LanguageDirection: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension ImageSlice.Mode: ExpressibleByArgument {}

extension ImageSlice.Center: ExpressibleByArgument {}
