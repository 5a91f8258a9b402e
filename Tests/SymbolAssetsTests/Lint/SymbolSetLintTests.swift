import SymbolAssets
import Testing

@Suite("Lint: symbol sets validate their SVG")
struct SymbolSetLintTests {
    @Test func invalidTemplateIsReportedWithTheSVGPath() throws {
        let catalog = try CatalogFixture()
        try catalog.write("branch.symbolset/Contents.json", #"{ "symbols" : [ { "filename" : "branch.svg", "idiom" : "universal" } ] }"#)
        let svg = try catalog.write("branch.symbolset/branch.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g id=\"Symbols\">\n")
        let diagnostics = catalog.lint().diagnostics
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.file == svg && $0.location != nil })
        #expect(diagnostics.first?.severity == .error)
    }
}
