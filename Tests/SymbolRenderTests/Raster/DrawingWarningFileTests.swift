import Foundation
import Testing
@testable import SymbolRender
import SymbolCore

/// A warning that only drawing can give still stops a build under --warnings-as-errors, before anything is written.
@Suite struct DrawingWarningFileTests {
    @Test func aDrawingWarningFailsARenderUnderWarningsAsErrorsAndWritesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("drawing-warning-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("blur.svg").path, output = dir.appendingPathComponent("blur.png").path
        try Data(DrawingWarningTests.blurred).write(to: URL(fileURLWithPath: input))
        let renderer = SymbolRenderer(rasterizer: Rasterizer(maximumPixels: 64 * 64))
        let rendered = try renderer.renderFile(input, to: output)
        #expect(rendered.warnings.contains { $0.file == input && $0.message.contains("was computed at") })
        try FileManager.default.removeItem(atPath: output)
        #expect {
            try renderer.renderFile(input, to: output, warningsAsErrors: true)
        } throws: { error in
            (error as? Diagnostic).map { $0.severity == .error && $0.message.contains("--warnings-as-errors") } ?? false
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
