import Testing
import SymbolCore

/// JSON as asset catalogs write it, read strictly, with errors that say where.
@Suite("JSONReader: values, and errors with line and column")
struct JSONReaderTests {
    private func parse(_ text: String) throws(Diagnostic) -> JSONValue {
        try JSONReader.parse(Array(text.utf8), file: "Contents.json")
    }

    private func error(_ text: String) -> Diagnostic? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func readsAColorsetDocument() throws {
        let value = try parse("""
            {
              "colors" : [ { "color" : { "color-space" : "srgb",
                "components" : { "alpha" : "1.000", "red" : "0xFF", "green" : 0.5, "blue" : 128 } } } ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """)
        let components = value["colors"]?.arrayValue?.first?["color"]?["components"]
        #expect(components?["red"]?.stringValue == "0xFF")
        #expect(components?["green"]?.numberValue == 0.5)
        #expect(components?["blue"]?.numberValue == 128)
        #expect(value["info"]?["version"]?.numberValue == 1)
        #expect(value["missing"] == nil)
    }

    @Test func membersKeepFileOrderAndTheFirstOfARepeatedKeyWins() throws {
        let value = try parse(#"{"b": 1, "a": 2, "b": 3}"#)
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a", "b"])
        #expect(value["b"]?.numberValue == 1)
    }

    @Test func decodesEveryEscapeIncludingSurrogatePairs() throws {
        let value = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u4E2D", "\ud83d\ude00", "caf\u00E9"]"#)
        #expect(value.arrayValue?.map(\.stringValue) == ["\"\\/\u{8}\u{C}\n\r\t", "é中", "😀", "café"])
    }

    @Test func readsLiteralsAndNumbersInEveryForm() throws {
        #expect(try parse("[true, false, null]") == .array([.bool(true), .bool(false), .null]))
        #expect(try parse("[0, -0.5, 1e3, 2.5E-2, -12]").arrayValue?.compactMap(\.numberValue) == [0, -0.5, 1000, 0.025, -12])
        #expect(try parse("  \"only\"\n ") == .string("only"))
    }

    @Test func errorsNameLineColumnAndOffset() {
        let broken = error("{\n  \"colors\": [\n    { \"color\" 1 }\n  ]\n}")
        #expect(broken?.description == "Contents.json:3:15: error: expected ':' after the member name")
        #expect(broken?.location?.offset == 30)
        #expect(error("{\"a\": 1,}")?.description == "Contents.json:1:9: error: expected a member name in double quotes")
        #expect(error("[1 2]")?.message == "expected ',' or ']' after an array element")
        #expect(error("")?.message == "expected a value, found the end of the file")
        #expect(error("[1] [2]")?.message == "expected the end of the file after the value")
    }

    @Test func rejectsWhatRFC8259Forbids() {
        #expect(error("[01]")?.message == "numbers may not have leading zeros")
        #expect(error("[1.]")?.message == "expected a digit after '.'")
        #expect(error("[.5]")?.message == "expected a value (object, array, string, number, true, false or null)")
        #expect(error("[1e999]")?.message == "number out of range")
        #expect(error("[tru]")?.message == "expected 'true'")
        #expect(error("[\"a\tb\"]")?.message == "control character in a string (escape it)")
        #expect(error(#"["\x"]"#)?.description == "Contents.json:1:3: error: unknown escape '\\x'")
        #expect(error(#"["\ud800"]"#)?.message == "unpaired surrogate in \\u escape")
        #expect(error(#"["\u12"]"#)?.message == "expected four hex digits after \\u")
        #expect(error("[\"open")?.message == "unterminated string")
        #expect(error("{\"a\": [1, 2")?.message == "expected ',' or ']', found the end of the file")
        #expect(JSONReader.parse([0x22, 0xFF, 0x22]).isFailure)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(error(deep)?.message == "nesting deeper than \(JSONReader.maximumDepth) levels")
    }
}

private extension Result where Failure == Diagnostic {
    var isFailure: Bool { if case .failure = self { return true } else { return false } }
}

private extension JSONReader {
    static func parse(_ bytes: [UInt8]) -> Result<JSONValue, Diagnostic> {
        Result { () throws(Diagnostic) in try JSONReader.parse(bytes, file: nil) }
    }
}

@Suite("JSONDocument: locations of values by JSON Pointer")
struct JSONDocumentTests {
    private let text = """
        {
          "images" : [
            { "filename" : "a.png", "scale" : "1x" },
            { "a/b" : 2 }
          ]
        }
        """

    @Test func locatesMembersAndElements() throws {
        let document = try JSONReader.parseDocument(Array(text.utf8), file: "Contents.json")
        #expect(document.location(of: "").description == "1:1")
        #expect(document.location(of: "/images").description == "2:14")
        #expect(document.location(of: "/images/0/scale").description == "3:39")
        #expect(document.location(of: "/images/1/a~1b").description == "4:15")
    }

    @Test func missingPointerFallsBackToTheNearestParent() throws {
        let document = try JSONReader.parseDocument(Array(text.utf8), file: "Contents.json")
        #expect(document.location(of: "/images/0/nothing") == document.location(of: "/images/0"))
        #expect(document.diagnostic(.error, "bad", at: "/images/1").description == "Contents.json:4:5: error: bad")
    }
}
