import Testing
@testable import SymbolRender

/// `context-fill` and `context-stroke` (SVG 2 §13.3.3): the fill and stroke of the `<use>` whose content is drawn,
/// or of the shape whose marker is drawn; none without a context element.
@Suite struct ContextPaintTests {
    @Test func useContentTakesTheUsesPaints() throws {
        let (b, _) = try SVGSnippet.render("""
            <defs><rect id="r" x="16" y="16" width="32" height="32" fill="context-stroke" stroke="context-fill" stroke-width="8"/></defs>
            <use href="#r" fill="#00ff00" stroke="#0000ff"/>
            """)
        #expect(b.rgba(32, 32) == [0, 0, 255, 255], "the fill is the use's stroke")
        #expect(b.rgba(14, 32) == [0, 255, 0, 255], "the stroke is the use's fill")
    }

    @Test func markerContentTakesTheShapesPaints() throws {
        let (b, _) = try SVGSnippet.render("""
            <marker id="m" markerWidth="16" markerHeight="16" refX="8" refY="8" markerUnits="userSpaceOnUse"><rect width="16" height="16" fill="context-stroke"/></marker>
            <path d="M16 32H48" stroke="#00ff00" stroke-width="2" marker-end="url(#m)"/>
            """)
        #expect(b.rgba(48, 26) == [0, 255, 0, 255])
    }

    @Test func withoutAContextElementNothingIsPainted() throws {
        let (b, _) = try SVGSnippet.render(#"<rect width="64" height="64" fill="context-fill" stroke="context-stroke"/>"#)
        #expect(b.rgba(32, 32)[3] == 0 && b.rgba(0, 0)[3] == 0)
    }
}
