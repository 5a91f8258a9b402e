/// Contours (subpaths) as filled regions: their orientation, the winding number of a path at a point, and the
/// rewrite of an even-odd path into one that fills the same region under the non-zero rule.
extension VectorPath {
    /// The subpaths, each starting with its move.
    public var subpaths: [VectorPath] {
        var result: [VectorPath] = []
        var current: [PathElement] = []
        for element in elements {
            if case .move = element, !current.isEmpty {
                result.append(VectorPath(current))
                current = []
            }
            current.append(element)
        }
        if !current.isEmpty { result.append(VectorPath(current)) }
        return result
    }

    /// Twice the signed area enclosed by the path's flattened contours (each closed implicitly), in the path's
    /// coordinates: positive for contours that run clockwise on screen (y down).
    public var signedArea: Double {
        flattened(tolerance: 0.01).reduce(0) { $0 + Self.signedArea(of: $1) }
    }

    /// The non-zero winding number of the path's flattened contours (each closed implicitly) around `point`.
    public func windingNumber(at point: Point, tolerance: Double = 0.01) -> Int {
        Self.windingNumber(of: flattened(tolerance: tolerance), at: point)
    }

    /// The same contours drawn in the opposite direction, element for element (lines stay lines, curves stay
    /// curves), so that interpolation-compatible paths stay compatible.
    public func reversedContours() -> VectorPath {
        var result: [PathElement] = []
        for subpath in subpaths {
            var points: [Point] = []
            var kinds: [PathElement] = []
            var closed = false
            for element in subpath.elements {
                switch element {
                case .move(let p): points = [p]
                case .close: closed = true
                default:
                    kinds.append(element)
                    points.append(element.points.last!)
                }
            }
            guard let last = points.last else { continue }
            result.append(.move(to: last))
            for index in kinds.indices.reversed() {
                let start = points[index]
                switch kinds[index] {
                case .line: result.append(.line(to: start))
                case .quad(let c, _): result.append(.quad(control: c, to: start))
                case .cubic(let c1, let c2, _): result.append(.cubic(control1: c2, control2: c1, to: start))
                default: break
                }
            }
            if closed { result.append(.close) }
        }
        return VectorPath(result)
    }

    /// A path that fills, under the non-zero rule, the region this one fills under the even-odd rule: each
    /// contour is turned to run clockwise when it lies inside an even number of the others and counter-clockwise
    /// otherwise. Exact when contours do not cross each other (as in icon artwork); elements are kept one for one.
    public func evenOddAsNonZero() -> VectorPath {
        evenOddAsNonZero(workLimit: .max) ?? self
    }

    /// ``evenOddAsNonZero()``, or nil when finding each contour's depth would read more than `workLimit` polygon
    /// points (``windingWorkLimit`` bounds an import's: thousands of large contours over one another).
    package func evenOddAsNonZero(workLimit: Int) -> VectorPath? {
        var work = workLimit
        return evenOddAsNonZero(work: &work)
    }

    /// ``evenOddAsNonZero(workLimit:)`` with `work` the polygon points left to read, less what this one reads when
    /// it decides (unchanged when it declines): the fills of one icon share one bound.
    package func evenOddAsNonZero(work: inout Int) -> VectorPath? {
        let contours = subpaths
        let polygons = contours.map { $0.flattened(tolerance: 0.01).first ?? [] }
        let index = WindingIndex(polygons)
        if work < .max {
            let cost = index.cost(of: polygons, questions: 1, limit: work)
            guard cost <= work else { return nil }
            work -= cost
        }
        var result = VectorPath()
        for (position, contour) in contours.enumerated() {
            let polygon = polygons[position]
            guard polygon.count > 2, let sample = Self.edgeSamples(of: polygon, count: 1).first?.point else {
                result.append(contour)
                continue
            }
            let depth = index.containing(sample, excluding: position)
            let clockwise = Self.signedArea(of: polygon) > 0
            result.append(clockwise == (depth % 2 == 0) ? contour : contour.reversedContours())
        }
        return result
    }

    /// Twice the signed area of a closed polygon (shoelace formula).
    static func signedArea(of polygon: [Point]) -> Double {
        guard polygon.count > 2 else { return 0 }
        var sum = 0.0
        var previous = polygon[polygon.count - 1]
        for p in polygon {
            sum += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return sum
    }

    /// The winding number of closed polygons around a point (or its parity, 0 or 1, for `evenOdd`).
    static func windingNumber(of polygons: [[Point]], at point: Point, evenOdd: Bool = false) -> Int {
        var winding = 0
        for polygon in polygons where polygon.count > 1 {
            var previous = polygon[polygon.count - 1]
            for p in polygon {
                winding += crossing(from: previous, to: p, byRayFrom: point)
                previous = p
            }
        }
        return evenOdd ? winding & 1 : winding
    }

    /// How the edge from `previous` to `p` crosses the ray going right from `point`: +1 going down (y growing), −1
    /// going up, 0 where it does not (an edge is crossed where one end is at or above the ray and the other below).
    @inline(__always)
    static func crossing(from previous: Point, to p: Point, byRayFrom point: Point) -> Int {
        guard (previous.y <= point.y) != (p.y <= point.y) else { return 0 }
        let x = previous.x + (point.y - previous.y) / (p.y - previous.y) * (p.x - previous.x)
        return x > point.x ? (p.y > previous.y ? 1 : -1) : 0
    }

    /// Points on a closed polygon's boundary, with the direction of their edge, for deciding which side of it is
    /// filled or which other contours contain it: a little off the middle of each of its `count` longest edges (a
    /// middle often touches another contour's corner in symmetric artwork).
    static func edgeSamples(of polygon: [Point], count: Int) -> [(point: Point, direction: Point)] {
        guard polygon.count > 1, count > 0 else { return [] }
        // The `count` longest edges, longest first and equal ones in the polygon's order (what a stable sort of
        // every edge gave, without sorting a contour of thousands of edges to keep five).
        var edges: [(Point, Point, Double)] = []
        var previous = polygon[polygon.count - 1]
        for p in polygon {
            let length = previous.distance(to: p)
            if length > 0, edges.count < count || length > edges[edges.count - 1].2 {
                let place = edges.firstIndex { $0.2 < length } ?? edges.count
                edges.insert((previous, p, length), at: place)
                if edges.count > count { edges.removeLast() }
            }
            previous = p
        }
        return edges.map { a, b, length in
            (a.interpolated(to: b, by: 0.382), (b - a) * (1 / length))
        }
    }
}
