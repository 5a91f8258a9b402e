import Foundation
import Testing
@testable import SymbolLibrary
import SymbolCore
import Symbols

/// A downloaded library (`GLYPHSMITH_SYMBOLS`) is input like any other (issue 38 §1): its names are symbol names,
/// each bad entry is a located error in `index.json` and is left out, and its files are read inside its folder.
@Suite struct HostileLibraryTests {
    /// A library folder `root/library` beside a file outside it, `root/outside/evil.svg`, that a name or a link
    /// could reach. The templates are copies of the bundled `heart.svg`.
    struct Fixture {
        let root: String
        var folder: String { root + "/library" }
        var index: String { folder + "/index.json" }

        init(index text: String, templates: [String] = ["good"]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-library-\(UUID().uuidString)").path
            let heart = try Data(contentsOf: URL(fileURLWithPath: try SymbolLibrary.bundled().templatePath(for: #require(SymbolLibrary.bundled().entry(named: "heart")))))
            try FileManager.default.createDirectory(atPath: root + "/library/Templates", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
            try heart.write(to: URL(fileURLWithPath: root + "/outside/evil.svg"))
            for name in templates { try heart.write(to: URL(fileURLWithPath: folder + "/Templates/\(name).svg")) }
            try Data(text.utf8).write(to: URL(fileURLWithPath: index))
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    static let hostileIndex = """
        {
          "symbols" : [
            { "name" : "good", "base" : "good", "categories" : ["shapes"] },
            { "name" : "../../outside/evil", "categories" : ["shapes"] },
            { "name" : "forged\\nerror: line", "categories" : ["shapes"] },
            { "name" : "good", "categories" : ["shapes"] },
            { "name" : "based", "base" : "../evil" }
          ],
          "aliases" : { "old" : "good", "Old/..": "good", "older" : "../../outside/evil" }
        }
        """

    @Test func badNamesAreLocatedErrorsAndLeftOut() throws {
        let fixture = try Fixture(index: Self.hostileIndex)
        defer { fixture.remove() }
        let library = try SymbolLibrary(folder: fixture.folder)
        #expect(library.entries.map(\.name) == ["good"])
        #expect(library.aliases == ["old": "good"])
        let lines = library.diagnostics.map(\.description)
        #expect(lines.count == 6, "\(lines)")
        #expect(lines.contains("\(fixture.index):4:16: error: `../../outside/evil` is not a symbol name (words of a–z and 0–9 joined by single dots, at most 128 characters); the entry is left out"))
        // The newline is spelled out: the message is one line, and names the entry as written.
        #expect(lines.contains { $0.hasPrefix("\(fixture.index):5:16: error: `forged\\u{A}error: line` is not a symbol name") })
        #expect(lines.contains { $0.hasPrefix("\(fixture.index):6:16: error: `good` is listed twice") })
        #expect(lines.contains { $0.hasPrefix("\(fixture.index):7:34: error: `based`: base `../evil` is not a symbol name") })
        #expect(lines.contains { $0.hasPrefix("\(fixture.index):9:33: error: alias `Old/..` is not a symbol name") })
        #expect(lines.contains { $0.hasPrefix("\(fixture.index):9:61: error: alias `older` must name a symbol") })
        #expect(lines.allSatisfy { !$0.contains("\n") })
    }

    @Test func anIndexWithoutBadEntriesHasNoDiagnosticsAndSearchesItsKeywordsAsWritten() throws {
        // The index is parsed once without locations; only a broken entry has the library parse it again.
        let fixture = try Fixture(index: #"{ "symbols" : [ { "name" : "good", "keywords" : ["Padlock", "Café"] } ] }"#)
        defer { fixture.remove() }
        let library = try SymbolLibrary(folder: fixture.folder)
        #expect(library.diagnostics.isEmpty)
        #expect(library.search("padlock").map(\.name) == ["good"] && library.search("CAFÉ").map(\.name) == ["good"])
        #expect(library.entry(named: "good")?.keywords == ["Padlock", "Café"])
    }

    @Test func aTemplateLinkedOutOfTheFolderIsRefused() throws {
        let fixture = try Fixture(index: #"{ "symbols" : [ { "name" : "good" }, { "name" : "linked" } ] }"#)
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(atPath: fixture.folder + "/Templates/linked.svg", withDestinationPath: fixture.root + "/outside/evil.svg")
        let library = try SymbolLibrary(folder: fixture.folder)
        #expect(library.diagnostics.isEmpty)
        let linked = try #require(library.entry(named: "linked"))
        let error = #expect(throws: SymbolLibraryError.self) { try library.symbol(for: linked) }
        #expect(error?.message.contains("Templates/linked.svg: error: is a symbolic link") == true, "\(error?.message ?? "")")
        #expect(throws: SymbolLibraryError.self) { try library.resolve("linked") }
        #expect(throws: SymbolLibraryError.self) { try library.symbol(named: "linked") }
        // The good entry still reads.
        #expect(try library.symbol(named: "good").name == "good")
    }

    /// A name resolves to a path that `render`, `info`, `export` and `validate` read later with the ordinary
    /// reader: a template swapped for a link after the resolution checked it is not followed by any of them.
    @Test func aTemplateSwappedForALinkAfterResolvingIsNotRead() throws {
        let fixture = try Fixture(index: #"{ "symbols" : [ { "name" : "good" } ] }"#)
        defer { fixture.remove() }
        let library = try SymbolLibrary(folder: fixture.folder)
        let path = try library.resolve("good").path
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: fixture.root + "/outside/evil.svg")
        let error = #expect(throws: Diagnostic.self) { try Symbol(contentsOf: path) }
        #expect(error?.message.contains("symbolic link") == true, "\(String(describing: error))")
        #expect(TemplateValidator.validate(file: path).contains { $0.message.contains("symbolic link") })
    }

    @Test func aLinkedIndexIsRefused() throws {
        let fixture = try Fixture(index: "{}")
        defer { fixture.remove() }
        try Data(#"{ "symbols" : [ { "name" : "good" } ] }"#.utf8).write(to: URL(fileURLWithPath: fixture.root + "/outside/index.json"))
        try FileManager.default.removeItem(atPath: fixture.index)
        try FileManager.default.createSymbolicLink(atPath: fixture.index, withDestinationPath: fixture.root + "/outside/index.json")
        let error = #expect(throws: SymbolLibraryError.self) { try SymbolLibrary(folder: fixture.folder) }
        #expect(error?.message.contains("symbolic link") == true)
    }

    @Test func anIndexWithoutSymbolsIsALocatedError() throws {
        let fixture = try Fixture(index: "[1, 2]")
        defer { fixture.remove() }
        let error = #expect(throws: SymbolLibraryError.self) { try SymbolLibrary(folder: fixture.folder) }
        #expect(error?.message.contains("\(fixture.index):1:1: error: expected an object with a `symbols` array") == true)
    }

    @Test(arguments: ["heart", "heart.circle.fill", "01.circle", "character.ar", "a", "person.2.crop.square.stack.fill"])
    func symbolNamesAreAccepted(name: String) {
        #expect(SymbolLibrary.isSymbolName(name))
    }

    @Test(arguments: ["", ".", "..", "../x", "a/b", "a..b", ".a", "a.", "Heart", "heart fill", "heart\n", "héart", "heart\u{202E}",
                      "a-b", "a_b", String(repeating: "a", count: 129)])
    func otherStringsAreNotSymbolNames(name: String) {
        #expect(!SymbolLibrary.isSymbolName(name))
    }

    @Test func theBundledLibraryHasNoProblems() throws {
        #expect(try SymbolLibrary.bundled().diagnostics.isEmpty)
    }
}
