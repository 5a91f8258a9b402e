import SVGPath
import SymbolFormat
import Symbols

extension WeightGuard {
    /// The layers as a monochrome image draws them together, in their order: the masters (Ultralight, Regular,
    /// Black) of a run of drawn layers' shapes, then of a run of cut-out layers' (``SketchLayer/Behavior/cutout``)
    /// that clear what is drawn below them, then of the drawn layers above those, and so on; or nil where fewer than
    /// two layers draw anything. Each layer keeps its shape alone (``apply(_:)``), yet layers apart at Regular can
    /// grow into each other at Black (an arrow into its box, a badge into its disc), and a knockout can grow through
    /// the shape it is cut from: the silhouette's parts and holes show both, and a layer next to another is in it.
    ///
    /// A cut-out layer clears only what is drawn below it, so the order is kept: a wordmark's letters cut out of
    /// their shadow, with sparkles drawn on top, still has its counters cleared (``Layer/quarters(_:_:on:budget:)``
    /// reads the runs in turn). One below every drawn layer clears nothing and is left out.
    static func together(_ sketch: SymbolSketch) -> [VectorPath]? {
        let drawn = sketch.layers.indices.filter { !sketch.layers[$0].shapes.isEmpty }
        guard drawn.count > 1 else { return nil }
        // Runs alternate: drawn, cleared, drawn, …; three masters each (``Layer/runs(_:)`` reads them so).
        var runs: [VectorPath] = []
        var clearing = false
        for l in drawn {
            let cutout = sketch.layers[l].behavior == .cutout
            if cutout && runs.isEmpty { continue }
            if runs.isEmpty || cutout != clearing {
                runs += [VectorPath](repeating: VectorPath(), count: 3)
                clearing = cutout
            }
            for shape in shapeMasters(sketch, layer: l) {
                for m in 0..<3 { runs[runs.count - 3 + m].append(shape[m]) }
            }
        }
        guard runs.count >= 3, !runs[1].isEmpty else { return nil }
        return runs
    }

    /// Narrows every layer of `sketch` together where the layers drawn together change shape toward Black though
    /// each keeps its own: the silhouette's heavier side is bisected as one layer's is (``Layer/settle(_:lighter:)``),
    /// and the share found cuts every layer's (shares multiply), so the layers keep their places relative to each
    /// other. What it did and what still changes, as for a layer; nil where the silhouette keeps its shape.
    ///
    /// Only the heavier side is narrowed: that is where layers grow into each other. Toward Ultralight every layer
    /// thins, and layers drawn edge to edge (a flag's stripes) part, as their designer's own lighter weights would
    /// draw them: what changes there is named, not narrowed. What sits at the edge of a pixel is said for each
    /// layer, not again for the layers together.
    ///
    /// Where a layer alone already changes shape toward Black (`alone`), the silhouette changes with it, and
    /// narrowing every layer could not save what narrowing that one did not: the changes are only named.
    ///
    /// Nothing is narrowed or named where `budget` runs out first (``Finding/unpaid``).
    static func narrowTogether(_ sketch: inout SymbolSketch, alone: [Finding], budget: WeightBudget) -> Finding? {
        guard let masters = together(sketch) else { return nil }
        let reference = WeightInterpolator.coefficients(.regular, .medium)
        if let unchecked = uncheckable(masters) { return unchecked }
        guard !budget.isSpent else { return .unpaid(0, together: true) }
        guard let layer = Layer(masters, reference: reference, budget: budget) else {
            return budget.isSpent ? .unpaid(0, together: true) : nil
        }
        var finding = Finding(layer: 0, share: .full, regular: layer.regular, changes: [], together: true)
        let lighter = lighterBreaks(layer)
        if alone.contains(where: { $0.changes.contains { ($0.slot?.weight ?? .regular) > .regular } }) {
            finding.changes = lighter + heavierBreaks(layer, .full)
            if budget.isSpent { return .unpaid(0, together: true) }
            return finding.changes.isEmpty ? nil : finding
        }
        guard let side = layer.settle(.heavier, lighter: 1) else {
            finding.changes = lighter
            if budget.isSpent { return .unpaid(0, together: true) }
            return lighter.isEmpty ? nil : finding
        }
        (finding.share.heavier, finding.heavierBreak) = (side.share, side.broken)
        finding.changes = lighter + (side.saved ? [] : heavierBreaks(layer, finding.share))
        if budget.isSpent { return .unpaid(0, together: true) }
        if finding.share.isNarrowed {
            for l in sketch.layers.indices {
                let shapes = shapeMasters(sketch, layer: l)
                for s in sketch.layers[l].shapes.indices {
                    sketch.layers[l].shapes[s].masterOutlines = Layer.narrowed(shapes[s], finding.share, reference: reference)
                }
            }
        }
        return finding.share.isNarrowed || !finding.changes.isEmpty ? finding : nil
    }

    /// What the layers drawn together change at the weights as drawn (designers' masters): nil where nothing.
    static func reportTogether(_ sketch: SymbolSketch, budget: WeightBudget) -> Finding? {
        guard let masters = together(sketch) else { return nil }
        if let unchecked = uncheckable(masters) { return unchecked }
        guard !budget.isSpent else { return .unpaid(0, together: true) }
        guard let layer = Layer(masters, reference: WeightInterpolator.coefficients(.regular, .medium), budget: budget) else {
            return budget.isSpent ? .unpaid(0, together: true) : nil
        }
        let changes = lighterBreaks(layer) + heavierBreaks(layer, .full)
        if budget.isSpent { return .unpaid(0, together: true) }
        return changes.isEmpty ? nil : Finding(layer: 0, share: .full, regular: layer.regular, changes: changes, together: true)
    }

    /// The finding for layers with too many elements together to be checked (``WeightPolicy/maximumElements``).
    static func uncheckable(_ masters: [VectorPath]) -> Finding? {
        let elements = Layer.runs(masters).reduce(0) { $0 + $1.masters[1].elements.count }
        guard elements > policy.maximumElements else { return nil }
        return Finding(layer: 0, share: .full, regular: ShapeTopology(parts: 0, holes: 0), changes: [], unchecked: elements, together: true)
    }

    /// The lighter slots that break, the masters whole (the lighter side is not narrowed together).
    static func lighterBreaks(_ layer: Layer) -> [ShapeBreak] {
        policy.lighterSlots.sorted { ($0.weight, $0.scale) < ($1.weight, $1.scale) }.compactMap { layer.differs(at: $0, layer.masters) }
    }

    /// The heavier slots that break at `share`.
    static func heavierBreaks(_ layer: Layer, _ share: WeightShares) -> [ShapeBreak] {
        layer.breaks(share).filter { ($0.slot?.weight ?? .regular) > .regular }
    }
}
