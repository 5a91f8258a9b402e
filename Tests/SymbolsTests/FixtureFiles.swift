import Symbols
import SymbolCore

/// Paths of the shared fixtures under `Tests/Fixtures`.
enum FixtureFiles {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)  // SymbolsTests/FixtureFiles.swift
        return parts.joined(separator: "/") + "/Fixtures"
    }()

    static func template(_ name: String) -> String { root + "/Templates/" + name + ".svg" }

    static func loadTemplate(_ name: String) throws -> SymbolTemplate {
        let symbol = try Symbol(contentsOf: template(name))
        guard let template = symbol.template else { throw Diagnostic(.error, "not a template", file: name) }
        return template
    }
}
