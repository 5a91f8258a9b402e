extension OutlineOffset {
    /// How an offset moves the corners of an outline. The importer's weights policy (`WeightPolicy` in
    /// SymbolImport) holds the tuning it moves filled outlines with; ``standard`` is that tuning.
    package struct Tuning: Sendable, Hashable {
        /// How far a corner goes along its bisector, in multiples of the distance, before it is bevelled.
        package var miterLimit: Double

        /// How near (in the outline's units: design units, a hundredth of the cap band) another contour must come
        /// to a sharp corner for the corner to be a junction: artwork cut into pieces parted by hairlines (a cube's
        /// three faces, a logo sliced by thin gaps), whose union has no corner there.
        package var junctionReach: Double

        /// How far a junction's corner goes moving heavier, in multiples of the distance, along its bisector: about
        /// as far as the grown union's own corner there. To the bevel's middle instead it would barely move while the
        /// pieces beside it grow, and leave a notch that the growing pieces close into a pinhole.
        package var junctionMiter: Double

        /// The most contours looked at and point-to-edge distances measured per outline while looking for
        /// junctions: the search is quadratic in the worst case (thousands of slivers), and past this the corners
        /// left get plain miters. An icon uses a few thousand.
        package var junctionBudget: Int

        /// How far a ``Prepared/Corner`` goes along its bisector, at most, per unit of distance: to where its edges
        /// meet for corners down to about 7°. (Sharper ones stop there: their point would run past its neighbours,
        /// and the turned segments collapse anyway.)
        package var crossingMiterLimit: Double

        /// A tuning; every value not given is ``standard``'s.
        package init(miterLimit: Double = 4, junctionReach: Double = 1.0, junctionMiter: Double = 1.2,
                     junctionBudget: Int = 2_000_000, crossingMiterLimit: Double = 16.0) {
            self.miterLimit = miterLimit
            self.junctionReach = junctionReach
            self.junctionMiter = junctionMiter
            self.junctionBudget = junctionBudget
            self.crossingMiterLimit = crossingMiterLimit
        }

        /// The tuning filled icons are moved with.
        package static let standard = Tuning()
    }
}

extension OutlineOffset.Prepared {
    /// One contour of a prepared outline: its elements and points, each point's move per unit of heavier
    /// (outward) and lighter (inward) distance (none for a contour that stays where it is: buried in an overlap,
    /// or a single point), and its sharp corners that go in past the miter limit (``Corner``,
    /// ``OutlineOffset/crossingCorners(_:_:side:tuning:)``).
    struct Contour: Sendable {
        var elements: [PathElement]
        var points: [Point]
        var heavier: [Point] = []
        var lighter: [Point] = []
        var corners: [Corner] = []
    }
}
