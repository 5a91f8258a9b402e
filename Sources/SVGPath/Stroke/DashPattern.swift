/// Cuts a centerline into its dashes (SVG `stroke-dasharray` and `stroke-dashoffset`), so that each dash can be
/// stroked as an open centerline of its own. Lines stay lines and curves are cut into curves, so the dashes of one
/// centerline are the same at every stroke width.
package enum DashPattern {
    /// Patterns that repeat more often than this along a path draw it solid.
    static let maximumRepeats = 10_000

    /// The dashes of `path`: `pattern` alternates dash and gap lengths (an odd count is repeated, as SVG says),
    /// starting `offset` into the pattern, restarted for each subpath. An empty, negative or all-zero pattern
    /// leaves the path as it is.
    package static func dashes(of path: VectorPath, pattern: [Double], offset: Double = 0) -> VectorPath {
        let pattern = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0 else { return path }
        // A pattern finer than the path can show (or hostile: a 1e-9 dash on a long path) draws the path solid
        // rather than millions of dashes.
        // Each subpath's segments with their arc-length tables, measured once.
        let measured = path.subpaths.map { subpath in
            segments(of: subpath).map { (start: $0.0, element: $0.1, table: lengthTable($0.0, $0.1)) }
        }
        let length = measured.joined().reduce(0.0) { $0 + $1.table.last!.length }
        guard length / total <= Double(maximumRepeats) else { return path }
        var result: [PathElement] = []
        for segments in measured {
            // Where in the pattern the subpath starts.
            var phase = offset.truncatingRemainder(dividingBy: total)
            if phase < 0 { phase += total }
            var index = 0
            while phase >= pattern[index] {
                phase -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var left = pattern[index] - phase
            var drawing = false
            for (start, element, table) in segments {
                let length = table.last!.length
                var position = 0.0
                while position < length {
                    let step = min(left, length - position)
                    if index % 2 == 0 && step > 0 {
                        let piece = cut(start, element, from: parameter(at: position, in: table),
                                        to: parameter(at: position + step, in: table))
                        if !drawing { result.append(.move(to: piece.start)); drawing = true }
                        result.append(piece.element)
                    }
                    position += step
                    left -= step
                    if left <= 1e-12 {
                        index = (index + 1) % pattern.count
                        left = pattern[index]
                        drawing = false
                    }
                }
            }
        }
        return VectorPath(result)
    }

    /// The drawn segments of a subpath with their start points, the closing line included.
    static func segments(of subpath: VectorPath) -> [(Point, PathElement)] {
        var result: [(Point, PathElement)] = []
        var current = Point.zero, start = Point.zero
        for element in subpath.elements {
            switch element {
            case .move(let p): current = p; start = p
            case .close:
                if current != start { result.append((current, .line(to: start))) }
                current = start
            case .quad(let c, let p):
                // As a cubic, so that one cutting routine serves both.
                result.append((current, .cubic(control1: current + (c - current) * (2.0 / 3.0), control2: p + (c - p) * (2.0 / 3.0), to: p)))
                current = p
            default:
                result.append((current, element))
                current = element.points.last!
            }
        }
        return result
    }

    /// Arc length at 64 evenly spaced parameters.
    static func lengthTable(_ start: Point, _ element: PathElement) -> [(t: Double, length: Double)] {
        var table: [(t: Double, length: Double)] = [(0, 0)]
        var previous = start
        let steps = element.isCurve ? 64 : 1
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let point = self.point(start, element, t)
            table.append((t, table.last!.length + previous.distance(to: point)))
            previous = point
        }
        return table
    }

    static func parameter(at length: Double, in table: [(t: Double, length: Double)]) -> Double {
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle].length < length { low = middle } else { high = middle }
        }
        let span = table[high].length - table[low].length
        let fraction = span > 0 ? (length - table[low].length) / span : 0
        return table[low].t + (table[high].t - table[low].t) * min(max(fraction, 0), 1)
    }

    static func point(_ start: Point, _ element: PathElement, _ t: Double) -> Point {
        switch element {
        case .cubic(let c1, let c2, let p): return VectorPath.cubicPoint(start, c1, c2, p, t)
        default: return start.interpolated(to: element.points.last!, by: t)
        }
    }

    /// The part of a segment between two parameters.
    static func cut(_ start: Point, _ element: PathElement, from t0: Double, to t1: Double) -> (start: Point, element: PathElement) {
        guard case .cubic(let c1, let c2, let p) = element else {
            let end = element.points.last!
            return (start.interpolated(to: end, by: t0), .line(to: start.interpolated(to: end, by: t1)))
        }
        // Keep [0, t1], then the part of that from t0 / t1.
        let (a0, a1, a2, a3) = split(start, c1, c2, p, at: t1).first
        let (b0, b1, b2, b3) = split(a0, a1, a2, a3, at: t1 > 0 ? t0 / t1 : 0).second
        return (b0, .cubic(control1: b1, control2: b2, to: b3))
    }

    typealias Cubic = (Point, Point, Point, Point)

    /// De Casteljau's split of a cubic at `t`.
    static func split(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> (first: Cubic, second: Cubic) {
        let a = p0.interpolated(to: p1, by: t), b = p1.interpolated(to: p2, by: t), c = p2.interpolated(to: p3, by: t)
        let d = a.interpolated(to: b, by: t), e = b.interpolated(to: c, by: t)
        let f = d.interpolated(to: e, by: t)
        return ((p0, a, d, f), (f, e, c, p3))
    }
}

extension PathElement {
    var isCurve: Bool {
        switch self {
        case .quad, .cubic: return true
        default: return false
        }
    }
}
