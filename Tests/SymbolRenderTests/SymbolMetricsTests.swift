import Testing
@testable import SymbolRender
import SymbolCore

@Suite struct SymbolMetricsTests {
    static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures/Templates/"
    }()

    func render(_ name: String, _ configuration: SymbolConfiguration) throws -> SymbolImage {
        try SymbolRenderer(configuration: configuration).render(Symbol(contentsOf: Self.fixtures + name + ".svg"))
    }

    /// The ink height of the middle column: the sum of coverage, in pixels.
    func inkHeight(_ bitmap: Bitmap) -> Double {
        let x = bitmap.width / 2
        return (0..<bitmap.height).reduce(0.0) { $0 + Double(bitmap[x, $1].alpha) / 255 }
    }

    @Test func mediumCapBandAt17PointsIs11Point98Pixels() throws {
        let image = try render("capband.square", SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium))
        #expect(abs(inkHeight(image.bitmap) - 0.70459 * 17) <= 0.5)
        let metrics = try #require(image.metrics)
        #expect(abs(metrics.capHeight - 11.978) < 0.001)
    }

    @Test func smallAndLargeScalesMeasure0783And129OfMedium() throws {
        let medium = inkHeight(try render("capband.square", SymbolConfiguration(pointSize: 17, scale: .medium)).bitmap)
        let small = inkHeight(try render("capband.square", SymbolConfiguration(pointSize: 17, scale: .small)).bitmap)
        let large = inkHeight(try render("capband.square", SymbolConfiguration(pointSize: 17, scale: .large)).bitmap)
        #expect(abs(small - 0.783 * medium) <= 0.5)
        #expect(abs(large - 1.29 * medium) <= 0.5)
    }

    @Test func baselineOffsetFollowsTheArtworkBottom() throws {
        // §5.3: baselineOffset = (artwork maxY − baseline) / sourcePointSize × P, to within a pixel of snapping.
        let template = try #require(try Symbol(contentsOf: Self.fixtures + "ring.dot.svg").template)
        for scale in SymbolScale.allCases {
            for pixelScale in [1.0, 2.0, 3.0] {
                var configuration = SymbolConfiguration(pointSize: 17, weight: .regular, scale: scale)
                configuration.pixelScale = pixelScale
                let glyph = try #require(SlotResolver.resolve(template, weight: .regular, scale: scale))
                let metrics = try #require(try render("ring.dot", configuration).metrics)
                let formula = glyph.bounds!.maxY / template.sourcePointSize * 17
                #expect(abs(metrics.baselineOffsetFromBottom - formula) <= 1 / pixelScale)
                #expect(metrics.baselineOffsetFromBottom > 0)
            }
        }
    }

    @Test func pixelScaleMultipliesThePixelSize() throws {
        var configuration = SymbolConfiguration(pointSize: 17)
        let one = try #require(try render("ring.dot", configuration).metrics)
        configuration.pixelScale = 3
        let three = try #require(try render("ring.dot", configuration).metrics)
        #expect(abs(Double(three.pixelWidth) - 3 * Double(one.pixelWidth)) <= 3)
        #expect(abs(three.size.width - one.size.width) <= 1)
    }

    @Test func textStyleSetsPointSizeAndWeight() throws {
        let body = try #require(try render("ring.dot", SymbolConfiguration(textStyle: .body)).metrics)
        let title = try #require(try render("ring.dot", SymbolConfiguration(textStyle: .largeTitle)).metrics)
        #expect(body.pointSize == 17)
        #expect(title.pointSize == 34)
        #expect(SymbolConfiguration(textStyle: .headline).resolvedWeight == .semibold)
        #expect(SymbolConfiguration(textStyle: .body, contentSizeCategory: .accessibilityExtraExtraExtraLarge).resolvedPointSize == 53)
    }

    @Test func textLineCanvasSharesOneBaselineAcrossWeights() throws {
        var heights = Set<Int>()
        var baselines = Set<Double>()
        for weight in SymbolWeight.allCases {
            var configuration = SymbolConfiguration(pointSize: 17, weight: weight)
            configuration.canvas = .textLine
            let metrics = try #require(try render("ring.dot", configuration).metrics)
            heights.insert(metrics.pixelHeight)
            baselines.insert(metrics.baselineOffsetFromBottom)
        }
        #expect(heights.count == 1)
        #expect(baselines.count == 1)
    }

    @Test func weightsStepFromHairlineToBlack() throws {
        let coverage = try SymbolWeight.allCases.map { weight -> Int in
            let bitmap = try render("ring.dot", SymbolConfiguration(pointSize: 34, weight: weight)).bitmap
            return bitmap.pixels.enumerated().reduce(0) { $1.offset % 4 == 3 ? $0 + Int($1.element) : $0 }
        }
        #expect(zip(coverage, coverage.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func renderingIsByteDeterministic() throws {
        let renderer = SymbolRenderer(configuration: SymbolConfiguration(pointSize: 40, weight: .bold, scale: .large))
        let bytes = try FileReader.read(Self.fixtures + "speaker.wave.3.svg", maximumSize: 1 << 20)
        #expect(try renderer.pngData(svg: bytes).png == renderer.pngData(svg: bytes).png)
    }
}
