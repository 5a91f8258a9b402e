import Testing
@testable import SymbolRender
import SymbolCore
import SymbolFormat

/// Text with real fonts: DejaVu, which the test set-up installs (fonts-dejavu-core), found through fontconfig or
/// through an explicit folder.
@Suite struct SystemTextShaperTests {
    static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"
    let shaper = SystemTextShaper(fontDirectories: [Self.dejaVuFolder])

    @Test func glyphsComeFromTheNamedFamilyWithItsAdvancesAndMetrics() throws {
        let run = try #require(shaper.shape(Array("Hi ".unicodeScalars), font: FontRequest(families: ["DejaVu Sans"])))
        #expect(run.glyphs.count == 3)
        // DejaVu Sans: H advances 1540/2048 em, a space 651/2048; its ascent is 1901/2048.
        #expect(abs(run.glyphs[0].advance - 1540.0 / 2048) < 1e-9)
        #expect(abs(run.glyphs[2].advance - 651.0 / 2048) < 1e-9)
        #expect(run.glyphs[2].outline.isEmpty)
        #expect(abs(run.metrics.ascent - 1901.0 / 2048) < 1e-9)
        // The H stands on the baseline (y down: its outline is above y = 0).
        let h = try #require(run.glyphs[0].outline.bounds)
        #expect(h.maxY <= 0 && h.minY < -0.7)
    }

    @Test func weightAndFallbackChooseOtherFaces() throws {
        let regular = try #require(shaper.shape(["W"], font: FontRequest(families: ["DejaVu Sans"])))
        let bold = try #require(shaper.shape(["W"], font: FontRequest(families: ["DejaVu Sans"], weight: 700)))
        #expect(bold.glyphs[0].advance > regular.glyphs[0].advance)
        // An unknown family falls through the list to the next, then to a generic one.
        let listed = try #require(shaper.shape(["W"], font: FontRequest(families: ["No Such Family", "DejaVu Sans Mono"])))
        #expect(abs(listed.glyphs[0].advance - 1233.0 / 2048) < 1e-9)
    }

    @Test func kerningComesFromTheFontsLayoutTablesUnlessTurnedOff() throws {
        let kerned = try #require(shaper.shape(["A", "V"], font: FontRequest(families: ["DejaVu Sans"])))
        let plain = try #require(shaper.shape(["A", "V"], font: FontRequest(families: ["DejaVu Sans"], kerning: false)))
        #expect(kerned.glyphs[0].advance < plain.glyphs[0].advance - 0.02)
        #expect(kerned.glyphs[1].advance == plain.glyphs[1].advance)
    }

    @Test func textRendersDeterministicallyAndExportsAsPaths() throws {
        SystemTextShaper.install()
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><text x="4" y="24" font-family="DejaVu Sans" font-size="24" fill="#000">Hi</text></svg>"##
        let renderer = SymbolRenderer()
        let first = try renderer.pngData(svg: Array(svg.utf8))
        #expect(first.warnings.isEmpty)
        #expect(try renderer.pngData(svg: Array(svg.utf8)).png == first.png)
        let symbol = try Symbol(svg: Array(svg.utf8), name: "t")
        let bitmap = try renderer.render(symbol).bitmap
        // The H's left stem covers x 6…9 from the cap height to the baseline; between the letters' tops is empty.
        #expect(bitmap.rgba(Int(Double(bitmap.width) * 7 / 64), bitmap.height / 2)[3] == 255)
        #expect(bitmap.rgba(bitmap.width - 1, 1)[3] == 0)
        let vector = String(decoding: try renderer.vectorData(symbol, format: .svg), as: UTF8.self)
        #expect(vector.contains("<path") && !vector.contains("<text") && !vector.contains("<glyph"))
    }
}
