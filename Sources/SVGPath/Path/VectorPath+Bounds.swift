/// Tight bounds: the extent of the curves themselves, not of their control points.
extension VectorPath {
    /// The tight bounding box, including curve extrema; nil for an empty path. A lone move gives a zero-size
    /// rectangle at its point.
    public var bounds: Rect? {
        var box: Rect?
        func add(_ p: Point) { box = box.map { $0.including(p) } ?? Rect(x: p.x, y: p.y, width: 0, height: 0) }
        var current = Point.zero
        var start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                add(p); current = p; start = p
            case .line(let p):
                add(p); current = p
            case .quad(let c, let p):
                add(p)
                for t in Self.quadExtrema(current.x, c.x, p.x) + Self.quadExtrema(current.y, c.y, p.y) {
                    add(Self.quadPoint(current, c, p, t))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                add(p)
                for t in Self.cubicExtrema(current.x, c1.x, c2.x, p.x) + Self.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    add(Self.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close:
                current = start
            }
        }
        return box
    }

    /// The bounding box of every point, control points included; nil for an empty path.
    public var controlPointBounds: Rect? {
        var box: Rect?
        for element in elements {
            for p in element.points { box = box.map { $0.including(p) } ?? Rect(x: p.x, y: p.y, width: 0, height: 0) }
        }
        return box
    }

    static func quadPoint(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u) + c * (2 * u * t) + p1 * (t * t)
    }

    static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
    }

    /// Parameters in (0, 1) where a quadratic coordinate has a derivative of zero.
    static func quadExtrema(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic coordinate has a derivative of zero.
    static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a t² + b t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
