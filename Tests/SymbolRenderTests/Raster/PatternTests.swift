import Testing
@testable import SymbolRender

/// `<pattern>` fills and strokes: a tile drawn once at device resolution and repeated.
@Suite struct PatternTests {
    func render(_ body: String) throws -> Bitmap { try SVGSnippet.render(body).bitmap }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] { b.rgba(x, y) }

    @Test func aUserSpaceTileRepeats() throws {
        let b = try render("""
            <pattern id="p" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="4" height="4" fill="red"/></pattern>
            <rect width="64" height="64" fill="url(#p)"/>
            """)
        for (x, y) in [(2, 2), (10, 2), (42, 58), (58, 18)] { #expect(pixel(b, x, y) == [255, 0, 0, 255], "(\(x), \(y))") }
        for (x, y) in [(6, 2), (2, 6), (46, 46)] { #expect(pixel(b, x, y)[3] == 0, "(\(x), \(y))") }
    }

    @Test func boundingBoxUnitsInheritanceAndOpacity() throws {
        let b = try render("""
            <pattern id="base" width="0.5" height="0.5"><rect width="8" height="8" fill="blue"/></pattern>
            <pattern id="p" xlink:href="#base" x="0" y="0"/>
            <rect x="16" y="16" width="32" height="32" fill="url(#p)" fill-opacity="0.5"/>
            """)
        // Tiles of 16 × 16 starting at the box's corner, each with an 8 × 8 blue square in its corner.
        #expect(pixel(b, 20, 20)[2] == 255 && abs(Int(pixel(b, 20, 20)[3]) - 128) <= 1)
        #expect(pixel(b, 36, 36)[3] > 0 && pixel(b, 28, 20)[3] == 0 && pixel(b, 12, 12)[3] == 0)
    }

    @Test func strokesTakePatternsAndAMissingPatternUsesTheFallback() throws {
        let b = try render("""
            <pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="4" fill="lime"/></pattern>
            <path d="M4 8H60" stroke="url(#p)" stroke-width="4"/>
            <rect y="40" width="64" height="24" fill="url(#none) navy"/>
            """)
        #expect(pixel(b, 32, 8) == [0, 255, 0, 255] && pixel(b, 32, 14)[3] == 0)
        #expect(pixel(b, 32, 50) == [0, 0, 128, 255])
    }
}
