import SVGPath
import SymbolFormat
import SymbolImport
import Symbols

/// Keeps the bundled library's symbols the same shape at every weight. A heavy font thins details where they
/// would fill; it does not fill them: a gear whose teeth fuse with its hub at Black, or a globe whose meridians
/// close its counters, is a different symbol.
///
/// Measured on the monochrome silhouette (layers composited as monochrome draws them: knockouts and erasers cut
/// holes) with ``ShapeTopology``, at each weight and scale mixed from the masters exactly as the renderer does,
/// against Regular-M. The weights model is the importer's (`SymbolImport`'s `Weights`): its breaks are
/// ``ShapeBreak``s, its shares are bisected with ``WeightBisection``, and how closely it checks is
/// ``WeightPolicy/library``.
enum LibraryTopology {
    /// How closely the library is checked: 256 cells across the drawing's box, fine enough for a gap of about half
    /// a unit (a tenth of a Regular stroke); the pixel margin; the heavier slots probed; the bisection's steps.
    static let policy = WeightPolicy.library

    /// The narrowest counter or gap that counts as open at a scale, in design units: one pixel at the 96 pt check
    /// size (100 design units are Medium's cap height, 0.704589844 em; Small draws them 1.276 times smaller, Large
    /// 1.29 times larger), times the policy's pixel margin (``WeightPolicy/pixelMargin``). A counter that narrows to a hairline has closed to the eye: a
    /// Black globe whose meridians leave tenths of a pixel between them reads as a disc.
    static func minimumGap(_ scale: SymbolScale) -> Double {
        policy.pixelMargin * 100 / (0.704589844 * 96) * SymbolScale.medium.continuousSize / scale.continuousSize
    }

    // Why the pixel margin is 1.15: these cells are read at their centres, a render's pixels by their covered area
    // and wherever they fall, so a gap judged at exactly one pixel tips either way in a render: at 1.0, nine
    // enclosed names (a sun's rays in its circle, a trophy's handles at Black-S) kept their counts here and closed in
    // `Tools/conformance/library`'s renders. At 1.15 the narrowing lands clear of the edge (47 templates changed);
    // 1.25 changed 115 for nothing more.

    /// The slots where the stroke is widest and thinnest relative to the shape: where a counter closes first
    /// (Black-S, the Black master itself) and where a sliver thins out first (Ultralight-L).
    static let extremes = policy.heavierProbes + policy.lighterProbes

    /// Every slot: nine weights at three scales.
    static let allSlots = TemplateSlotID.all

    /// The slots among `slots` where the drawing's silhouette has other parts or holes than at Regular-M
    /// (in `slots`' order; with `first`, only the first such slot: enough to know that a candidate fails).
    /// `grid` (by default ``referenceGrid(_:)``) lets parts of a drawing be measured on the drawing's cells;
    /// `known` gives the Regular silhouettes if they were read already (``Reference``).
    static func breaks(of sketch: SymbolSketch, at slots: [TemplateSlotID] = allSlots, on given: TopologyGrid? = nil,
                       against known: Reference? = nil, first: Bool = false) -> [ShapeBreak] {
        let masters = masters(of: sketch)
        guard let grid = given ?? referenceGrid(sketch) else { return [] }
        let reference = known ?? Reference(sketch, masters, on: grid, for: slots)
        var found: [ShapeBreak] = []
        for slot in slots {
            guard let shapeBreak = reference.shapeBreak(of: sketch, masters, at: slot, on: grid) else { continue }
            found.append(shapeBreak)
            if first { break }
        }
        return found
    }

    /// The three masters' outlines of every layer: Ultralight, Regular, Black.
    static func masters(of sketch: SymbolSketch) -> [[VectorPath]] {
        (0..<3).map { MasterBuilder.layerOutlines(sketch, master: $0) }
    }

    /// The Regular silhouettes a drawing's slots are judged against. They come from the Ultralight and Regular
    /// masters alone (Regular's coefficients give Black none at every scale), so narrowing the Black master, the
    /// drawing's or a shape's, does not change them: ``narrowed(_:checking:framed:)`` reads them once per drawing
    /// rather than once per candidate of its bisections.
    struct Reference {
        /// Regular-M as drawn, for the lighter slots (nil when only heavier ones are judged).
        var regular: ShapeTopology?
        /// Regular of each scale with every gap under a pixel closed, for the heavier slots.
        var closed: [SymbolScale: ShapeTopology] = [:]
        /// Regular of each scale with every neck of ink under a pixel cut, where layers cut holes.
        var thinned: [SymbolScale: ShapeTopology] = [:]

