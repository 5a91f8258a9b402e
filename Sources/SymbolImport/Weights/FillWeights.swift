import SVGPath
import SymbolFormat
import Symbols

/// Lighter and heavier masters for filled outlines: each outline is offset in and out (``OutlineOffset``) as if
/// it were a stroke of the icon's thickness drawn at the three master widths, so fills gain weight as strokes do.
///
/// The shape is an invariant of the weight axis: every weight of a layer has the parts and holes of the source
/// (``ShapeTopology``), and its outline stays where a true offset would put it. Where the full offset would break
/// that (keys fusing with a keyboard's frame, a counter closing, a thin stroke vanishing), the layer's offset is
/// bisected (``WeightBisection``) down to the largest share that keeps it, and the caller is told what share of
/// each side the layer keeps.
enum FillWeights {
    /// The outlines for the Ultralight, Regular and Black masters of each path, and what had to give.
    struct Result {
        var masters: [[VectorPath]]
        /// The distance each path's Ultralight and Black masters were moved by (design units, negative inward).
        var distances: [(ultralight: Double, black: Double)]
        /// One entry per layer whose sides had to be narrowed.
        var limits: [Limit]
        /// The layers (as the caller numbered them) whose fills are drawn as they are at every weight: the budget
        /// (``WeightBudget``) ran out before or while they were weighed.
        var unweighed: [Int] = []
    }

    /// How far one layer's outlines could follow the weights.
    struct Limit: Equatable {
        /// The layer as the caller numbered it.
        var layer: Int
        /// The share of each side taken.
        var share: WeightShares
        /// The source's topology, and what each side's full offset would have made of it (nil where it kept it and
        /// only the outline check narrowed the offset; the break's slot is nil: a master's outline is checked).
        var source: ShapeTopology
        var lighterBreak: ShapeBreak?
        var heavierBreak: ShapeBreak?
    }

    /// The coefficient of Ultralight at Regular-M: the Regular master sits opposite the Ultralight one so that
    /// Regular-M is the outline as drawn (Regular-M = R + k·(U − R) = 0 offset).
    static var regularShare: Double { WeightInterpolator.coefficients(.regular, .medium).ultralight }

    /// How far past its master the lightest slot reaches, as a multiple of the Ultralight offset (Ultralight-L
    /// extrapolates beyond Ultralight-S), and the Regular master's offset as a multiple of it (negative: heavier).
    static let lightReach: Double = {
        let k = regularShare
        let r = -k / (1 - k)
        var reach = 1.0
        for scale in SymbolScale.allCases {
            for weight in SymbolWeight.allCases {
                let c = WeightInterpolator.coefficients(weight, scale)
                reach = max(reach, r + c.ultralight * (1 - r) - c.black * r)
            }
        }
        return reach
    }()

    /// Topology is checked this much past each extreme offset (a factor, then design units), so that a gap or
    /// a part that survives keeps a third of its width and at least 1.5 units (a pixel and a half at 96 pt), never
    /// a hairline.
    static let safety = (factor: 1.5, units: 0.75)

    /// How far (design units, a hundredth of the cap band) a master's outline may leave the true offset region of
    /// its source: a corner or a short edge whose offset turned over sticks out as a spike or a bar beyond it, which
    /// the repairs in ``OutlineOffset`` avoid and the bisection refuses where they cannot.
    static let spikeTolerance = 1.0

    /// The distance at which an offset of `distance` is checked.
    static func checked(_ distance: Double) -> Double {
        distance == 0 ? 0 : distance * safety.factor + (distance < 0 ? -safety.units : safety.units)
    }

