import CPlatform

/// Turns centerlines into filled outlines whose *structure* depends only on the centerline, never on the width.
///
/// Symbol templates interpolate their Ultralight, Regular and Black masters point by point, so the three outlines
/// of one drawing must have the same commands in the same order. This stroker decides everything that shapes the
/// output — how finely a curve is split, which side of a corner is outer, whether a join is drawn — from the
/// centerline alone; the width only moves points. Concretely (see `shared/design/stroker.md`):
///
/// - every cubic is split at fixed parameters so that each piece turns less than 30°, and each piece is offset by
///   one cubic whose arms are scaled by the curvature at its ends (exact for circular arcs);
/// - the inner side of a corner is not trimmed: it passes through the corner point, and the non-zero fill rule
///   merges the overlap;
/// - the outer side gets a round join as two cubic arcs, a miter as two lines, or a bevel, chosen by angle only;
/// - round caps are two quarter arcs; a closed centerline gives two contours of opposite direction.
///
/// The result is meant to be filled with the non-zero rule.
public enum Stroker {
    /// The outline of `path` stroked with `style`, as closed contours for a non-zero fill.
    ///
    /// Subpaths of zero length draw a disc (round caps) or a square (square caps), as SVG does.
    public static func outline(of path: VectorPath, style: StrokeGeometry) -> VectorPath {
        let h = abs(style.width) / 2
        var out = VectorPath()
        for subpath in Subpath.split(path) {
            if subpath.segments.isEmpty {
                if subpath.hadSegments { out.append(dot(at: subpath.start, radius: h, cap: style.cap)) }
                continue
            }
            if subpath.closed {
                out.append(contour(subpath.segments, h: h, join: style.join))
                out.append(contour(Segment.reversed(subpath.segments), h: h, join: style.join))
            } else {
                out.append(openOutline(subpath.segments, h: h, style: style))
            }
        }
        return out
    }

    /// The shape enclosed by each closed subpath of `path`, grown by half of `style.width` on every side: the
    /// centerline itself plus the stroke's outer contour, in the same direction (open subpaths are stroked).
    ///
    /// This is how a solid shape (a filled triangle, a dot) gains weight exactly as strokes do.
    public static func filledOutline(of path: VectorPath, style: StrokeGeometry) -> VectorPath {
        let h = abs(style.width) / 2
        var out = VectorPath()
        for subpath in Subpath.split(path) {
            guard subpath.closed, !subpath.segments.isEmpty else {
                out.append(outline(of: subpath.path, style: style))
                continue
            }
            // The + side (left of travel, `rot90`) is outside when the contour runs with negative shoelace area.
            let segments = Segment.signedArea(subpath.segments) < 0 ? subpath.segments : Segment.reversed(subpath.segments)
            var centerline = [PathElement.move(to: segments[0].start)]
            centerline += segments.map(\.element)
            centerline.append(.close)
            out.append(VectorPath(centerline))
            out.append(contour(segments, h: h, join: style.join))
        }
        return out
    }

    // MARK: - Outlines

    /// One closed contour on the + side (`rot90` of the direction of travel) of a closed run of segments.
    static func contour(_ segments: [Segment], h: Double, join: StrokeGeometry.Join) -> VectorPath {
        let pieces = segments.flatMap { $0.pieces() }
        var elements: [PathElement] = [.move(to: pieces[0].offset(h).start)]
        for (i, piece) in pieces.enumerated() {
            elements.append(piece.offset(h).element)
            let next = pieces[(i + 1) % pieces.count]
            elements += joinElements(at: piece.end, incoming: piece.endTangent, outgoing: next.startTangent,
                                     h: h, join: join, isCorner: piece.endsSegment)
        }
        elements.append(.close)
        return VectorPath(elements)
    }

    /// An open run of segments: + side forward, end cap, + side of the reversed run, start cap.
    static func openOutline(_ segments: [Segment], h: Double, style: StrokeGeometry) -> VectorPath {
        let forward = segments.flatMap { $0.pieces() }
        let backward = Segment.reversed(segments).flatMap { $0.pieces() }
        var elements: [PathElement] = [.move(to: forward[0].offset(h).start)]
        for (run, isLast) in [(forward, false), (backward, true)] {
            for (i, piece) in run.enumerated() {
                elements.append(piece.offset(h).element)
                if i + 1 < run.count {
                    elements += joinElements(at: piece.end, incoming: piece.endTangent, outgoing: run[i + 1].startTangent,
                                             h: h, join: style.join, isCorner: piece.endsSegment)
                }
            }
            let last = run[run.count - 1]
            elements += cap(at: last.end, tangent: last.endTangent, h: h, cap: style.cap, closesOutline: isLast)
        }
        elements.append(.close)
        return VectorPath(elements)
    }