        /// The silhouettes `slots` are judged against.
        init(_ sketch: SymbolSketch, _ masters: [[VectorPath]], on grid: TopologyGrid, for slots: [TemplateSlotID]) {
            if slots.contains(where: { $0.weight <= .regular }) {
                regular = silhouette(sketch, masters, at: TemplateSlotID(.regular, .medium), on: grid)
            }
            // Heavier weights are judged against Regular of their own scale with gaps under a pixel closed in both
            // (a counter closes toward Black; what a pixel is depends on the scale). Lighter ones as drawn, against
            // Regular-M: their gaps only widen, except a slash's gap, which is as thin as the slash by design.
            let cutsHoles = sketch.layers.contains { $0.behavior == .knockout || $0.behavior == .cutout }
            for scale in Set(slots.filter { $0.weight > .regular }.map(\.scale)) {
                closed[scale] = silhouette(sketch, masters, at: TemplateSlotID(.regular, scale), on: grid, closingGapsUnder: minimumGap(scale))
                if cutsHoles {
                    thinned[scale] = silhouette(sketch, masters, at: TemplateSlotID(.regular, scale), on: grid, cuttingInkUnder: minimumGap(scale))
                }
            }
        }

        /// How `slot` of the drawing differs from what it is judged against, if it does.
        func shapeBreak(of sketch: SymbolSketch, _ masters: [[VectorPath]], at slot: TemplateSlotID, on grid: TopologyGrid) -> ShapeBreak? {
            if slot.weight > .regular, let expected = closed[slot.scale] {
                let found = silhouette(sketch, masters, at: slot, on: grid, closingGapsUnder: minimumGap(slot.scale))
                if found != expected {
                    return ShapeBreak(slot: slot, found: found, expected: expected, reading: .closed, reference: TemplateSlotID(.regular, slot.scale))
                }
                // Ink grows toward Black, but so do knocked-out details, and the ink between them thins: with every
                // neck of ink under one pixel cut, as the eye cuts it (a knocked-out mark meeting its dot), the slot
                // has Regular's parts and holes too. (Not for a slash's eraser: it keeps its gap by design.)
                guard let reference = thinned[slot.scale] else { return nil }
                let thinned = silhouette(sketch, masters, at: slot, on: grid, cuttingInkUnder: minimumGap(slot.scale))
                guard thinned != reference else { return nil }
                return ShapeBreak(slot: slot, found: thinned, expected: reference, reading: .solid, reference: TemplateSlotID(.regular, slot.scale))
            }
            guard let regular else { return nil }
            let found = silhouette(sketch, masters, at: slot, on: grid)
            return found == regular ? nil : ShapeBreak(slot: slot, found: found, expected: regular, reading: .drawn)
        }
    }

