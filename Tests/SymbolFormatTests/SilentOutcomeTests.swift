import Testing
@testable import SymbolFormat
import SymbolCore

/// What used to be dropped without a word, or reported as something it was not, now has its own located message.
@Suite struct SilentOutcomeTests {
    static func read(_ body: String) throws -> SVGReader.Result {
        try SVGReader.read(CostlyInputs.svg(body), file: "quiet.svg")
    }

    static func messages(_ result: SVGReader.Result, _ severity: Diagnostic.Severity) -> [String] {
        result.diagnostics.filter { $0.severity == severity && $0.location != nil && $0.file == "quiet.svg" }.map(\.message)
    }

    @Test func aGradientHrefCycleIsAWarning() throws {
        let result = try Self.read(##"<linearGradient id="a" href="#b"/><linearGradient id="b" href="#a"><stop stop-color="red"/></linearGradient>"##
                                   + ##"<rect width="8" height="8" fill="url(#a)"/>"##)
        #expect(Self.messages(result, .warning).contains { $0.contains("gradient href cycle through '#a'") })
    }

    @Test func aPatternHrefCycleIsAWarning() throws {
        let result = try Self.read(##"<pattern id="a" href="#b" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"/></pattern>"##
                                   + ##"<pattern id="b" href="#a"/><rect width="8" height="8" fill="url(#a)"/>"##)
        #expect(Self.messages(result, .warning).contains { $0.contains("pattern href cycle through '#a'") })
    }

    @Test func aPatternPaintingItselfDropsThatPaintWithAWarning() throws {
        let result = try Self.read(##"<pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2" fill="url(#p)"/></pattern>"##
                                   + ##"<rect width="8" height="8" fill="url(#p)"/>"##)
        #expect(Self.messages(result, .warning).contains { $0.contains("pattern reference cycle through '#p'; the reference is dropped") })
        #expect(Self.messages(result, .error).isEmpty)
    }

    @Test func aMarkerDrawingItselfDropsThatMarkerWithAWarning() throws {
        let result = try Self.read(##"<marker id="m" markerWidth="4" markerHeight="4"><path d="M0 0L2 2" stroke="black" marker-start="url(#m)"/></marker>"##
                                   + ##"<path d="M0 0L8 8" stroke="black" marker-start="url(#m)"/>"##)
        #expect(Self.messages(result, .warning).contains { $0.contains("marker reference cycle through '#m'") })
        #expect(Self.messages(result, .error).isEmpty)
    }

    @Test func aDeepAcyclicUseChainIsADepthErrorNotACycle() throws {
        var body = ##"<defs><rect id="u0" width="1" height="1"/>"##
        for i in 1...40 { body += ##"<use id="u\##(i)" href="#u\##(i - 1)"/>"## }
        let result = try Self.read(body + ##"</defs><use href="#u40"/>"##)
        let errors = Self.messages(result, .error)
        #expect(errors.contains { $0.contains("nested more than 32 references deep") })
        #expect(!errors.contains { $0.contains("cycle") })
    }

    @Test func aLongClipPathChainIsADepthErrorNotACycle() throws {
        var body = "<defs>"
        for i in 0..<1_000 {
            body += ##"<clipPath id="c\##(i)""## + (i < 999 ? ##" clip-path="url(#c\##(i + 1))""## : "") + ##"><rect width="8" height="8"/></clipPath>"##
        }
        let result = try Self.read(body + ##"</defs><rect width="8" height="8" clip-path="url(#c0)"/>"##)
        let errors = Self.messages(result, .error)
        #expect(errors.contains { $0.contains("clip-path '#c32' is nested more than 32 references deep") })
        #expect(!errors.contains { $0.contains("cycle") })
    }

    @Test func aRealUseCycleIsStillCalledACycle() throws {
        let result = try Self.read(##"<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>"##)
        #expect(Self.messages(result, .warning).contains { $0.contains("<use> reference cycle through '#a'") })
    }

    @Test func aMarkerExpansionPastTheLimitIsBlamedOnMarkers() {
        // 200 vertices, each with a marker of 12 squares: 2,400 elements, past a limit of 2,000.
        let marker = ##"<marker id="m" markerWidth="4" markerHeight="4">"## + String(repeating: ##"<rect width="1" height="1"/>"##, count: 12) + "</marker>"
        let d = "M0 0" + String(repeating: "l1 0", count: 200)
        let svg = CostlyInputs.svg(marker + ##"<path d="\##(d)" stroke="black" marker-mid="url(#m)"/>"##)
        #expect {
            _ = try SVGReader.read(svg, limits: XMLLimits(maximumDrawnElements: 2_000))
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.message.contains("(through markers)") && !diagnostic.message.contains("<use>")
        }
    }

    @Test(arguments: [
        (CostlyInputs.png(width: 2, height: 2, payload: [1, 2, 3], truncateBy: 5), "truncated"),
        (CostlyInputs.png(width: 2, height: 2, payload: [1, 2, 3], extraHeader: true), "more than one IHDR"),
    ])
    func anEmbeddedImageWhoseDataCannotDecodeIsAWarning(png: [UInt8], problem: String) throws {
        let result = try Self.read(##"<image width="8" height="8" href="data:image/png;base64,\##(CostlyInputs.base64(png))"/>"##)
        #expect(Self.messages(result, .warning).contains { $0.contains("does not decode") && $0.contains(problem) })
        #expect(result.drawing.root.children.isEmpty)
    }

    @Test func aPNGChunkWithABadCRCIsAWarning() throws {
        var png = CostlyInputs.png(width: 2, height: 2, payload: [1, 2, 3])
        png[40] ^= 0xFF  // inside the IDAT chunk
        let result = try Self.read(##"<image width="8" height="8" href="data:image/png;base64,\##(CostlyInputs.base64(png))"/>"##)
        #expect(Self.messages(result, .warning).contains { $0.contains("bad CRC") })
    }

    @Test func aSoundPNGContainerIsAcceptedAtReadTime() throws {
        let png = CostlyInputs.png(width: 2, height: 2, payload: [1, 2, 3])
        let result = try Self.read(##"<image width="8" height="8" href="data:image/png;base64,\##(CostlyInputs.base64(png))"/>"##)
        #expect(result.diagnostics.isEmpty)
        #expect(result.drawing.root.children.count == 1)
    }
}

/// Inputs the fuzzers found, kept as they were found (rebuilt here byte for byte where they are short).
@Suite struct FuzzRegressionTests {
    @Test func anEmbeddedPNGWhoseHeaderClaimsFourBillionPixelsEachWayIsAWarningNotAnOverflow() throws {
        // png-decoder found it: width and height 0xFFFFFFFF, whose product overflows.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        png += [UInt8](repeating: 0xFF, count: 77) + [0, 0, 0, 0x25, 0, 0, 0, 0x22, 0x08, 0x06, 0, 0, 0, 0xD8, 0x9B]
        let result = try SilentOutcomeTests.read(##"<image width="8" height="8" href="data:image/png;base64,\##(CostlyInputs.base64(png))"/>"##)
        #expect(SilentOutcomeTests.messages(result, .warning).contains { $0.contains("at most 4096×4096") })
    }
}
