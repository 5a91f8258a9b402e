import SVGPath

/// The work one import's weights may take: the fill offsets' bisections (``FillWeights``) and the weight guard's
/// readings (``WeightGuard``, each layer alone and the layers drawn together), charged layer after layer in one
/// currency, so that no icon's weights cost more than about half a second whatever its layers and elements.
///
/// Each layer's work is linear in its outline and its cells, but an icon can have thousands of layers (5,000
/// top-level groups in 326 KB, 3,000 paints) or one layer of thousands of edges that each cross every row of its
/// cells (a zigzag of 10,000 teeth): checked one by one, those took seconds. What the budget has not paid for is
/// left as drawn, and said: fills past it are drawn as they are at every weight (as fills too large to offset are),
/// layers past it go unchecked, and a layer whose checks the budget runs out in the middle of is treated as one it
/// never reached, so that no half-made narrowing is kept. The units are counted, not timed: the same file
/// imports the same way on any machine.
///
/// A unit is about six nanoseconds of a release build's work. A reading costs its setup (mixing the masters,
/// allocating its rows), its rows (each read several ways), the edges crossing them and its curves (``Reading``),
/// as measured on icons of many small layers, of few large ones, of one layer of long teeth
/// (Tools/bench/import-layers) and of layers of stacked rings (Tools/bench/hostile-inputs). The icons of the
/// corpora in Tools/corpora.py never reach the limit (the most any spends, of every third file, is 32 million
/// units): they import the same with it as without.
final class WeightBudget {
    /// The units an import's weights may spend: about 0.3 s, half again what the costliest corpus icon spends. (An
    /// icon of 20,000 layers spends all of it, beside parsing, knockouts and writing 60,000 masters, and must stay
    /// under a second.)
    static let standard = 50_000_000

    /// What one kind of reading costs: `setup` units, `row` units per row of cells, each edge's crossings of the
    /// rows `crossings` times over, and `curve` units per curve of the path: a curve is cut into lines before any
    /// row is read (and, for an outline check, offset three times), which costs by its pieces, not its rows. Layers
    /// of stacked rings, all curves, took two to four times their units without it.
    struct Reading {
        var setup: Int
        var row: Int
        var crossings: Int
        var curve: Int

        /// A slot of the weight guard: its masters mixed, sampled at the quarters of its cells and read every way
        /// the slot calls for (``ShapeReading``), each a walk of its runs.
        static let guarded = Reading(setup: 8_400, row: 32, crossings: 4, curve: 0)
        /// A fill offset's topology: the outline moved, scanned on the layer's cells and its parts and holes counted.
        static let offset = Reading(setup: 220, row: 15, crossings: 3, curve: 60)
        /// A fill offset's outline against its true offset: the source, the outline and the offset region scanned
        /// on grids of about a hundred cells a side, and their cells compared.
        static let outline = Reading(setup: 16_000, row: 12, crossings: 12, curve: 1_000)
    }

    let limit: Int
    private(set) var spent = 0

    init(limit: Int = WeightBudget.standard) {
        self.limit = limit
    }

    /// Whether the budget is spent: no more readings are made, and the layer that spent it keeps nothing it found.
    var isSpent: Bool { spent > limit }

    /// Charges `units`; false once the budget is spent (the work is then not to be done).
    func charge(_ units: Int) -> Bool {
        guard !isSpent else { return false }
        let (total, overflow) = spent.addingReportingOverflow(max(0, units))
        spent = overflow ? Int.max : total
        return !isSpent
    }

    /// Charges a `reading` of `path` on cells of side `cell`, `rows` rows of them; false once spent.
    func charge(_ reading: Reading, of path: VectorPath, cell: Double, rows: Int) -> Bool {
        guard !isSpent else { return false }
        let (crossings, curveCount) = Self.measure(path, cell: cell, rows: rows)
        // Saturating: a count past Int's range is a charge past any limit, never one wrapped to a small number.
        func times(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? .max : product
        }
        func plus(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .max : sum
        }
        let each = times(reading.crossings, Self.density(crossings, rows: rows))
        let curves = times(curveCount, reading.curve)
        return charge(plus(plus(reading.setup, times(rows, reading.row)), plus(times(crossings, each), curves)))
    }

    /// How many times over a crossing costs where rows are crossed by very many edges: one time over up to 1,023
    /// crossings a row on average, which no icon of the corpora comes near, and once more for each doubling past
    /// that. Such rows were sorted (1,000 rings over one another, 8,000 crossings a row, took four times their
    /// units); their crossings are now counted per column and cost less, and the factor is kept as a margin.
    static func density(_ crossings: Int, rows: Int) -> Int {
        let perRow = crossings / max(rows, 1)
        guard perRow >= 1024 else { return 1 }
        return Int.bitWidth - perRow.leadingZeroBitCount - 1 - 8
    }

    /// How many of `path`'s elements are curves (quadratic or cubic).
    static func curves(_ path: VectorPath) -> Int {
        measure(path, cell: 0, rows: 0).curves
    }

    /// How many rows of cells of side `cell` (`rows` of them) `path`'s elements cross: each element one, and the
    /// rows its control points span (which bound its curve's), no more than the grid has.
    static func crossings(_ path: VectorPath, cell: Double, rows: Int) -> Int {
        measure(path, cell: cell, rows: rows).crossings
    }

    /// ``crossings(_:cell:rows:)`` and ``curves(_:)`` from one walk of `path`'s elements: every reading is charged
    /// both, and a layer's masters are walked for each slot it reads.
    static func measure(_ path: VectorPath, cell: Double, rows: Int) -> (crossings: Int, curves: Int) {
        let spansRows = cell > 0 && cell.isFinite
        var crossings = 0.0
        var curves = 0
        var last: Point?
        for element in path.elements {
            switch element {
            case .quad, .cubic: curves += 1
            default: break
            }
            guard spansRows else { continue }
            let points = element.points
            guard var low = points.first?.y else { continue }
            var high = low
            for point in points.dropFirst() {
                low = min(low, point.y)
                high = max(high, point.y)
            }
            if let last {
                low = min(low, last.y)
                high = max(high, last.y)
            }
            crossings += 1 + min((high - low) / cell, Double(rows))
            last = points.last
        }
        return (spansRows ? Int(clamping: crossings, to: 0...Int.max) : 0, curves)
    }
}