    /// A zero-length subpath: a disc or a square of the stroke's width, or nothing for butt caps. Turned
    /// counter-clockwise on screen like every other stroke outline, so that a dot overlapping another stroke of
    /// the same path (an exclamation mark's dot at a heavy weight) adds to it under the non-zero rule instead of
    /// cancelling it.
    static func dot(at center: Point, radius h: Double, cap: StrokeGeometry.Cap) -> VectorPath {
        let right = Point(x: 1, y: 0)
        switch cap {
        case .butt:
            return VectorPath()
        case .square:
            return VectorPath([.move(to: Point(x: center.x - h, y: center.y - h)), .line(to: Point(x: center.x - h, y: center.y + h)),
                               .line(to: Point(x: center.x + h, y: center.y + h)), .line(to: Point(x: center.x + h, y: center.y - h)), .close])
        case .round:
            var elements: [PathElement] = [.move(to: center + right * h)]
            elements += arc(center: center, from: right, by: -.pi, radius: h, pieces: 2)
            elements += arc(center: center, from: right * -1, by: -.pi, radius: h, pieces: 2)
            elements.append(.close)
            return VectorPath(elements)
        }
    }

    // MARK: - Joins and caps

    /// The elements joining two offset pieces at `vertex` on the + side; none where the direction does not change.
    static func joinElements(at vertex: Point, incoming: Point, outgoing: Point, h: Double,
                             join: StrokeGeometry.Join, isCorner: Bool) -> [PathElement] {
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        let angle = atan2(cross, dot)
        // Pieces of one split cubic meet with the same tangent; tiny kinks are left as they are.
        guard isCorner, abs(angle) > 1e-3 else { return [] }
        let from = rot90(incoming), to = rot90(outgoing)
        if cross > 0 {
            // Inner side: pass through the corner point; the overlap is filled by the non-zero rule.
            return [.line(to: vertex), .line(to: vertex + to * h)]
        }
        switch join {
        case .round:
            return arc(center: vertex, from: from, by: angle, radius: h, pieces: 2)
        case .miter(let limit):
            let halfTurn = cos(angle / 2)
            let bisector = normalized(from + to)
            if halfTurn > 1e-9, 1 / halfTurn <= limit, let bisector {
                return [.line(to: vertex + bisector * (h / halfTurn)), .line(to: vertex + to * h)]
            }
            return [.line(to: vertex + to * h)]
        case .bevel:
            return [.line(to: vertex + to * h)]
        }
    }

    /// The cap from the + side of an end to its − side (which is where the reversed run, or the outline, starts).
    static func cap(at end: Point, tangent: Point, h: Double, cap: StrokeGeometry.Cap, closesOutline: Bool) -> [PathElement] {
        let normal = rot90(tangent)
        let target = end - normal * h
        switch cap {
        case .butt:
            // The closing cap is the `close` itself.
            return closesOutline ? [] : [.line(to: target)]
        case .square:
            return [.line(to: end + normal * h + tangent * h), .line(to: target + tangent * h), .line(to: target)]
        case .round:
            // Two quarter arcs from the + side through the tip to the − side (a clockwise turn by π).
            return arc(center: end, from: normal, by: -.pi, radius: h, pieces: 2)
        }
    }

    /// `pieces` cubic arcs of radius `h` around `center`, starting at direction `from` and turning by `angle`
    /// (positive turns toward `rot90`).
    static func arc(center: Point, from: Point, by angle: Double, radius h: Double, pieces: Int) -> [PathElement] {
        let step = angle / Double(pieces)
        let k = 4.0 / 3.0 * tan(abs(step) / 4) * h
        let sign: Double = step >= 0 ? 1 : -1
        var elements: [PathElement] = []
        var u = from
        for _ in 0..<pieces {
            let v = rotate(u, by: step)
            let a = center + u * h, b = center + v * h
            elements.append(.cubic(control1: a + rot90(u) * (k * sign), control2: b - rot90(v) * (k * sign), to: b))
            u = v
        }
        return elements
    }

    // MARK: - Vector helpers

    static func rot90(_ v: Point) -> Point { Point(x: -v.y, y: v.x) }

    static func rotate(_ v: Point, by angle: Double) -> Point {
        let c = cos(angle), s = sin(angle)
        return Point(x: v.x * c - v.y * s, y: v.x * s + v.y * c)
    }

    static func normalized(_ v: Point) -> Point? {
        let length = v.length
        return length > 1e-12 ? v * (1 / length) : nil
    }
}