    /// The drawing with its Black master narrowed until its silhouette at every heavier slot of `slots` has
    /// Regular-M's parts and holes. A shape that breaks on its own (a handle whose loop closes) is narrowed alone
    /// first, so that the rest keeps its full weight; then, if parts still fuse, the badge of a badged name (its last
    /// layer) or the whole glyph of a `framed` drawing (an enclosed variant: every layer above the frame, its first;
    /// first drawn smaller at Black where it meets its frame, ``scaledGlyph(of:atBlack:)``; a pair of characters
    /// each about its own center, ``partedGlyph(of:atBlack:)``), then the whole drawing (each bisected to 1/64 of
    /// the side). A badged name's base first keeps the narrowing it has alone (an enclosed base as an enclosure),
    /// found on the badged name's cells. As it is when nothing breaks, or when even a Black master as light as
    /// Regular's does not help (the drawing needs redrawing; ``breaks(of:at:on:against:first:)`` says where).
    /// `given` is the grid to judge on (by default ``referenceGrid(_:)`` of the drawing).
    static func narrowed(_ sketch: SymbolSketch, checking slots: [TemplateSlotID] = extremes, framed: Bool = false,
                         on given: TopologyGrid? = nil) -> SymbolSketch {
        // Black first: a failing candidate usually fails there, and its first break ends its check.
        let heavier = slots.filter { $0.weight > .regular }.sorted { $0.weight > $1.weight }
        // One grid for the drawing, its narrowed forms and its shapes alone: a gap is judged on the same cells.
        let common = given ?? referenceGrid(sketch)
        func reference(_ base: SymbolSketch) -> Reference? { common.map { Reference(base, masters(of: base), on: $0, for: heavier) } }
        let whole = reference(sketch)
        // A candidate fails at its first break; `known` is its base's Regular (the drawing's, or a shape's alone).
        func holds(_ candidate: SymbolSketch, _ known: Reference?) -> Bool {
            breaks(of: candidate, at: heavier, on: common, against: known, first: true).isEmpty
        }
        func holds(_ candidate: SymbolSketch) -> Bool { holds(candidate, whole) }
        // Within the share the author gave (`heavier` in the drawing), if any.
        func sharing(_ base: SymbolSketch, _ share: Double) -> SymbolSketch {
            var copy = base
            copy.heavierShare = sketch.heavierShare * share
            return copy
        }
        let stroked = { (shape: SymbolImport.SketchShape) in shape.masterOutlines == nil && !shape.fixedOutline }
        guard sketch.layers.contains(where: { $0.shapes.contains(where: stroked) }), !holds(sketch), holds(sharing(sketch, 0)) else {
            return sketch
        }
        var result = sketch
        // A badged name's base (every layer under the gap ring and the badge, its last two) keeps the narrowing it
        // has alone, as its shapes' own shares, so that the badge does not weigh on it: narrowed whole, a badged
        // name whose base is narrowed for a counter of its own (a clock's hands) was narrowed to a few hundredths.
        if sketch.composition == "badge", sketch.layers.count > 2, sketch.heavierShare > 0 {
            var base = sketch
            base.layers.removeLast(2)
            base.composition = nil
            // An enclosed base (`person.crop.circle`) thins as the library thins it alone: its glyph, inside a frame
            // that keeps its full growth. Narrowed as a plain drawing, frame and all, its Black kept a fifth of the
            // progression, and the badged name read as Regular.
            let words = sketch.name.split(separator: ".")
            if let badge = words.firstIndex(of: "badge") { base.name = words[..<badge].joined(separator: ".") }
            // On the badged name's cells: shares bisected to the edge on the base's own (finer) cells fused the
            // base's glyph at Black-S on these, and the whole name was narrowed to hide it.
            let alone = narrowed(base, framed: LibraryAuthor.isFramed(base), on: common)
            let share = alone.heavierShare / sketch.heavierShare
            for l in alone.layers.indices {
                for s in alone.layers[l].shapes.indices {
                    result.layers[l].shapes[s].heavierShare = alone.layers[l].shapes[s].heavierShare * share
                }
            }
            // The gap ring grows as the base does: growing more, it ate into a narrowed base's strokes.
            let ring = result.layers.count - 2
            for s in result.layers[ring].shapes.indices { result.layers[ring].shapes[s].heavierShare *= share }
            if holds(result) { return result }
        }
        let start = result
        for (l, layer) in start.layers.enumerated() where layer.shapes.count > 1 || start.layers.count > 1 {
            for (s, shape) in layer.shapes.enumerated() where stroked(shape) {
                var alone = sketch
                alone.layers = [SketchLayer(shapes: [shape])]
                let known = reference(alone)
                guard !holds(alone, known), holds(sharing(alone, 0), known) else { continue }
                // On top of the share the author gave the shape (`heavier=`), if any.
                result.layers[l].shapes[s].heavierShare = shape.heavierShare * largest { holds(sharing(alone, $0), known) }
            }
        }
        if holds(result) { return result }
        // A badge that meets its base at the heavier weights thins alone (its own layer, the last), so that the
        // base, most of the drawing, keeps its full weight: narrowed as a whole, a badged name's Black read as
        // Regular (`doc.badge.plus` kept half the progression).
        if sketch.composition == "badge", let badge = result.layers.indices.last, result.layers.count > 1 {
            func badgeSharing(_ share: Double) -> SymbolSketch {
                var copy = result
                for s in copy.layers[badge].shapes.indices { copy.layers[badge].shapes[s].heavierShare *= share }
                return copy
            }
            if holds(badgeSharing(0)) { return badgeSharing(largest { holds(badgeSharing($0)) }) }
        }
        if framed, result.layers.count > 1 {
            func glyphSharing(_ base: SymbolSketch, _ share: Double) -> SymbolSketch {
                var copy = base
                for l in copy.layers.indices.dropFirst() {
                    for s in copy.layers[l].shapes.indices { copy.layers[l].shapes[s].heavierShare *= share }
                }
                return copy
            }
            // The glyph drawn smaller at Black by `smaller` (about its center, or each character about its own): the
            // largest size down to ``smallestBlackGlyph`` at which it keeps half its growth, then as much growth as
            // holds there; nil where no size holds. Not monotonic where the glyph's own counters narrow as it
            // shrinks: the largest of a few sizes that holds, then bisected up to the next size.
            func smallerAtBlack(_ smaller: (SymbolSketch, Double) -> SymbolSketch) -> SymbolSketch? {
                func shrunk(_ scale: Double) -> SymbolSketch { glyphSharing(smaller(result, scale), glyphGrowthAtBlack) }
                let sizes = Array(stride(from: 1 - blackGlyphStep, through: smallestBlackGlyph, by: -blackGlyphStep))
                guard let found = sizes.first(where: { holds(shrunk($0)) }) else { return nil }
                let scale = WeightBisection.largest(from: found, below: found + blackGlyphStep, steps: 3) { holds(shrunk($0)) }
                let scaled = smaller(result, scale)
                if holds(scaled) { return scaled }
                let share = WeightBisection.largest(from: glyphGrowthAtBlack, below: 1, steps: policy.steps) { holds(glyphSharing(scaled, $0)) }
                return glyphSharing(scaled, share)
            }
            // A glyph fitted close to its frame meets the frame's inward growth: even at half its own growth it
            // fused, and the whole drawing, frame too, was narrowed to a Black that read as Regular
            // (`checkmark.rectangle` kept a fifth of the progression). Drawn smaller toward Black instead (the
            // largest Black size down to ``smallestBlackGlyph`` at which it keeps half its growth), the frame keeps
            // all of its growth and the glyph at least half of its own. (Only where that size is found: a glyph
            // whose own counters close at half its growth is no frame's doing, and a smaller glyph does not help it.)
            if !holds(glyphSharing(result, glyphGrowthAtBlack)), let scaled = smallerAtBlack({ scaledGlyph(of: $0, atBlack: $1) }) {
                return scaled
            }
            // An enclosed glyph crowded by itself thins as a whole inside a frame that keeps its full weight.
            if holds(glyphSharing(result, 0)) { return glyphSharing(result, largest { holds(glyphSharing(result, $0)) }) }
            // A pair of characters that fills its frame (`48.circle.ar`, `l2.circle`) meets the frame even at
            // Regular's weight, and shrunk about its common center its characters close on each other: each drawn
            // smaller about its own center instead, they part from each other and from the frame, which keeps its
            // full weight (narrowed as a whole, the name's Black read as Regular).
            if isPair(result), let parted = smallerAtBlack({ partedGlyph(of: $0, atBlack: $1) }) { return parted }
            // A glyph that meets its frame even at Regular's weight, and whose own counters close at half its
            // growth (an arrow in a video camera, a play triangle in a rectangle): narrowed whole, the frame too kept
            // under a quarter of the progression and the name's Black read as Regular (`play.rectangle` kept 16 %).
            // The glyph keeps Regular's weight instead, drawn smaller toward Black where that makes room (the
            // largest size down to ``smallestBlackGlyph``), and the frame keeps the most growth it then can (whole,
            // or down to ``lightestGlyphlessFrame`` in eighths); then the glyph grows as far as it can.
            let whole = largest { holds(sharing(result, $0)) }
            if isContainer(sketch), whole < lightestFrame {
                let still = { (frame: Double, scale: Double) in sharing(glyphSharing(scaledGlyph(of: result, atBlack: scale), 0), frame) }
                let sizes = Array(stride(from: 1, through: smallestBlackGlyph, by: -blackGlyphStep))
                for frame in stride(from: 1, through: lightestGlyphlessFrame, by: -0.125) {
                    guard let found = sizes.first(where: { holds(still(frame, $0)) }) else { continue }
                    let scale = found == 1 ? 1 : WeightBisection.largest(from: found, below: found + blackGlyphStep, steps: 3) { holds(still(frame, $0)) }
                    let scaled = sharing(scaledGlyph(of: result, atBlack: scale), frame)
                    return glyphSharing(scaled, WeightBisection.largest(from: 0, below: 1, steps: policy.steps) { holds(glyphSharing(scaled, $0)) })
                }
            }
            return sharing(result, whole)
        }
        return sharing(result, largest { holds(sharing(result, $0)) })
    }

