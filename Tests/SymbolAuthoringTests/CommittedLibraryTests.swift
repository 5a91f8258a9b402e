import Testing
import SymbolFormat
@testable import SymbolAuthoring
@testable import SymbolImport
import SymbolCore

/// `Symbols/Templates` and `Symbols/index.json` are what `Symbols/Sketches` give: nobody edits them by hand, and
/// a drawing change is committed with its templates (`swift run glyphsmith-author`).
@Suite struct CommittedLibraryTests {
    static let symbols: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Symbols"
    }()

    /// The narrowed heavier weights as committed (`glyphsmith-author --check` recomputes them; drawing every name
    /// at every weight takes a while in a debug build).
    static let narrowings = LibraryAuthor.readNarrowings(in: symbols)

    /// The library's templates and index from its sketches, made once for both tests: it is the slowest part of each.
    static func generate() throws -> [LibraryAuthor.Output] {
        let narrowings = try #require(Self.narrowings, "Symbols/\(LibraryAuthor.narrowingPath) is missing or unreadable")
        return try LibraryAuthor.outputs(for: LibraryAuthor.readSketches(in: Self.symbols + "/Sketches"),
                                         composing: LibraryAuthor.readComposedNames(in: Self.symbols), narrowings: narrowings,
                                         localizations: LibraryAuthor.readLocalizations(in: Self.symbols))
    }

    static let generated = Result { try generate() }

    @Test func templatesAndIndexMatchTheSketches() throws {
        let outputs = try Self.generated.get()
        var differing: [String] = []
        for output in outputs {
            let committed = try? FileReader.read(Self.symbols + "/" + output.path, maximumSize: 64 << 20)
            if committed != Array(output.contents.utf8) { differing.append(output.path) }
        }
        #expect(differing.isEmpty, "regenerate with `swift run glyphsmith-author`: \(differing.prefix(10))")
        let onDisk = try FileSystem.contents(of: Self.symbols + "/Templates").filter { $0.hasSuffix(".svg") }
        #expect(onDisk.count == outputs.count - 2, "templates that no drawing produces are left in Symbols/Templates")
    }

    /// A second generation, from sketches read again, gives the shared one's bytes.
    @Test func theSameSketchesGiveTheSameBytes() throws {
        let first = try Self.generated.get()
        let second = try Self.generate()
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.contents) == second.map(\.contents))
    }
}
