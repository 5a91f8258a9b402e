import Testing
import SymbolRender
@testable import SymbolLibrary

/// Horizontal alignment insets come from the margin guides and the image is centred on them (issue 24, item 5):
/// a symmetric drawing gets equal left and right insets at every weight and scale, and no inset changes sign as the
/// pixel rounding of each weight changes.
@Suite struct AlignmentInsetsTests {
    /// The metrics at every slot, at @1x, @2x and @3x, from the metrics-without-render API.
    static func metrics(_ name: String, pointSize: Double = 17) throws -> [(String, SymbolMetrics)] {
        let symbol = try Symbol(systemName: name)
        var result: [(String, SymbolMetrics)] = []
        for scale in SymbolScale.allCases {
            for weight in SymbolWeight.allCases {
                for pixelScale in [1.0, 2.0, 3.0] {
                    var configuration = SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale)
                    configuration.pixelScale = pixelScale
                    let metrics = try #require(try symbol.metrics(for: configuration))
                    result.append(("\(weight)-\(scale) @\(Int(pixelScale))x", metrics))
                }
            }
        }
        return result
    }

    @Test(arguments: ["circle", "heart.circle.fill", "circle.fill", "heart.circle"])
    func symmetricDrawingsGetEqualHorizontalInsetsAtEveryWeight(name: String) throws {
        for (slot, m) in try Self.metrics(name) {
            let insets = m.alignmentRectInsets
            #expect(insets.left == insets.right, "\(name) \(slot): left \(insets.left), right \(insets.right)")
            // The rounding slack is under a pixel, split in two.
            #expect(insets.left >= 0 && insets.left < 0.5 / m.pixelScale + 1e-9, "\(name) \(slot): \(insets.left)")
        }
    }

    @Test(arguments: ["speaker.wave.3", "heart.circle.fill", "arrow.right", "bicycle"])
    func horizontalInsetsNeverChangeSignBetweenWeights(name: String) throws {
        for (slot, m) in try Self.metrics(name) {
            #expect(m.alignmentRectInsets.left >= 0, "\(name) \(slot): left \(m.alignmentRectInsets.left)")
            #expect(m.alignmentRectInsets.right >= 0, "\(name) \(slot): right \(m.alignmentRectInsets.right)")
        }
    }

    @Test func alignmentRectIsMarginToMarginWidth() throws {
        // heart.circle.fill's Regular-M margins are 85.933 template units apart: 14.609 pt at 17 pt.
        let m = try #require(try Symbol(systemName: "heart.circle.fill").metrics(for: SymbolConfiguration(pointSize: 17)))
        let alignmentWidth = m.size.width - m.alignmentRectInsets.left - m.alignmentRectInsets.right
        #expect(abs(alignmentWidth - 85.93261166 * 17 / 100) < 1e-5)
    }

    @Test func renderedImageMatchesTheMetricsAndIsCentred() throws {
        // The ink of a circle lies in the middle of the image: as much empty space left of it as right of it.
        let configuration = SymbolConfiguration(pointSize: 40, weight: .black, scale: .large)
        let image = try SymbolRenderer(configuration: configuration).render(try Symbol(systemName: "circle.fill"))
        #expect(image.metrics == (try Symbol(systemName: "circle.fill").metrics(for: configuration)))
        let bitmap = image.bitmap
        var left = 0.0, right = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let alpha = Double(bitmap[x, y].alpha)
                if x < bitmap.width / 2 { left += alpha } else if x >= (bitmap.width + 1) / 2 { right += alpha }
            }
        }
        #expect(abs(left - right) / max(left, 1) < 0.002, "left \(left), right \(right)")
    }
}
