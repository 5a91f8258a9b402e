import Testing
@testable import SymbolRender

/// An invisible shape (`visibility: hidden` or `collapse`) draws nothing but counts in its group's bounding box, as
/// in resvg and browsers: a clip, mask or filter in bounding-box units on the group measures it.
@Suite struct HiddenBoundsTests {
    /// A clip of the left quarter of the group's box, on a group whose visible square spans 16…48.
    static func clipped(_ hidden: String) throws -> Bitmap {
        try SVGSnippet.render("""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.25" height="1"/></clipPath>
            <g clip-path="url(#c)">\(hidden)<rect x="16" y="16" width="32" height="32" fill="#00ff00"/></g>
            """).bitmap
    }

    @Test func aHiddenShapeWidensItsGroupsBoundingBox() throws {
        // Measured on the square alone, the quarter is 16…24 and shows green; with the hidden 0…64 square it is 0…16.
        #expect(try Self.clipped("").rgba(20, 32) == [0, 255, 0, 255])
        #expect(try Self.clipped(#"<rect width="64" height="64" fill="red" visibility="hidden"/>"#).rgba(20, 32)[3] == 0)
        #expect(try Self.clipped(#"<g><rect width="64" height="64" fill="red" visibility="collapse"/></g>"#).rgba(20, 32)[3] == 0,
                "in a nested group too")
        #expect(try Self.clipped(#"<rect width="64" height="64" fill="red" display="none"/>"#).rgba(20, 32) == [0, 255, 0, 255],
                "display: none takes the shape out of the box")
    }
}
