import SVGPath
import SymbolFormat
import Symbols

/// The last word on the weight axis: every layer keeps, at every weight, the parts and holes it has at Regular-M,
/// counted as a render shows them.
///
/// ``FillWeights`` keeps each filled layer's shape while it builds the masters, and ``StrokeWeights`` keeps heavy
/// strokes whole; neither sees strokes that merge with each other or with fills (the digits of "123" fusing at
/// Black, a Tabler badge whose inner line meets its frame), nor a part thinned below what a render keeps. This pass
/// looks at what the template will draw: each layer's three finished masters mixed at the slots, as the renderer
/// mixes them, counted on cells of a fixed size, read from four samples each as a render's antialiasing reads
/// pixels, and read again the ways a render at another size or offset may show a wall or a gap about a pixel wide
/// (``ShapeReading``), as closely as ``policy`` says (``WeightPolicy/imported``). Where a lighter or heavier slot
/// breaks, that side's masters move back toward Regular-M together, by bisection (``WeightBisection``) on the share
/// of the side they keep; the shapes of a layer keep their point structure, so the template still interpolates,
/// and Regular-M stays where it was.
/// What no share can keep (arms that only touch their ring at Regular come off it at any lighter weight) is
/// reported as a change of shape, naming the slots; so is a source whose Regular-M already sits at the edge of a
/// pixel (two counters parted by a wall a tenth of a unit thick read as one or two depending on the render).
enum WeightGuard {
    /// How closely the guard checks: the cells, margins, speck, floor and probes (``WeightPolicy/imported``).
    static let policy = WeightPolicy.imported

    /// One layer's narrowing, or the change it could not avoid.
    struct Finding: Equatable {
        /// The layer, from 0.
        var layer: Int
        /// The share of each side the layer keeps.
        var share: WeightShares
        /// Regular-M's topology, and what each whole side made of it at its worst slot.
        var regular: ShapeTopology
        var lighterBreak: ShapeBreak?
        var heavierBreak: ShapeBreak?
        /// Slots whose topology differs from Regular-M's on a side no narrowing could save, with what they show.
        var changes: [ShapeBreak]
        /// Regular-M read another way (``ShapeReading/edges``, or ``ShapeReading/faint``) where that differs from what a
        /// render shows: a wall or a gap about a pixel wide in the source itself, which renders at some sizes show
        /// one way and at others the other way, at any weight.
        var edge: ShapeBreak?
        /// The layer's element count where it has too many to be checked (``WeightPolicy/maximumElements``).
        var unchecked: Int?
        /// Whether this is the layers drawn together (``together(_:)``), not layer `layer` alone.
        var together = false
        /// Whether the import's budget (``WeightBudget``) ran out before this layer was checked: it is left as it is.
        var unpaid = false

        static func == (a: Finding, b: Finding) -> Bool {
            a.layer == b.layer && a.share == b.share && a.regular == b.regular && a.changes == b.changes
                && a.edge == b.edge && a.unchecked == b.unchecked && a.together == b.together && a.unpaid == b.unpaid
        }

        /// Layer `layer` (or the layers drawn together) left unchecked: the budget ran out first.
        static func unpaid(_ layer: Int, together: Bool = false) -> Finding {
            Finding(layer: layer, share: .full, regular: ShapeTopology(parts: 0, holes: 0), changes: [], together: together, unpaid: true)
        }
    }

    /// A side of the weight axis, narrowed on its own share.
    enum Side {
        case lighter, heavier

        var slots: [TemplateSlotID] { self == .lighter ? WeightGuard.policy.lighterSlots : WeightGuard.policy.heavierSlots }
        var probes: [TemplateSlotID] { self == .lighter ? WeightGuard.policy.lighterProbes : WeightGuard.policy.heavierProbes }
    }

