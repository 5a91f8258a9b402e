import SVGPath

/// The nine weights of a symbol, matching the San Francisco font's weights.
public enum SymbolWeight: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case ultralight = 1, thin, light, regular, medium, semibold, bold, heavy, black

    /// The name used in template slot ids (`Ultralight`, `Regular`, …).
    public var templateName: String {
        switch self {
        case .ultralight: return "Ultralight"
        case .thin: return "Thin"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "Semibold"
        case .bold: return "Bold"
        case .heavy: return "Heavy"
        case .black: return "Black"
        }
    }

    /// The continuous weight (the `UIFont.Weight`/`NSFontWeight` value) that the interpolation table is keyed by.
    public var continuousValue: Double {
        switch self {
        case .ultralight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }

    /// Parses a weight name as users and templates spell it (`bold`, `Bold`, `ultraLight`, `ultra-light`).
    public init?(name: String) {
        let key = String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        guard let match = Self.allCases.first(where: { $0.templateName.lowercased() == key }) else { return nil }
        self = match
    }

    /// The lowercase name (`ultralight`, `bold`).
    public var description: String { templateName.lowercased() }

    /// Orders weights from lightest to heaviest.
    public static func < (a: SymbolWeight, b: SymbolWeight) -> Bool { a.rawValue < b.rawValue }
}

extension SymbolWeight {
    /// The continuous weights symbols are drawn at, ultralight's −0.8 to black's 0.62: the one statement of the
    /// range, which validation, the command line and manifests read.
    public static let continuousRange: ClosedRange<Double> = ultralight.continuousValue...black.continuousValue

    /// A weight as people give it: one of the nine names, or a continuous value.
    public enum Setting: Sendable, Hashable {
        /// A named weight.
        case named(SymbolWeight)
        /// A continuous weight (in ``SymbolWeight/continuousRange`` to be drawn).
        case continuous(Double)

        /// Reads a weight name (`bold`, `ultra-light`) or a number (`0.3`); nil for anything else. The number's
        /// range is the configuration's to check.
        public init?(parsing text: String) {
            if let named = SymbolWeight(name: text) {
                self = .named(named)
            } else if let value = NumberScanner.parse(text) {
                self = .continuous(value)
            } else {
                return nil
            }
        }
    }

    /// What a weight may be, for error messages: the names, or a number in the range.
    package static var expected: String {
        "\(allCases.map(\.description).joined(separator: ", ")) or a number in \(continuousRange.lowerBound)…\(continuousRange.upperBound)"
    }
}

/// The three symbol scales relative to the text they accompany.
public enum SymbolScale: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case small = 1, medium, large

    /// The letter used in template ids (`S`, `M`, `L`).
    public var templateLetter: String {
        switch self {
        case .small: return "S"
        case .medium: return "M"
        case .large: return "L"
        }
    }

    /// The continuous size relative to Small that the interpolation table is keyed by:
    /// Small 1, Medium 1/0.783 ≈ 1.276, Large 1.29/0.783 ≈ 1.647 (Documentation/SymbolFormat.md §1.6).
    public var continuousSize: Double {
        switch self {
        case .small: return 1
        case .medium: return 1.276
        case .large: return 1.647
        }
    }

    /// Parses `small`/`medium`/`large` or `S`/`M`/`L`.
    public init?(name: String) {
        switch name.lowercased() {
        case "small", "s": self = .small
        case "medium", "m", "default": self = .medium
        case "large", "l": self = .large
        default: return nil
        }
    }

    /// The lowercase name.
    public var description: String {
        switch self {
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        }
    }

    /// Orders scales from small to large.
    public static func < (a: SymbolScale, b: SymbolScale) -> Bool { a.rawValue < b.rawValue }
}

/// A template slot: one weight at one scale, spelled `Regular-S` in templates.
package struct TemplateSlotID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight.
    package var weight: SymbolWeight
    /// The scale.
    package var scale: SymbolScale

    /// Creates a slot id.
    package init(_ weight: SymbolWeight, _ scale: SymbolScale) {
        self.weight = weight
        self.scale = scale
    }

    /// Parses a template id such as `Black-L`.
    package init?(templateID: String) {
        guard let dash = templateID.lastIndex(of: "-"),
              let weight = SymbolWeight.allCases.first(where: { $0.templateName == templateID[..<dash] }),
              let scale = SymbolScale.allCases.first(where: { $0.templateLetter == templateID[templateID.index(after: dash)...] })
        else { return nil }
        self.init(weight, scale)
    }

    /// All 27 slots, scale-major (S row first), weights light to heavy.
    package static let all: [TemplateSlotID] = SymbolScale.allCases.flatMap { s in SymbolWeight.allCases.map { TemplateSlotID($0, s) } }

    /// The three small masters that variable templates interpolate from.
    package static let masters: [TemplateSlotID] = [.init(.ultralight, .small), .init(.regular, .small), .init(.black, .small)]

    /// `Regular-S`.
    package var description: String { weight.templateName + "-" + scale.templateLetter }

    /// Orders by scale, then weight.
    package static func < (a: TemplateSlotID, b: TemplateSlotID) -> Bool {
        (a.scale, a.weight) < (b.scale, b.weight)
    }
}
