import Testing
import SVGPath
import SymbolFormat
@testable import SymbolAuthoring
@testable import SymbolImport

/// The bundled library's heavier weights thin where they would fill: a counter that would close or parts that
/// would fuse narrow the Black master instead.
@Suite struct LibraryTopologyTests {
    static func drawing(_ text: String) throws -> SymbolSketch {
        try #require(try SketchParser.parse("symbol t\ncategory test\n" + text, file: "t.sketch").first)
    }

    static let heavierSlots = TemplateSlotID.all.filter { $0.weight > .regular }

    @Test func partsThatWouldFuseAtBlackNarrowTheBlackMaster() throws {
        // Two bars 22 units apart: 12 units of gap at Regular-M, none with Black-S's 24-unit strokes.
        let ring = try Self.drawing("line 30 10 30 90\nline 52 10 52 90")
        #expect(!LibraryTopology.breaks(of: ring, at: Self.heavierSlots).isEmpty)
        let narrowed = LibraryTopology.narrowed(ring)
        #expect(narrowed.heavierShare > 0 && narrowed.heavierShare < 1)
        #expect(LibraryTopology.breaks(of: narrowed, at: Self.heavierSlots).isEmpty)
    }

    @Test func aDrawingThatKeepsItsShapeIsNotNarrowed() throws {
        let ring = try Self.drawing("circle 50 50 40")
        #expect(LibraryTopology.narrowed(ring).heavierShare == 1)
        #expect(LibraryTopology.breaks(of: ring).isEmpty)
    }

    @Test func aDetailThatClosesOnItsOwnIsNarrowedAloneAndTheRestKeepsItsWeight() throws {
        // A C whose 14-unit opening closes into an O at Black by itself, far from a bar that never changes.
        let drawing = try Self.drawing("arc 20 50 14 30 330\nline 80 10 80 90")
        let narrowed = LibraryTopology.narrowed(drawing)
        #expect(narrowed.heavierShare == 1)
        #expect(narrowed.layers[0].shapes[0].heavierShare < 1 && narrowed.layers[0].shapes[1].heavierShare == 1)
        #expect(LibraryTopology.breaks(of: narrowed, at: Self.heavierSlots).isEmpty)
    }

    @Test func anAuthorsHeavierShareBoundsTheNarrowing() throws {
        let ring = try Self.drawing("heavier 0.5\ncircle 50 50 16")
        #expect(ring.heavierShare == 0.5)
        #expect(LibraryTopology.narrowed(ring).heavierShare <= 0.5)
    }

    @Test func aCounterThatNarrowsToAHairlineCountsAsClosed() throws {
        // Two bars 24 units apart (centre to centre): 14 units of gap at Regular-M, about one at Black-M with its
        // 23-unit strokes. A fine grid still sees two parts there; one unit is under a pixel at 96 pt, a hairline
        // that reads as one bar.
        let bars = try Self.drawing("line 30 10 30 90\nline 54 10 54 90")
        let blackM = TemplateSlotID(.black, .medium)
        let masters = (0..<3).map { MasterBuilder.layerOutlines(bars, master: $0) }
        let grid = try #require(LibraryTopology.referenceGrid(bars))
        #expect(LibraryTopology.silhouette(bars, masters, at: blackM, on: grid).parts == 2)
        #expect(LibraryTopology.silhouette(bars, masters, at: blackM, on: grid, closingGapsUnder: LibraryTopology.minimumGap(.medium)).parts == 1)
        let closedToTheEye = LibraryTopology.breaks(of: bars, at: [blackM])
        #expect(closedToTheEye.map(\.located) == ["Black-M: 1 part, 0 holes (Regular-M: 2 parts, 0 holes)"])
        // Narrowing keeps at least a pixel open at every heavier weight and scale.
        let narrowed = LibraryTopology.narrowed(bars)
        #expect(narrowed.heavierShare < 1)
        #expect(LibraryTopology.breaks(of: narrowed, at: Self.heavierSlots).isEmpty)
    }

