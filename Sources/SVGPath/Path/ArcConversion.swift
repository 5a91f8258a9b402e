import CPlatform

/// SVG elliptical arcs (endpoint parameterization) as cubic Béziers, following SVG 1.1 Appendix F.6.
package enum ArcConversion {
    /// The cubics drawing an arc from `start` to `end`. Zero radii give a line; equal endpoints give nothing;
    /// radii too small to reach are scaled up (F.6.6). Each cubic spans at most 90°.
    package static func cubics(from start: Point, to end: Point, radiusX: Double, radiusY: Double,
                              rotationDegrees: Double, largeArc: Bool, sweep: Bool) -> [PathElement] {
        if start == end { return [] }
        var rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 { return [.line(to: end)] }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the midpoint in the ellipse's rotated frame.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: scale radii up when they cannot span the endpoints.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }
        // F.6.5.2: the centre in the rotated frame.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cxPrime = coefficient * rx * y1 / ry
        let cyPrime = -coefficient * ry * x1 / rx
        // F.6.5.3: the centre in user space.
        let cx = cosPhi * cxPrime - sinPhi * cyPrime + (start.x + end.x) / 2
        let cy = sinPhi * cxPrime + cosPhi * cyPrime + (start.y + end.y) / 2
        // F.6.5.5–6: start angle and sweep.
        let theta1 = atan2((y1 - cyPrime) / ry, (x1 - cxPrime) / rx)
        var delta = atan2((-y1 - cyPrime) / ry, (-x1 - cxPrime) / rx) - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }

        // Absurd magnitudes (radii near the largest doubles) overflow the construction: draw the chord instead.
        guard delta.isFinite, cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite else { return [.line(to: end)] }
        let segments = Int(clamping: (abs(delta) / (.pi / 2) - 1e-9).rounded(.up), to: 1...64)
        let step = delta / Double(segments)
        let arm = 4.0 / 3.0 * tan(step / 4)
        func pointOnEllipse(_ angle: Double) -> Point {
            let x = rx * cos(angle), y = ry * sin(angle)
            return Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
        }
        func derivative(_ angle: Double) -> Point {
            let x = -rx * sin(angle), y = ry * cos(angle)
            return Point(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var result: [PathElement] = []
        result.reserveCapacity(segments)
        var angle = theta1
        var from = start
        for i in 0..<segments {
            let next = angle + step
            // The last segment ends exactly at the requested endpoint.
            let to = i == segments - 1 ? end : pointOnEllipse(next)
            result.append(.cubic(control1: from + derivative(angle) * arm, control2: to - derivative(next) * arm, to: to))
            from = to
            angle = next
        }
        return result
    }
}
