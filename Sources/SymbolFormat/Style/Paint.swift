/// The value of an SVG `fill` or `stroke` property.
package enum Paint: Sendable, Hashable {
    /// `none`: nothing is painted.
    case none
    /// A solid color.
    case color(RGBAColor)
    /// `currentColor`: the element's `color` property (for symbols, the tint chosen at render time).
    case currentColor
    /// `url(#id)`: a paint server (gradient or pattern) by element id, without the `#`.
    ///
    /// A reference that is not a same-document fragment (`url(other.svg#id)`) keeps the whole
    /// URL text, which will not match any element id. Any fallback written after the URL is
    /// available from ``ColorParser/parsePaintWithFallback(_:)``.
    case reference(String)
}
