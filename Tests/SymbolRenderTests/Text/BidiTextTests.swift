import Testing
@testable import SymbolRender
import SymbolCore
import SymbolFormat

/// Right-to-left and mixed text drawn with DejaVu Sans (installed by the test set-up, fonts-dejavu-core), which
/// has Hebrew and Arabic: the layout's visual order, `direction` and `text-anchor`, mirroring and Arabic joining
/// forms, each compared with the same glyphs written out in the order and form they must take.
@Suite(.serialized) struct BidiTextTests {
    func render(_ body: String) throws -> Bitmap {
        SystemTextShaper.install(fontDirectories: [SystemTextShaperTests.dejaVuFolder])
        return try SVGSnippet.render(#"<text font-family="DejaVu Sans" font-size="20" font-kerning="none" \#(body)</text>"#, size: 96).bitmap
    }

    /// Whether two renders are the same pixels (a failure does not print both bitmaps).
    func same(_ a: Bitmap, _ b: Bitmap) -> Bool { a.pixels == b.pixels }

    func inked(_ b: Bitmap) -> Int { stride(from: 3, to: b.pixels.count, by: 4).filter { b.pixels[$0] > 0 }.count }

    @Test func hebrewIsDrawnRightToLeft() throws {
        // Logical אבג is drawn as גבא left to right: the same pixels as the reversed text forced left to right.
        let bidi = try render(#"x="10" y="50">אבג"#)
        let forced = try render(#"x="10" y="50" unicode-bidi="bidi-override">גבא"#)
        #expect(inked(bidi) > 50)
        #expect(same(bidi, forced))
        let plain = try render(#"x="10" y="50" unicode-bidi="bidi-override">אבג"#)
        #expect(!same(bidi, plain))
    }

    @Test func directionRTLOrdersMixedTextFromTheRight() throws {
        // "אב cd" in a right-to-left paragraph shows as "cd בא": the Latin run first, left to right. (The chunk
        // still starts at x, as resvg draws it.)
        let rtl = try render(#"x="10" y="50" direction="rtl">אב cd"#)
        let written = try render(#"x="10" y="50" unicode-bidi="bidi-override">cd בא"#)
        let ltr = try render(#"x="10" y="50">אב cd"#)
        #expect(same(rtl, written))
        #expect(!same(rtl, ltr))
    }

    @Test func bracketsAreMirroredInRightToLeftRuns() throws {
        // In a right-to-left paragraph "א(ב)" shows as ")ב(א" mirrored, that is "(ב)א" left to right.
        let bidi = try render(#"x="10" y="50" direction="rtl">א(ב)"#)
        let written = try render(#"x="10" y="50" unicode-bidi="bidi-override">(ב)א"#)
        #expect(same(bidi, written))
    }

    @Test func arabicLettersJoin() throws {
        // Beh beh beh: final, medial, initial from left to right, the same glyphs as the presentation forms
        // U+FE90, U+FE92, U+FE91 written in that order.
        let joined = try render(#"x="10" y="50">ببب"#)
        let forms = try render(#"x="10" y="50" unicode-bidi="bidi-override">ﺐﺒﺑ"#)
        let isolated = try render(#"x="10" y="50" unicode-bidi="bidi-override">ﺏﺏﺏ"#)
        #expect(inked(joined) > 50)
        #expect(same(joined, forms))
        #expect(!same(joined, isolated))
    }
}
