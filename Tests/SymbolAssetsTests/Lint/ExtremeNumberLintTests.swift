import SymbolAssets
import SymbolRender
import Testing

/// Numbers a hostile `Contents.json` spells past any image (issue 38 §4): lint reports them, it does not trap.
@Suite("Lint: extreme numbers")
struct ExtremeNumberLintTests {
    /// Cap insets and a centre of 1e300 px were clamped to Int.max and then added: an overflow (SIGILL) ended lint.
    /// The finding quotes the numbers as the file spells them, not as clamped.
    @Test(arguments: [("1e300", "1e+300"), ("-1e300", ""), ("9.2e18", "9.2e+18")])
    func sliceInsetsPastAnyImageAreAFindingNotATrap(_ value: String, _ shown: String) throws {
        let catalog = try CatalogFixture()
        let entry = #"{ "filename" : "s.png", "idiom" : "universal", "resizing" : { "mode" : "9-part", "center" : { "mode" : "tile", "width" : \#(value), "height" : 1 }, "cap-insets" : { "left" : \#(value), "right" : \#(value), "top" : 1, "bottom" : 1 } }, "scale" : "1x" }"#
        try catalog.write("S.imageset/Contents.json", CatalogFixture.imagesJSON([entry]))
        try catalog.write("S.imageset/s.png", try PNGEncoder().encode(Bitmap(width: 8, height: 8, pixels: [UInt8](repeating: 255, count: 8 * 8 * 4))))
        let findings = catalog.findings()
        if value.hasPrefix("-") {
            #expect(!findings.contains { $0.contains("exceed") }, "\(findings)")
        } else {
            #expect(findings.contains { $0.contains("error: the caps and centre of \"s.png\" (\(shown) + \(shown) + \(shown) px) exceed its 8 px width") }, "\(findings)")
        }
    }
}