    /// The least share of the progression a framed drawing is narrowed to as a whole before its frame keeps its full
    /// growth and its glyph is drawn smaller instead: every container narrowed under it read as Regular at Black
    /// (`Tools/conformance/library`: 24 % of the progression or less), every one at or above it passed.
    static let lightestFrame = 0.25
    /// The least share of the progression a container's frame keeps around a glyph that keeps Regular's weight
    /// (``lightestFrame``): half as much again as the whole drawing's least, since the glyph adds no growth.
    static let lightestGlyphlessFrame = 0.375

    /// The smallest an enclosed glyph may be drawn at Black, relative to its size at Regular: smaller, a Black
    /// `heart.rectangle` would read as a smaller heart rather than a heavier one.
    static let smallestBlackGlyph = 0.625
    /// The steps in which an enclosed glyph's Black size is tried (``smallestBlackGlyph``), then bisected to an
    /// eighth of a step: binary fractions, which the narrowing file keeps exactly.
    static let blackGlyphStep = 0.0625
    /// The share of its own growth an enclosed glyph keeps while its Black size is chosen (``smallestBlackGlyph``).
    static let glyphGrowthAtBlack = 0.5

    /// The largest share in the policy's floor…1 (to 1/64) that `holds`, given that the floor does and 1 does not.
    static func largest(_ holds: (Double) -> Bool) -> Double {
        WeightBisection.largest(from: policy.floor, below: 1, steps: policy.steps, holds)
    }

