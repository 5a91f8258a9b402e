import Testing
@testable import Symbols
import SymbolCore

/// A template that renders, but not as its author meant, says why when it is read: `render` and `export` warn
/// (and fail under --warnings-as-errors) where only `validate` and `info` used to.
@Suite struct TemplateWarningTests {
    @Test func aTemplateWhoseMastersCannotInterpolateWarnsWhenRead() throws {
        let text = try String(decoding: FileReader.read(FixtureFiles.template("ring.dot"), maximumSize: 1 << 20), as: UTF8.self)
        // An extra command in Black-S's first path: its masters no longer match command for command.
        let marker = ##"<g id="Black-S" transform="matrix(1 0 0 1 2881.6705 696)">"##
        let parts = text.split(separator: marker, maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        try #require(parts.count == 2)
        let broken = parts[0] + marker + parts[1].replacing(##"d="M99.459 -35.2295C"##, with: ##"d="M99.459 -35.2295L99 -35C"##, maxReplacements: 1)
        let symbol = try Symbol(svg: Array(broken.utf8), name: "ring.dot", file: "ring.dot.svg")
        let warning = try #require(symbol.warnings.first { $0.message.contains("masters cannot interpolate") })
        #expect(warning.severity == .warning && warning.file == "ring.dot.svg" && warning.location != nil)
        #expect(throws: Diagnostic.self) { try symbol.requireNoWarnings() }
    }

    @Test func aTemplateWhoseMastersInterpolateHasNoSuchWarning() throws {
        let symbol = try Symbol(contentsOf: FixtureFiles.template("ring.dot"))
        #expect(!symbol.warnings.contains { $0.message.contains("interpolate") })
    }
}
