/// Tight bounds: the extent of the curves themselves, not of their control points.
extension VectorPath {
    /// The tight bounding box, including curve extrema; nil for an empty path. A lone move gives a zero-size
    /// rectangle at its point.
    public var bounds: Rect? {
        var box: Rect?
        func add(_ p: Point) {
            if let grown = box { box = grown.including(p) } else { box = Rect(x: p.x, y: p.y, width: 0, height: 0) }
        }
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
                let from = current
                Self.quadExtrema(from.x, c.x, p.x) { add(Self.quadPoint(from, c, p, $0)) }
                Self.quadExtrema(from.y, c.y, p.y) { add(Self.quadPoint(from, c, p, $0)) }
                current = p
            case .cubic(let c1, let c2, let p):
                add(p)
                let from = current
                Self.cubicExtrema(from.x, c1.x, c2.x, p.x) { add(Self.cubicPoint(from, c1, c2, p, $0)) }
                Self.cubicExtrema(from.y, c1.y, c2.y, p.y) { add(Self.cubicPoint(from, c1, c2, p, $0)) }
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

    // The extrema are handed to a closure rather than returned in an array: bounds run once per path on every
    // render, and small arrays per curve were a third of a debug build's render time.

    /// Calls `body` with the parameter in (0, 1), if any, where a quadratic coordinate has a derivative of zero.
    static func quadExtrema(_ a: Double, _ b: Double, _ c: Double, _ body: (Double) -> Void) {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return }
        let t = (a - b) / denominator
        if t > 0 && t < 1 { body(t) }
    }

    /// Calls `body` with each parameter in (0, 1) where a cubic coordinate has a derivative of zero, larger root of
    /// the derivative's quadratic first.
    static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ body: (Double) -> Void) {
        // B'(t)/3 = a t² + b t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        func inside(_ t: Double) { if t > 0 && t < 1 { body(t) } }
        if abs(a) < 1e-12 {
            if b != 0 { inside(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                inside((-b + s) / (2 * a))
                inside((-b - s) / (2 * a))
            }
        }
    }
}
