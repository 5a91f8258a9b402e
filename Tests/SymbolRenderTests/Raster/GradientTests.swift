import Testing
@testable import SymbolRender

/// Linear and radial gradients drawn by Cairo's gradient patterns, as resvg draws them.
@Suite struct GradientTests {
    func render(_ body: String) throws -> Bitmap { try SVGSnippet.render(body).bitmap }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] { b.rgba(x, y).map(Int.init) }

    @Test func aLinearRampRunsAcrossTheBoundingBox() throws {
        let b = try render("""
            <linearGradient id="g"><stop offset="0" stop-color="black"/><stop offset="1" stop-color="white"/></linearGradient>
            <rect x="0" y="0" width="64" height="64" fill="url(#g)"/>
            """)
        #expect(pixel(b, 0, 32)[0] < 5 && pixel(b, 63, 32)[0] > 250)
        #expect(abs(pixel(b, 32, 32)[0] - 128) <= 3, "the middle is grey, not an average over the whole shape")
        #expect(pixel(b, 32, 0) == pixel(b, 32, 63), "a horizontal ramp is constant along y")
    }

    @Test func hrefInheritsStopsAndAttributesAndSpreadReflects() throws {
        let b = try render("""
            <linearGradient id="base" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000"/><stop offset="100%" stop-color="#fff"/></linearGradient>
            <linearGradient id="g" xlink:href="#base" y2="0.5" spreadMethod="reflect"/>
            <rect width="64" height="64" fill="url(#g)"/>
            """)
        #expect(pixel(b, 10, 0)[0] < 5)                 // inherited x1/x2 = 0: a vertical ramp
        #expect(pixel(b, 10, 31)[0] > 245)              // y2 = 0.5 from the referencing gradient
        #expect(pixel(b, 10, 63)[0] < 10)               // reflected back to black
    }

    @Test func radialGradientsHonorUserSpaceAndFocus() throws {
        let b = try render("""
            <radialGradient id="r" gradientUnits="userSpaceOnUse" cx="32" cy="32" r="32" fx="16" fy="32">
              <stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></radialGradient>
            <rect width="64" height="64" fill="url(#r)"/>
            """)
        let focus = pixel(b, 16, 32), right = pixel(b, 48, 32)
        #expect(focus[0] > 240 && focus[2] < 15)
        #expect(right[2] > right[0], "further from the focus, nearer the outer stop")
    }

    @Test func missingServersUseTheFallbackAndDegenerateBoxesPaintNothing() throws {
        let b = try render("""
            <rect width="32" height="64" fill="url(#nothing) rgb(0, 128, 0)"/>
            <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <path d="M40 32H60" stroke="url(#g)" stroke-width="8"/>
            """)
        #expect(pixel(b, 10, 10) == [0, 128, 0, 255])
        #expect(pixel(b, 50, 32)[3] == 0, "a bounding-box gradient on a shape without height paints nothing (SVG 1.1 §13.2.2)")
    }

    @Test func opacityAndStopOpacityMultiply() throws {
        let b = try render("""
            <linearGradient id="g"><stop offset="0" stop-color="black" stop-opacity="0.5"/><stop offset="1" stop-color="black" stop-opacity="0.5"/></linearGradient>
            <linearGradient id="h"><stop offset="0" stop-color="black"/><stop offset="1" stop-color="white"/></linearGradient>
            <rect width="64" height="32" fill="url(#g)" fill-opacity="0.5"/>
            <rect y="32" width="64" height="32" fill="url(#h)"/>
            """)
        #expect(abs(pixel(b, 32, 10)[3] - 64) <= 1)
        let faded = try render("""
            <linearGradient id="w"><stop offset="0" stop-color="white"/><stop offset="1" stop-color="white"/></linearGradient>
            <rect width="64" height="64" fill="url(#w)" style="opacity:0.2"/>
            """)
        #expect(abs(pixel(faded, 32, 32)[3] - 51) <= 1, "an element's opacity applies to its gradient too")
        let templated = try SymbolRenderer(configuration: { var c = SymbolConfiguration(); c.isTemplateImage = true; return c }())
            .render(Symbol(svg: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"64\" height=\"64\"><linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"red\" stop-opacity=\"0\"/><stop offset=\"1\" stop-color=\"red\"/></linearGradient><rect width=\"64\" height=\"64\" fill=\"url(#g)\"/></svg>".utf8), name: "t")).bitmap
        #expect(pixel(templated, 63, 10)[0] == 0 && pixel(templated, 63, 10)[3] > 240 && pixel(templated, 0, 10)[3] < 10,
                "a template image keeps the gradient's alpha ramp in black")
    }
}