    @Test func inkBetweenKnockedOutDetailsThatThinsToASliverCountsAsCut() throws {
        // An exclamation mark knocked out of a disc: mark and dot 17 apart, so that at Black-S (24-unit strokes) the
        // ink between them thins to nothing while the disc's ink around them closes any gap a count could see.
        let mark = try Self.drawing("layer secondary\n  disk 50 50 40 fill\nlayer primary knockout\n  line 50 20 50 54\n  dot 50 71")
        let blackS = TemplateSlotID(.black, .small)
        let masters = (0..<3).map { MasterBuilder.layerOutlines(mark, master: $0) }
        let grid = try #require(LibraryTopology.referenceGrid(mark))
        let gap = LibraryTopology.minimumGap(.small)
        #expect(LibraryTopology.silhouette(mark, masters, at: TemplateSlotID(.regular, .small), on: grid, cuttingInkUnder: gap).holes == 2)
        #expect(LibraryTopology.silhouette(mark, masters, at: blackS, on: grid, cuttingInkUnder: gap).holes == 1)
        #expect(!LibraryTopology.breaks(of: mark, at: [blackS]).isEmpty)
        let narrowed = LibraryTopology.narrowed(mark)
        #expect(LibraryTopology.breaks(of: narrowed, at: Self.heavierSlots).isEmpty)
    }

    @Test func aWideDrawingsGapsCloseOnWholeCellsNearestHalfAPixel() throws {
        // 130 units wide: cells of about half a unit. Half of Small's pixel (1.89 units) is 1.7 cells: the gap
        // closes by two cells a side, not by the one whole cell within it.
        let card = try Self.drawing("rect 4 25 118 50 12")
        let grid = try #require(LibraryTopology.referenceGrid(card))
        let width = LibraryTopology.onCells(LibraryTopology.minimumGap(.small), grid)
        #expect(abs(width / grid.cell - 4) < 0.1)
    }

    /// The redrawn slash cuts the speaker into two solid pieces that stay at every weight and scale, instead of
    /// leaving slivers beside a gap wider than the speaker at Black.
    @Test(arguments: ["speaker.slash", "speaker.slash.fill"])
    func theSpeakerSlashKeepsItsPiecesAtEveryWeight(name: String) throws {
        let drawings = try LibraryAuthor.readSketches(in: CommittedLibraryTests.symbols + "/Sketches")
        let drawing = try #require(drawings.first { $0.name == name })
        #expect(LibraryTopology.breaks(of: drawing).isEmpty)
        let masters = (0..<3).map { MasterBuilder.layerOutlines(drawing, master: $0) }
        let grid = try #require(LibraryTopology.referenceGrid(drawing))
        // The slash and the speaker's two pieces.
        #expect(LibraryTopology.silhouette(drawing, masters, at: TemplateSlotID(.black, .large), on: grid).parts == 3)
    }

    @Test func aPixelIsLargerInDesignUnitsAtSmallerScales() {
        #expect(LibraryTopology.minimumGap(.small) > LibraryTopology.minimumGap(.medium))
        #expect(LibraryTopology.minimumGap(.medium) > LibraryTopology.minimumGap(.large))
        // A pixel at 96 pt is 1.478 units at Medium; a gap must be 15 % wider than that to count as open.
        #expect(abs(LibraryTopology.minimumGap(.medium) - 1.478 * 1.15) < 0.001)
    }