    /// Narrows the layers of `sketch` that would change shape, and says what it did and what still changes. Layers
    /// are checked in order while `budget` lasts; those it does not pay for are left as they are (``Finding/unpaid``).
    static func apply(_ sketch: inout SymbolSketch, budget: WeightBudget = WeightBudget()) -> [Finding] {
        let reference = WeightInterpolator.coefficients(.regular, .medium)
        var findings: [Finding] = []
        for l in sketch.layers.indices where !sketch.layers[l].shapes.isEmpty {
            guard !budget.isSpent else { findings.append(.unpaid(l)); continue }
            let shapes = shapeMasters(sketch, layer: l)
            let masters = (0..<3).map { m in union(shapes.map { $0[m] }) }
            guard masters[1].elements.count <= policy.maximumElements else {
                findings.append(Finding(layer: l, share: .full, regular: ShapeTopology(parts: 0, holes: 0), changes: [],
                                        unchecked: masters[1].elements.count))
                continue
            }
            guard let layer = Layer(masters, reference: reference, budget: budget) else {
                if budget.isSpent { findings.append(.unpaid(l)) }
                continue
            }
            var finding = Finding(layer: l, share: .full, regular: layer.regular, changes: [], edge: layer.edge)
            // The lighter side first: it moves the Regular master, which the heavier slots also mix.
            var unsaved = false
            if let side = layer.settle(.lighter, lighter: 1) {
                (finding.share.lighter, finding.lighterBreak) = (side.share, side.broken)
                unsaved = unsaved || !side.saved
            }
            if let side = layer.settle(.heavier, lighter: finding.share.lighter) {
                (finding.share.heavier, finding.heavierBreak) = (side.share, side.broken)
                unsaved = unsaved || !side.saved
            }
            if unsaved {
                finding.changes = layer.breaks(finding.share)
            }
            // What was found after the budget ran out rests on readings never made: the layer is left as it is.
            guard !budget.isSpent else { findings.append(.unpaid(l)); continue }
            guard finding.share.isNarrowed || unsaved || finding.edge != nil else { continue }
            for s in sketch.layers[l].shapes.indices {
                sketch.layers[l].shapes[s].masterOutlines = Layer.narrowed(shapes[s], finding.share, reference: reference)
            }
            findings.append(finding)
        }
        if let together = narrowTogether(&sketch, alone: findings, budget: budget) { findings.append(together) }
        return findings
    }

    /// What `sketch`'s masters change, left as they are: drawn masters are the designer's word, so their
    /// changes of shape are named, not narrowed. Layers past what `budget` pays for are not looked at.
    static func report(_ sketch: SymbolSketch, budget: WeightBudget = WeightBudget()) -> [Finding] {
        let reference = WeightInterpolator.coefficients(.regular, .medium)
        let alone: [Finding] = sketch.layers.indices.compactMap { l in
            guard !budget.isSpent else { return sketch.layers[l].shapes.isEmpty ? nil : .unpaid(l) }
            let shapes = shapeMasters(sketch, layer: l)
            let masters = (0..<3).map { m in union(shapes.map { $0[m] }) }
            guard masters[1].elements.count <= policy.maximumElements else {
                return Finding(layer: l, share: .full, regular: ShapeTopology(parts: 0, holes: 0), changes: [],
                               unchecked: masters[1].elements.count)
            }
            guard !shapes.isEmpty, let layer = Layer(masters, reference: reference, budget: budget) else {
                return budget.isSpent && !shapes.isEmpty ? .unpaid(l) : nil
            }
            let changes = layer.breaks(.full)
            if budget.isSpent { return .unpaid(l) }
            return changes.isEmpty && layer.edge == nil ? nil
                : Finding(layer: l, share: .full, regular: layer.regular, changes: changes, edge: layer.edge)
        }
        return alone + [reportTogether(sketch, budget: budget)].compactMap { $0 }
    }

    /// Each shape of layer `l` in the three masters (Ultralight, Regular, Black).
    static func shapeMasters(_ sketch: SymbolSketch, layer l: Int) -> [[VectorPath]] {
        sketch.layers[l].shapes.map { shape in (0..<3).map { MasterBuilder.shapeOutline(shape, master: $0, in: sketch) } }
    }

    static func union(_ paths: [VectorPath]) -> VectorPath {
        var union = VectorPath()
        for path in paths { union.append(path) }
        return union
    }

