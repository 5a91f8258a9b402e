import SVGPath
import SymbolFormat
import SymbolImport
import Symbols

/// A framed drawing's glyph (an enclosure's, a container's, a badge's base's): which layers it is, and how it is
/// drawn smaller, parted or lighter toward Black so that its frame keeps its growth (``LibraryTopology/narrowed``).
extension LibraryTopology {
    /// The layers of a framed drawing's glyph: every layer above the frame (its first), but a container's own
    /// details (a document's fold), which stay with the frame as `secondary` layers.
    static func glyphLayers(of sketch: SymbolSketch) -> [Int] {
        let above = Array(sketch.layers.indices.dropFirst())
        guard isContainer(sketch) else { return above }
        return above.filter { sketch.layers[$0].behavior == .normal || sketch.layers[$0].level != "secondary" }
    }

    /// Whether a drawing is a glyph in a container (`play.rectangle`) or a copy of one (`arrow.up.forward.video`,
    /// `checkmark.bubble.rtl`): the same frame and glyph, framed and narrowed alike.
    static func isContainer(_ sketch: SymbolSketch) -> Bool {
        sketch.composition == "container" || (["direction", "rtl"].contains(sketch.composition) && sketch.copiedComposition == "container")
    }

    /// The drawing with its glyph (``glyphLayers(of:)``) drawn `scale` times its size in the Black master, about the
    /// center of its ink: it grows lighter of the frame toward Black (1: as drawn).
    static func scaledGlyph(of sketch: SymbolSketch, atBlack scale: Double) -> SymbolSketch {
        var copy = sketch
        let glyph = glyphLayers(of: sketch)
        let center = VariantComposer.inkBox(glyph.map { sketch.layers[$0] }).center
        for l in glyph {
            for s in copy.layers[l].shapes.indices {
                copy.layers[l].shapes[s].blackScale = scale
                copy.layers[l].shapes[s].blackCenter = center
            }
        }
        return copy
    }

    /// Whether a drawing's glyph is a pair of characters (`34.circle`, `l2.circle`): its shapes carry their
    /// characters' centers (``CharacterGlyphs``), two of them.
    static func isPair(_ sketch: SymbolSketch) -> Bool {
        guard sketch.composition == "character" else { return false }
        let centers = glyphLayers(of: sketch).flatMap { sketch.layers[$0].shapes.map(\.blackCenter) }
        return centers.contains { $0 != centers[0] }
    }

    /// The drawing with each character of its glyph (a pair, ``isPair(_:)``) drawn `scale` times its size in the
    /// Black master about the character's own center: the characters part as they shrink.
    static func partedGlyph(of sketch: SymbolSketch, atBlack scale: Double) -> SymbolSketch {
        var copy = sketch
        for l in glyphLayers(of: sketch) {
            for s in copy.layers[l].shapes.indices { copy.layers[l].shapes[s].blackScale = scale }
        }
        return copy
    }

    /// The Black size of a drawing's glyph (``scaledGlyph(of:atBlack:)``), 1 where it is drawn as it is.
    static func blackGlyphScale(of sketch: SymbolSketch) -> Double {
        glyphLayers(of: sketch).lazy.flatMap { sketch.layers[$0].shapes }.map(\.blackScale).first { $0 != 1 } ?? 1
    }

    /// The lightest an enclosed glyph's strokes may become, relative to what the variant composer gives them.
    static let lightestEnclosedGlyph = 0.5

    /// An enclosed variant narrowed as ``narrowed(_:checking:)`` does, and where that does not keep its shape at
    /// every slot (the glyph, scaled down into its frame, has counters that are hairlines already at Regular-S), with
    /// its glyph's strokes made lighter at every weight: the largest factor down to ``lightestEnclosedGlyph``
    /// (bisected, to 1/32 of the range) with which the narrowed drawing holds. The factor is 1 when the glyph needs
    /// no lightening, and when even the lightest glyph does not help (the base drawing needs redrawing). A container
    /// whose frame would keep under ``lightestFrame`` takes a lighter glyph too, where one lets the frame keep more.
    static func narrowedEnclosure(_ sketch: SymbolSketch) -> (SymbolSketch, glyph: Double) {
        // A badge is no frame: its base thins by its own rule (``narrowed(_:checking:framed:)``'s badge step).
        let framed = sketch.composition != "badge"
        let plain = narrowed(sketch, framed: framed)
        func holds(_ candidate: SymbolSketch) -> Bool { breaks(of: candidate, first: true).isEmpty }
        let lightest = lightestEnclosedGlyph
        // Each factor's narrowing is a bisection of its own: made once, whether it is tried or returned.
        var made: [Double: SymbolSketch] = [:]
        func candidate(_ factor: Double) -> SymbolSketch {
            if let known = made[factor] { return known }
            let narrowedGlyph = narrowed(enclosedGlyph(of: sketch, times: factor), framed: framed)
            made[factor] = narrowedGlyph
            return narrowedGlyph
        }
        let steps = Array(stride(from: 0.9, to: lightest, by: -0.1))
        // A container narrowed as a whole under ``lightestFrame`` reads as Regular at Black: its glyph's own
        // counters (a lock's shackle, a person's head), scaled into the container's room, close first. Its glyph
        // drawn lighter at every weight opens them: the heaviest of a few lighter glyphs (down to the lightest) that
        // holds and lets the frame keep more, if any.
        func heavier(_ found: (SymbolSketch, glyph: Double)) -> (SymbolSketch, glyph: Double) {
            guard isContainer(sketch), found.0.heavierShare < lightestFrame else { return found }
            let lighter = (steps + [lightest]).filter { $0 < found.glyph }
            guard let better = lighter.first(where: { holds(candidate($0)) && candidate($0).heavierShare >= lightestFrame }) else { return found }
            return (candidate(better), better)
        }
        if holds(plain) { return heavier((plain, 1)) }
        if !holds(candidate(lightest)) {
            // Not monotonic here (a lighter glyph opens a gap at one slot that Regular's hairline closes): the
            // heaviest of a few lighter glyphs that holds, if any.
            guard let found = steps.first(where: { holds(candidate($0)) }) else { return heavier((plain, 1)) }
            return heavier((candidate(found), found))
        }
        let low = WeightBisection.largest(from: lightest, below: 1, steps: 5) { holds(candidate($0)) }
        return heavier((candidate(low), low))
    }

    /// An enclosed variant whose glyph (every layer above the frame, its first) is stroked `factor` times as wide
    /// at every weight; for a badged name, its badge (the last layer): a small clock or question mark whose
    /// counters are hairlines at Regular-S.
    static func enclosedGlyph(of sketch: SymbolSketch, times factor: Double) -> SymbolSketch {
        var copy = sketch
        let glyph = sketch.composition == "badge" ? Array(sketch.layers.indices.suffix(1)) : Array(sketch.layers.indices.dropFirst())
        for l in glyph {
            for s in copy.layers[l].shapes.indices { copy.layers[l].shapes[s].weight *= factor }
        }
        return copy
    }
}
