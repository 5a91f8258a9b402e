import Testing
@testable import SymbolRender

/// Stroke lengths in `em` and `ex` follow the element's `font-size`; `marker` is a CSS shorthand only (not a
/// presentation attribute); `display: none` on the root hides the drawing.
@Suite struct StrokeUnitTests {
    @Test func emUnitsFollowTheFontSize() throws {
        let (b, _) = try SVGSnippet.render("""
            <g font-size="8"><path d="M0 32H64" stroke="#00ff00" stroke-width="2em" stroke-dasharray="2em 2em"/></g>
            """)
        #expect(b.rgba(8, 25)[3] == 255 && b.rgba(8, 22)[3] == 0, "16 units wide, not 32")
        #expect(b.rgba(24, 32)[3] == 0, "the gap from 16 to 32")
    }

    @Test func theMarkerAttributeIsIgnored() throws {
        let (b, _) = try SVGSnippet.render("""
            <marker id="m" markerWidth="16" markerHeight="16" refX="8" refY="8" markerUnits="userSpaceOnUse"><rect width="16" height="16" fill="#ff0000"/></marker>
            <path d="M16 32H48" marker="url(#m)"/>
            """)
        #expect(b.rgba(16, 28)[3] == 0)
        let (styled, _) = try SVGSnippet.render("""
            <marker id="m" markerWidth="16" markerHeight="16" refX="8" refY="8" markerUnits="userSpaceOnUse"><rect width="16" height="16" fill="#ff0000"/></marker>
            <path d="M16 32H48" style="marker: url(#m)"/>
            """)
        #expect(styled.rgba(16, 28) == [255, 0, 0, 255])
    }
}
