/// The geometry of a stroke — width, end shape and corner shape — that the ``Stroker`` turns into an outline.
public struct StrokeGeometry: Sendable, Hashable {
    /// The shape drawn at the two ends of an open subpath.
    public enum Cap: String, Sendable, Hashable, CaseIterable {
        /// The outline stops flat at the end point.
        case butt
        /// A half disc of the stroke's width around the end point.
        case round
        /// The outline continues flat for half the width past the end point.
        case square
    }

    /// The shape drawn on the outer side of a corner.
    public enum Join: Sendable, Hashable {
        /// An arc around the corner point.
        case round
        /// The outer edges meet in a point; corners sharper than `limit` (SVG's `stroke-miterlimit`) are bevelled.
        case miter(limit: Double)
        /// A straight line across the corner.
        case bevel
    }

    /// The full width of the stroke (half of it on each side of the centerline).
    public var width: Double
    /// The end shape of open subpaths.
    public var cap: Cap
    /// The corner shape.
    public var join: Join

    /// Creates a stroke style. Round caps and joins are what symbols use.
    public init(width: Double, cap: Cap = .round, join: Join = .round) {
        self.width = width
        self.cap = cap
        self.join = join
    }
}