    /// Offsets for a stroke of width `thickness` (design units): the edge moves by half the width change. Paths
    /// with the same `layers` entry are one layer: their union keeps its topology, and they share one limit.
    /// Layers are weighed in order while `budget` lasts; the rest keep their outlines at every weight.
    /// Their sides' winding questions read at most `windingWork` polygon points together (a test gives less).
    static func masters(of paths: [VectorPath], layers: [Int], thickness: Double, budget: WeightBudget = WeightBudget(),
                        windingWork: Int = VectorPath.windingWorkLimit) -> Result {
        let widths = MasterBuilder.masterWidths.map { $0.1 / VariantComposer.regularWidth }
        let lightest = (widths[0] - 1) * thickness / 2
        let heaviest = (widths[2] - 1) * thickness / 2
        let k = regularShare
        var masters = paths.map { [$0, $0, $0] }
        var distances = paths.map { _ in (ultralight: 0.0, black: 0.0) }
        var limits: [Limit] = []
        var unweighed: [Int] = []
        // Each layer's paths in one pass (a search per path made thousands of layers quadratic).
        var order: [Int] = []
        var membersOf: [Int: [Int]] = [:]
        for (index, layer) in layers.enumerated() {
            if membersOf[layer] == nil { order.append(layer) }
            membersOf[layer, default: []].append(index)
        }
        // The winding questions of every path's sides (``OutlineOffset/Prepared``) share one bound: a layer of many
        // paths each just within it, or many such layers, would otherwise take seconds.
        let windingLimit = windingWork
        var windingWork = windingWork
        for layer in order {
            let members = membersOf[layer] ?? []
            guard !budget.isSpent else { unweighed.append(layer); continue }
            let weighed = Layer(paths: members.map { paths[$0] }, reach: checked(max(-lightest * lightReach, heaviest)), budget: budget,
                                work: &windingWork, limit: windingLimit)
            // A path refused for what the paths before it read would be drawn unmoved among moved ones: the layer
            // keeps its outlines, as one past the budget does (and is said to).
            guard !weighed.overWorked else { unweighed.append(layer); continue }
            let (lighter, ultralight, lightBreak) = weighed.largest(lightest, extremes: [lightReach, -k / (1 - k)])
            let (heavier, black, heavyBreak) = weighed.largest(heaviest, extremes: [1])
            // Shares found after the budget ran out rest on readings never made: the layer keeps its outlines.
            guard !budget.isSpent else { unweighed.append(layer); continue }
            for (position, index) in members.enumerated() {
                masters[index] = [ultralight[position], regularMaster(paths[index], ultralight: ultralight[position], k: k), black[position]]
                distances[index] = (lightest * lighter, heaviest * heavier)
            }
            let share = WeightShares(lighter: lighter, heavier: heavier)
            if share.isNarrowed {
                limits.append(Limit(layer: layer, share: share, source: weighed.source,
                                    lighterBreak: lightBreak, heavierBreak: heavyBreak))
            }
        }
        return Result(masters: masters, distances: distances, limits: limits, unweighed: unweighed)
    }

    /// The Regular master that puts Regular-M exactly on the source: R + k·(U − R) = source, point for point. (A
    /// plain offset opposite the Ultralight one would only where moving in and out are mirror images, which they
    /// are not at a bevelled corner or a collapsed segment.)
    static func regularMaster(_ source: VectorPath, ultralight: VectorPath, k: Double) -> VectorPath {
        let light = ultralight.elements.flatMap(\.points)
        var cursor = 0
        return VectorPath(source.elements.map { element in
            element.mapped { p in
                defer { cursor += 1 }
                return (p - light[cursor] * k) * (1 / (1 - k))
            }
        })
    }

    /// One layer's outlines and the grid its weights are compared on.
    struct Layer {
        var paths: [VectorPath]
        /// The paths ready to be moved by the many distances tried.
        var prepared: [OutlineOffset.Prepared]
        var grid: TopologyGrid?
        var source: ShapeTopology
        /// What each reading and outline check is charged to.
        var budget: WeightBudget
        /// Whether a path's sides were left unknown because the paths prepared before it (in this layer or
        /// earlier ones) had read the winding work it would have fitted alone.
        var overWorked = false

        init(paths: [VectorPath], reach: Double, budget: WeightBudget, work: inout Int, limit: Int) {
            self.paths = paths
            self.budget = budget
            var refused = false
            prepared = paths.map { path in
                let before = work
                let prepared = OutlineOffset.Prepared(path, tuning: WeightPolicy.imported.offset, work: &work)
                if prepared.windingWork > before, before < limit { refused = true }
                return prepared
            }
            overWorked = refused
            var box: Rect?
            for path in paths { if let b = path.controlPointBounds { box = box.map { $0.union(b) } ?? b } }
            let grid = box.map { TopologyGrid(covering: $0, reach: reach) }
            self.grid = grid
            let union = Self.union(paths)
            source = grid.flatMap { budget.charge(.offset, of: union, cell: $0.cell, rows: $0.rows) ? ShapeTopology(union, on: $0) : nil }
                ?? ShapeTopology(parts: 0, holes: 0)
        }

