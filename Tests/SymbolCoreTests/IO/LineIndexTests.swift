import Testing
@testable import SymbolCore

/// Locations are found by binary search in line starts indexed once per document (issue 38 §3: each location used
/// to be a scan from the file's first byte, quadratic in findings × size).
@Suite struct LineIndexTests {
    /// The scan every location used to be, as the reference.
    static func scanned(_ bytes: [UInt8], _ offset: Int) -> FileLocation {
        let target = min(offset, bytes.count)
        var line = 1, lineStart = 0
        for index in 0..<target where bytes[index] == 0x0A { (line, lineStart) = (line + 1, index + 1) }
        return FileLocation(line: line, column: target - lineStart + 1, offset: target)
    }

    @Test func everyOffsetIsWhereAScanFindsIt() {
        let bytes = Array("{\n  \"a\" : 1,\r\n\n\n  \"é\" : [ true ]\n}".utf8)
        let index = LineIndex(bytes)
        for offset in 0...(bytes.count + 3) {
            #expect(index.location(offset: offset) == Self.scanned(bytes, offset), "offset \(offset)")
        }
    }

    @Test func emptyFilesAndFilesEndingInANewlineHaveLocations() {
        #expect(LineIndex([]).location(offset: 0) == FileLocation(line: 1, column: 1, offset: 0))
        #expect(LineIndex([]).location(offset: 5) == FileLocation(line: 1, column: 1, offset: 0))
        let bytes = Array("a\n\n".utf8)
        #expect(LineIndex(bytes).location(offset: 3) == FileLocation(line: 3, column: 1, offset: 3))
        #expect(LineIndex(bytes).location(offset: -4) == FileLocation(line: 1, column: 1, offset: 0))
    }

    @Test func documentLocationsUseTheIndex() throws {
        var text = "{\n  \"images\" : [\n"
        for number in 0..<500 { text += "    { \"filename\" : \"\(number).png\" },\n" }
        text += "    { \"filename\" : \"last.png\" }\n  ]\n}\n"
        let bytes = Array(text.utf8)
        let document = try JSONReader.parseDocument(bytes, file: "Contents.json")
        for number in [0, 1, 250, 499, 500] {
            let location = document.location(of: "/images/\(number)/filename")
            #expect(location.line == number + 3)
            #expect(location == Self.scanned(bytes, location.offset))
            #expect(document.keyLocation(of: "/images/\(number)/filename").column == 7)
        }
    }

    @Test func parseErrorsAreLocatedAsBefore() {
        let bytes = Array("{\n  \"a\" : 1,\n  \"b\" : tru\n}".utf8)
        let error = #expect(throws: Diagnostic.self) { try JSONReader.parse(bytes, file: "x.json") }
        #expect(error?.location == FileLocation(line: 3, column: 12, offset: 24))
        #expect(error?.location == Self.scanned(bytes, 24))
    }
}
