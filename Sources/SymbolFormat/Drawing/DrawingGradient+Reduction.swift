/// Fewer stops, same picture: Cairo adds each stop by a linear search (a ramp of n stops costs n² steps to build,
/// at every shape that uses it), so a gradient keeps only the stops that can change an 8-bit pixel.
extension DrawingGradient {
    /// The most stops a reduced gradient keeps before it is resampled: two per 1/4096 of the ramp, finer than any
    /// output up to 4096 px can show along a gradient drawn once across it.
    package static let maximumReducedBuckets = 4096

    /// The stops without those that an 8-bit pixel cannot tell apart from the straight interpolation of their
    /// neighbours, then (past ``maximumReducedBuckets``) only the first and last stop of each 1/4096 of the ramp.
    /// Hard edges (two stops at one offset) are kept; a ramp of a few stops comes back unchanged.
    package static func reduced(_ stops: [Stop]) -> [Stop] {
        guard stops.count > 2 else { return stops }
        // A dropped stop's color may differ from the interpolated one by at most a quarter of an 8-bit step, and
        // a run of dropped stops is re-checked as a whole (at most 32 at a time, so the pass stays linear).
        let tolerance = 0.25 / 255
        let window = 32
        var kept: [Stop] = [stops[0]]
        kept.reserveCapacity(min(stops.count, 2 * maximumReducedBuckets + 2))
        var pending: [Stop] = []
        for next in stops.dropFirst() {
            let anchor = kept[kept.count - 1]
            if pending.count < window, next.offset > anchor.offset,
               pending.allSatisfy({ $0.offset > anchor.offset && $0.offset < next.offset
                                    && Self.interpolates(anchor, next, at: $0, within: tolerance) }) {
                pending.append(next)
                continue
            }
            // `next` cannot extend the run: the last pending stop is needed.
            if let last = pending.popLast() {
                kept.append(last)
                pending.removeAll(keepingCapacity: true)
                let anchor = last
                if next.offset > anchor.offset { pending.append(next); continue }
            }
            kept.append(next)
        }
        if let last = pending.last { kept.append(last) }
        guard kept.count > 2 * maximumReducedBuckets else { return kept }
        var sampled: [Stop] = []
        var bucket = -1
        for (index, stop) in kept.enumerated() {
            let b = Int(clamping: stop.offset * Double(maximumReducedBuckets), to: 0...maximumReducedBuckets)
            let nextBucket = index + 1 < kept.count ? Int(clamping: kept[index + 1].offset * Double(maximumReducedBuckets), to: 0...maximumReducedBuckets) : Int.max
            if b != bucket || nextBucket != b { sampled.append(stop) }
            bucket = b
        }
        return sampled
    }

    /// Whether `stop` lies on the straight ramp from `a` to `b` within `tolerance` in every channel.
    private static func interpolates(_ a: Stop, _ b: Stop, at stop: Stop, within tolerance: Double) -> Bool {
        let t = (stop.offset - a.offset) / (b.offset - a.offset)
        func close(_ x: Double, _ y: Double, _ z: Double) -> Bool { abs(x + (y - x) * t - z) <= tolerance }
        return close(a.color.red, b.color.red, stop.color.red) && close(a.color.green, b.color.green, stop.color.green)
            && close(a.color.blue, b.color.blue, stop.color.blue) && close(a.color.alpha, b.color.alpha, stop.color.alpha)
    }
}
