import SymbolFormat
import Testing
@testable import SymbolAssets
import SymbolCore

@Suite("ContentsJSON: Xcode's layout of Contents.json")
struct ContentsJSONTests {
    @Test func sortsKeysIndentsTwoSpacesAndEndsWithANewline() {
        let value: JSONValue = .object([
            ("images", .array([.object([("scale", .string("2x")), ("filename", .string("a/b@2x.png")), ("idiom", .string("universal"))])])),
            ("info", ContentsJSON.info),
        ])
        let text = String(decoding: ContentsJSON.bytes(value), as: UTF8.self)
        #expect(text == """
            {
              "images" : [
                {
                  "filename" : "a/b@2x.png",
                  "idiom" : "universal",
                  "scale" : "2x"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
    }

    @Test func roundTripsThroughTheReader() throws {
        let value: JSONValue = .object([("a", .number(0.5)), ("b", .bool(true)), ("c", .string("quote \" and \\ and \n"))])
        let parsed = try JSONReader.parse(ContentsJSON.bytes(value))
        #expect(parsed["a"]?.numberValue == 0.5)
        #expect(parsed["c"]?.stringValue == "quote \" and \\ and \n")
    }
}
