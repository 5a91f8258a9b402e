import Testing
@testable import SymbolRender

/// Nested viewports (SVG 2 §5.6, §5.7): a nested `<svg>`, and a `<use>` of a `<symbol>` or `<svg>`, whose
/// `width`/`height` size the viewport, clipped unless `overflow` lets the content show.
@Suite struct ViewportTests {
    @Test func aNestedSVGClipsUnlessOverflowIsVisibleOrAuto() throws {
        for (overflow, clips) in [("", true), ("overflow=\"hidden\"", true), ("overflow=\"visible\"", false),
                                  ("overflow=\"auto\"", false), ("style=\"overflow:visible\"", false)] {
            let (b, _) = try SVGSnippet.render("""
                <svg x="16" y="16" width="32" height="32" \(overflow)><rect x="-16" y="-16" width="64" height="64" fill="#00ff00"/></svg>
                """)
            #expect(b.rgba(32, 32)[3] == 255)
            #expect((b.rgba(8, 8)[3] == 0) == clips, "\(overflow)")
        }
    }

    @Test func aUseSizesTheSymbolsViewport() throws {
        let (b, _) = try SVGSnippet.render("""
            <symbol id="s" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00ff00"/></symbol>
            <use href="#s" x="8" y="8" width="20" height="20"/>
            """)
        #expect(b.rgba(10, 10)[3] == 255 && b.rgba(26, 26)[3] == 255, "the 10-unit viewBox fills the 20-unit viewport")
        #expect(b.rgba(30, 30)[3] == 0)
    }

    @Test func aSymbolWithoutViewBoxClipsToTheUseSize() throws {
        let (b, _) = try SVGSnippet.render("""
            <symbol id="s"><rect width="64" height="64" fill="#00ff00"/></symbol>
            <use href="#s" width="32" height="32"/>
            """)
        #expect(b.rgba(30, 30)[3] == 255 && b.rgba(40, 40)[3] == 0)
    }

    @Test func aUseSizesAnSVGsViewport() throws {
        let (b, _) = try SVGSnippet.render("""
            <defs><svg id="v" width="16" height="16" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00ff00"/></svg></defs>
            <use href="#v" width="48" height="48"/>
            """)
        #expect(b.rgba(44, 44)[3] == 255, "the use's 48 replaces the svg's 16")
        #expect(b.rgba(52, 52)[3] == 0)
    }

    @Test func anEmptyViewportDrawsNothing() throws {
        let (b, _) = try SVGSnippet.render("""
            <svg width="0" height="32"><rect width="64" height="64" fill="#00ff00"/></svg>
            """)
        #expect(b.rgba(8, 8)[3] == 0)
    }
}
