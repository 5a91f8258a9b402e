/// The color space a render's pixels are encoded in (Documentation/Colors.md §3).
public enum OutputColorSpace: String, Sendable, Hashable, CaseIterable {
    /// sRGB: colors paint as they are; PNGs carry no color chunk (sRGB is what readers assume).
    case sRGB = "srgb"
    /// Display P3: every color is converted to P3 before painting (Cairo does no color management), and PNGs
    /// carry an ICC Display P3 profile (`iCCP`) so that readers know.
    case displayP3 = "display-p3"

    /// The space by its command-line or manifest name: `srgb`, `display-p3` (also `p3`, `displayP3`), any case.
    public init?(name: String) {
        switch name.lowercased().filter({ $0 != "-" && $0 != "_" }) {
        case "srgb": self = .sRGB
        case "displayp3", "p3": self = .displayP3
        default: return nil
        }
    }
}
