/// When each layer of a staggered effect starts.
package enum LayerStagger {
    /// The delay between one layer's start and the next's for `count` layers: min(0.15 / (n − 1), 0.05) s, 0 for a
    /// single layer (``EffectTimingTable/staggerSpread``, ``EffectTimingTable/staggerMaximum``).
    package static func step(layerCount count: Int) -> Double {
        guard count > 1 else { return 0 }
        return min(EffectTimingTable.staggerSpread / Double(count - 1), EffectTimingTable.staggerMaximum)
    }

    /// Each layer's place in the stagger: motion groups in order of first appearance, a layer without a group in a
    /// place of its own.
    package static func groupRanks(_ groups: [Int?]) -> [Int] {
        var rankOfGroup: [Int: Int] = [:]
        var next = 0
        return groups.map { group in
            if let group, let rank = rankOfGroup[group] { return rank }
            defer { next += 1 }
            if let group { rankOfGroup[group] = next }
            return next
        }
    }

    /// The start of each draw-on/off layer and its length in seconds: each layer takes
    /// 0.133 + 0.867·x(2 − x) s (x its path length over the longest layer's), and the next starts after 18 % (on)
    /// or 38 % (off) of it; `individually` waits for the whole of it, `wholeSymbol` draws every layer at once in the
    /// time of the longest.
    package static func drawSchedule(lengths: [Double], drawsOn: Bool, scope: SymbolEffect.Scope) -> [(start: Double, duration: Double)] {
        let longest = lengths.max() ?? 0
        func duration(_ x: Double) -> Double {
            let x = min(1, max(0, x))
            return EffectTimingTable.drawBaseDuration + EffectTimingTable.drawLengthDuration * x * (2 - x)
        }
        if scope == .wholeSymbol { return lengths.map { _ in (0, duration(1)) } }
        let overlap = drawsOn ? EffectTimingTable.drawOnOverlap : EffectTimingTable.drawOffOverlap
        var result: [(start: Double, duration: Double)] = []
        var start = 0.0
        for length in lengths {
            let own = duration(longest > 0 ? length / longest : 1)
            result.append((start, own))
            start += scope == .individually ? own : own * overlap
        }
        return result
    }
}
