import Testing
@testable import SymbolRender
import SymbolCore

/// Filters run on the group's pixels at device resolution, inside the filter region.
@Suite struct FilterTests {
    func render(_ body: String) throws -> (Bitmap, [Diagnostic]) { try SVGSnippet.render(body) }

    func alpha(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b.pixels[(y * b.width + x) * 4 + 3]) }

    @Test func gaussianBlurSpreadsEdgesSymmetrically() throws {
        let (b, warnings) = try render(#"<filter id="f"><feGaussianBlur stdDeviation="4"/></filter><rect x="16" y="16" width="32" height="32" filter="url(#f)"/>"#)
        #expect(warnings.isEmpty)
        #expect(alpha(b, 32, 32) > 250, "the middle stays opaque")
        #expect(abs(alpha(b, 16, 32) - 128) < 20, "the edge is half covered")
        #expect(alpha(b, 14, 32) > 0 && alpha(b, 14, 32) < 100, "ink spreads outside the shape")
        #expect(alpha(b, 11, 32) == 0, "but not past the default region (the box grown by 10 %)")
        #expect(abs(alpha(b, 14, 32) - alpha(b, 49, 32)) <= 2 && abs(alpha(b, 32, 14) - alpha(b, 32, 49)) <= 2)
    }

    @Test func aDropShadowIsOffsetBlurredAndColored() throws {
        let (b, _) = try render(#"<filter id="f" x="-50%" y="-50%" width="200%" height="200%"><feDropShadow dx="6" dy="6" stdDeviation="1" flood-color="red"/></filter><rect x="16" y="16" width="24" height="24" fill="blue" filter="url(#f)"/>"#)
        let shadow = (44 * b.width + 44) * 4
        #expect(b.pixels[shadow] > 200 && b.pixels[shadow + 2] < 40 && b.pixels[shadow + 3] > 200, "red below right")
        let shape = (20 * b.width + 20) * 4
        #expect(b.pixels[shape + 2] > 240 && b.pixels[shape] < 10, "the shape stays blue on top")
        #expect(alpha(b, 12, 12) == 0, "nothing above left")
    }

    @Test func theRegionClipsTheResult() throws {
        let (b, _) = try render(#"<filter id="f" x="0" y="0" width="1" height="1"><feGaussianBlur stdDeviation="4"/></filter><rect x="16" y="16" width="32" height="32" filter="url(#f)"/>"#)
        #expect(alpha(b, 12, 32) == 0 && alpha(b, 17, 32) > 0)
    }

    @Test func colorMatrixAndCompositeAndFlood() throws {
        let (grey, _) = try render(#"<filter id="f"><feColorMatrix type="saturate" values="0"/></filter><rect width="64" height="64" fill="red" filter="url(#f)"/>"#)
        let p = Array(grey.pixels[(32 * 64 + 32) * 4..<(32 * 64 + 32) * 4 + 3])
        #expect(p[0] == p[1] && p[1] == p[2], "saturate 0 gives grey")
        let (inside, _) = try render(#"<filter id="f" x="0" y="0" width="1" height="1"><feFlood flood-color="lime"/><feComposite in2="SourceAlpha" operator="in"/></filter><circle cx="32" cy="32" r="16" filter="url(#f)"/>"#)
        #expect(inside.pixels[(32 * 64 + 32) * 4 + 1] == 255 && alpha(inside, 18, 18) == 0)
    }

    @Test func anFeImageOfAMissingElementDrawsNothingWithAWarning() throws {
        let (b, warnings) = try render(##"<filter id="f"><feImage href="#nothing"/></filter><rect x="16" y="16" width="32" height="32" filter="url(#f)"/>"##)
        #expect(warnings.contains { $0.message.contains("feImage refers to '#nothing'") })
        #expect(alpha(b, 32, 32) == 0)
    }

    @Test func hostileNumbersNeitherCrashNorAllocate() throws {
        let (b, _) = try render("""
            <filter id="f" x="-1e300" y="-1e300" width="1e308" height="1e308" filterUnits="userSpaceOnUse">
              <feGaussianBlur stdDeviation="1e300"/><feOffset dx="1e300" dy="-1e300"/></filter>
            <pattern id="p" width="1e-300" height="1e300" patternUnits="userSpaceOnUse"><rect width="1" height="1"/></pattern>
            <rect width="64" height="64" filter="url(#f)" fill="url(#p)"/>
            """)
        #expect(b.width == 64 && b.height == 64)
    }
}
