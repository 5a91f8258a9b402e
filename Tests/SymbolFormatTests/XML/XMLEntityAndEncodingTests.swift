import SymbolCore
import SymbolFormat
import Testing

/// DOCTYPE entities expand within limits, and documents in other encodings are read or refused where they say so.
@Suite("XMLReader: entities and encodings")
struct XMLEntityAndEncodingTests {
    @Test func entitiesExpandInContentAndAttributesWithLocationsOfTheFileAsWritten() throws {
        let tree = try parseXML("""
            <!DOCTYPE svg [
              <!-- a comment --><!ENTITY color "green"><!ELEMENT svg ANY>
              <!ENTITY two "<rect id='a'/><g><rect id='b' fill='&color;'/></g>">
            ]>
            <svg fill="&color;">&two;<circle/></svg>
            """)
        #expect(tree.root.attribute("fill") == "green")
        #expect(tree.root.elementChildren.map(\.name) == ["rect", "g", "circle"])
        #expect(tree.root.elementChildren[1].elementChildren[0].attribute("fill") == "green")
        // What an entity's text made is located at its reference; what follows it, where it is written.
        #expect(tree.root.location.line == 5 && tree.root.location.column == 1)
        #expect(tree.root.elementChildren[0].location.line == 5 && tree.root.elementChildren[0].location.column == 21)
        #expect(tree.root.elementChildren[2].location.column == 26)
    }

    @Test func anErrorAfterAnExpansionIsLocatedInTheFileAsWritten() {
        let error = xmlError("<!DOCTYPE a [<!ENTITY e \"<b/><b/><b/>\">]>\n<a>&e;<c></d></a>")
        #expect(error?.location.line == 2)
        #expect(error?.location.column == 10)
        #expect(error?.message.contains("</d> does not match <c>") == true)
    }

    @Test func billionLaughsAndSelfReferenceAreRefusedAtTheReference() {
        var subset = "<!ENTITY l0 \"lol\">"
        for level in 1...9 { subset += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        let laughs = xmlError("<!DOCTYPE a [\(subset)]>\n<a>&l9;</a>")
        #expect(laughs?.location.line == 2 && laughs?.location.column == 4)
        #expect(laughs?.message.contains("refusing") == true)
        // Empty entities nested deep cost work without growing the output: the expansion count still bounds them.
        var empty = "<!ENTITY e0 \"\">"
        for level in 1...9 { empty += "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">" }
        #expect(xmlError("<!DOCTYPE a [\(empty)]>\n<a>&e9;</a>")?.message.contains("expand more than") == true)
        let cycle = xmlError("<!DOCTYPE a [<!ENTITY x \"&y;\"><!ENTITY y \"&x;\">]><a>&x;</a>")
        #expect(cycle?.message == "entity 'x' refers to itself (through x, y); refusing the document")
        // Within the file size limit, a few kilobytes of expansion are fine.
        #expect(xmlError("<!DOCTYPE a [<!ENTITY x \"aaaaaaaaaa\">]><a>\(String(repeating: "&x;", count: 500))</a>") == nil)
    }

    @Test func aReferenceInACommentOrCDATAIsNotExpanded() throws {
        let tree = try parseXML("<!DOCTYPE a [<!ENTITY x \"X\">]><a><![CDATA[&x;]]><!-- &x; --></a>")
        #expect(tree.root.children == [.text("&x;")])
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text = "<svg id=\"é😀\"/>"
        let units = Array(text.utf16)
        var little: [UInt8] = [0xFF, 0xFE], big: [UInt8] = [0xFE, 0xFF]
        for unit in units {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        #expect(try XMLReader.parse(little).root.attribute("id") == "é😀")
        #expect(try XMLReader.parse(big).root.attribute("id") == "é😀")
        #expect(xmlError(Array(little.dropLast()))?.message == "the UTF-16 document has an odd number of bytes")
    }

    @Test func singleByteEncodingsAreTranscoded() throws {
        func document(_ encoding: String, _ byte: UInt8) -> [UInt8] {
            Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<a b=\"".utf8) + [byte] + Array("\"/>".utf8)
        }
        #expect(try XMLReader.parse(document("ISO-8859-1", 0xE9)).root.attribute("b") == "é")
        #expect(try XMLReader.parse(document("windows-1252", 0x80)).root.attribute("b") == "€")
        #expect(try XMLReader.parse(document("Windows-1251", 0xCF)).root.attribute("b") == "П")
        // windows-1252 leaves 0x81 unassigned: the byte is named where it is.
        let unassigned = xmlError(document("windows-1252", 0x81))
        #expect(unassigned?.description == "2:7: error: byte 0x81 has no character in windows-1252")
    }

    @Test func otherEncodingsAreRefusedAtTheirDeclaration() {
        let error = xmlError("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><a/>")
        #expect(error?.location == FileLocation(line: 1, column: 31, offset: 30))
        #expect(error?.message.hasPrefix("the document declares the encoding 'Shift_JIS'") == true)
        #expect(xmlError("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>")?.message.contains("no byte-order mark") == true)
        #expect(xmlError("<?xml version=\"1.0\" encoding=\"utf-8\"?><a/>") == nil)
    }
}