    /// One layer's three masters and the cells they are counted on; or the layers drawn together (``together(_:)``),
    /// where `masters` holds the Ultralight, Regular and Black of each run of layers in turn: what is drawn, what
    /// cut-out layers then clear, what is drawn over that, and so on.
    struct Layer {
        var masters: [VectorPath]
        var reference: WeightInterpolator.Coefficients
        var grid: TopologyGrid
        /// What each reading is charged to: once it is spent, readings are not made and the layer's findings are
        /// not to be kept.
        var budget: WeightBudget
        var regular: ShapeTopology
        /// Regular-M's topology with cracks closed (``WeightPolicy/gapCells``), what heavier slots are compared with.
        var regularClosed: ShapeTopology
        /// Regular-M where it is at least two cells thick: lighter slots keep its parts, no slot has more holes.
        var regularThick: ShapeTopology
        /// The cells Regular-M's cracks and narrow bays fill (``crackCells(_:grown:)``), and how many more a heavier
        /// slot may have.
        var regularCracks: Int
        var crackAllowance: Int
        /// Regular-M read the ``ShapeReading/edges`` ways.
        var regularBounds: [ShapeTopology]
        /// Regular-M's cells as a render shows them and read the ``ShapeReading/edges`` ways: a slot's parts and holes
        /// must be these, one to one, not only as many (``ShapeTopology/Reference/corresponds(_:)``).
        var regularCells: ShapeTopology.Reference
        var regularEdgeCells: [ShapeTopology.Reference]
        /// Regular-M's topology read ``ShapeReading/faint``: heavier slots have no more holes so read.
        var regularFaint: ShapeTopology

        init?(_ masters: [VectorPath], reference: WeightInterpolator.Coefficients, budget: WeightBudget = WeightBudget()) {
            var box: Rect?
            for path in masters { if let b = path.controlPointBounds { box = box.map { $0.union(b) } ?? b } }
            guard let box, masters.count >= 3, masters.count % 3 == 0 else { return nil }
            self.masters = masters
            self.reference = reference
            self.budget = budget
            // Room for slots past the masters (Ultralight-L extrapolates).
            let reach = WeightGuard.policy.reach
            // At most the policy's maximum of cells across: artwork reaching far outside its viewBox gets coarser
            // cells, not an unbounded grid.
            let side = max(box.width, box.height) + 2 * reach
            grid = TopologyGrid(covering: box, reach: reach, resolution: WeightGuard.policy.grid.resolution(across: side))
            guard let quarters = Self.quarters(masters, reference, on: grid, budget: budget) else { return nil }
            let read = Cells(quarters, scrutiny: .every, heavier: true)
            let runs = read.drawn
            regular = ShapeTopology(runs)
            let grown = runs.dilated(by: WeightGuard.policy.gapCells)
            regularClosed = ShapeTopology(grown)
            regularThick = ShapeTopology(runs.eroded())
            regularCracks = Self.crackCells(runs, grown: grown)
            // A crack a third of the way across the layer, or a few short ones: what a reader sees close.
            crackAllowance = max(grid.columns, grid.rows) / 3
            regularCells = ShapeTopology.Reference(runs, minimumCells: WeightGuard.policy.speck)
            let edgeCells = ShapeReading.edges.map { $0 == .firm ? read.firm! : $0.cells(quarters) }
            regularEdgeCells = edgeCells.map { ShapeTopology.Reference($0, minimumCells: WeightGuard.policy.speck) }
            regularBounds = edgeCells.map(ShapeTopology.init)
            regularFaint = ShapeTopology(read.faint!)
        }

        /// A drawing's cells as a render shows them (``ShapeReading/drawn``) and, unless only that is asked for, three
        /// quarters covered (``ShapeReading/firm``) and, for a heavier slot, a quarter covered (``ShapeReading/faint``), from
        /// one walk of its samples.
        struct Cells {
            var drawn: CoverageRuns
            /// Read unless the scrutiny is ``Scrutiny/drawn``.
            var firm: CoverageRuns?
            /// Read for a heavier slot unless the scrutiny is ``Scrutiny/drawn``.
            var faint: CoverageRuns?

            init(_ quarters: CoverageRuns, scrutiny: Scrutiny, heavier: Bool) {
                let samples: [Int32] = scrutiny == .drawn ? [2] : heavier ? [2, 3, 1] : [2, 3]
                let read = CoverageRuns.reading(quarters, samples: samples)
                drawn = read[0]
                firm = read.count > 1 ? read[1] : nil
                faint = read.count > 2 ? read[2] : nil
            }
        }

