import Testing
import SVGPath
@testable import SymbolImport

/// Generated variants keep a glyph readable at the heavier weights: a slash's gap does not grow into a band that
/// leaves only slivers of a small glyph, and an enclosed glyph can be kept lighter than its frame.
@Suite struct VariantComposerTests {
    static func bar() -> SymbolSketch {
        var sketch = SymbolSketch(source: "t.sketch:1", name: "bar")
        sketch.layers = [SketchLayer(shapes: [SketchShape(centerline: VectorPath([.move(to: Point(x: 20, y: 50)), .line(to: Point(x: 80, y: 50))]))])]
        return sketch
    }

    /// The clear band beside the slash, per side, in a master (1 Regular, 2 Black).
    static func gapBesideSlash(_ slashed: SymbolSketch, master: Int) -> Double {
        let eraser = slashed.layers[slashed.layers.count - 2], slash = slashed.layers[slashed.layers.count - 1]
        #expect(eraser.behavior == .erase)
        let width = { (shape: SketchShape) in MasterBuilder.width(master: master, for: slashed, shape) * shape.weight }
        return (width(eraser.shapes[0]) - width(slash.shapes[0])) / 2
    }

    @Test func aSlashsGapAtBlackIsAboutAsWideAsAtRegular() {
        let slashed = VariantComposer.slashed(Self.bar(), name: "bar.slash")
        let regular = Self.gapBesideSlash(slashed, master: 1), black = Self.gapBesideSlash(slashed, master: 2)
        // The slash itself takes the whole progression; the gap beside it grows by at most a fifth.
        #expect(regular > 0 && black >= regular && black < regular * 1.2)
        #expect(MasterBuilder.width(master: 2, for: slashed, slashed.layers.last!.shapes[0]) == MasterBuilder.masterWidths[2].1)
    }

    @Test func anEnclosedGlyphTakesItsSharesAndTheFrameAllOfTheProgression() {
        var glyph = Self.bar()
        glyph.heavierShare = 0.5
        glyph.enclosedHeavierShare = 0.5
        glyph.layers[0].shapes[0].heavierShare = 0.5
        let enclosed = VariantComposer.enclosed(glyph, in: "square", filled: true)
        #expect(enclosed.heavierShare == 1 && enclosed.enclosedHeavierShare == 1)
        #expect(enclosed.layers[0].shapes[0].heavierShare == 1)
        #expect(enclosed.layers[1].shapes[0].heavierShare == 0.125)
    }
}
