import Testing
@testable import SymbolRender

/// CSS selectors that need the element's place in the document (Selectors 3): combinators, attribute
/// conditions, `:first-child`, and specificity across compounds.
@Suite struct SelectorTests {
    func color(_ style: String, _ body: String) throws -> [UInt8] {
        try SVGSnippet.render("<style>\(style)</style>\(body)").bitmap.rgba(32, 32)
    }

    @Test func childAndDescendantCombinators() throws {
        let body = #"<g id="a"><g><rect width="64" height="64"/></g></g>"#
        #expect(try color("#a rect { fill: #00ff00 }", body) == [0, 255, 0, 255])
        #expect(try color("#a > rect { fill: #00ff00 }", body) == [0, 0, 0, 255], "rect's parent is not #a")
        #expect(try color("#a > g > rect { fill: #00ff00 }", body) == [0, 255, 0, 255])
        #expect(try color("svg > rect { fill: #00ff00 }", #"<rect width="64" height="64"/>"#) == [0, 255, 0, 255])
    }

    @Test func siblingCombinatorsAndFirstChild() throws {
        let body = #"<circle r="1"/><rect width="64" height="64"/>"#
        #expect(try color("circle + rect { fill: #00ff00 }", body) == [0, 255, 0, 255])
        #expect(try color("circle ~ rect { fill: #00ff00 }", body) == [0, 255, 0, 255])
        #expect(try color("rect:first-child { fill: #00ff00 }", body) == [0, 0, 0, 255])
        #expect(try color("style:first-child ~ rect { fill: #00ff00 }", body) == [0, 255, 0, 255])
    }

    @Test func attributeSelectors() throws {
        let body = #"<rect width="64" height="64" data-kind="big box"/>"#
        #expect(try color("[data-kind] { fill: #00ff00 }", body) == [0, 255, 0, 255])
        #expect(try color("[data-kind~=box] { fill: #00ff00 }", body) == [0, 255, 0, 255])
        #expect(try color("[data-kind='big'] { fill: #00ff00 }", body) == [0, 0, 0, 255])
        #expect(try color("rect[data-kind^=bi][data-kind$=ox] { fill: #00ff00 }", body) == [0, 255, 0, 255])
    }

    @Test func specificityCountsEveryCompound() throws {
        // Both rules match; the first has the higher specificity (1 id and 3 types against 1 id and 2 types).
        let body = #"<g id="g1"><g><g><g><g><rect width="64" height="64"/></g></g></g></g></g>"#
        #expect(try color("g#g1 * g * * rect { fill: #00ff00 } g#g1 * * rect { fill: #ff0000 }", body) == [0, 255, 0, 255])
    }
}
