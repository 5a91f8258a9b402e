extension OutlineOffset.Prepared {
    /// A sharp corner whose moved edges cross, moved to where they meet rather than by the miter limit: a
    /// counter's tip as the ink around it grows, a star's point as it thins. Stopped at the limit, the corner would
    /// taper on past where its edges meet, as a sliver that a render breaks into beads (the slit between an
    /// envelope's flap and the slash across it). It goes that far only within `reach` of where it was: farther than
    /// its nearest neighbour on the outline, the edges' meeting point says nothing of the offset there (a cusp
    /// beside a segment a tenth of a unit long), and the limit stands.
    struct Corner: Sendable {
        var index: Int
        /// Outward (bolder) or inward.
        var bolder: Bool
        /// The move per unit of distance to where the moved edges meet (at most
        /// ``OutlineOffset/crossingMiterLimit`` long).
        var unit: Point
        /// The distance to the nearest distinct on-curve point before or after it.
        var reach: Double

        /// Where the corner at `point` goes for a move of `length`, when that is past `limit` along its bisector:
        /// where its edges meet, up to its reach.
        func moved(_ point: Point, by length: Double, limit: Double) -> Point? {
            guard reach > limit * length else { return nil }
            let full = unit.length * length
            return point + unit * (min(full, reach) / full * length)
        }
    }
}

extension OutlineOffset {
    /// How far a ``Prepared/Corner`` goes along its bisector, at most, per unit of distance: to where its edges
    /// meet for corners down to about 7°. (Sharper ones stop there: their point would run past its neighbours, and
    /// the turned segments collapse anyway.)
    static let crossingMiterLimit = 16.0

    /// The on-curve points of a contour (`elements`, whose points are `points`, outside on `side`) whose moved edges
    /// cross past `miterLimit`, moving outward or inward, but for the `except`ed ones (junctions, which have their
    /// own short miter). Control points are left out: their neighbours only shape a curve.
    static func crossingCorners(_ elements: [PathElement], _ points: [Point], side: Double, miterLimit: Double,
                                except: Set<Int>) -> [Prepared.Corner] {
        var anchors: [Int] = []
        var end = -1
        for element in elements where !element.points.isEmpty {
            end += element.points.count
            anchors.append(end)
        }
        let count = anchors.count
        var corners: [Prepared.Corner] = []
        for (a, index) in anchors.enumerated() where !except.contains(index) {
            func nearest(_ direction: Int) -> Double? {
                for step in 1..<max(count, 1) {
                    let d = (points[anchors[(a + direction * step + count) % count]] - points[index]).length
                    if d > 1e-9 { return d }
                }
                return nil
            }
            for bolder in [true, false] {
                guard let unit = crossingMove(at: index, in: points, by: bolder ? side : -side, miterLimit: miterLimit),
                      let before = nearest(-1), let after = nearest(1) else { continue }
                corners.append(Prepared.Corner(index: index, bolder: bolder, unit: unit, reach: min(before, after)))
            }
        }
        return corners
    }

    /// The move per unit of `distance` (signed by the side) of `points[index]` to where its moved edges meet, if
    /// they cross there (the corner points against the move) and that is past `miterLimit`; up to
    /// ``crossingMiterLimit``.
    static func crossingMove(at index: Int, in points: [Point], by distance: Double, miterLimit: Double) -> Point? {
        let (incoming, outgoing) = directions(at: index, in: points)
        guard let a = incoming, let b = outgoing else { return nil }
        let sum = Stroker.rot90(a) + Stroker.rot90(b)
        let length = sum.length
        let crossing = (b.x * Stroker.rot90(a).x + b.y * Stroker.rot90(a).y) * distance > 0
        guard crossing, length > 1e-12 else { return nil }
        // 1 / cos(half the turn) is the miter's length, as in ``shift(at:in:by:miterLimit:bevelling:)``.
        let miter = length / max(1 + (a.x * b.x + a.y * b.y), 1e-12)
        guard miter > miterLimit else { return nil }
        return sum * (min(miter, crossingMiterLimit) / length * distance)
    }
}
