/// The appearance combination an entry is for, from its `appearances` array (Documentation/SymbolFormat.md §7.1): an entry
/// without one is the Any variant.
struct AppearanceVariant: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `luminosity`: `light`, `dark` or `tinted`; `nil` for any luminosity.
    var luminosity: String?
    /// `contrast`: `high`; `nil` for any contrast.
    var contrast: String?

    static let any = AppearanceVariant()

    var isAny: Bool { luminosity == nil && contrast == nil }
    var isDark: Bool { luminosity == "dark" }

    /// "Any", "dark", "high contrast", "dark high contrast", as Xcode's attribute inspector names them.
    var description: String {
        switch (luminosity, contrast) {
        case (nil, nil): return "Any"
        case (let luminosity?, nil): return luminosity
        case (nil, let contrast?): return "\(contrast) contrast"
        case (let luminosity?, let contrast?): return "\(luminosity) \(contrast) contrast"
        }
    }

    /// Any first, then by name, so findings come in a stable order.
    static func < (lhs: AppearanceVariant, rhs: AppearanceVariant) -> Bool {
        if lhs.isAny != rhs.isAny { return lhs.isAny }
        return (lhs.luminosity ?? "", lhs.contrast ?? "") < (rhs.luminosity ?? "", rhs.contrast ?? "")
    }
}
