/// Polylines that approximate a path within a tolerance.
extension VectorPath {
    /// One polyline per subpath. Curves are subdivided until each piece deviates from its chord by at most
    /// `tolerance`; a closed subpath ends with its start point.
    public func flattened(tolerance: Double = 0.1) -> [[Point]] {
        flattened(tolerance: tolerance, reading: nil)
    }

    /// ``flattened(tolerance:)`` for a reader that looks only inside `area` (a coverage grid's cells): a curve, or a
    /// piece of one, whose control points all lie beyond one side of `area` becomes its chord. Every point of `area`
    /// then lies outside the piece's convex hull, where the chord winds around it exactly as the curve does, so what
    /// `area` shows is unchanged; and the pieces stay few however far the artwork reaches (a control point at 1e300,
    /// whose distances overflow, was cut to the subdivision limit: 65,536 points a curve, for every grid it met).
    package func flattened(tolerance: Double, within area: Rect) -> [[Point]] {
        flattened(tolerance: tolerance, reading: area)
    }

    private func flattened(tolerance: Double, reading area: Rect?) -> [[Point]] {
        let tolerance = max(tolerance, 1e-6)
        var result: [[Point]] = []
        var polyline: [Point] = []
        var current = Point.zero
        var start = Point.zero
        func finish() {
            if !polyline.isEmpty { result.append(polyline) }
            polyline = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                polyline = [p]; current = p; start = p
            case .line(let p):
                if polyline.isEmpty { polyline = [current] }
                polyline.append(p); current = p
            case .quad(let c, let p):
                if polyline.isEmpty { polyline = [current] }
                let c1 = current + (c - current) * (2.0 / 3.0), c2 = p + (c - p) * (2.0 / 3.0)
                Self.flattenCubic(current, c1, c2, p, tolerance, area, into: &polyline, depth: 0)
                current = p
            case .cubic(let c1, let c2, let p):
                if polyline.isEmpty { polyline = [current] }
                Self.flattenCubic(current, c1, c2, p, tolerance, area, into: &polyline, depth: 0)
                current = p
            case .close:
                if polyline.isEmpty { polyline = [current] }
                if polyline.last != start { polyline.append(start) }
                finish()
                current = start
            }
        }
        finish()
        return result
    }

    private static func flattenCubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ tolerance: Double,
                                     _ area: Rect?, into out: inout [Point], depth: Int) {
        // Flat enough when both controls lie within tolerance of the chord.
        let d1 = distanceToSegment(c1, p0, p3), d2 = distanceToSegment(c2, p0, p3)
        if max(d1, d2) <= tolerance || depth >= 16 || overflowedFlat(p0, c1, c2, p3, tolerance, max(d1, d2)) {
            out.append(p3)
            return
        }
        if let area {
            // Wholly beyond a side of the area read, or so far out that its sums overflow (halving it would only spread
            // infinities): the chord.
            let xs = (min(p0.x, c1.x, c2.x, p3.x), max(p0.x, c1.x, c2.x, p3.x))
            let ys = (min(p0.y, c1.y, c2.y, p3.y), max(p0.y, c1.y, c2.y, p3.y))
            if xs.1 < area.minX || xs.0 > area.maxX || ys.1 < area.minY || ys.0 > area.maxY
                || !(p0.x + c1.x + c2.x + p3.x + p0.y + c1.y + c2.y + p3.y).isFinite {
                out.append(p3)
                return
            }
        }
        let p01 = p0.interpolated(to: c1, by: 0.5), p12 = c1.interpolated(to: c2, by: 0.5), p23 = c2.interpolated(to: p3, by: 0.5)
        let p012 = p01.interpolated(to: p12, by: 0.5), p123 = p12.interpolated(to: p23, by: 0.5)
        let mid = p012.interpolated(to: p123, by: 0.5)
        flattenCubic(p0, p01, p012, mid, tolerance, area, into: &out, depth: depth + 1)
        flattenCubic(mid, p123, p23, p3, tolerance, area, into: &out, depth: depth + 1)
    }

    /// Whether a piece whose distances overflowed (`deviation` is not finite: squares of coordinates past 1e154)
    /// is flat after all, measured on its points scaled down by a power of two (exactly); a piece with a coordinate
    /// that is not finite is taken as flat, its chord. Halving a piece whose distances overflow never makes them
    /// finite, so without this it was cut to the subdivision limit whatever its shape.
    private static func overflowedFlat(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ tolerance: Double,
                                       _ deviation: Double) -> Bool {
        guard !deviation.isFinite else { return false }
        let largest = [p0.x, p0.y, c1.x, c1.y, c2.x, c2.y, p3.x, p3.y].reduce(0) { max($0, abs($1)) }
        guard largest.isFinite, largest > 0 else { return true }
        let s = Double(sign: .plus, exponent: -largest.exponent, significand: 1)
        let q0 = Point(x: p0.x * s, y: p0.y * s), q3 = Point(x: p3.x * s, y: p3.y * s)
        let scaled = max(distanceToSegment(Point(x: c1.x * s, y: c1.y * s), q0, q3), distanceToSegment(Point(x: c2.x * s, y: c2.y * s), q0, q3))
        return scaled <= tolerance * s
    }

    private static func distanceToSegment(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a
        let lengthSquared = ab.x * ab.x + ab.y * ab.y
        guard lengthSquared > 0 else { return p.distance(to: a) }
        let t = min(1, max(0, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / lengthSquared))
        return p.distance(to: a + ab * t)
    }
}
