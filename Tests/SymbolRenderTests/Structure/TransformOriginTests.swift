import Testing
import SVGPath
@testable import SymbolFormat
@testable import SymbolRender

/// `transform-origin` (CSS Transforms 1 §6) and `transform` written in CSS.
@Suite struct TransformOriginTests {
    @Test func keywordsLengthsAndPercentagesPlaceTheOrigin() {
        let box = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(TransformOrigin.parse("center", box: box) == Point(x: 100, y: 50))
        #expect(TransformOrigin.parse("top", box: box) == Point(x: 100, y: 0))
        #expect(TransformOrigin.parse("bottom right", box: box) == Point(x: 200, y: 100), "y first when written so")
        #expect(TransformOrigin.parse("25% top", box: box) == Point(x: 50, y: 0))
        #expect(TransformOrigin.parse("10px 20px 0", box: box) == Point(x: 10, y: 20))
        #expect(TransformOrigin.parse("left right", box: box) == nil)
        #expect(TransformOrigin.parse("1 2 3 4", box: box) == nil)
    }

    @Test func aScaleAboutTheCenterGrowsBothWays() throws {
        let (b, warnings) = try SVGSnippet.render("""
            <rect x="24" y="24" width="16" height="16" fill="#00ff00" transform="scale(2)" transform-origin="center"/>
            """)
        #expect(warnings.isEmpty)
        #expect(b.rgba(18, 18)[3] == 255 && b.rgba(45, 45)[3] == 255, "16…48 after scaling about (32, 32)")
        #expect(b.rgba(52, 52)[3] == 0, "without the origin the square would reach 80")
    }

    @Test func anOriginAppliesToClipPathsAndGradients() throws {
        let (b, _) = try SVGSnippet.render("""
            <clipPath id="c" transform="scale(2)" transform-origin="32 32"><rect x="24" y="24" width="16" height="16"/></clipPath>
            <rect width="64" height="64" fill="#00ff00" clip-path="url(#c)"/>
            """)
        #expect(b.rgba(18, 18)[3] == 255 && b.rgba(12, 12)[3] == 0)
    }

    @Test func cssTransformOverridesTheAttribute() throws {
        let (b, _) = try SVGSnippet.render("""
            <style>#r { transform: translate(32px, 0) }</style>
            <rect id="r" width="16" height="16" fill="#00ff00" transform="translate(0 32)"/>
            """)
        #expect(b.rgba(40, 8)[3] == 255, "the style sheet's transform wins (the px unit read as user units)")
        #expect(b.rgba(8, 40)[3] == 0)
    }

    @Test func transformBoxIsNotSupportedAndSaysSo() throws {
        let (_, warnings) = try SVGSnippet.render(#"<rect width="8" height="8" transform="scale(2)" transform-box="fill-box"/>"#)
        #expect(warnings.contains { $0.message.contains("'transform-box' is not supported") && $0.location != nil })
    }
}
