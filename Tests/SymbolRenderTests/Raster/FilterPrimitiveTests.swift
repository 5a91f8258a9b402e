import Testing
@testable import SymbolRender
import SymbolCore

/// Each filter primitive against values worked out by hand from Filter Effects 1 (sRGB filters where the
/// arithmetic should stay simple), and the rules of the filter element itself.
@Suite struct FilterPrimitiveTests {
    func render(_ body: String) throws -> (Bitmap, [Diagnostic]) { try SVGSnippet.render(body) }

    /// A 64 × 64 filter region over the whole canvas in sRGB, around `primitives`, applied to `shape`.
    func filtered(_ primitives: String, _ shape: String = #"<rect x="16" y="16" width="32" height="32" fill="red""#) throws -> Bitmap {
        try render(#"<filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="64" height="64" color-interpolation-filters="sRGB">"#
                   + primitives + "</filter>" + shape + #" filter="url(#f)"/>"#).0
    }

    func close(_ a: [UInt8], _ b: [Int], within tolerance: Int = 1) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - $1) <= tolerance }
    }

    @Test func componentTransferAppliesEachFunctionToItsChannel() throws {
        let b = try filtered(#"<feComponentTransfer><feFuncR type="linear" slope="0.5"/><feFuncG type="table" tableValues="1 1"/>"#
                             + #"<feFuncB type="discrete" tableValues="0.2 1"/><feFuncA type="gamma" amplitude="1" exponent="2" offset="0"/></feComponentTransfer>"#)
        // red (1, 0, 0, 1): R 0.5; G a table of ones 1; B discrete, 0 falls in the first step, 0.2; A 1² = 1.
        #expect(close(b.rgba(32, 32), [128, 255, 51, 255]))
        #expect(b.rgba(4, 4)[3] == 0, "transparent pixels stay transparent (alpha 0 → gamma 0)")
    }

    @Test func morphologyErodesAndDilatesByTheRadius() throws {
        let eroded = try filtered(#"<feMorphology operator="erode" radius="4"/>"#)
        #expect(eroded.rgba(18, 32)[3] == 0 && eroded.rgba(21, 32)[3] == 255 && eroded.rgba(32, 32)[3] == 255)
        let dilated = try filtered(#"<feMorphology operator="dilate" radius="4"/>"#)
        #expect(dilated.rgba(12, 32)[3] == 255 && dilated.rgba(11, 32)[3] == 0 && dilated.rgba(51, 32)[3] == 255)
        let zero = try filtered(#"<feMorphology radius="0"/>"#)
        #expect(zero.rgba(16, 32)[3] == 255, "a zero radius leaves the input as it is")
    }

    @Test func convolveMatrixReadsTheKernelRotated() throws {
        // Only the last cell weighs: the output at (x, y) is the input at (x − 1, y − 1), a shift down and right.
        let b = try filtered(#"<feConvolveMatrix order="3" kernelMatrix="0 0 0 0 0 0 0 0 1"/>"#)
        #expect(b.rgba(16, 16)[3] == 0 && b.rgba(17, 17)[3] == 255 && b.rgba(48, 48)[3] == 255 && b.rgba(49, 49)[3] == 0)
        let invalid = try filtered(#"<feConvolveMatrix order="3" kernelMatrix="1 1"/>"#)
        #expect(invalid.rgba(32, 32)[3] == 0, "a kernel of the wrong size is an error: transparent black")
    }

    @Test func tileRepeatsTheInputSubregion() throws {
        let b = try filtered(#"<feFlood flood-color="blue" x="0" y="0" width="4" height="4"/><feFlood flood-color="lime" x="4" y="0" width="4" height="4"/>"#
                             + #"<feOffset dx="0" dy="0"/><feTile/>"#)
        // The offset keeps the lime flood's 4 × 4 subregion, which the tile repeats everywhere.
        #expect(close(b.rgba(60, 60), [0, 255, 0, 255]) && close(b.rgba(1, 1), [0, 255, 0, 255]))
    }

    @Test func displacementMovesPixelsByTheMapsChannels() throws {
        // R = 1 moves by scale × (1 − 0.5) = 4 px: the output at x reads the input at x + 4.
        let b = try filtered(#"<feFlood flood-color="rgb(255, 128, 128)" result="map"/><feDisplacementMap in="SourceGraphic" in2="map" scale="8" xChannelSelector="R" yChannelSelector="G"/>"#)
        #expect(b.rgba(12, 32)[3] == 255 && b.rgba(11, 32)[3] == 0 && b.rgba(43, 32)[3] == 255 && b.rgba(44, 32)[3] == 0)
    }

    @Test func turbulenceFollowsTheReferenceAlgorithm() throws {
        // At a zero frequency every point is a lattice point, where noise is 0: fractal noise is (0 + 1) / 2 on
        // every channel, turbulence |0| = 0.
        let fractal = try filtered(#"<feTurbulence type="fractalNoise" baseFrequency="0"/>"#)
        #expect(abs(Int(fractal.rgba(5, 50)[3]) - 128) <= 1 && abs(Int(fractal.rgba(5, 50)[0]) - 128) <= 2)
        let flat = try filtered(#"<feTurbulence baseFrequency="0"/>"#)
        #expect(flat.rgba(5, 50)[3] == 0)
        // Deterministic, and the seed matters.
        let a = try filtered(#"<feTurbulence baseFrequency="0.1" numOctaves="2" seed="3"/>"#)
        let again = try filtered(#"<feTurbulence baseFrequency="0.1" numOctaves="2" seed="3"/>"#)
        let other = try filtered(#"<feTurbulence baseFrequency="0.1" numOctaves="2" seed="4"/>"#)
        #expect(a.pixels == again.pixels && a.pixels != other.pixels)
        #expect(Set(stride(from: 3, to: a.pixels.count, by: 4).map { a.pixels[$0] }).count > 20, "noise, not a flat colour")
    }

    @Test func lightingOfAFlatSurfaceIsTheLightsAngle() throws {
        // A flat surface's normal is (0, 0, 1): diffuse N·L is sin(elevation); 30° gives 0.5 of white.
        let diffuse = try filtered(#"<feDiffuseLighting><feDistantLight azimuth="0" elevation="30"/></feDiffuseLighting>"#)
        #expect(close(diffuse.rgba(32, 32), [128, 128, 128, 255]) && close(diffuse.rgba(4, 4), [128, 128, 128, 255]))
        // Specular straight down: H = N, so ks × 1^exp = 1 in the light's colour, alpha the largest channel.
        let specular = try filtered(#"<feSpecularLighting lighting-color="red" specularExponent="20"><feDistantLight elevation="90"/></feSpecularLighting>"#)
        #expect(close(specular.rgba(32, 32), [255, 0, 0, 255]))
        // A point light high above the middle lights it fully and the corners less.
        let point = try filtered(#"<feDiffuseLighting><fePointLight x="32" y="32" z="40"/></feDiffuseLighting>"#)
        #expect(point.rgba(32, 32)[0] >= 254 && point.rgba(2, 2)[0] < 230)
        // A spot light's cone: outside it, dark.
        let spot = try filtered(#"<feDiffuseLighting><feSpotLight x="32" y="32" z="20" pointsAtX="32" pointsAtY="32" pointsAtZ="0" limitingConeAngle="20"/></feDiffuseLighting>"#)
        #expect(spot.rgba(32, 32)[0] >= 250 && spot.rgba(4, 4)[0] == 0)
    }

    @Test func subregionsClipAResult() throws {
        let b = try filtered(#"<feFlood flood-color="blue" x="8" y="8" width="16" height="16"/>"#)
        #expect(close(b.rgba(10, 10), [0, 0, 255, 255]) && b.rgba(30, 30)[3] == 0 && b.rgba(6, 6)[3] == 0)
    }

    @Test func aFilterInheritsThroughHref() throws {
        let (b, _) = try render(#"<filter id="base" filterUnits="userSpaceOnUse" x="0" y="0" width="32" height="64"><feFlood flood-color="blue"/></filter>"#
                                + ##"<filter id="f" href="#base"/><rect x="16" y="16" width="32" height="32" filter="url(#f)"/>"##)
        #expect(close(b.rgba(4, 4), [0, 0, 255, 255]), "children and region both come from #base")
        #expect(b.rgba(40, 32)[3] == 0, "outside the inherited region")
    }

    @Test func cssFilterFunctions() throws {
        let (half, _) = try render(#"<rect width="64" height="64" fill="red" filter="opacity(50%)"/>"#)
        #expect(abs(Int(half.rgba(32, 32)[3]) - 128) <= 1)
        let (grey, _) = try render(#"<rect width="64" height="64" fill="red" filter="grayscale() brightness(2)"/>"#)
        let g = grey.rgba(32, 32)
        #expect(g[0] == g[1] && g[1] == g[2] && abs(Int(g[0]) - 109) <= 2, "0.2126 luminance doubled: 0.4252")
        let (blurred, _) = try render(#"<rect x="16" y="16" width="32" height="32" filter="blur(3px)"/>"#)
        #expect(blurred.rgba(12, 32)[3] > 0 && blurred.rgba(32, 32)[3] == 255)
        let (shadow, _) = try render(#"<rect x="8" y="8" width="24" height="24" fill="blue" filter="drop-shadow(10px 10px red)"/>"#)
        #expect(close(shadow.rgba(38, 38), [255, 0, 0, 255]) && close(shadow.rgba(20, 20), [0, 0, 255, 255]))
        let (invalid, warnings) = try render(#"<rect width="64" height="64" filter="brightness(-1)"/>"#)
        #expect(invalid.rgba(32, 32)[3] == 255 && warnings.contains { $0.message.contains("brightness") })
    }

    @Test func anInvalidRegionAMissingFilterOrNoPrimitiveHideTheElement() throws {
        for filter in [#"<filter id="f" width="0"><feFlood/></filter>"#, #"<filter id="f" height="-1"><feFlood/></filter>"#,
                       #"<filter id="f"/>"#, #"<filter id="other"><feFlood/></filter>"#] {
            let (b, _) = try render(filter + #"<rect x="16" y="16" width="32" height="32" filter="url(#f)"/>"#)
            #expect(b.rgba(32, 32)[3] == 0, "\(filter)")
        }
    }

    @Test func hostileParametersStayBounded() throws {
        let (b, _) = try render("""
            <filter id="f"><feTurbulence baseFrequency="1e300" numOctaves="1e9" seed="-1e300" stitchTiles="stitch"/>
              <feConvolveMatrix order="1" kernelMatrix="1e300" bias="1e300"/>
              <feDisplacementMap in2="SourceGraphic" scale="1e300"/>
              <feDiffuseLighting surfaceScale="1e300"><fePointLight x="1e300" z="-1e300"/></feDiffuseLighting></filter>
            <rect width="64" height="64" filter="url(#f)"/>
            """)
        #expect(b.width == 64)
        // A window as wide as the canvas on each pixel is refused by the work budget, with its location.
        #expect(throws: (any Error).self) { try render(#"<filter id="f"><feMorphology radius="1e300"/></filter><rect width="64" height="64" filter="url(#f)"/>"#) }
    }
}