        /// Regular-M read one of the ``ShapeReading/edges`` ways, where that differs from what a render shows.
        /// Also read a quarter covered (``ShapeReading/faint``): a wall pinched to nothing where two outlines touch at
        /// a point (a ring cut by a wedge whose tip meets its rim) shows open at some sizes and closed at others,
        /// and no other reading joins it.
        var edge: ShapeBreak? {
            let readings = zip(ShapeReading.edges, regularBounds) + [(ShapeReading.faint, regularFaint)]
            return readings.first { $0.1 != regular }.map {
                ShapeBreak(slot: TemplateSlotID(.regular, .medium), found: $0.1, expected: regular, reading: $0.0)
            }
        }

        /// Whether the layer drawn at `slot` from masters `m` has Regular-M's parts and holes, one to one: as a
        /// render shows them (no part lost or fused, no counter closed, no seam opened where grown strokes overlap)
        /// and read the ``ShapeReading/edges`` ways; for a heavier slot also with cracks closed and with no more holes
        /// a quarter covered, for a lighter one also where parts are at least two cells thick. What it finds when it
        /// does not.
        /// `reading` says how many of those ways (``Scrutiny``).
        func differs(at slot: TemplateSlotID, _ m: [VectorPath], reading scrutiny: Scrutiny = .every) -> ShapeBreak? {
            func broken(_ found: ShapeTopology, _ expected: ShapeTopology, _ reading: ShapeReading) -> ShapeBreak {
                ShapeBreak(slot: slot, found: found, expected: expected, reading: reading)
            }
            let k = WeightInterpolator.coefficients(slot.weight, slot.scale)
            guard let quarters = Self.quarters(m, k, on: grid, budget: budget) else { return nil }
            let read = Cells(quarters, scrutiny: scrutiny, heavier: slot.weight > .regular)
            let runs = read.drawn
            guard regularCells.corresponds(runs) else {
                return broken(ShapeTopology(runs), regular, .drawn)
            }
            if scrutiny == .drawn { return nil }
            // Walls and gaps at the edge of a pixel: a wall a render shows faintly at Regular may show solid at a
            // heavier slot or vanish at a lighter one, a gap may close or open.
            for (index, reading) in ShapeReading.edges.enumerated() where scrutiny == .every || reading == .firm {
                let cells = reading == .firm ? read.firm! : reading.cells(quarters)
                if !regularEdgeCells[index].corresponds(cells) {
                    return broken(ShapeTopology(cells), regularBounds[index], reading)
                }
            }
            // Where the ink is at least two cells thick, what a render's antialiasing keeps. Lighter slots keep
            // Regular-M's count exactly there (no part thinned to a hairline that fades, no neck that breaks, no
            // wall so thin that two holes run together). Heavier ones may keep more parts there (Regular's hairlines
            // thicken), but no more holes: a seam thinner than a cell where grown strokes overlap shows in a render
            // and slips between cell centres.
            let thick = ShapeTopology(runs.eroded())
            let thickBreak = broken(thick, regularThick, .thick)
            guard slot.weight > .regular else { return thick == regularThick ? nil : thickBreak }
            guard thick.holes <= regularThick.holes else { return thickBreak }
            // A gap under a pixel that a render closes: a bay whose mouth has narrowed to a hair shows as a hole
            // a weight before the bay fills. Only new holes count here: a quarter covered, the grown outline's
            // edges merge and part in ways no render shows.
            let faint = ShapeTopology(read.faint!)
            guard faint.holes <= regularFaint.holes else { return broken(faint, regularFaint, .faint) }
            let grown = runs.dilated(by: WeightGuard.policy.gapCells)
            let closed = ShapeTopology(grown)
            guard closed == regularClosed else { return broken(closed, regularClosed, .closed) }
            // Gaps squeezed to cracks: a bay or a cut (a leaf's veins) that closes at a heavier weight is no hole,
            // so no count sees it go; the cells that closing it fills do.
            let cracks = Self.crackCells(runs, grown: grown)
            return cracks <= regularCracks + crackAllowance ? nil : broken(closed, regularClosed, .cracked)
        }

