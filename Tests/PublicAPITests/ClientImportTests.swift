import SymbolRender
import Testing

/// A client that imports only `SymbolRender` still names the diagnostics its calls throw (`Diagnostic` moved to
/// SymbolCore; the product re-exports it).
@Suite struct ClientImportTests {
    @Test func aRenderClientNamesDiagnosticWithOneImport() {
        let diagnostic: Diagnostic = Diagnostic(.error, "bad", file: "a.svg", at: FileLocation(line: 1, column: 2, offset: 1))
        #expect(diagnostic.description == "a.svg:1:2: error: bad")
    }
}
