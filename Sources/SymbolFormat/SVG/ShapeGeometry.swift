import SVGPath

/// Outlines of SVG's basic shapes, as the SVG 2 specification defines them (§10 "Basic Shapes").
enum ShapeGeometry {
    /// The cubic arm length that approximates a quarter circle: 4/3·(√2 − 1).
    static let kappa = 0.5522847498307936

    static func rectangle(x: Double, y: Double, width: Double, height: Double, rx rawRx: Double?, ry rawRy: Double?) -> VectorPath {
        guard width > 0, height > 0 else { return VectorPath() }
        // An absent radius takes the other's value; both are clamped to half the side (SVG 2 §10.2).
        var rx = rawRx ?? rawRy ?? 0
        var ry = rawRy ?? rawRx ?? 0
        rx = min(max(rx, 0), width / 2)
        ry = min(max(ry, 0), height / 2)
        if rx == 0 || ry == 0 {
            return VectorPath([.move(to: Point(x: x, y: y)), .line(to: Point(x: x + width, y: y)),
                         .line(to: Point(x: x + width, y: y + height)), .line(to: Point(x: x, y: y + height)), .close])
        }
        let kx = rx * kappa, ky = ry * kappa
        let (r, b) = (x + width, y + height)
        return VectorPath([
            .move(to: Point(x: x + rx, y: y)),
            .line(to: Point(x: r - rx, y: y)),
            .cubic(control1: Point(x: r - rx + kx, y: y), control2: Point(x: r, y: y + ry - ky), to: Point(x: r, y: y + ry)),
            .line(to: Point(x: r, y: b - ry)),
            .cubic(control1: Point(x: r, y: b - ry + ky), control2: Point(x: r - rx + kx, y: b), to: Point(x: r - rx, y: b)),
            .line(to: Point(x: x + rx, y: b)),
            .cubic(control1: Point(x: x + rx - kx, y: b), control2: Point(x: x, y: b - ry + ky), to: Point(x: x, y: b - ry)),
            .line(to: Point(x: x, y: y + ry)),
            .cubic(control1: Point(x: x, y: y + ry - ky), control2: Point(x: x + rx - kx, y: y), to: Point(x: x + rx, y: y)),
            .close,
        ])
    }

    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> VectorPath {
        guard rx > 0, ry > 0 else { return VectorPath() }
        let kx = rx * kappa, ky = ry * kappa
        // Starts at the rightmost point and runs clockwise on screen, like the spec's arc description.
        return VectorPath([
            .move(to: Point(x: cx + rx, y: cy)),
            .cubic(control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry), to: Point(x: cx, y: cy + ry)),
            .cubic(control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky), to: Point(x: cx - rx, y: cy)),
            .cubic(control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry), to: Point(x: cx, y: cy - ry)),
            .cubic(control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky), to: Point(x: cx + rx, y: cy)),
            .close,
        ])
    }

    static func polyline(_ numbers: [Double], closed: Bool) -> VectorPath {
        // An odd trailing coordinate is ignored, as the spec says.
        let count = numbers.count / 2
        guard count >= 1 else { return VectorPath() }
        var elements: [PathElement] = [.move(to: Point(x: numbers[0], y: numbers[1]))]
        for i in 1..<count { elements.append(.line(to: Point(x: numbers[2 * i], y: numbers[2 * i + 1]))) }
        if closed { elements.append(.close) }
        return VectorPath(elements)
    }
}
