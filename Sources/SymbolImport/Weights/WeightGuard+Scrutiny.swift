import SVGPath

extension WeightGuard {
    /// How closely a slot is compared with Regular-M: which of its ``ShapeReading``s are taken.
    enum Scrutiny: Equatable {
        /// As a render shows it (``ShapeReading/drawn``) only: the check a little past a heavier share.
        case drawn
        /// Every reading of the cells on this grid: ``ShapeReading/drawn``, ``ShapeReading/firm`` and
        /// ``ShapeReading/faint`` (from the same walk of the samples), and ``ShapeReading/thick``,
        /// ``ShapeReading/closed`` and ``ShapeReading/cracked`` as the side calls for; not ``ShapeReading/shifted``
        /// and ``ShapeReading/solid``, which read the samples over again, as other renders would: the weights
        /// between a side's probes.
        case grid
        /// Every reading.
        case every
    }
}

extension ShapeReading {
    /// A drawing's cells read this way, from their quarter samples (``thick`` and ``closed`` are read from
    /// ``drawn``'s cells, by ``CoverageRuns/eroded()`` and ``CoverageRuns/dilated(by:)``).
    func cells(_ quarters: CoverageRuns) -> CoverageRuns {
        switch self {
        case .firm: CoverageRuns(quarters, samples: 3)
        case .faint: CoverageRuns(quarters, samples: 1)
        case .shifted: CoverageRuns.reading(quarters, samples: [2], shifted: true)[0]
        case .solid: CoverageRuns(quarters.eroded(block: 3), samples: 2)
        case .drawn, .thick, .closed, .cracked: CoverageRuns(quarters, samples: 2)
        }
    }
}