    /// The symbols that became blobs at Black keep their counters and parts at every heavier weight and scale.
    @Test(arguments: ["gearshape", "globe", "printer", "desktopcomputer", "gamecontroller", "cart", "bicycle"])
    func theLibrarysHeavierWeightsKeepTheirCounters(name: String) throws {
        let folder = CommittedLibraryTests.symbols
        let drawings = try LibraryAuthor.readSketches(in: folder + "/Sketches")
        let drawing = try #require(drawings.first { $0.name == name })
        let narrowings = try #require(LibraryAuthor.readNarrowings(in: folder))
        let committed = narrowings[name]?.applied(to: drawing) ?? drawing
        #expect(LibraryTopology.breaks(of: committed, at: Self.heavierSlots).isEmpty)
        // The committed narrowing is what the check finds today.
        #expect(LibraryAuthor.Narrowing(LibraryTopology.narrowed(drawing)) == (narrowings[name] ?? LibraryAuthor.Narrowing()))
    }

    /// A glyph scaled into a circle keeps its stroke weight while its gaps shrink with it: its counters crowd. It
    /// thins there, and only there: the frame keeps its full Black weight, and where even Regular-S would close a
    /// gap the glyph's strokes become lighter at every weight. (Checked at the slot where each closes first; the
    /// library check runs the whole search at every slot.)
    @Test func anEnclosedGlyphThinsInsideAFrameThatKeepsItsWeight() throws {
        let blackS = [TemplateSlotID(.black, .small)]
        // Bars 28 units apart: open at Black on their own, about 17 apart once scaled into the circle.
        let bars = try Self.drawing("line 22 10 22 90\nline 50 10 50 90\nline 78 10 78 90")
        #expect(LibraryTopology.breaks(of: bars, at: blackS).isEmpty)
        let enclosed = VariantComposer.enclosed(bars, in: "circle", filled: false)
        #expect(!LibraryTopology.breaks(of: enclosed, at: blackS).isEmpty)
        let narrowed = LibraryTopology.narrowed(enclosed, checking: blackS, framed: true)
        #expect(LibraryTopology.breaks(of: narrowed, at: blackS).isEmpty)
        #expect(narrowed.heavierShare == 1 && narrowed.layers[0].shapes[0].heavierShare == 1)
        #expect(narrowed.layers[1].shapes.allSatisfy { $0.heavierShare < 1 })

        // Bars 16 apart: scaled into the circle, Regular-S closes the gaps between them; a lighter glyph keeps
        // them, inside the same frame.
        let regularS = [TemplateSlotID(.regular, .small)]
        let crowded = VariantComposer.enclosed(try Self.drawing("line 34 10 34 90\nline 50 10 50 90\nline 66 10 66 90"), in: "circle", filled: false)
        #expect(!LibraryTopology.breaks(of: crowded, at: regularS).isEmpty)
        let lighter = LibraryTopology.enclosedGlyph(of: crowded, times: LibraryTopology.lightestEnclosedGlyph)
        #expect(LibraryTopology.breaks(of: lighter, at: regularS).isEmpty)
        #expect(lighter.layers[0].shapes[0].weight == crowded.layers[0].shapes[0].weight)
    }

