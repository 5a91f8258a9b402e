import SymbolCore
import SymbolLibrary
import Testing

/// `list --json`'s shapes, on the library they describe.
@Suite struct LibraryJSONTests {
    static let library = try! SymbolLibrary.bundled()

    @Test func entriesReadBackWithEveryField() throws {
        let entries = Array(Self.library.entries.prefix(3))
        let value = try JSONReader.parse(Array(SymbolLibrary.json(entries).utf8), file: "list.json")
        let read = try #require(value.arrayValue)
        #expect(read.count == 3)
        for (entry, object) in zip(entries, read) {
            guard case .object(let members) = object else { Issue.record("not an object: \(object)"); continue }
            #expect(object["name"]?.stringValue == entry.name)
            #expect(object["base"]?.stringValue == entry.base)
            #expect(object["categories"]?.arrayValue?.compactMap(\.stringValue) == entry.categories)
            #expect(object["preferredRenderingMode"]?.stringValue == entry.preferredRenderingMode.rawValue)
            #expect(Set(members.map(\.key)) == ["name", "base", "categories", "keywords", "preferredRenderingMode", "variableValue", "multicolor", "composed"])
        }
    }

    @Test func categoryCountsAddUpToTheNamesInEachCategory() throws {
        let counts = Self.library.categoryCounts
        #expect(counts.map(\.name) == Self.library.categories)
        for (name, count) in counts { #expect(count == Self.library.entries.filter { $0.categories.contains(name) }.count) }
        let read = try JSONReader.parse(Array(Self.library.categoriesJSON().utf8), file: "categories.json")
        #expect(read.arrayValue?.count == counts.count)
    }
}
