import SVGPath
import SymbolFormat
import Symbols

/// Lighter and heavier masters for filled outlines: each outline is offset in and out (``OutlineOffset``) as if
/// it were a stroke of the icon's thickness drawn at the three master widths, so fills gain weight as strokes do.
///
/// The shape is an invariant of the weight axis: every weight of a layer has the parts and holes of the source
/// (``ShapeTopology``), and its outline stays where a true offset would put it. Where the full offset would break
/// that (keys fusing with a keyboard's frame, a counter closing, a thin stroke vanishing), the layer's offset is
/// bisected down to the largest that keeps it, and the caller is told by how much each side was limited.
enum FillWeights {
    /// The outlines for the Ultralight, Regular and Black masters of each path, and what had to give.
    struct Result {
        var masters: [[VectorPath]]
        /// The distance each path's Ultralight and Black masters were moved by (design units, negative inward).
        var distances: [(ultralight: Double, black: Double)]
        /// One entry per group whose progression had to be limited.
        var limits: [Limit]
    }

    /// How far one group's outlines could follow the weights.
    struct Limit: Equatable {
        /// The group (layer) as the caller numbered it.
        var group: Int
        /// The fraction of the lighter and of the heavier progression taken (1 = all of it).
        var lighter: Double
        var heavier: Double
        /// The source's topology, and what the full offset would have made of it (nil where it kept it and only
        /// the outline check limited the offset).
        var source: ShapeTopology
        var lighterBreak: ShapeTopology?
        var heavierBreak: ShapeTopology?
    }

    /// The coefficient of Ultralight at Regular-M: the Regular master sits opposite the Ultralight one so that
    /// Regular-M is the outline as drawn (Regular-M = R + k·(U − R) = 0 offset).
    static var regularShare: Double { WeightInterpolator.coefficients(.regular, .medium).ultralight }

    /// How far past its master the lightest slot reaches, as a multiple of the Ultralight offset (Ultralight-L
    /// extrapolates beyond Ultralight-S), and the Regular master's offset as a multiple of it (negative: bolder).
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
    /// with the same `groups` entry are one layer: their union keeps its topology, and they share one limit.
    static func masters(of paths: [VectorPath], groups: [Int], thickness: Double) -> Result {
        let widths = MasterBuilder.masterWidths.map { $0.1 / VariantComposer.regularWidth }
        let lightest = (widths[0] - 1) * thickness / 2
        let heaviest = (widths[2] - 1) * thickness / 2
        let k = regularShare
        var masters = paths.map { [$0, $0, $0] }
        var distances = paths.map { _ in (ultralight: 0.0, black: 0.0) }
        var limits: [Limit] = []
        var order: [Int] = []
        for group in groups where !order.contains(group) { order.append(group) }
        for group in order {
            let members = paths.indices.filter { groups[$0] == group }
            let weighed = Layer(paths: members.map { paths[$0] }, reach: checked(max(-lightest * lightReach, heaviest)))
            let (lighter, ultralight, lightBreak) = weighed.largest(lightest, extremes: [lightReach, -k / (1 - k)])
            let (heavier, black, heavyBreak) = weighed.largest(heaviest, extremes: [1])
            for (position, index) in members.enumerated() {
                masters[index] = [ultralight[position], regularMaster(paths[index], ultralight: ultralight[position], k: k), black[position]]
                distances[index] = (lightest * lighter, heaviest * heavier)
            }
            if lighter < 1 || heavier < 1 {
                limits.append(Limit(group: group, lighter: lighter, heavier: heavier, source: weighed.source,
                                    lighterBreak: lightBreak, heavierBreak: heavyBreak))
            }
        }
        return Result(masters: masters, distances: distances, limits: limits)
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

        init(paths: [VectorPath], reach: Double) {
            self.paths = paths
            prepared = paths.map { OutlineOffset.Prepared($0) }
            var box: Rect?
            for path in paths { if let b = path.controlPointBounds { box = box.map { $0.union(b) } ?? b } }
            grid = box.map { TopologyGrid(covering: $0, reach: reach) }
            source = grid.map { ShapeTopology(Self.union(paths), on: $0) } ?? ShapeTopology(parts: 0, holes: 0)
        }

        static func union(_ paths: [VectorPath]) -> VectorPath {
            var union = VectorPath()
            for path in paths { union.append(path) }
            return union
        }

        /// The topology of the layer moved by `distance`.
        func topology(at distance: Double) -> ShapeTopology? {
            grid.map { grid in ShapeTopology(Self.union(prepared.map { $0.moved(by: distance).path }), on: grid) }
        }

        /// The largest fraction of `distance` (found by bisection, to 1/64) at which every path keeps its shape
        /// and the layer its topology at each extreme slot (`extremes`: multiples of the master's offset that some
        /// weight and scale reach); the offset paths at that fraction; and the topology the full offset breaks
        /// into, when it does.
        ///
        /// The bisection steps count the layer's topology only; the outlines (each within its true offset, and
        /// within ``FillWeights/spikeTolerance`` of it) are checked once, at the fraction found, with the topology
        /// half-way there too (a bay whose mouth closes at Medium encloses a hole that Black fills again). Where
        /// that fails (for about one side in six), the bisection goes on below it, every step checked so, to a
        /// sixteenth of that fraction. Outlines that leave their offset are rare (one step in forty), and checking
        /// them costs more than the topology.
        func largest(_ distance: Double, extremes: [Double]) -> (Double, [VectorPath], ShapeTopology?) {
            var broken: ShapeTopology?
            func topologyHolds(_ fraction: Double, closely: Bool) -> Bool {
                let steps = closely ? [1.0, 0.5] : [1.0]
                for factor in extremes {
                    for step in steps {
                        guard let found = topology(at: FillWeights.checked(distance * fraction * factor * step)), found != source else { continue }
                        if fraction == 1 && step == 1 && broken == nil { broken = found }
                        return false
                    }
                }
                return true
            }
            // The outlines at `fraction`, each within its true offset and without spikes, where the topology holds
            // there and half-way there.
            func verified(_ fraction: Double) -> [VectorPath]? {
                guard topologyHolds(fraction, closely: true) else { return nil }
                var offsets: [VectorPath] = []
                for (path, prepared) in zip(paths, prepared) {
                    let offset = OutlineOffset.offset(prepared, by: distance * fraction)
                    guard offset.keepsShape,
                          OutlineOffset.excursion(path, offset.path, distance: distance * fraction) <= FillWeights.spikeTolerance else { return nil }
                    offsets.append(offset.path)
                }
                return offsets
            }
            if distance == 0 { return (1, paths, nil) }
            func bisect(below high: Double, steps: Int, _ holds: (Double) -> Bool) -> Double {
                var low = 0.0, high = high
                for _ in 0..<steps {
                    let middle = (low + high) / 2
                    if holds(middle) { low = middle } else { high = middle }
                }
                return low
            }
            let low = topologyHolds(1, closely: false) ? 1 : bisect(below: 1, steps: 6) { topologyHolds($0, closely: false) }
            guard low > 0 else { return (0, paths, broken) }
            if let offsets = verified(low) { return (low, offsets, broken) }
            // Below a fraction whose outlines fail, every step is checked in full.
            var best = paths
            let closer = bisect(below: low, steps: 4) { fraction in
                guard let offsets = verified(fraction) else { return false }
                best = offsets
                return true
            }
            return (closer, closer > 0 ? best : paths, broken)
        }
    }
}