        /// The cells a closing of ``WeightPolicy/gapCells`` fills: cracks and narrow bays, and a little at inner
        /// corners. (Grown, then thinned by as much: a 3×3 erosion, which shifts the cells but keeps their count.)
        static func crackCells(_ runs: CoverageRuns, grown: CoverageRuns) -> Int {
            grown.erodedCellCount(block: 3) - runs.cellCount
        }

        /// Masters `m` mixed with coefficients `k`, sampled at the quarters of `grid`'s cells: what is drawn, less what
        /// cut-out layers then clear, with what is drawn over that, in turn, where `m` holds several runs of layers.
        /// Nil once `budget` is spent (the reading and the ways it is read are charged to it).
        static func quarters(_ m: [VectorPath], _ k: WeightInterpolator.Coefficients, on grid: TopologyGrid,
                             budget: WeightBudget) -> CoverageRuns? {
            var quarters: CoverageRuns?
            for run in runs(m) {
                guard !budget.isSpent, let mixed = WeightInterpolator.mix(ultralight: run.masters[0], regular: run.masters[1], black: run.masters[2], k),
                      budget.charge(.guarded, of: mixed, cell: grid.cell / 2, rows: 2 * grid.rows) else { return nil }
                let read = grid.quarters(mixed)
                quarters = quarters.map { run.clears ? $0.subtracting(read) : $0.union(read) } ?? read
            }
            return quarters
        }

        /// The runs of layers `masters` holds, three masters each (Ultralight, Regular, Black), and whether each
        /// clears what the runs before it drew: one layer is one run that draws; the layers drawn together
        /// (``together(_:)``) alternate, drawing first.
        static func runs(_ masters: [VectorPath]) -> [(masters: [VectorPath], clears: Bool)] {
            stride(from: 0, to: masters.count, by: 3).map { (Array(masters[$0..<$0 + 3]), $0 / 3 % 2 == 1) }
        }

        /// The masters with the lighter and the heavier side cut to the given shares (past 1 they extend it):
        /// Ultralight and Regular move toward Regular-M's outline S together, so that Regular-M stays S; Black
        /// moves toward the new Regular.
        static func narrowed(_ masters: [VectorPath], _ share: WeightShares,
                             reference: WeightInterpolator.Coefficients) -> [VectorPath] {
            // What is drawn and what is cleared move alike, run by run.
            if masters.count > 3 {
                return runs(masters).flatMap { narrowed($0.masters, share, reference: reference) }
            }
            let (lighter, heavier) = (share.lighter, share.heavier)
            guard let s = WeightInterpolator.mix(ultralight: masters[0], regular: masters[1], black: masters[2], reference) else { return masters }
            func toward(_ base: VectorPath, _ target: VectorPath, _ share: Double) -> VectorPath {
                // base + share · (target − base), point for point.
                WeightInterpolator.mix(ultralight: target, regular: base, black: base,
                                       WeightInterpolator.Coefficients(ultralight: share, black: 0)) ?? target
            }
            let ultralight = lighter == 1 ? masters[0] : toward(s, masters[0], lighter)
            let regular = lighter == 1 ? masters[1] : toward(s, masters[1], lighter)
            let black = heavier == 1 && lighter == 1 ? masters[2] : toward(regular, masters[2], heavier)
            return [ultralight, regular, black]
        }

        /// The first of `given` slots (lighter ones when `heavier` is nil, else heavier ones) whose topology differs
        /// from Regular-M's with the sides cut to those shares, read as closely as `scrutiny` says.
        /// `trying` is looked at first: the slot that broke last time breaks first again.
        func firstBreak(lighter: Double, heavier: Double?, among given: [TemplateSlotID],
                        trying: TemplateSlotID?, reading scrutiny: Scrutiny = .every) -> ShapeBreak? {
            let m = Self.narrowed(masters, WeightShares(lighter: lighter, heavier: heavier ?? 1), reference: reference)
            var slots = given
            if let trying, let index = slots.firstIndex(of: trying) { slots.insert(slots.remove(at: index), at: 0) }
            for slot in slots {
                if let found = differs(at: slot, m, reading: scrutiny) { return found }
            }
            // A heavier share is also drawn a little heavier still, as a render shows it: a counter squeezed to a
            // crack of about a pixel breaks into beads in an antialiased render, and a bay whose mouth is open by a
            // hair closes.
            guard let heavier else { return nil }
            let heavy = Self.narrowed(masters, WeightShares(lighter: lighter, heavier: heavier + WeightGuard.policy.heavierMargin), reference: reference)
            for slot in slots where WeightGuard.policy.heavierProbes.contains(slot) {
                if let found = differs(at: slot, heavy, reading: .drawn) { return found }
            }
            return nil
        }

