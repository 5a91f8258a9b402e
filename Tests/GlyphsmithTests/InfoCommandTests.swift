import Foundation
import Testing
import SymbolRender

extension InfoCommandTests {
    /// `glyphsmith info` prints what the library's `TemplateReport` holds: the command adds nothing of its own.
    @Test func infoJSONIsTheLibrarysReport() throws {
        let file = CommandLine.fixtures + "/Templates/speaker.wave.3.svg"
        let result = try CommandLine.run(["info", file, "--json", "--point-size", "24", "--pixel-scale", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let symbol = try Symbol(contentsOf: file)
        let report = try #require(TemplateReport(symbol: symbol, pointSize: 24, pixelScale: 3))
        #expect(result.stdout == report.json() + "\n")
        let text = try CommandLine.run(["info", file, "--point-size", "24", "--pixel-scale", "3"])
        #expect(text.stdout == report.text() + "\n")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        #expect(parsed is [String: Any])
    }
}
