import Testing
@testable import SymbolRender

/// Conditional processing (SVG 2 §5.8): `<switch>`, `systemLanguage` (the user's language is `en`) and
/// `requiredExtensions`.
@Suite struct ConditionalProcessingTests {
    func center(_ body: String) throws -> [UInt8] { try SVGSnippet.render(body).bitmap.rgba(32, 32) }

    @Test func aSwitchDrawsItsFirstChildWhoseConditionsHold() throws {
        #expect(try center("""
            <switch><rect width="64" height="64" fill="#ff0000" requiredExtensions="http://example.org/x"/>
            <rect width="64" height="64" fill="#ff0000" systemLanguage="ru-RU"/>
            <rect width="64" height="64" fill="#00ff00" systemLanguage="ru, en-GB"/>
            <rect width="64" height="64" fill="#0000ff"/></switch>
            """) == [0, 255, 0, 255])
    }

    @Test func theChosenChildIsDrawnAsItIsEvenWhenHidden() throws {
        #expect(try center("""
            <switch><unknown/><rect width="64" height="64" fill="#ff0000" display="none"/>
            <rect width="64" height="64" fill="#0000ff"/></switch>
            """)[3] == 0, "an unknown element is passed over; a display:none choice hides the switch's content")
    }

    @Test func outsideASwitchAFailedConditionHidesTheElement() throws {
        #expect(try center("""
            <rect width="64" height="64" fill="#00ff00"/>
            <rect width="64" height="64" fill="#ff0000" systemLanguage="de"/>
            """) == [0, 255, 0, 255])
    }

    @Test func conditionsOnReferencedElementsAreIgnored() throws {
        #expect(try center("""
            <clipPath id="c" systemLanguage="de"><rect width="64" height="64"/></clipPath>
            <rect width="64" height="64" fill="#00ff00" clip-path="url(#c)"/>
            """) == [0, 255, 0, 255])
    }
}
