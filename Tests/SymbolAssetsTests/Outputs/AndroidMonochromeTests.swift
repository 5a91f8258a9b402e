import Foundation
import SymbolAssets
import SymbolRender
import Testing

/// Android themes its icons from the monochrome layer's alpha alone: the layer must carry the glyph's coverage, not
/// an opaque square with the glyph only in luminance.
@Suite struct AndroidMonochromeTests {
    /// The xxxhdpi monochrome layer built from `artwork` (nil when the build wrote none), with the build's summary.
    static func build(artwork: String) throws -> (bitmap: Bitmap?, summary: AssetBuildSummary) {
        let project = try AssetProject(manifest: #"{ "appIcons" : [ { "source" : "Icons/artwork.svg", "platforms" : ["android"] } ] }"#)
        try project.write("Icons/artwork.svg", artwork)
        let summary = try project.build()
        let path = project.folder + "/Out/android/res/mipmap-xxxhdpi/ic_launcher_monochrome.png"
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, summary) }
        return (try PNGDecoder.decode([UInt8](data)), summary)
    }

    static func monochrome(artwork: String) throws -> (bitmap: Bitmap, summary: AssetBuildSummary) {
        let (bitmap, summary) = try build(artwork: artwork)
        return (try #require(bitmap, "no monochrome layer: \(summary.diagnostics)"), summary)
    }

    @Test func artworkWithItsOwnBackgroundGivesTheGlyphAsAlphaOnTransparency() throws {
        // A white check on a filled dark square, the kind of artwork that paints its own background.
        let (layer, summary) = try Self.monochrome(artwork: """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
              <rect width="100" height="100" fill="#1a73e8"/>
              <path d="M25 52 L43 70 L77 32" fill="none" stroke="#ffffff" stroke-width="10"/>
            </svg>
            """)
        #expect(!summary.failed, "\(summary.diagnostics)")
        let side = layer.width, center = side / 2
        // Inside the artwork's square but off the check: the background, now transparent.
        #expect(layer[center, center - side / 5].alpha == 0, "the square's own background must not be opaque")
        #expect(layer[0, 0].alpha == 0)
        // On the check's stroke (from (25,52) to (43,70) of the 100-unit artwork, fitted into 66/108 of the layer).
        let scale = Double(side) * 66 / 108 / 100, origin = (Double(side) - 100 * scale) / 2
        let onStroke = layer[Int(origin + 34 * scale), Int(origin + 61 * scale)]
        #expect(onStroke.alpha > 200 && onStroke.red == 255, "the glyph is opaque white: \(onStroke)")
    }

    @Test func artworkOnTransparencyKeepsItsCoverage() throws {
        let (layer, summary) = try Self.monochrome(artwork: """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
              <circle cx="50" cy="50" r="30" fill="#000"/>
            </svg>
            """)
        #expect(!summary.failed, "\(summary.diagnostics)")
        let center = layer.width / 2
        #expect(layer[center, center].alpha == 255, "the glyph keeps its full coverage")
        #expect(layer[center, center].red == 0, "artwork on transparency keeps its grey")
        #expect(layer[center / 4, center].alpha == 0)
    }

    @Test func aMonochromeLayerThatStaysAnOpaqueSquareFailsTheBuild() throws {
        // A background whose colour varies is not recognised as one: the layer would stay an opaque square.
        let (layer, summary) = try Self.build(artwork: """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
              <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
              <rect width="100" height="100" fill="url(#g)"/>
            </svg>
            """)
        #expect(summary.failed && layer == nil)
        #expect(summary.diagnostics.contains { $0.message.contains("monochrome layer is opaque") }, "\(summary.diagnostics)")
    }
}
