import Testing
import SymbolFormat
@testable import SymbolAuthoring
@testable import SymbolImport
import SymbolCore

/// `Symbols/Templates` and `Symbols/index.json` are what `Symbols/Sketches` give: nobody edits them by hand, and
/// a drawing change is committed with its templates (`swift run glyphsmith-author`).
///
/// Every name's template is compared by `glyphsmith-author --check`, which `Tools/test` runs in a release build
/// (it also redraws every name at the 27 slots). Here, in a debug build where making all masters takes about a
/// minute, the index and the narrowings are compared whole and the templates of a fixed sample of the names: an
/// eighth, chosen by a hash of the name so that every kind of name (drawn, enclosed, badged, composed, lettered)
/// is in it and a new name does not reshuffle the rest.
@Suite struct CommittedLibraryTests {
    static let symbols: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Symbols"
    }()

    /// The narrowed heavier weights as committed (`glyphsmith-author --check` recomputes them; drawing every name
    /// at every weight takes a while in a debug build).
    static let narrowings = LibraryAuthor.readNarrowings(in: symbols)

    /// Whether `name`'s template is in the sample: FNV-1a of its bytes, one in eight.
    static func sampled(_ name: String) -> Bool {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash % 8 == 0
    }

    /// The library's index, narrowings and sampled templates from its sketches, read from disk each time.
    static func generate() throws -> [LibraryAuthor.Output] {
        let narrowings = try #require(Self.narrowings, "Symbols/\(LibraryAuthor.narrowingPath) is missing or unreadable")
        return try LibraryAuthor.outputs(for: LibraryAuthor.readSketches(in: Self.symbols + "/Sketches"),
                                         composing: LibraryAuthor.readComposedNames(in: Self.symbols), narrowings: narrowings,
                                         localizations: LibraryAuthor.readLocalizations(in: Self.symbols), templates: sampled)
    }

    static let generated = Result { try generate() }

    @Test func theIndexTheNarrowingsAndTheSampledTemplatesMatchTheSketches() throws {
        let outputs = try Self.generated.get()
        var differing: [String] = []
        for output in outputs {
            let committed = try? FileReader.read(Self.symbols + "/" + output.path, maximumSize: 64 << 20)
            if committed != Array(output.contents.utf8) { differing.append(output.path) }
        }
        #expect(differing.isEmpty, "regenerate with `swift run glyphsmith-author`: \(differing.prefix(10))")
        let templates = outputs.count - 2
        #expect(templates > 100, "the sample holds \(templates) templates")
    }

    @Test func everyTemplateOnDiskIsANameOfTheIndex() throws {
        let index = try JSONReader.read(Self.symbols + "/index.json", maximumSize: 64 << 20)
        let names = Set(try #require(index["symbols"]?.arrayValue).compactMap { $0["name"]?.stringValue })
        let onDisk = Set(try FileSystem.contents(of: Self.symbols + "/Templates").filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
        #expect(onDisk.subtracting(names).sorted().prefix(10) == [], "templates that no drawing produces are left in Symbols/Templates")
        #expect(names.subtracting(onDisk).sorted().prefix(10) == [], "names of the index without a template")
    }

    /// A second generation, from sketches read again, gives the shared one's bytes.
    @Test func theSameSketchesGiveTheSameBytes() throws {
        let first = try Self.generated.get()
        let second = try Self.generate()
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.contents) == second.map(\.contents))
    }
}
