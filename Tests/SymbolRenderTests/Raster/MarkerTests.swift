import Testing
@testable import SymbolRender

/// Markers at the vertices of paths, lines and polylines (SVG 1.1 §11.6).
@Suite struct MarkerTests {
    func render(_ body: String) throws -> Bitmap { try SVGSnippet.render(body).bitmap }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] { b.rgba(x, y) }

    @Test func startMidAndEndMarkersSitOnTheirVertices() throws {
        let b = try render("""
            <marker id="s" markerWidth="8" markerHeight="8" refX="4" refY="4" markerUnits="userSpaceOnUse"><rect width="8" height="8" fill="red"/></marker>
            <marker id="m" markerWidth="8" markerHeight="8" refX="4" refY="4" markerUnits="userSpaceOnUse"><rect width="8" height="8" fill="lime"/></marker>
            <marker id="e" markerWidth="8" markerHeight="8" refX="4" refY="4" markerUnits="userSpaceOnUse"><rect width="8" height="8" fill="blue"/></marker>
            <polyline points="10,10 32,10 54,10" fill="none" stroke="none" marker-start="url(#s)" marker-mid="url(#m)" marker-end="url(#e)"/>
            """)
        #expect(pixel(b, 10, 10) == [255, 0, 0, 255])
        #expect(pixel(b, 32, 10) == [0, 255, 0, 255])
        #expect(pixel(b, 54, 10) == [0, 0, 255, 255])
        #expect(pixel(b, 20, 10)[3] == 0, "a line without stroke still gets its markers, and nothing else")
    }

    @Test func autoOrientTurnsWithThePathAndStrokeWidthScales() throws {
        // An arrow pointing along +x in marker space, at the end of a line going down: it must point down.
        let b = try render("""
            <marker id="a" viewBox="0 0 10 10" refX="0" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0 0L10 5L0 10z"/></marker>
            <path d="M32 4V30" stroke="black" stroke-width="2" marker-end="url(#a)"/>
            """)
        #expect(pixel(b, 32, 33)[3] == 255 && pixel(b, 32, 39)[3] == 0, "the arrow reaches 8 units (4 × stroke width 2) below the end")
        #expect(pixel(b, 40, 31)[3] == 0 && pixel(b, 24, 31)[3] == 0, "not pointing sideways")
    }
}
