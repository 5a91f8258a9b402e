import Testing
@testable import SymbolFormat
import SymbolCore

/// Every input asks for bounded work: the rows of issue 21's table end in a located error naming what was
/// expensive (or in a correct drawing), decided when the file is read, the same at every output size.
@Suite struct WorkBudgetTests {
    /// The read's error, which must be a located error about the budget naming `item`.
    static func expectRefused(_ bytes: [UInt8], naming item: String, limits: XMLLimits = .default,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            _ = try SVGReader.read(bytes, file: "costly.svg", limits: limits)
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.severity == .error && diagnostic.file == "costly.svg" && diagnostic.location != nil
                && diagnostic.message.contains("more work than its budget of") && diagnostic.message.contains(item)
        }
    }

    @Test func aManyStopGradientPaintingManyShapesIsRefusedNamingTheGradient() {
        // 20,000 stops of unrelated colors (8,192 left after reduction) on 300 squares.
        Self.expectRefused(CostlyInputs.gradient(stops: 20_000, shapes: 300), naming: "-stop gradient painting <rect>")
    }

    @Test func aManyStopGradientPaintingOneShapeIsDrawnWithItsStopsReduced() throws {
        let read = try SVGReader.read(CostlyInputs.gradient(stops: 20_000, shapes: 1))
        guard case .shape(let shape) = read.drawing.root.children.first else { Issue.record("no shape"); return }
        let stops = try #require(shape.fill?.gradient?.stops)
        #expect(stops.count <= 2 * DrawingGradient.maximumReducedBuckets)
        #expect(stops.first?.offset == 0)
    }

    @Test func nestedMasksAreRefusedNamingTheMask() {
        Self.expectRefused(CostlyInputs.nestedMasks(100), naming: "mask")
    }

    @Test func nestedBlursAreRefusedNamingTheFilter() {
        Self.expectRefused(CostlyInputs.nestedBlurs(120), naming: "filter of 1 primitive")
    }

    @Test func aThousandShapesWithTwentyBlursEachAreRefused() {
        Self.expectRefused(CostlyInputs.blurredShapes(1_000, blurs: 20), naming: "filter of 20 primitives")
    }

    @Test func nestedViewportsAreRefusedNamingTheClip() {
        Self.expectRefused(CostlyInputs.nestedViewports(250), naming: "clip")
    }

    @Test func fortyDistinctLargeImagesAreRefusedNamingTheDecoding() {
        Self.expectRefused(CostlyInputs.distinctLargeImages(40), naming: "decoding a 4096×4096 image")
    }

    @Test func aLargeImageDrawnTwoHundredTimesIsRefused() {
        Self.expectRefused(CostlyInputs.reusedLargeImage(uses: 200), naming: "4096×4096 image")
    }

    @Test func ordinaryAmountsOfTheSameThingsAreAccepted() throws {
        _ = try SVGReader.read(CostlyInputs.gradient(stops: 12, shapes: 300))
        _ = try SVGReader.read(CostlyInputs.nestedMasks(8))
        _ = try SVGReader.read(CostlyInputs.nestedBlurs(8))
        _ = try SVGReader.read(CostlyInputs.blurredShapes(40, blurs: 2))
        _ = try SVGReader.read(CostlyInputs.nestedViewports(20))
        _ = try SVGReader.read(CostlyInputs.distinctLargeImages(2))
        _ = try SVGReader.read(CostlyInputs.reusedLargeImage(uses: 4))
    }

    @Test func theBudgetIsSettable() throws {
        let masks = CostlyInputs.nestedMasks(100)
        _ = try SVGReader.read(masks, limits: XMLLimits(maximumWork: 1 << 32))
        Self.expectRefused(CostlyInputs.nestedMasks(4), naming: "mask", limits: XMLLimits(maximumWork: 1 << 20))
    }

    @Test func manyClassesAgainstManyRulesGiveTheLastRulesColor() throws {
        let count = 20_000
        let read = try SVGReader.read(CostlyInputs.classes(count))
        guard case .shape(let shape) = read.drawing.root.children.first else { Issue.record("no shape"); return }
        #expect(shape.fill?.color == ColorParser.parseColor(Substring(CostlyInputs.color(count - 1))))
    }

    @Test func theSameRuleMatchedThroughSeveralSelectorsCountsOnceWithItsBestSpecificity() throws {
        let svg = CostlyInputs.svg("<style>#x{fill:red} .a, rect.a.b {fill:blue} rect{fill:green}</style>"
                                   + ##"<rect id="x" class="a b a" width="4" height="4"/><rect class="b a" width="4" height="4"/>"##)
        let shapes = try SVGReader.read(svg).drawing.root.children.compactMap { node -> DrawingShape? in
            if case .shape(let shape) = node { return shape } else { return nil }
        }
        #expect(shapes.map { $0.fill?.color } == [ColorParser.parseColor("red"), ColorParser.parseColor("blue")])
    }

    @Test(arguments: [10, 15])
    func useBombsAreRefusedAtTheOutermostUseBeforeAnythingIsDrawn(levels: Int) throws {
        let bytes = HostileInputTests.useBomb(levels: levels)
        // The last `<use` of the file is the one at the root.
        let outermost = try #require((0..<bytes.count - 4).last { Array(bytes[$0..<$0 + 4]) == Array("<use".utf8) })
        #expect {
            _ = try SVGReader.read(bytes, file: "bomb.svg")
        } throws: { error in
            guard let diagnostic = error as? Diagnostic, let location = diagnostic.location else { return false }
            return diagnostic.message.contains("through <use>") && location.offset == outermost
        }
    }
}
