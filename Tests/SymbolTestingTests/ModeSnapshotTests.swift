import Foundation
import Testing
@testable import SymbolTesting
import SymbolRender

/// The rendering modes' reference images, kept through the package's own snapshot tool.
@Suite struct ModeSnapshotTests {
    static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures/Templates/"
    }()

    func render(_ paint: SymbolConfiguration, template: Bool = false, name: String = "speaker.wave.3") throws -> SymbolImage {
        var configuration = SymbolConfiguration(pointSize: 24, weight: .regular, scale: .medium, pixelScale: 2).applying(paint)
        if template { configuration.isTemplateImage = true }
        return try SymbolRenderer(configuration: configuration).render(Symbol(contentsOf: Self.fixtures + name + ".svg"))
    }

    @Test(arguments: [RenderingMode.monochrome, .hierarchical, .palette, .multicolor])
    func everyModeInEveryAppearance(mode: RenderingMode) throws {
        for appearance in Appearance.allCases {
            for contrast in Contrast.allCases {
                var paint = SymbolConfiguration(renderingMode: mode, color: mode == .monochrome ? .label : .systemBlue)
                paint.paletteColors = [.systemRed, .systemOrange, .systemGreen]
                (paint.appearance, paint.contrast) = (appearance, contrast)
                assertSymbolSnapshot(of: try render(paint), named: "\(mode.rawValue)-\(appearance.rawValue)-\(contrast.rawValue)")
            }
        }
    }

    /// Sample the middle of each wave: the point on its arc straight right of the wave centre.
    func waveAlphas(_ image: SymbolImage) throws -> [UInt8] {
        let template = try #require(try Symbol(contentsOf: Self.fixtures + "speaker.wave.3.svg").template)
        let glyph = try #require(SlotResolver.resolve(template, weight: .regular, scale: .medium))
        var configuration = SymbolConfiguration(pointSize: 24, weight: .regular, scale: .medium)
        configuration.pixelScale = 2
        let layout = SymbolLayout(glyph: glyph, sourcePointSize: 100, configuration: configuration)
        return glyph.paths.dropFirst().map { wave in
            let box = wave.path.bounds!
            let p = layout.transform.apply(Point(x: box.maxX - 2, y: box.center.y))
            return image.bitmap[Int(p.x), Int(p.y)].alpha
        }
    }

    @Test func variableValueLightsTwoOfThreeWavesAndDimsTheThird() throws {
        let image = try render({ var c = SymbolConfiguration(renderingMode: .monochrome, color: .black); c.variableValue = 0.36; return c }())
        let alphas = try waveAlphas(image)
        #expect(alphas[0] == 255 && alphas[1] == 255)
        #expect(abs(Int(alphas[2]) - 77) <= 1)  // 30 % of 255
        assertSymbolSnapshot(of: image, named: "variable-0.36")
    }

    @Test func templateImagesAreBlackWithCoverageAlpha() throws {
        let image = try render(SymbolConfiguration(renderingMode: .multicolor), template: true)
        var covered = 0
        for y in 0..<image.bitmap.height {
            for x in 0..<image.bitmap.width where image.bitmap[x, y].alpha > 0 {
                let p = image.bitmap[x, y]
                #expect(p.red == 0 && p.green == 0 && p.blue == 0)
                covered += 1
            }
        }
        #expect(covered > 100)
    }

    @Test func colorsAreExactInStraightAlpha() throws {
        let image = try render(SymbolConfiguration(hierarchicalColor: .systemBlue))
        // The speaker body (primary) at full strength, a secondary wave at half alpha, both systemBlue.
        var sawOpaque = false, sawHalf = false
        for y in 0..<image.bitmap.height {
            for x in 0..<image.bitmap.width {
                let p = image.bitmap[x, y]
                if p.alpha == 255 { sawOpaque = true; #expect(p.red == 0 && abs(Int(p.green) - 122) <= 1 && p.blue == 255) }
                if p.alpha == 128 { sawHalf = true; #expect(abs(Int(p.green) - 122) <= 1 && p.blue == 255) }
            }
        }
        #expect(sawOpaque && sawHalf)
    }
}
