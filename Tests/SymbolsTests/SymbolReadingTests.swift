import TestSupport
import Foundation
import SymbolFormat
import Testing
import Symbols
import SymbolCore

/// `Symbol(contentsOf:)` as its documentation says: unreadable files throw; path data with an error is drawn up to
/// the error with a located warning; `requireNoWarnings()` is the strict behaviour.
@Suite struct SymbolReadingTests {
    static func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID().uuidString).svg").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        TemporaryFolders.track(path)
        return path
    }

    @Test func pathDataWithAnErrorIsDrawnUpToItWithALocatedWarning() throws {
        let path = try Self.file("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\">\n<path d=\"M1 1 L7 1 L7 7 q\"/>\n</svg>\n")
        let symbol = try Symbol(contentsOf: path)
        let warning = try #require(symbol.warnings.first)
        #expect(warning.severity == .warning && warning.file == path)
        #expect(warning.location?.line == 2)
        #expect(warning.message.contains("drawn up to here"))
        #expect(throws: Diagnostic.self) { try symbol.requireNoWarnings() }
        do {
            try symbol.requireNoWarnings()
        } catch {
            #expect(error.severity == .error && error.location?.line == 2)
        }
    }

    @Test func aCleanFilePassesTheStrictCheck() throws {
        let symbol = try Symbol(contentsOf: try Self.file(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><path d="M1 1H7V7Z"/></svg>"#))
        #expect(symbol.warnings.isEmpty)
        try symbol.requireNoWarnings()
    }

    @Test func malformedXMLAndMissingFilesThrow() throws {
        #expect(throws: Diagnostic.self) { try Symbol(contentsOf: try Self.file("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0\"></svg>")) }
        #expect(throws: Diagnostic.self) { try Symbol(contentsOf: "/nonexistent/icon.svg") }
    }
}
