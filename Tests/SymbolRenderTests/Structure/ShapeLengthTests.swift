import Testing
@testable import SymbolRender

/// Shape geometry as SVG 2 reads it: `em` and `ex` in a shape's attributes follow the element's `font-size`, a
/// negative ellipse radius is `auto` (the other radius), a zero-length subpath gets its square cap, and a
/// bounding-box paint on a shape without width or height gives way to its fallback.
@Suite struct ShapeLengthTests {
    @Test func rectangleLengthsInEmFollowTheInheritedFontSize() throws {
        let (b, _) = try SVGSnippet.render("""
            <g font-size="8"><rect x="1em" y="1em" width="4em" height="2ex" fill="#00ff00"/></g>
            """)
        #expect(b.rgba(9, 9)[3] == 255 && b.rgba(39, 11)[3] == 255, "8 to 40 wide, 8 to 16 high")
        #expect(b.rgba(41, 9)[3] == 0 && b.rgba(9, 17)[3] == 0 && b.rgba(7, 9)[3] == 0)
    }

    @Test func remLengthsFollowTheRootFontSize() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" font-size="8"><rect font-size="32" x="1rem" y="1rem" width="2rem" height="2rem" fill="#00ff00"/></svg>"##
        let bitmap = try SymbolRenderer().render(try Symbol(svg: Array(svg.utf8), name: "rem")).bitmap
        #expect(bitmap.rgba(9, 9)[3] == 255 && bitmap.rgba(23, 23)[3] == 255, "8 to 24, not 32 to 96")
        #expect(bitmap.rgba(25, 25)[3] == 0)
    }

    @Test func aNegativeEllipseRadiusTakesTheOtherOne() throws {
        let (b, _) = try SVGSnippet.render(##"<ellipse cx="32" cy="32" rx="-20" ry="20" fill="#00ff00"/>"##)
        #expect(b.rgba(32, 32) == [0, 255, 0, 255] && b.rgba(14, 32)[3] == 255, "a circle of radius 20")
        #expect(b.rgba(10, 32)[3] == 0)
        let (both, _) = try SVGSnippet.render(##"<ellipse cx="32" cy="32" rx="-20" ry="-20" fill="#00ff00"/>"##)
        #expect(both.rgba(32, 32)[3] == 0, "no radius left: nothing drawn")
    }

    @Test func aZeroLengthSubpathWithSquareCapsDrawsASquare() throws {
        let (b, _) = try SVGSnippet.render("""
            <path d="M16 16L16 16M48 16L48 16" stroke="#00ff00" stroke-width="10" stroke-linecap="square"/>
            <path d="M16 48L16 48" stroke="#00ff00" stroke-width="10" stroke-linecap="butt"/>
            <path d="M40 40L56 40" stroke="#0000ff" stroke-width="10" stroke-linecap="square"/>
            """)
        #expect(b.rgba(12, 12) == [0, 255, 0, 255] && b.rgba(20, 20) == [0, 255, 0, 255] && b.rgba(52, 20) == [0, 255, 0, 255])
        #expect(b.rgba(22, 16)[3] == 0, "a square of side 10, not more")
        #expect(b.rgba(16, 48)[3] == 0, "butt caps draw nothing")
        #expect(b.rgba(36, 40) == [0, 0, 255, 255] && b.rgba(59, 40) == [0, 0, 255, 255], "an ordinary line keeps its caps")
    }

    @Test func aBoundingBoxGradientOnAStraightLineGivesWayToItsFallback() throws {
        let (b, _) = try SVGSnippet.render("""
            <linearGradient id="g"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#ff1000"/></linearGradient>
            <line x1="32" y1="8" x2="32" y2="56" stroke="url(#g) #00ff00" stroke-width="4"/>
            <line x1="8" y1="48" x2="56" y2="48" stroke="url(#g)" stroke-width="4"/>
            """)
        #expect(b.rgba(32, 20) == [0, 255, 0, 255], "the fallback color")
        #expect(b.rgba(20, 48)[3] == 0, "no fallback: nothing")
    }
}
