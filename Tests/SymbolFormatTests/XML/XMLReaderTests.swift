import SymbolFormat
import Testing
import SymbolCore

@Suite("XMLReader: what it accepts")
struct XMLReaderTests {
    @Test func smallSVGParsesToExpectedTree() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!--Generator: Apple Native CoreSVG 175.5-->
            <!DOCTYPE svg
            PUBLIC "-//W3C//DTD SVG 1.1//EN"
                   "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <g id="Notes">
              <rect height="2200" fill="white" width="3300"/>
              <text>Weight/Scale Variations</text>
             </g>
             <sodipodi:namedview id="n"/>
            </svg>

            """
        let document = try parseXML(source)
        let svg = document.root
        let expected = XMLElement(
            name: "svg",
            attributes: [
                XMLAttribute(name: "version", value: "1.1", valueLocation: .init(line: 6, column: 15, offset: 204)),
                XMLAttribute(
                    name: "xmlns", value: "http://www.w3.org/2000/svg",
                    valueLocation: .init(line: 6, column: 27, offset: 216)),
                XMLAttribute(name: "width", value: "3300", valueLocation: .init(line: 6, column: 62, offset: 251)),
                XMLAttribute(name: "height", value: "2200", valueLocation: .init(line: 6, column: 76, offset: 265)),
            ],
            children: [
                .element(XMLElement(
                    name: "g",
                    attributes: [XMLAttribute(name: "id", value: "Notes", valueLocation: .init(line: 7, column: 9, offset: 280))],
                    children: [
                        .element(XMLElement(
                            name: "rect",
                            attributes: [
                                XMLAttribute(name: "height", value: "2200", valueLocation: .init(line: 8, column: 17, offset: 304)),
                                XMLAttribute(name: "fill", value: "white", valueLocation: .init(line: 8, column: 29, offset: 316)),
                                XMLAttribute(name: "width", value: "3300", valueLocation: .init(line: 8, column: 43, offset: 330)),
                            ],
                            location: .init(line: 8, column: 3, offset: 290))),
                        .element(XMLElement(
                            name: "text", children: [.text("Weight/Scale Variations")],
                            location: .init(line: 9, column: 3, offset: 340))),
                    ],
                    location: .init(line: 7, column: 2, offset: 273))),
                .element(XMLElement(
                    name: "sodipodi:namedview",
                    attributes: [XMLAttribute(name: "id", value: "n", valueLocation: .init(line: 11, column: 26, offset: 408))],
                    location: .init(line: 11, column: 2, offset: 384))),
            ],
            location: .init(line: 6, column: 1, offset: 190))
        #expect(svg == expected)
        #expect(svg.elementChildren[1].prefix == "sodipodi")
        #expect(svg.elementChildren[1].localName == "namedview")
    }

    @Test func attributesTakeEitherQuoteAndDecodeReferences() throws {
        let document = try parseXML(
            #"<a b = 'say "hi" &amp; &apos;bye&apos;' c="&lt;&#60;&#x3c;&#x3C;&gt;&quot;" d="&#233;&#x1F600;"/>"#)
        #expect(document.root.attribute("b") == #"say "hi" & 'bye'"#)
        #expect(document.root.attribute("c") == #"<<<<>""#)
        #expect(document.root.attribute("d") == "é😀")
        #expect(document.root.attributeNode("b")?.valueLocation == FileLocation(line: 1, column: 9, offset: 8))
    }

    @Test func attributeValuesKeepWhitespaceAsWritten() throws {
        let document = try parseXML("<p d=\"M0 0\n\tL1 1  Z\"/>")
        #expect(document.root.attribute("d") == "M0 0\n\tL1 1  Z")
    }

    @Test func textDecodesReferencesAndKeepsNonWhitespaceRunsVerbatim() throws {
        let document = try parseXML("<style>\n .a { fill: red } &amp; x\n</style>")
        #expect(document.root.children == [.text("\n .a { fill: red } & x\n")])
    }

    @Test func cdataIsTextAndMergesWithNeighbours() throws {
        let document = try parseXML("<style>a<![CDATA[ <b> & ]]>c<!-- gone -->d</style>")
        #expect(document.root.children == [.text("a <b> & cd")])
    }

    @Test func whitespaceOnlyCDATAAndReferencesAreKept() throws {
        let document = try parseXML("<t><a><![CDATA[ ]]></a><b>&#32;</b><c>  </c></t>")
        let children = document.root.elementChildren
        #expect(children.map(\.children) == [[.text(" ")], [.text(" ")], []])
    }

    @Test func whitespaceBetweenTagsIsKeptOnlyInsideTextElements() throws {
        // In <text> a space between two <tspan>s separates words; elsewhere it is indentation.
        let document = try parseXML("<svg> <g> <rect/> </g> <text><tspan>a</tspan> <tspan>b</tspan>\n</text> </svg>")
        let children = document.root.elementChildren
        #expect(document.root.children.count == 2)
        #expect(children[0].children.count == 1)
        #expect(children[1].children.count == 4)
        #expect(children[1].children[1] == .text(" ") && children[1].children[3] == .text("\n"))
    }

    @Test func commentsAndProcessingInstructionsAreSkippedEverywhere() throws {
        let document = try parseXML("""
            <?xml version="1.0"?><!-- a --><?pi data?>
            <r><!-- b --><?other x?><e/></r>
            <!-- after --><?after?>