    /// A glyph fitted close to its frame meets the frame's inward growth at Black even at Regular's stroke: rather
    /// than the whole drawing narrowed to a Black that reads as Regular, the glyph is drawn smaller in the Black
    /// master, and the frame keeps all of its growth and the glyph at least half of its own.
    @Test func aGlyphCrowdedByItsFrameIsDrawnSmallerAtBlackAndTheFrameKeepsItsWeight() throws {
        let blackS = [TemplateSlotID(.black, .small)]
        // A square whose corners reach 42 units from the circle's center at Regular: the frame's inner edge is at
        // 47, and at Black-S inside 40, where the square's corners meet it at half the square's growth.
        let enclosed = VariantComposer.enclosed(try Self.drawing("rect 10 10 80 80 4"), in: "circle", filled: false)
        var atHalf = enclosed
        for s in atHalf.layers[1].shapes.indices { atHalf.layers[1].shapes[s].heavierShare *= LibraryTopology.glyphGrowthAtBlack }
        #expect(!LibraryTopology.breaks(of: atHalf, at: blackS).isEmpty)
        let narrowed = LibraryTopology.narrowed(enclosed, checking: blackS, framed: true)
        #expect(LibraryTopology.breaks(of: narrowed, at: blackS).isEmpty)
        #expect(narrowed.heavierShare == 1 && narrowed.layers[0].shapes[0].heavierShare == 1)
        #expect(narrowed.layers[1].shapes.allSatisfy { $0.heavierShare >= LibraryTopology.glyphGrowthAtBlack })
        let scale = LibraryTopology.blackGlyphScale(of: narrowed)
        #expect(scale < 1 && scale >= LibraryTopology.smallestBlackGlyph)
        // Only the Black master is smaller: Regular's outline is as drawn, and Black's keeps its structure (the
        // masters mix point by point).
        let plain = LibraryTopology.masters(of: enclosed), smaller = LibraryTopology.masters(of: narrowed)
        #expect(smaller[1] == plain[1] && smaller[0] == plain[0])
        #expect(smaller[2][1].elements.count == smaller[1][1].elements.count)
        let regularBox = try #require(smaller[1][1].bounds), blackBox = try #require(smaller[2][1].bounds)
        #expect(abs(blackBox.center.x - regularBox.center.x) < 0.01 && abs(blackBox.center.y - regularBox.center.y) < 0.01)

        // The size is kept in the narrowing file and applied to the composed drawing as found.
        let found = LibraryAuthor.Narrowing(narrowed)
        #expect(found.scale == scale)
        let text = LibraryAuthor.narrowingText([("square.circle", found)])
        #expect(text.contains("square.circle scale "))
        #expect(LibraryAuthor.narrowings(inText: text) == ["square.circle": found])
        #expect(LibraryTopology.masters(of: found.applied(to: enclosed)) == smaller)
    }

