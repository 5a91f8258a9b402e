import Testing
import Symbols

/// `glyphsmith info` as values: what a template holds and how each of its 27 slots resolves.
@Suite struct TemplateReportTests {
    @Test func aTemplateReportsItsSlotsInterpolationAndMetrics() throws {
        let symbol = try Symbol(contentsOf: FixtureFiles.template("speaker.wave.3"))
        let report = try #require(TemplateReport(symbol: symbol, pointSize: 34, pixelScale: 2))
        #expect(report.name == "speaker.wave.3")
        #expect(report.rows.count == 27)
        #expect(report.interpolationProblem == nil)
        // A three-master template: the small scale's masters are drawn, everything else is interpolated.
        #expect(report.slotsPresent == ["Ultralight-S", "Regular-S", "Black-S"])
        #expect(report.rows.first { $0.slot == "Regular-S" }?.source == "slot")
        let regular = try #require(report.rows.first { $0.slot == "Regular-M" })
        #expect(regular.source == "interpolated")
        #expect(regular.metrics.pixelScale == 2 && regular.metrics.pointSize == 34)
        // Heavier weights are wider: the table is per slot, not one size for all.
        let black = try #require(report.rows.first { $0.slot == "Black-M" })
        let ultralight = try #require(report.rows.first { $0.slot == "Ultralight-M" })
        #expect(black.metrics.pixelWidth > ultralight.metrics.pixelWidth)
        #expect(report.text().contains("metrics at 34 pt, @2x"))
        #expect(report.json().hasPrefix("{\n  \"name\": \"speaker.wave.3\""))
    }

    @Test func aPlainSVGHasNoTemplateReport() throws {
        let symbol = try Symbol(svg: Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#.utf8), name: "square")
        #expect(TemplateReport(symbol: symbol).map(\.name) == nil)
    }
}
