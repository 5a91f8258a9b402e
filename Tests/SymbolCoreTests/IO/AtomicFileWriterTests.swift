import Foundation
import Testing
@testable import SymbolCore

@Suite struct AtomicFileWriterTests {
    @Test func writesTheBytesAndLeavesNoTemporaryFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.png").path
        try AtomicFileWriter.write([1, 2, 3], to: path)
        try AtomicFileWriter.write([4, 5], to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"])
    }

    @Test func missingDirectoryIsAnErrorNamingThePath() {
        let path = "/nonexistent-dir-\(UUID().uuidString)/x.png"
        let error = #expect(throws: FileWriteError.self) { try AtomicFileWriter.write([1], to: path) }
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix("cannot write \(path): ") == true)
    }
}
