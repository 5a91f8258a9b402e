/// Partial paths for draw-on animations: each subpath traced from its start by a fraction of its length.
extension VectorPath {
    /// The total length of every subpath, measured on polylines within `tolerance` of the curves.
    public func length(tolerance: Double = 0.1) -> Double {
        traceableSubpaths().reduce(0) { total, subpath in total + Self.polylineLength(subpath.path.flattened(tolerance: tolerance).first ?? []) }
    }

    /// The path with each subpath cut to `progress` (0…1) of its length, traced from the subpath's own start.
    ///
    /// An open subpath keeps its first `progress` of length. A closed subpath (a filled outline) grows from its start
    /// point in both directions, a window of `progress` of its perimeter centred on the start: when the outline is a
    /// stroke's (one side out, a cap, the other side back), this reveals the stroke from the end the outline starts
    /// at, which is as close as an outline without its centreline can come to Apple's draw-on; the result is
    /// approximate. Progress 1 (or more) returns the path unchanged, 0 (or less) an empty path. The kept part is a
    /// polyline within `tolerance` of the curves.
    public func trimmed(to progress: Double, tolerance: Double = 0.1) -> VectorPath {
        guard progress.isFinite, progress > 0 else { return VectorPath() }
        if progress >= 1 { return self }
        var result: [PathElement] = []
        for subpath in traceableSubpaths() {
            guard let points = subpath.path.flattened(tolerance: tolerance).first, points.count >= 2 else { continue }
            let total = Self.polylineLength(points)
            guard total > 0 else { continue }
            if subpath.isClosed {
                // The window [total − half, total] ∪ [0, half] of the perimeter, as one polyline through the start.
                let half = progress * total / 2
                let tail = Self.polylinePart(points, from: total - half, to: total)
                let head = Self.polylinePart(points, from: 0, to: half)
                let window: [Point] = tail + Array(head.dropFirst())
                guard window.count >= 2 else { continue }
                result.append(.move(to: window[0]))
                for point in window.dropFirst() { result.append(.line(to: point)) }
                result.append(.close)
            } else {
                let kept = Self.polylinePart(points, from: 0, to: progress * total)
                guard kept.count >= 2 else { continue }
                result.append(.move(to: kept[0]))
                for point in kept.dropFirst() { result.append(.line(to: point)) }
            }
        }
        return VectorPath(result)
    }

    /// The subpaths, each starting with its move (an implicit one at the origin, or at the last close, when missing).
    private func traceableSubpaths() -> [(path: VectorPath, isClosed: Bool)] {
        var result: [(path: VectorPath, isClosed: Bool)] = []
        var current: [PathElement] = []
        var start = Point.zero
        func finish(closed: Bool) {
            if current.count > 1 { result.append((VectorPath(current), closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [element]
                start = p
            case .close:
                if current.isEmpty { current = [.move(to: start)] }
                current.append(.close)
                finish(closed: true)
            default:
                if current.isEmpty { current = [.move(to: start)] }
                current.append(element)
            }
        }
        finish(closed: false)
        return result
    }

    private static func polylineLength(_ points: [Point]) -> Double {
        var total = 0.0
        for index in points.indices.dropFirst() { total += points[index - 1].distance(to: points[index]) }
        return total
    }

    /// The part of a polyline between two distances from its start (clamped to its length).
    private static func polylinePart(_ points: [Point], from start: Double, to end: Double) -> [Point] {
        guard end > start else { return [] }
        var result: [Point] = []
        var travelled = 0.0
        for index in points.indices.dropFirst() {
            let a = points[index - 1], b = points[index]
            let length = a.distance(to: b)
            let segmentStart = travelled, segmentEnd = travelled + length
            travelled = segmentEnd
            guard segmentEnd >= start, length > 0 else { continue }
            if result.isEmpty { result.append(a.interpolated(to: b, by: max(0, (start - segmentStart) / length))) }
            if segmentEnd >= end {
                result.append(a.interpolated(to: b, by: min(1, (end - segmentStart) / length)))
                return result
            }
            result.append(b)
        }
        return result
    }
}
