import SVGPath

extension WeightGuard {
    /// How a slot's cells are read when they are compared with Regular-M's read the same way. Each cell of the
    /// guard's grid is a pixel of a 256-pixel cap band, sampled at the centres of its four quarters
    /// (``TopologyGrid/quarters(_:)``); a render's antialiasing shows a pixel at alpha 0.5 where about half of it
    /// is covered. Where a wall or a gap is about a pixel wide, what a render shows depends on its size and on where
    /// its pixels fall, so a slot must agree with Regular-M read several ways, not only the one.
    enum Reading: Equatable {
        /// Cells two of whose four samples are ink: what a render shows.
        case drawn
        /// Cells three of four: a crack about a pixel wide breaks into the beads a render shows along it.
        case firm
        /// Cells one of four: a gap under a pixel closes, as a render closes a bay's mouth narrowed to a hair
        /// (heavier slots, holes only).
        case faint
        /// Two of four on cells half a cell over: what a render whose pixels lie half a pixel over shows.
        case shifted
        /// Walls under about a pixel taken away (the samples thinned by a pixel's width, then two of four).
        case solid
        /// Where the ink is at least two cells thick.
        case thick
        /// With cracks of up to two cells closed.
        case closed
        /// Gaps squeezed to cracks of up to two cells.
        case cracked

        /// The readings besides ``drawn`` that a slot must agree with Regular-M on, one to one. (Reading the cells with
        /// gaps under a pixel closed too cost a tenth of an import and saved one icon in 15,000.)
        static let edges: [Reading] = [.firm, .shifted, .solid]

        /// How a warning says it, after the counts: empty for what a render shows.
        var phrase: String {
            switch self {
            case .drawn: ""
            case .firm: " counting pixels three quarters covered"
            case .faint: " counting pixels a quarter covered"
            case .shifted: " on pixels half a pixel over"
            case .solid: " with walls under a pixel taken away"
            case .thick: " where the ink is two pixels thick"
            case .closed: " with cracks of a pixel or two closed"
            case .cracked: ", with gaps squeezed to cracks of a pixel or two"
            }
        }

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

    /// How closely a slot is compared with Regular-M: which of its ``Reading``s are taken.
    enum Scrutiny: Equatable {
        /// As a render shows it (``Reading/drawn``) only: the check a little past a heavier share.
        case drawn
        /// Every reading of the cells on this grid: ``Reading/drawn``, ``Reading/firm`` and ``Reading/faint`` (from
        /// the same walk of the samples), and ``Reading/thick``, ``Reading/closed`` and ``Reading/cracked`` as the
        /// side calls for; not ``Reading/shifted`` and ``Reading/solid``, which read the samples over again, as other
        /// renders would: the weights between a side's probes.
        case grid
        /// Every reading.
        case every
    }

    /// A slot's topology that differs from Regular-M's read the same way.
    struct Break: Equatable, CustomStringConvertible {
        var found: ShapeTopology
        /// Regular-M's, read the same way.
        var expected: ShapeTopology
        var reading: Reading

        var description: String {
            // Closing a crack changes no count: the counts are only what the slot has.
            if reading == .cracked { return "\(found)\(reading.phrase)" }
            // Counts equal to Regular-M's mean other parts or holes: one lost where another appears.
            let which = found == expected ? ", not the ones Regular-M has" : reading == .drawn ? "" : ", where Regular-M has \(expected)"
            return "\(found)\(reading.phrase)\(which)"
        }
    }
}
