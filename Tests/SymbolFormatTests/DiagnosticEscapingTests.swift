import Testing
@testable import SymbolFormat
import SymbolCore


/// Diagnostics are safe to print: a bidi override or a control character from a file name or an id cannot
/// reorder or forge a line of a terminal or CI log.
@Suite struct DiagnosticEscapingTests {
    static let override = "\u{202E}"  // RIGHT-TO-LEFT OVERRIDE
    static let csi = "\u{9B}"         // C1 CONTROL SEQUENCE INTRODUCER

    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B || $0.value < 0x20 }
    }

    @Test func aFileNameAndAnIdWithABidiOverrideAndAC1ControlPrintEscaped() throws {
        let file = "icon\(Self.override)gvs.\(Self.csi)31m.svg"
        let result = try SVGReader.read(CostlyInputs.svg(##"<use href="#a\##(Self.override)b\##(Self.csi)c"/>"##), file: file)
        let warning = try #require(result.diagnostics.first)
        #expect(warning.message.contains(Self.override))  // the message keeps what the file says
        let printed = warning.description
        #expect(Self.isClean(printed))
        #expect(printed.hasPrefix(##"icon\u{202E}gvs.\u{9B}31m.svg:1:"##))
        #expect(printed.contains(##"'#a\u{202E}b\u{9B}c'"##))
    }

    @Test func controlsFormatCharactersAndSeparatorsAreEscapedAndOrdinaryTextIsNot() {
        #expect(Diagnostic.escaping("a\u{1B}[2Jb\nc\u{7F}\u{85}\u{200B}\u{2066}\u{FEFF}\u{2028}") == ##"a\u{1B}[2Jb\u{A}c\u{7F}\u{85}\u{200B}\u{2066}\u{FEFF}\u{2028}"##)
        #expect(Diagnostic.escaping("pâté ünïcode 図形 שלום") == "pâté ünïcode 図形 שלום")
    }
}
