import CPlatform

extension Stroker {
    /// One subpath of a centerline, with degenerate segments removed.
    struct Subpath {
        var start: Point
        var segments: [Segment]
        var closed: Bool
        /// True when the source had segments, all of zero length (a dot to draw with the cap).
        var hadSegments: Bool

        /// The subpath as path elements again (for open subpaths handed back to `outline`).
        var path: VectorPath {
            var elements: [PathElement] = [.move(to: start)]
            if segments.isEmpty, hadSegments { elements.append(.line(to: start)) }
            elements += segments.map(\.element)
            if closed { elements.append(.close) }
            return VectorPath(elements)
        }

        static func split(_ path: VectorPath) -> [Subpath] {
            var result: [Subpath] = []
            var current: Subpath?
            var point = Point.zero
            func finish() {
                if let c = current { result.append(c) }
                current = nil
            }
            func add(_ segment: Segment) {
                if current == nil { current = Subpath(start: point, segments: [], closed: false, hadSegments: false) }
                current!.hadSegments = true
                if !segment.isDegenerate { current!.segments.append(segment) }
                point = segment.end
            }
            for element in path.elements {
                switch element {
                case .move(let p):
                    finish()
                    point = p
                    current = Subpath(start: p, segments: [], closed: false, hadSegments: false)
                case .line(let p):
                    add(.line(point, p))
                case .quad(let c, let p):
                    // Degree elevation: the same curve as a cubic.
                    add(.cubic(point, point + (c - point) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0), p))
                case .cubic(let c1, let c2, let p):
                    add(.cubic(point, c1, c2, p))
                case .close:
                    guard var c = current else { continue }
                    c.hadSegments = true
                    if point != c.start { c.segments.append(.line(point, c.start)) }
                    if c.segments.last.map({ $0.isDegenerate }) == true { c.segments.removeLast() }
                    c.closed = !c.segments.isEmpty
                    point = c.start
                    result.append(c)
                    current = nil
                }
            }
            finish()
            return result
        }
    }

    /// A centerline segment: a line or a cubic.
    enum Segment {
        case line(Point, Point)
        case cubic(Point, Point, Point, Point)

        var start: Point {
            switch self {
            case .line(let a, _), .cubic(let a, _, _, _): return a
            }
        }

        var end: Point {
            switch self {
            case .line(_, let b), .cubic(_, _, _, let b): return b
            }
        }

        var element: PathElement {
            switch self {
            case .line(_, let b): return .line(to: b)
            case .cubic(_, let c1, let c2, let b): return .cubic(control1: c1, control2: c2, to: b)
            }
        }

        var isDegenerate: Bool {
            switch self {
            case .line(let a, let b): return a.distance(to: b) < 1e-9
            case .cubic(let a, let b, let c, let d):
                return a.distance(to: b) < 1e-9 && a.distance(to: c) < 1e-9 && a.distance(to: d) < 1e-9
            }
        }

        var reversed: Segment {
            switch self {
            case .line(let a, let b): return .line(b, a)
            case .cubic(let a, let b, let c, let d): return .cubic(d, c, b, a)
            }
        }

        static func reversed(_ segments: [Segment]) -> [Segment] { segments.reversed().map(\.reversed) }

        /// Twice the signed area of the polygon through every point (controls included, a close enough measure
        /// of a contour's direction).
        static func signedArea(_ segments: [Segment]) -> Double {
            var points: [Point] = []
            for segment in segments {
                switch segment {
                case .line(let a, _): points.append(a)
                case .cubic(let a, _, _, _):
                    // Points on the curve, not the controls, so that loose handles cannot flip the sign.
                    for i in 0..<8 { points.append(segment.point(at: Double(i) / 8)) }
                    _ = a
                }
            }
            var area = 0.0
            for i in points.indices {
                let p = points[i], q = points[(i + 1) % points.count]
                area += p.x * q.y - q.x * p.y
            }
            return area
        }

        func point(at t: Double) -> Point {
            switch self {
            case .line(let a, let b): return a.interpolated(to: b, by: t)
            case .cubic(let a, let b, let c, let d):
                let u = 1 - t
                return a * (u * u * u) + b * (3 * u * u * t) + c * (3 * u * t * t) + d * (t * t * t)
            }
        }

        /// The segment split at fixed parameters into pieces that each turn less than 30°.
        func pieces() -> [Piece] {
            switch self {
            case .line(let a, let b):
                // A line between points at ±inf (relative moves of 1e308 add up) has no direction (inf - inf is NaN):
                // it takes endTangents' fallback instead of trapping on a force unwrap (found by fuzzing).
                let tangent = Stroker.normalized(b - a) ?? Point(x: 1, y: 0)
                return [Piece(segment: self, startTangent: tangent, endTangent: tangent, endsSegment: true)]
            case .cubic:
                let count = Int(clamping: (turning() / (.pi / 6)).rounded(.up), to: 1...32)
                var result: [Piece] = []
                for i in 0..<count {
                    let piece = slice(from: Double(i) / Double(count), to: Double(i + 1) / Double(count))
                    let (t0, t1) = piece.endTangents
                    result.append(Piece(segment: piece, startTangent: t0, endTangent: t1, endsSegment: i == count - 1))
                }
                return result
            }
        }

        /// The total absolute turning of the tangent along a cubic, sampled.
        func turning() -> Double {
            guard case .cubic(let a, let b, let c, let d) = self else { return 0 }
            var total = 0.0
            var previous: Point?
            for i in 0...32 {
                let t = Double(i) / 32, u = 1 - t
                let derivative = (b - a) * (u * u) + (c - b) * (2 * u * t) + (d - c) * (t * t)
                guard let direction = Stroker.normalized(derivative) else { continue }
                if let p = previous {
                    total += abs(atan2(p.x * direction.y - p.y * direction.x, p.x * direction.x + p.y * direction.y))
                }
                previous = direction
            }
            return total
        }

        /// The part of a cubic between two parameters (de Casteljau).
        func slice(from t0: Double, to t1: Double) -> Segment {
            guard case .cubic(let a, let b, let c, let d) = self else { return self }
            if t0 == 0 && t1 == 1 { return self }
            func lerp(_ p: Point, _ q: Point, _ t: Double) -> Point { p.interpolated(to: q, by: t) }
            // Split at t1, keep the left part, then split that at t0 / t1.
            let ab = lerp(a, b, t1), bc = lerp(b, c, t1), cd = lerp(c, d, t1)
            let abc = lerp(ab, bc, t1), bcd = lerp(bc, cd, t1), end = lerp(abc, bcd, t1)
            let (la, lb, lc, ld) = (a, ab, abc, end)
            let s = t1 == 0 ? 0 : t0 / t1
            let lab = lerp(la, lb, s), lbc = lerp(lb, lc, s), lcd = lerp(lc, ld, s)
            let labc = lerp(lab, lbc, s), lbcd = lerp(lbc, lcd, s), start = lerp(labc, lbcd, s)
            return .cubic(start, lbcd, lcd, ld)
        }

        /// Unit tangents at the two ends, looking past coincident control points.
        var endTangents: (Point, Point) {
            switch self {
            case .line(let a, let b):
                let t = Stroker.normalized(b - a) ?? Point(x: 1, y: 0)
                return (t, t)
            case .cubic(let a, let b, let c, let d):
                let start = Stroker.normalized(b - a) ?? Stroker.normalized(c - a) ?? Stroker.normalized(d - a) ?? Point(x: 1, y: 0)
                let end = Stroker.normalized(d - c) ?? Stroker.normalized(d - b) ?? Stroker.normalized(d - a) ?? Point(x: 1, y: 0)
                return (start, end)
            }
        }
    }

    /// A piece of a segment short enough to offset with one cubic.
    struct Piece {
        var segment: Segment
        var startTangent: Point
        var endTangent: Point
        /// True for the last piece of a segment: a corner may follow it.
        var endsSegment: Bool

        var end: Point { segment.end }

        /// The piece moved `h` to its + side (`rot90` of the direction of travel).
        func offset(_ h: Double) -> Segment {
            let n0 = Stroker.rot90(startTangent), n1 = Stroker.rot90(endTangent)
            switch segment {
            case .line(let a, let b):
                return .line(a + n0 * h, b + n1 * h)
            case .cubic(let a, let b, let c, let d):
                // Tiller–Hanson with the arms scaled by (1 − h·κ): an offset curve's speed is |B′|(1 − hκ).
                let a2 = a + n0 * h, d2 = d + n1 * h
                let k0 = Piece.curvature(first: b - a, second: (c - b) - (b - a))
                let k1 = Piece.curvature(first: d - c, second: (d - c) - (c - b))
                let b2 = a2 + (b - a) * max(0, 1 - h * k0)
                let c2 = d2 + (c - d) * max(0, 1 - h * k1)
                return .cubic(a2, b2, c2, d2)
            }
        }

        /// Signed curvature at an end of a cubic from its first and second differences (B′ = 3·first, B″ = 6·second).
        static func curvature(first: Point, second: Point) -> Double {
            let d1 = first * 3, d2 = second * 6
            let speed = d1.length
            guard speed > 1e-9 else { return 0 }
            return (d1.x * d2.y - d1.y * d2.x) / (speed * speed * speed)
        }
    }
}
