import TestSupport
import Foundation

/// Runs the `glyphsmith` binary that `swift build` put next to the test bundle.
struct CommandLine {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard output as bytes (PNGs written to `-o -`).
        var stdoutData = Data()
    }

    static let binary: String = {
        // The test bundle lives in the build products folder, beside the executable.
        var url = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = url.appendingPathComponent("glyphsmith").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            url = url.deletingLastPathComponent()
        }
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/.build/debug/glyphsmith"
    }()

    /// Runs the binary; `environment` is added to this process's (`GLYPHSMITH_SYMBOLS`, say).
    static func run(_ arguments: [String], standardInput: Data? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        if standardInput != nil { process.standardInput = input }
        try process.run()
        if let standardInput {
            input.fileHandleForWriting.write(standardInput)
            try input.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self), stdoutData: stdout)
    }

    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glyphsmith-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        TemporaryFolders.track(path)
        return path
    }

    static var fixtures: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures"
    }
}
