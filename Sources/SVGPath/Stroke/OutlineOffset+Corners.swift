extension OutlineOffset.Prepared {
    /// A sharp corner between two straight edges that the move runs against (a counter's tip as the ink around it
    /// grows, a star's point as it thins), moved to where its moved edges meet rather than by the miter limit.
    /// Stopped at the limit, the corner would taper on past where its edges meet, as a sliver that a render breaks
    /// into beads (the slit between an envelope's flap and the slash across it). It goes no farther than `reach`,
    /// the length of its shorter edge (past it the edges' meeting point says nothing of the offset: a cusp beside a
    /// segment a tenth of a unit long), and never less than the limit. Curved sides are left to the limit: their
    /// tangents meet farther out than the curves do.
    struct Corner: Sendable {
        var index: Int
        /// Whether the corner crosses as the outline moves heavier (outward) or lighter (inward): never both.
        var heavier: Bool
        /// The move per unit of distance to where the moved edges meet (at most ``OutlineOffset/Tuning/crossingMiterLimit``
        /// long, or the miter limit where that is longer).
        var unit: Point
        /// The length of the corner's shorter edge.
        var reach: Double

        /// Where the corner at `point` goes for a move of `length`, when that is past `limit` along its bisector:
        /// where its edges meet, up to its reach. Nil where the limit stands.
        func moved(_ point: Point, by length: Double, limit: Double) -> Point? {
            guard reach > limit * length else { return nil }
            let full = unit.length * length
            return point + unit * (min(full, reach) / full * length)
        }
    }
}

extension OutlineOffset {
    /// The corners of a contour (`elements`, whose points are `points`, outside on `side`) whose straight edges
    /// cross past the tuning's miter limit when the contour moves outward or inward. A corner is an on-curve point whose
    /// nearest distinct points on either side are on-curve points too, so that both its edges are straight.
    static func crossingCorners(_ elements: [PathElement], _ points: [Point], side: Double, tuning: Tuning) -> [Prepared.Corner] {
        let miterLimit = tuning.miterLimit
        let anchors = anchorIndices(of: elements)
        var onCurve = [Bool](repeating: false, count: points.count)
        for index in anchors { onCurve[index] = true }
        var corners: [Prepared.Corner] = []
        for index in anchors {
            guard case let (before?, after?) = neighbourIndices(at: index, in: points), onCurve[before], onCurve[after],
                  let a = Stroker.normalized(points[index] - points[before]),
                  let b = Stroker.normalized(points[after] - points[index]) else { continue }
            let (sum, length, miterLength) = miter(a, b)
            let turning = turn(a, b)
            guard turning != 0, length > 1e-12, miterLength > miterLimit else { continue }
            // The edges cross moving by a distance whose sign (heavier: the side's) is the turn's.
            let heavier = turning * side > 0
            let cap = max(miterLimit, tuning.crossingMiterLimit)
            let reach = min((points[index] - points[before]).length, (points[after] - points[index]).length)
            corners.append(Prepared.Corner(index: index, heavier: heavier,
                                           unit: sum * (min(miterLength, cap) / length * (heavier ? side : -side)), reach: reach))
        }
        return corners
    }
}
