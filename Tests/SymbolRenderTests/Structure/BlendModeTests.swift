import Testing
@testable import SymbolRender

/// `mix-blend-mode` and `isolation` (Compositing and Blending 1): a blended element composites onto what is drawn
/// below it with the mode's formula; an isolated group is the backdrop its children blend with.
@Suite struct BlendModeTests {
    @Test func multiplyDarkensWhatIsBelow() throws {
        let (b, _) = try SVGSnippet.render("""
            <rect width="64" height="64" fill="#ffff00"/>
            <rect width="32" height="64" fill="#00ffff" style="mix-blend-mode:multiply"/>
            """)
        #expect(b.rgba(16, 32) == [0, 255, 0, 255], "yellow × cyan is green")
        #expect(b.rgba(48, 32) == [255, 255, 0, 255], "outside the blended rectangle the backdrop is kept")
    }

    @Test func differenceAndScreenFollowTheirFormulas() throws {
        let (d, _) = try SVGSnippet.render("""
            <rect width="64" height="64" fill="#ffffff"/>
            <rect width="64" height="64" fill="#ff0000" style="mix-blend-mode:difference"/>
            """)
        #expect(d.rgba(32, 32) == [0, 255, 255, 255], "|white − red| is cyan")
        let (s, _) = try SVGSnippet.render("""
            <rect width="64" height="64" fill="#ff0000"/>
            <rect width="64" height="64" fill="#0000ff" style="mix-blend-mode:screen"/>
            """)
        #expect(s.rgba(32, 32) == [255, 0, 255, 255])
    }

    @Test func theAttributeIsNotAPresentationAttribute() throws {
        let (b, _) = try SVGSnippet.render("""
            <rect width="64" height="64" fill="#ffff00"/>
            <rect width="64" height="64" fill="#00ffff" mix-blend-mode="multiply"/>
            """)
        #expect(b.rgba(32, 32) == [0, 255, 255, 255], "mix-blend-mode is CSS only: the attribute is ignored")
    }

    @Test func anIsolatedGroupHidesTheBackdropFromItsChildren() throws {
        let (b, _) = try SVGSnippet.render("""
            <rect width="64" height="64" fill="#ffff00"/>
            <g style="isolation:isolate"><rect width="64" height="64" fill="#00ffff" style="mix-blend-mode:multiply"/></g>
            """)
        #expect(b.rgba(32, 32) == [0, 255, 255, 255], "inside the isolated group there is nothing to multiply with")
    }
}
