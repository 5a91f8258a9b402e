/// Polylines that approximate a path within a tolerance.
extension VectorPath {
    /// One polyline per subpath. Curves are subdivided until each piece deviates from its chord by at most
    /// `tolerance`; a closed subpath ends with its start point.
    public func flattened(tolerance: Double = 0.1) -> [[Point]] {
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
                Self.flattenCubic(current, c1, c2, p, tolerance, into: &polyline, depth: 0)
                current = p
            case .cubic(let c1, let c2, let p):
                if polyline.isEmpty { polyline = [current] }
                Self.flattenCubic(current, c1, c2, p, tolerance, into: &polyline, depth: 0)
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
                                     into out: inout [Point], depth: Int) {
        // Flat enough when both controls lie within tolerance of the chord.
        let d1 = distanceToSegment(c1, p0, p3), d2 = distanceToSegment(c2, p0, p3)
        if max(d1, d2) <= tolerance || depth >= 16 {
            out.append(p3)
            return
        }
        let p01 = p0.interpolated(to: c1, by: 0.5), p12 = c1.interpolated(to: c2, by: 0.5), p23 = c2.interpolated(to: p3, by: 0.5)
        let p012 = p01.interpolated(to: p12, by: 0.5), p123 = p12.interpolated(to: p23, by: 0.5)
        let mid = p012.interpolated(to: p123, by: 0.5)
        flattenCubic(p0, p01, p012, mid, tolerance, into: &out, depth: depth + 1)
        flattenCubic(mid, p123, p23, p3, tolerance, into: &out, depth: depth + 1)
    }

    private static func distanceToSegment(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a
        let lengthSquared = ab.x * ab.x + ab.y * ab.y
        guard lengthSquared > 0 else { return p.distance(to: a) }
        let t = min(1, max(0, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / lengthSquared))
        return p.distance(to: a + ab * t)
    }
}