    /// A play triangle in a rectangle meets the frame at Black even at Regular's stroke, and its own counter closes
    /// at half its growth: narrowed as a whole, frame and all, its Black read as Regular. As a container's glyph it
    /// keeps Regular's weight instead, drawn smaller at Black, and the frame keeps its growth; where even that
    /// crowds (a warning triangle), the frame keeps as much as it can, not under 3/8 of the progression.
    @Test func aContainersGlyphKeepsRegularsWeightSmallerAtBlackAndTheFrameKeepsItsGrowth() throws {
        let all = try NameComposerTests.compose(["play.rectangle", "exclamationmark.triangle.rectangle"])
        let play = try #require(all.first { $0.name == "play.rectangle" })
        var unframed = play
        unframed.composition = nil
        #expect(LibraryTopology.narrowed(unframed, framed: true).heavierShare < LibraryTopology.lightestFrame)
        let narrowed = LibraryTopology.narrowed(play, framed: true)
        #expect(LibraryTopology.breaks(of: narrowed).isEmpty)
        #expect(narrowed.heavierShare == 1 && narrowed.layers[0].shapes[0].heavierShare == 1)
        #expect(narrowed.layers[1].shapes.allSatisfy { $0.heavierShare < LibraryTopology.glyphGrowthAtBlack })
        let scale = LibraryTopology.blackGlyphScale(of: narrowed)
        #expect(scale < 1 && scale >= LibraryTopology.smallestBlackGlyph)

        let warning = LibraryTopology.narrowed(try #require(all.first { $0.name == "exclamationmark.triangle.rectangle" }), framed: true)
        #expect(LibraryTopology.breaks(of: warning, at: Self.heavierSlots).isEmpty)
        #expect(warning.heavierShare >= LibraryTopology.lightestGlyphlessFrame && warning.heavierShare < 1)
        #expect(warning.layers[1].shapes.allSatisfy { $0.heavierShare < LibraryTopology.glyphGrowthAtBlack })
    }

    @Test func theNarrowingFileKeepsAnEnclosedGlyphsFactor() throws {
        var narrowing = LibraryAuthor.Narrowing()
        narrowing.share = 0.5
        narrowing.shapes["2.1"] = 0.25
        narrowing.glyph = 0.75
        let text = LibraryAuthor.narrowingText([("bars.circle", narrowing), ("plain", LibraryAuthor.Narrowing())])
        #expect(text.hasSuffix("bars.circle glyph 0.75\nbars.circle 2.1 0.25\nbars.circle 0.5\n"))
        #expect(LibraryAuthor.narrowings(inText: text) == ["bars.circle": narrowing])
        // Applied, the glyph's strokes (every layer above the frame) are three quarters as wide at every weight.
        let enclosed = VariantComposer.enclosed(try Self.drawing("line 22 10 22 90\nline 50 10 50 90"), in: "circle", filled: false)
        let applied = narrowing.applied(to: enclosed)
        #expect(applied.layers[0].shapes[0].weight == enclosed.layers[0].shapes[0].weight)
        #expect(applied.layers[1].shapes[0].weight == enclosed.layers[1].shapes[0].weight * 0.75)
        #expect(applied.layers[1].shapes[0].heavierShare == 0.25 && applied.heavierShare == 0.5)
    }

    /// A pair of characters drawn smaller at Black is drawn so character by character, each about its own center:
    /// the two part as they shrink (about the pair's center, the gap between them would narrow with the glyph).
    @Test func aPairsCharactersAreDrawnSmallerAtBlackEachAboutItsOwnCenter() throws {
        var one = try Self.drawing("line 50 0 50 100"), zero = try Self.drawing("rect 10 0 80 100 30")
        one.name = "digit.1"
        zero.name = "digit.0"
        var missing: String?
        let glyphs = ["digit.1": one, "digit.0": zero]
        let pairGlyph = try #require(CharacterGlyphs.glyph(for: "10", script: nil, glyphs: glyphs, missing: &missing))
        let singleGlyph = try #require(CharacterGlyphs.glyph(for: "0", script: nil, glyphs: glyphs, missing: &missing))
        var pair = VariantComposer.enclosed(pairGlyph, in: "circle", filled: false, box: CharacterGlyphs.box(of: pairGlyph))
        var single = VariantComposer.enclosed(singleGlyph, in: "circle", filled: false, box: CharacterGlyphs.box(of: singleGlyph))
        pair.composition = "character"
        single.composition = "character"
        #expect(LibraryTopology.isPair(pair) && !LibraryTopology.isPair(single))

        let parted = LibraryTopology.partedGlyph(of: pair, atBlack: 0.75)
        let found = LibraryAuthor.Narrowing(parted)
        #expect(found.scale == 0.75 && found.parted)
        let text = LibraryAuthor.narrowingText([("10.circle", found)])
        #expect(text.hasSuffix("10.circle parted 0.75\n"))
        #expect(LibraryAuthor.narrowings(inText: text) == ["10.circle": found])
        #expect(LibraryTopology.masters(of: found.applied(to: pair)) == LibraryTopology.masters(of: parted))

        // Regular is as drawn; at Black each character keeps its center and the gap between them widens.
        let plain = LibraryTopology.masters(of: pair), smaller = LibraryTopology.masters(of: parted)
        #expect(smaller[1] == plain[1] && smaller[2] != plain[2])
        func box(_ shape: SketchShape, atBlack: Bool) throws -> Rect {
            try #require((atBlack ? shape.centerline.transformed(by: shape.blackScaling) : shape.centerline).bounds)
        }
        let shapes = parted.layers[1].shapes
        let oneRegular = try box(shapes[0], atBlack: false), zeroRegular = try box(shapes[1], atBlack: false)
        let oneBlack = try box(shapes[0], atBlack: true), zeroBlack = try box(shapes[1], atBlack: true)
        #expect(abs(oneBlack.center.x - oneRegular.center.x) < 0.01 && abs(zeroBlack.center.x - zeroRegular.center.x) < 0.01)
        #expect(zeroBlack.minX - oneBlack.maxX > zeroRegular.minX - oneRegular.maxX)
    }
}