        /// Every checked slot that differs from Regular-M's topology at these shares.
        func breaks(_ share: WeightShares) -> [ShapeBreak] {
            let m = Self.narrowed(masters, share, reference: reference)
            let slots = (WeightGuard.policy.lighterSlots + WeightGuard.policy.heavierSlots).sorted {
                ($0.weight, $0.scale) < ($1.weight, $1.scale)
            }
            return slots.compactMap { slot in differs(at: slot, m) }
        }

        /// Where `side` settles (the lighter side's share being `lighter`), or nil when the whole side keeps
        /// the shape. The side is bisected on its probes, read every way; then the share found is checked at its
        /// other slots, the weights between the probes, on this grid's cells only (``Scrutiny/grid``). Where one of
        /// those breaks (a weight between the extremes that breaks alone), the side is bisected again on all its
        /// slots, read every way.
        ///
        /// The weights between are not read as other renders would show them: they break alone in about one layer
        /// in ninety, and reading their samples over again was a quarter of the guard's work. What they show at the
        /// edge of a pixel lies between what their neighbours show, which are read every way.
        func settle(_ side: Side, lighter: Double) -> (share: Double, broken: ShapeBreak, saved: Bool)? {
            func firstBreak(_ slots: [TemplateSlotID], _ share: Double, _ trying: TemplateSlotID?,
                            _ scrutiny: Scrutiny = .every) -> ShapeBreak? {
                side == .lighter ? self.firstBreak(lighter: share, heavier: nil, among: slots, trying: trying, reading: scrutiny)
                    : self.firstBreak(lighter: lighter, heavier: share, among: slots, trying: trying, reading: scrutiny)
            }
            func breakCount(_ share: Double) -> Int {
                breaks(side == .lighter ? WeightShares(lighter: share, heavier: 1) : WeightShares(lighter: lighter, heavier: share)).count
            }
            let probed = settle({ firstBreak(side.probes, $0, $1) }, breakCount)
            let rest = side.slots.filter { !side.probes.contains($0) }
            guard firstBreak(rest, probed?.share ?? 1, nil, .grid) != nil else { return probed }
            return settle({ firstBreak(side.slots, $0, $1) }, breakCount)
        }

        /// Where one side settles, or nil when the whole side keeps the shape: the share it keeps, what the
        /// whole side breaks into, and whether the share saves the shape. `firstBreak(share, trying)` checks
        /// the side at a share; `breakCount(share)` counts the slots that break there. A side still broken at its
        /// floor keeps the floor only where that breaks fewer slots than the whole side; otherwise
        /// narrowing would cost weight and save nothing (arms that only touch their ring come off it at any
        /// lighter weight), and the side keeps all of it.
        func settle(_ firstBreak: (Double, TemplateSlotID?) -> ShapeBreak?,
                    _ breakCount: (Double) -> Int) -> (share: Double, broken: ShapeBreak, saved: Bool)? {
            guard let broken = firstBreak(1, nil) else { return nil }
            // The largest share in [floor, 1] (to 1/36) that keeps the shape; the floor when none does.
            let floor = WeightGuard.policy.floor
            let share = WeightBisection.largest(from: floor, below: 1, steps: WeightGuard.policy.steps) {
                firstBreak($0, broken.slot) == nil
            }
            guard share == floor, firstBreak(share, broken.slot) != nil else { return (share, broken, true) }
            return (breakCount(share) >= breakCount(1) ? 1 : share, broken, false)
        }
    }
}
