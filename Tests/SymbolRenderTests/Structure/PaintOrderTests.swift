import Testing
@testable import SymbolFormat
@testable import SymbolRender

/// `paint-order` (SVG 2 §13.5) and markers as SVG 2 draws them: on every shape, turned by any CSS angle.
@Suite struct PaintOrderTests {
    @Test func strokeFirstLeavesTheFillOnTop() throws {
        let body = """
            <rect x="16" y="16" width="32" height="32" fill="#00ff00" stroke="#0000ff" stroke-width="16" ORDER/>
            """
        let (normal, _) = try SVGSnippet.render(body.replacingOccurrences(of: "ORDER", with: ""))
        let (stroked, _) = try SVGSnippet.render(body.replacingOccurrences(of: "ORDER", with: "paint-order=\"stroke\""))
        #expect(normal.rgba(20, 20) == [0, 0, 255, 255], "normally the stroke covers the fill's edge")
        #expect(stroked.rgba(20, 20) == [0, 255, 0, 255], "stroke first: the fill covers the stroke's inner half")
        #expect(stroked.rgba(12, 12) == [0, 0, 255, 255], "the outer half still shows")
    }

    @Test func anArcIsOneSegmentForMarkers() throws {
        // A half circle drawn as several cubics: marker-mid goes at the vertex between the two arcs only.
        let (b, _) = try SVGSnippet.render("""
            <marker id="m" markerWidth="6" markerHeight="6" refX="3" refY="3" markerUnits="userSpaceOnUse"><rect width="6" height="6" fill="#ff0000"/></marker>
            <path d="M8 32A24 24 0 0 1 56 32A24 24 0 0 1 8 32" fill="none" stroke="#0000ff" marker-mid="url(#m)"/>
            """)
        #expect(b.rgba(58, 32) == [255, 0, 0, 255], "the marker where the first arc ends")
        // Each half circle is two cubics, meeting at (32, 8) and (32, 56): no marker there.
        #expect(b.rgba(32, 10)[3] == 0 && b.rgba(32, 54)[3] == 0, "none inside either arc")
    }

    @Test func markerPercentagesAreOfTheViewport() throws {
        let (b, _) = try SVGSnippet.render("""
            <marker id="m" markerWidth="25%" markerHeight="25%" refX="12.5%" refY="12.5%" markerUnits="userSpaceOnUse"><rect width="16" height="16" fill="#ff0000"/></marker>
            <path d="M16 32H48" marker-start="url(#m)"/>
            """)
        #expect(b.rgba(10, 26) == [255, 0, 0, 255] && b.rgba(22, 38) == [255, 0, 0, 255], "16 units wide, centred on the start at 8, 8")
        #expect(b.rgba(26, 32)[3] == 0)
    }

    @Test func textHonoursStrokeFirst() throws {
        let glyph = ##"<text x="4" y="56" font-family="DejaVu Sans" font-size="64" fill="#00ff00" stroke="#0000ff" stroke-width="6" ORDER>I</text>"##
        SystemTextShaper.install()
        let (normal, _) = try SVGSnippet.render(glyph.replacingOccurrences(of: "ORDER", with: ""))
        let (stroked, _) = try SVGSnippet.render(glyph.replacingOccurrences(of: "ORDER", with: #"paint-order="stroke fill""#))
        // DejaVu Sans's I is a bar from x 4 + 0.098 em to 4 + 0.197 em (10 to 17 px): its left edge at x 10.
        #expect(normal.rgba(11, 40) == [0, 0, 255, 255], "normally the stroke covers the fill's edge")
        #expect(stroked.rgba(11, 40) == [0, 255, 0, 255], "stroke first: the fill covers the stroke's inner half")
        #expect(stroked.rgba(8, 40) == [0, 0, 255, 255])
    }

    @Test func markersFirstAreCoveredByTheShape() throws {
        let (b, _) = try SVGSnippet.render("""
            <marker id="m" markerWidth="16" markerHeight="16" refX="8" refY="8" markerUnits="userSpaceOnUse"><rect width="16" height="16" fill="#ff0000"/></marker>
            <path d="M16 32H48" stroke="#0000ff" stroke-width="8" marker-start="url(#m)" style="paint-order: markers"/>
            """)
        #expect(b.rgba(16, 32) == [0, 0, 255, 255], "the stroke is painted over the marker")
        #expect(b.rgba(16, 26) == [255, 0, 0, 255], "the marker shows beyond the stroke")
    }

    @Test func invalidPaintOrderIsIgnored() {
        #expect(SVGStyle.paintOrder("stroke stroke") == nil)
        #expect(SVGStyle.paintOrder("markers") == [.markers, .fill, .stroke])
        #expect(SVGStyle.paintOrder("normal") == [.fill, .stroke, .markers])
    }

    @Test func rectanglesAndCirclesGetMarkers() throws {
        let (b, _) = try SVGSnippet.render("""
            <marker id="m" markerWidth="6" markerHeight="6" refX="3" refY="3" markerUnits="userSpaceOnUse"><rect width="6" height="6" fill="#ff0000"/></marker>
            <rect x="10" y="10" width="44" height="44" fill="none" marker-mid="url(#m)"/>
            """)
        #expect(b.rgba(54, 10) == [255, 0, 0, 255] && b.rgba(54, 54) == [255, 0, 0, 255] && b.rgba(10, 54) == [255, 0, 0, 255])
        #expect(b.rgba(32, 10)[3] == 0)
    }

    @Test func orientTakesEveryAngleUnit() throws {
        // A bar along +x in marker space; a quarter turn stands it upright.
        for orient in ["90", "90deg", "0.25turn", "100grad", "1.5707963rad"] {
            let (b, _) = try SVGSnippet.render("""
                <marker id="m" markerWidth="20" markerHeight="4" refX="0" refY="2" markerUnits="userSpaceOnUse" orient="\(orient)"><rect width="20" height="4" fill="#ff0000"/></marker>
                <path d="M32 20H40" marker-start="url(#m)"/>
                """)
            #expect(b.rgba(32, 35)[3] == 255 && b.rgba(45, 21)[3] == 0, "orient=\(orient)")
        }
    }
}
