/// The one search every weights check uses: the largest share of a side that keeps a shape, found by halving the
/// interval between a share known to keep it (or taken when none does) and one known to break it.
package enum WeightBisection {
    /// The largest value in `low..<high`, to `(high - low) / 2^steps`, at which `holds`: `low` is returned when no
    /// tried value holds. `holds` is only asked about values strictly between `low` and `high`.
    package static func largest(from low: Double, below high: Double, steps: Int, _ holds: (Double) -> Bool) -> Double {
        var low = low, high = high
        for _ in 0..<steps {
            let middle = (low + high) / 2
            if holds(middle) { low = middle } else { high = middle }
        }
        return low
    }
}
