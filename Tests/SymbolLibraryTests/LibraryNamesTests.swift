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

    @Test func searchRanksExactNamesThenPrefixesThenWordsThenKeywordsThenSubstrings() throws {
        func names(_ query: String) -> [String] { Self.library.search(query).map(\.name) }
        let lock = names("lock")
        #expect(lock.first == "lock", "\(lock.prefix(6))")
        let clock = try #require(lock.firstIndex { $0.hasPrefix("clock") || $0.hasPrefix("alarm") || $0.hasPrefix("timer") })
        let lastLock = try #require(lock.lastIndex { $0.hasPrefix("lock") })
        #expect(lastLock < clock, "every lock… name before clocks and alarms: \(lock)")
        let heart = names("heart")
        #expect(heart.first == "heart")
        #expect(heart.prefix { $0.hasPrefix("heart") }.count == heart.filter { $0.hasPrefix("heart") }.count, "\(heart)")
        let arrow = names("arrow")
        let arrowFirst = arrow.prefix { $0.hasPrefix("arrow") }.count
        #expect(arrowFirst > 0 && arrowFirst == arrow.filter { $0.hasPrefix("arrow") }.count, "names starting with arrow first: \(arrow.prefix(8))")
        // Within a rank, shorter names first: `arrow.up` before `arrow.up.circle.fill`.
        let ups = arrow.filter { $0.hasPrefix("arrow.up") }
        #expect(ups == ups.sorted { ($0.count, $0) < ($1.count, $1) })
    }

    @Test func searchRankOrdersTheKindsOfMatch() {
        #expect(SearchRank(of: "lock", name: "lock", keywords: []) == .exactName)
        #expect(SearchRank(of: "lock", name: "lock.fill", keywords: []) == .namePrefix)
        #expect(SearchRank(of: "lock", name: "key.lock", keywords: []) == .wordPrefix)
        #expect(SearchRank(of: "pad", name: "lock", keywords: ["padlock"]) == .keyword)
        #expect(SearchRank(of: "lock", name: "clock", keywords: ["time"]) == .substring)
        #expect(SearchRank(of: "lock", name: "bell", keywords: ["ring"]) == nil)
        #expect(SearchRank.allCases == SearchRank.allCases.sorted())
        // A keyword phrase's later word counts as a keyword; a word longer than the name or keyword never matches.
        #expect(SearchRank(of: "lock", name: "key", keywords: ["security lock"]) == .keyword)
        #expect(SearchRank(of: "locks", name: "lock", keywords: ["loc"]) == nil)
        // Words are compared as UTF-8 bytes, other scripts included.
        #expect(SearchRank(of: "fé", name: "cup", keywords: ["café"]) == .substring)
        #expect(SearchRank(of: "caf", name: "cup", keywords: ["café"]) == .keyword)
    }

    @Test func systemNameThatFallsBackSaysWhichNameItUsedAndWhy() throws {
        let symbol = try Symbol(systemName: "heart.fill.circle")
        #expect(symbol.name == "heart.circle.fill")
        let warning = try #require(symbol.warnings.first)
        #expect(warning.severity == .warning && warning.file == "heart.fill.circle")
        #expect(warning.message.contains("`heart.circle.fill`"), "\(warning.message)")
        let exact = try Symbol(systemName: "heart")
        #expect(exact.name == "heart" && exact.warnings.isEmpty)
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
