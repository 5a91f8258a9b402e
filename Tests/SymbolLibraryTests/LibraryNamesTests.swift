import Testing
@testable import SymbolLibrary

@Suite struct LibraryNamesTests {
    static let library = try! SymbolLibrary.bundled()

    @Test func theLibraryIsBigEnough() {
        let bases = Set(Self.library.entries.map(\.base))
        #expect(bases.count >= 150, "\(bases.count) base symbols")
        #expect(Self.library.entries.count >= 400, "\(Self.library.entries.count) names")
        #expect(Self.library.entries.filter(\.hasVariableValue).map(\.base).uniqueCount >= 15)
        #expect(Self.library.entries.filter(\.hasMulticolor).map(\.base).uniqueCount >= 25)
    }

    @Test func exactNamesResolveToThemselves() throws {
        for entry in Self.library.entries {
            let resolution = try Self.library.resolve(entry.name)
            #expect(resolution.entry.name == entry.name && resolution.note == nil)
        }
    }

    @Test func variantsAreComposedInCanonicalOrderAndFallBack() {
        let exists: (String) -> Bool = { ["heart", "heart.fill", "heart.circle", "heart.circle.fill", "bell", "bell.slash", "line.3.horizontal"].contains($0) }
        let aliases = ["line.horizontal.3": "line.3.horizontal", "old.bell": "older.bell", "older.bell": "bell"]
        func resolve(_ name: String) -> String? { SymbolNameResolver.resolve(name, exists: exists, aliases: aliases)?.0 }
        #expect(resolve("heart.fill.circle") == "heart.circle.fill")
        #expect(resolve("heart.square.fill") == "heart.fill")        // no square: drop the enclosure, keep fill
        #expect(resolve("heart.slash.circle") == "heart.circle")
        #expect(resolve("bell.slash.fill") == "bell.slash")          // no fill: drop it
        #expect(resolve("bell.slash.circle.fill") == "bell.slash")
        #expect(resolve("heart.slash.fill") == "heart.fill")          // no slash variant at all: keep fill
        #expect(resolve("old.bell") == "bell")                       // alias chains are followed
        #expect(resolve("old.bell.slash") == "bell.slash")           // the base may be a former name
        #expect(resolve("line.horizontal.3") == "line.3.horizontal")
        #expect(resolve("circle.fill") == nil)
        #expect(SymbolNameResolver.followAliases("a", ["a": "b", "b": "a"]) == "b")  // cycles stop
    }

    @Test func unknownNamesSuggestCloseMatches() {
        #expect(throws: SymbolLibraryError.self) { try Self.library.resolve("no.such.symbol.anywhere") }
        do {
            _ = try Self.library.resolve("hart")
            Issue.record("resolved an unknown name")
        } catch {
            #expect(error.message.contains("`heart`"))
        }
    }

    @Test func searchFindsKeywordsAndCategories() {
        let results = Self.library.search("love")
        #expect(results.contains { $0.name == "heart" })
        #expect(!Self.library.categories.isEmpty)
    }

    @Test func systemNameLoadsTheResolvedSymbolWithItsPreferredMode() throws {
        let symbol = try Symbol(systemName: "heart.fill.circle")
        #expect(symbol.name == "heart.circle.fill" && symbol.isTemplate)
        let entry = try #require(Self.library.entry(named: "heart.circle.fill"))
        #expect(symbol.preferredRenderingMode == entry.preferredRenderingMode)
    }
}

extension Array where Element: Hashable {
    var uniqueCount: Int { Set(self).count }
}
