import SymbolFormat
import Testing
import SymbolCore

/// Each rejection states where (line:column) and what was expected.
@Suite("XMLReader: what it rejects, and where")
struct XMLReaderRejectionTests {
    @Test func externalAndParameterEntitiesAreRejected() {
        #expect(xmlError("<!DOCTYPE svg [<!ENTITY x SYSTEM \"/etc/passwd\">]>\n<svg>&x;</svg>")?.description
            == "1:16: error: entity 'x' is external (SYSTEM or PUBLIC); it is not read (nothing outside the file is read)")
        #expect(xmlError("<!DOCTYPE svg [<!ENTITY % p \"x\">]>\n<svg/>")?.message == "parameter entities are not supported in the DOCTYPE")
    }

    @Test func undefinedEntityIsRejectedAtItsAmpersand() {
        #expect(xmlError("<svg>\n  <g fill=\"&foo;\"/></svg>")?.description
            == "2:12: error: undefined entity '&foo;'; only &lt; &gt; &amp; &apos; &quot; and character "
            + "references are supported, and entities the DOCTYPE declares")
        #expect(xmlError("<t>a &nbsp; b</t>")?.location == FileLocation(line: 1, column: 6, offset: 5))
    }

    @Test func malformedReferencesAreRejected() {
        #expect(xmlError("<t a='&amp'/>")?.description == "1:11: error: expected ';' to end the entity reference '&amp'")
        #expect(xmlError("<t>a & b</t>")?.description
            == "1:6: error: '&' must start a reference such as '&amp;' or '&#38;'; write a literal '&' as '&amp;'")
        #expect(xmlError("<t>&#;</t>")?.description == "1:6: error: expected decimal digits in the character reference")
        #expect(xmlError("<t>&#xZ;</t>")?.description == "1:7: error: expected hexadecimal digits in the character reference")
        #expect(xmlError("<t>&#0;</t>")?.description
            == "1:4: error: character reference '&#0;' is U+0000, which is not allowed in XML")
        #expect(xmlError("<t>&#xD800;</t>")?.message
            == "character reference '&#xD800;' is U+D800, which is not allowed in XML")
        #expect(xmlError("<t>&#99999999999999999999;</t>")?.message
            == "character reference '&#99999999999999999999;' is beyond U+10FFFF, which is not allowed in XML")
    }

    @Test func mismatchedEndTagNamesTheOpenElement() {
        let source = "<svg>\n <g>\n    <path d=''>\n  </g>\n</svg>"
        #expect(xmlError(source)?.description == "4:3: error: end tag </g> does not match <path> opened at 3:5")
        #expect(xmlError("<a></ab>")?.message == "end tag </ab> does not match <a> opened at 1:1")
    }

    @Test func truncatedFileNamesTheInnermostOpenElement() {
        #expect(xmlError("<svg>\n<g>\n  <path/>\n")?.description
            == "4:1: error: unexpected end of file inside <g> opened at 2:1; expected </g>")
    }

    @Test func truncationInsideEachConstructIsReported() {
        #expect(xmlError("<svg>\n<path d=\"M0 0")?.description
            == "2:14: error: unexpected end of file inside the value of attribute 'd' that starts at 2:10; "
            + "expected a closing \"")
        #expect(xmlError("<svg><!-- note")?.description
            == "1:15: error: unexpected end of file inside comment opened at 1:6; expected '-->'")
        #expect(xmlError("<svg><![CDATA[x]]")?.message
            == "unexpected end of file inside CDATA section opened at 1:6; expected ']]>'")
        #expect(xmlError("<?xml version='1.0'")?.message
            == "unexpected end of file inside processing instruction opened at 1:1; expected '?>'")
        #expect(xmlError("<!DOCTYPE svg PUBLIC \"-//W3C")?.message
            == "unexpected end of file inside a quoted literal in the DOCTYPE opened at 1:22; expected 'the closing quote'")
        #expect(xmlError("<svg width='1'")?.message
            == "unexpected end of file inside the start tag <svg> opened at 1:1; expected an attribute name, '>' or '/>'")
        #expect(xmlError("<svg></svg")?.message == "unexpected end of file inside end tag </svg>; expected '>'")
    }

    @Test func lessThanInAttributeValueSuggestsMissingQuote() {
        #expect(xmlError("<svg>\n<path d=\"M0 0 />\n<g/></svg>")?.description
            == "3:1: error: '<' is not allowed in the value of attribute 'd' that starts at 2:10; "
            + "write '&lt;', or add the missing closing quote")
    }

    @Test func duplicateAttributeIsRejectedAtTheSecond() {
        #expect(xmlError("<svg>\n  <path fill=\"red\" d=\"\" fill='blue'/></svg>")?.description
            == "2:25: error: duplicate attribute 'fill' on <path>; its first value starts at 2:15")
        let many = (0..<40).map { " a\($0)='x'" }.joined()
        #expect(xmlError("<e\(many) a7='y'/>")?.message == "duplicate attribute 'a7' on <e>; its first value starts at 1:57")
    }

    @Test func missingRootElementIsRejected() {
        #expect(xmlError("")?.description == "1:1: error: expected a root element, found end of file")
        #expect(xmlError("<?xml version='1.0'?>\n<!-- only -->\n")?.description
            == "3:1: error: expected a root element, found end of file")
        #expect(xmlError("hello")?.description == "1:1: error: expected '<' to start the root element, found 'h'")
    }

    @Test func contentAfterRootIsRejected() {
        #expect(xmlError("<a/>\n<b/>")?.description
            == "2:1: error: unexpected a second root element after the root element <a>; only whitespace, "
            + "comments and processing instructions may follow it")
        #expect(xmlError("<a/> x")?.location == FileLocation(line: 1, column: 6, offset: 5))
        #expect(xmlError("<a/><!-- ok --> <?ok?>\n") == nil)
    }

    @Test func invalidUTF8IsReportedWithItsOffset() {
        let bytes = Array("<svg>\n<t>a".utf8) + [0xC3, 0x28] + Array("</t></svg>".utf8)
        #expect(xmlError(bytes)?.description == "2:5: error: invalid UTF-8 at byte offset 10: 0xC3 followed by 0x28")
        #expect(xmlError([0x3C, 0x61, 0xFF])?.message == "invalid UTF-8 at byte offset 2: 0xFF cannot start a character")
        #expect(xmlError(Array("<a>".utf8) + [0xE2, 0x82])?.message
            == "invalid UTF-8 at byte offset 3: the file ends inside a 3-byte sequence")
        #expect(xmlError(Array("<a>".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8))?.message
            == "invalid UTF-8 at byte offset 3: 0xED followed by 0xA0")
        #expect(xmlError([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8])?.message == "invalid UTF-16: an unpaired surrogate")
    }

    @Test func controlCharactersAreRejected() {
        #expect(xmlError("<a>\u{0}</a>")?.description == "1:4: error: control character U+0000 is not allowed in XML")
        #expect(xmlError("<a b='\u{1B}'/>")?.location.offset == 6)
    }

    @Test func invalidNamesAreRejected() {
        #expect(xmlError("<1a/>")?.description == "1:2: error: expected an element name after '<', found '1'")
        #expect(xmlError("<a -b='1'/>")?.description
            == "1:4: error: expected an attribute name, '>' or '/>' in the start tag <a>, found '-'")
        #expect(xmlError("<a b='1'c='2'/>")?.description == "1:9: error: expected whitespace before the attribute name")
        #expect(xmlError("<a b/>")?.description
            == "1:5: error: expected '=' after attribute name 'b' in the start tag <a>, found '/'")
        #expect(xmlError("<a b=c/>")?.description
            == "1:6: error: expected a quoted value for attribute 'b' in the start tag <a>, found 'c'")
        #expect(xmlError("<a></ 1>")?.description == "1:6: error: expected an element name after '</', found a space")
    }

    @Test func misplacedMarkupIsRejected() {
        #expect(xmlError(" <?xml version='1.0'?><a/>")?.description
            == "1:2: error: the XML declaration '<?xml …?>' is only allowed at the very start of the file")
        #expect(xmlError("<a><!DOCTYPE a></a>")?.message == "a DOCTYPE is only allowed before the root element")
        #expect(xmlError("<!DOCTYPE a><!DOCTYPE a><a/>")?.location.column == 13)
        #expect(xmlError("<a>]]></a>")?.description == "1:4: error: ']]>' is not allowed in text; write ']]&gt;'")
        #expect(xmlError("</a>")?.message == "found an end tag where the root element's start tag was expected")
    }

    @Test func fileSizeLimitIsEnforcedBeforeReading() {
        let limits = XMLLimits(maximumFileSize: 10)
        #expect(xmlError("<svg></svg>", limits: limits)?.description
            == "1:1: error: the file is 11 bytes, more than the limit of 10 bytes")
        #expect(xmlError("<svg/>", limits: limits) == nil)
    }

    @Test func attributeLengthLimitIsEnforced() {
        let limits = XMLLimits(maximumAttributeLength: 4)
        #expect(xmlError("<a b='1234'/>", limits: limits) == nil)
        #expect(xmlError("<a\n b='12345'/>", limits: limits)?.description
            == "2:5: error: the value of attribute 'b' is longer than the limit of 4 bytes")
    }

    @Test func elementCountLimitIsEnforced() {
        let limits = XMLLimits(maximumElementCount: 3)
        #expect(xmlError("<a><b/><c/></a>", limits: limits) == nil)
        #expect(xmlError("<a><b/><c/><d/></a>", limits: limits)?.description
            == "1:12: error: the document has more than 3 elements, the limit")
    }

    @Test func depthLimitIsEnforcedAtTheFirstTooDeepElement() {
        #expect(xmlError("<a><b><c/></b></a>", limits: XMLLimits(maximumDepth: 3)) == nil)
        #expect(xmlError("<a><b><c/></b></a>", limits: XMLLimits(maximumDepth: 2))?.description
            == "1:7: error: elements are nested more than 2 levels deep, the limit")
    }

    @Test(.timeLimit(.minutes(1)))
    func hundredThousandDeepNestingFailsCleanlyAndFast() {
        let depth = 100_000
        let source = String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth)
        let clock = ContinuousClock()
        var error: XMLError?
        let elapsed = clock.measure { error = xmlError(source) }
        #expect(error?.description == "1:769: error: elements are nested more than 256 levels deep, the limit")
        #expect(elapsed < .seconds(1))
    }
}