    /// The cells a drawing is judged on, whatever its narrowing: the grid over its masters at the full heavier
    /// side, so that a narrowed drawing and its shapes alone are measured where the drawing was.
    static func referenceGrid(_ sketch: SymbolSketch) -> TopologyGrid? {
        var full = sketch
        full.heavierShare = 1
        for l in full.layers.indices { for s in full.layers[l].shapes.indices { full.layers[l].shapes[s].heavierShare = 1 } }
        return grid((0..<3).map { MasterBuilder.layerOutlines(full, master: $0) })
    }

    /// One grid for every weight: over the Black and the Ultralight masters' ink, with room for Ultralight-L's
    /// extrapolation.
    static func grid(_ masters: [[VectorPath]]) -> TopologyGrid? {
        var box: Rect?
        for outlines in masters {
            for outline in outlines { if let b = outline.bounds { box = box.map { $0.union(b) } ?? b } }
        }
        return box.map { box in
            let side = max(box.width, box.height) + 2 * policy.reach
            return TopologyGrid(covering: box, reach: policy.reach, resolution: policy.grid.resolution(across: side))
        }
    }

    /// A width to close on `grid`'s whole cells: grown by the nearest whole number of cells on each side rather
    /// than the whole cells within half the width (on a grid of half-unit cells, a 1.9-unit gap grew by one cell a
    /// side and only gaps of about one unit closed: a battery's charge bar a pixel from its case passed).
    static func onCells(_ width: Double, _ grid: TopologyGrid) -> Double {
        (max(1, (width / 2 / grid.cell).rounded()) + 0.01) * 2 * grid.cell
    }

    /// The monochrome silhouette's topology at one slot, in design units (the scale's growth does not change
    /// what touches what); with a `gap`, gaps narrower than it count as closed; with a `neck`, ink narrower than it
    /// counts as cut.
    static func silhouette(_ sketch: SymbolSketch, _ masters: [[VectorPath]], at slot: TemplateSlotID, on grid: TopologyGrid,
                           closingGapsUnder gap: Double? = nil, cuttingInkUnder neck: Double? = nil) -> ShapeTopology {
        let k = WeightInterpolator.coefficients(slot.weight, slot.scale)
        var filled: CoverageRuns?
        for (index, layer) in sketch.layers.enumerated() {
            guard let mixed = WeightInterpolator.mix(ultralight: masters[0][index], regular: masters[1][index], black: masters[2][index], k) else { continue }
            let cells = grid.runs(mixed)
            switch layer.behavior {
            case .normal, .clear: filled = filled?.union(cells) ?? cells
            case .knockout, .erase, .cutout: filled = filled?.subtracting(cells) ?? CoverageRuns(columns: cells.columns, rows: cells.rows, runs: [], rowStarts: Array(repeating: 0, count: cells.rows + 1))
            }
        }
        guard var cells = filled else { return ShapeTopology(parts: 0, holes: 0) }
        if let gap { cells = grid.closingGaps(narrowerThan: onCells(gap, grid), in: cells) }
        if let neck { cells = grid.closingGaps(narrowerThan: onCells(neck, grid), in: cells.inverted()).inverted() }
        return ShapeTopology(cells)
    }
}