        static func union(_ paths: [VectorPath]) -> VectorPath {
            var union = VectorPath()
            for path in paths { union.append(path) }
            return union
        }

        /// The topology of the layer moved by `distance`; nil once the budget is spent.
        func topology(at distance: Double) -> ShapeTopology? {
            guard let grid, !budget.isSpent else { return nil }
            let moved = Self.union(prepared.map { $0.moved(by: distance).path })
            return budget.charge(.offset, of: moved, cell: grid.cell, rows: grid.rows) ? ShapeTopology(moved, on: grid) : nil
        }

        /// Charges checking `path`'s offset outline against its true offset (``OutlineOffset/offset(_:by:)`` and
        /// ``OutlineOffset/excursion(_:_:distance:miterLimit:resolution:)``: the source, the outline and the
        /// offset region scanned on grids of about a hundred cells a side, twice over); false once spent.
        func chargeOutlineCheck(_ path: VectorPath) -> Bool {
            guard let box = path.controlPointBounds else { return budget.charge(1) }
            return budget.charge(.outline, of: path, cell: max(box.width, box.height, 1e-9) / 128, rows: 128)
        }

        /// The largest share of `distance` (found by bisection, to 1/64) at which every path keeps its shape and
        /// the layer its topology at each extreme slot (`extremes`: multiples of the master's offset that some
        /// weight and scale reach); the offset paths at that share; and what the full offset breaks the topology
        /// into, when it does.
        ///
        /// The bisection steps count the layer's topology only; the outlines (each within its true offset, and
        /// within ``FillWeights/spikeTolerance`` of it) are checked once, at the share found, with the topology
        /// half-way there too (a bay whose mouth closes at Medium encloses a hole that Black fills again). Where
        /// that fails (for about one side in six), the bisection goes on below it, every step checked so, to a
        /// sixteenth of that share. Outlines that leave their offset are rare (one step in forty), and checking
        /// them costs more than the topology.
        func largest(_ distance: Double, extremes: [Double]) -> (Double, [VectorPath], ShapeBreak?) {
            var broken: ShapeBreak?
            func topologyHolds(_ share: Double, closely: Bool) -> Bool {
                let steps = closely ? [1.0, 0.5] : [1.0]
                for factor in extremes {
                    for step in steps {
                        guard let found = topology(at: FillWeights.checked(distance * share * factor * step)), found != source else { continue }
                        if share == 1 && step == 1 && broken == nil {
                            broken = ShapeBreak(slot: nil, found: found, expected: source, reading: .drawn)
                        }
                        return false
                    }
                }
                return true
            }
            // The outlines at `share`, each within its true offset and without spikes, where the topology holds
            // there and half-way there.
            func verified(_ share: Double) -> [VectorPath]? {
                guard topologyHolds(share, closely: true) else { return nil }
                var offsets: [VectorPath] = []
                for (path, prepared) in zip(paths, prepared) {
                    guard chargeOutlineCheck(path) else { return nil }
                    let offset = OutlineOffset.offset(prepared, by: distance * share)
                    guard offset.keepsShape,
                          OutlineOffset.excursion(path, offset.path, distance: distance * share) <= FillWeights.spikeTolerance else { return nil }
                    offsets.append(offset.path)
                }
                return offsets
            }
            if distance == 0 { return (1, paths, nil) }
            let low = topologyHolds(1, closely: false) ? 1
                : WeightBisection.largest(from: 0, below: 1, steps: 6) { topologyHolds($0, closely: false) }
            guard low > 0 else { return (0, paths, broken) }
            if let offsets = verified(low) { return (low, offsets, broken) }
            // Below a share whose outlines fail, every step is checked in full.
            var best = paths
            let closer = WeightBisection.largest(from: 0, below: low, steps: 4) { share in
                guard let offsets = verified(share) else { return false }
                best = offsets
                return true
            }
            return (closer, closer > 0 ? best : paths, broken)
        }
    }
}
