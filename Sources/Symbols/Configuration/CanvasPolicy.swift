/// How big a rendered symbol image is.
public enum CanvasPolicy: String, Sendable, Hashable, CaseIterable {
    /// The artwork's bounds vertically; horizontally margin to margin (and any ink beyond a margin), centred, as
    /// a UIImage symbol's size includes its margins.
    case tight
    /// A text-line box: margin-to-margin wide, and tall enough for the font's line (ascender to descender of
    /// the San Francisco metrics at the point size), so that a row of symbols and text share one baseline.
    case textLine
}
