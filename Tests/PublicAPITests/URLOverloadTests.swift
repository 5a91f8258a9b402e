import Foundation
import SymbolFoundation
import Testing

/// Foundation users pass URLs where the libraries take paths.
@Suite struct URLOverloadTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test func readRenderAndWriteWithURLs() throws {
        let symbol = try Symbol(contentsOf: Self.fixtures.appendingPathComponent("Templates/speaker.wave.3.svg"))
        let image = try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 24, pixelScale: 2)).render(symbol)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("glyphsmith-url-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        try image.write(to: output)
        #expect(try Data(contentsOf: output).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let rendered = try SymbolRenderer().renderFile(Self.fixtures.appendingPathComponent("Templates/speaker.wave.3.svg"), to: output)
        #expect(rendered.metrics?.pointSize == 17)
    }
}
