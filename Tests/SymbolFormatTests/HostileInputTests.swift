import Testing
@testable import SymbolFormat
import SymbolCore

/// Small files that ask for enormous drawings are refused after bounded work, with a located error.
@Suite struct HostileInputTests {
    /// `levels` levels of four `<use>` each referring to the level below: 4^levels drawn squares.
    static func useBomb(levels: Int) -> [UInt8] {
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64"><defs><path id="l0" d="M0 0h1v1z"/>"#
        for level in 1...levels {
            svg += "<g id=\"l\(level)\">" + (0..<4).map { "<use xlink:href=\"#l\(level - 1)\" x=\"\($0)\"/>" }.joined() + "</g>"
        }
        return Array((svg + "</defs><use xlink:href=\"#l\(levels)\"/></svg>").utf8)
    }

    @Test(arguments: [10, 15])
    func useBombsAreRefused(levels: Int) {
        #expect {
            _ = try SVGReader.read(Self.useBomb(levels: levels), file: "bomb.svg")
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.severity == .error && diagnostic.message.contains("more than 200000 elements")
                && diagnostic.file == "bomb.svg" && diagnostic.location != nil
        }
    }

    @Test func theLimitsAreSettable() throws {
        let small = XMLLimits(maximumDrawnElements: 1_000)
        #expect(throws: Diagnostic.self) { _ = try SVGReader.read(Self.useBomb(levels: 5), limits: small) }   // 4^5 = 1024 squares
        _ = try SVGReader.read(Self.useBomb(levels: 4), limits: small)                                            // 256 squares
        var segments = XMLLimits()
        segments.maximumPathSegments = 100
        #expect(throws: Diagnostic.self) { _ = try SVGReader.read(Self.useBomb(levels: 3), limits: segments) }  // 64 squares × 5 segments
    }

    @Test func badPathDataDrawsUpToTheErrorWithALocatedWarning() throws {
        let result = try SVGReader.read(Array(#"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0H10V10Z M2 2 L5 q"/></svg>"#.utf8), file: "p.svg")
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning && warning.message.contains("drawn up to here") && warning.location?.column == 70)
        guard case .shape(let shape) = result.drawing.root.children.first else { Issue.record("no shape"); return }
        #expect(shape.path.elements.count >= 4, "the part before the error is kept")
    }
}
