/// The value of `fill` or `stroke`.
public enum Paint: Sendable, Hashable {
    /// Nothing is painted.
    case none
    /// A color.
    case color(RGBAColor)
    /// The `color` property's value.
    case currentColor
    /// A paint server (`url(#id)`), by id.
    case reference(String)
}