            """)
        #expect(document.root.elementChildren.map(\.name) == ["e"])
        #expect(document.root.children.count == 1)
    }

    @Test func byteOrderMarkIsSkippedButCountsInColumns() throws {
        let document = try XMLReader.parse([0xEF, 0xBB, 0xBF] + Array("<svg/>".utf8))
        #expect(document.root.name == "svg")
        #expect(document.root.location == FileLocation(line: 1, column: 4, offset: 3))
    }

    @Test func doctypeWithSystemIdentifierIsAccepted() throws {
        #expect(try parseXML("<!DOCTYPE svg SYSTEM 'a[b].dtd'><svg/>").root.name == "svg")
        #expect(try parseXML("<!DOCTYPE svg><svg/>").root.name == "svg")
    }

    @Test func nonASCIINamesAndTextSurvive() throws {
        let document = try parseXML("<größe wert=\"ü\">ñ</größe>")
        #expect(document.root.name == "größe")
        #expect(document.root.attribute("wert") == "ü")
        #expect(document.root.text == "ñ")
    }

    @Test func locationAtOffsetCountsLinesAndByteColumns() throws {
        let source = "<a>\n  <b/>\r\n<c/>\r<d/>é\n</a>"
        let document = try parseXML(source)
        #expect(document.location(atOffset: 0) == FileLocation(line: 1, column: 1, offset: 0))
        #expect(document.location(atOffset: 3) == FileLocation(line: 1, column: 4, offset: 3))
        #expect(document.location(atOffset: 4) == FileLocation(line: 2, column: 1, offset: 4))
        #expect(document.location(atOffset: 6) == FileLocation(line: 2, column: 3, offset: 6))
        #expect(document.location(atOffset: 11) == FileLocation(line: 2, column: 8, offset: 11))
        #expect(document.location(atOffset: 12) == FileLocation(line: 3, column: 1, offset: 12))
        #expect(document.location(atOffset: 17) == FileLocation(line: 4, column: 1, offset: 17))
        #expect(document.location(atOffset: 21) == FileLocation(line: 4, column: 5, offset: 21))
        #expect(document.location(atOffset: 24) == FileLocation(line: 5, column: 1, offset: 24))
        #expect(document.location(atOffset: -5) == FileLocation(line: 1, column: 1, offset: 0))
        #expect(document.location(atOffset: 1_000) == FileLocation(line: 5, column: 5, offset: 28))
        #expect(document.root.elementChildren.map(\.location.line) == [2, 3, 4])
    }

    @Test func errorDescriptionIsLineColumnErrorMessage() {
        let error = XMLError(location: FileLocation(line: 4, column: 3, offset: 100), message: "oops")
        #expect(error.description == "4:3: error: oops")
    }
}
