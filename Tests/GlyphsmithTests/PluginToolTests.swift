import Foundation
import Testing

/// The build plugin's slim tool builds a manifest to the same bytes as `glyphsmith catalog`.
@Suite struct PluginToolTests {
    static var tool: String {
        URL(fileURLWithPath: CommandLine.binary).deletingLastPathComponent().appendingPathComponent("glyphsmith-plugin-tool").path
    }

    static var example: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Examples/IconsClient/Sources/IconsClient/glyphsmith.json"
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> CommandLine.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let err = Pipe(), out = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLine.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                  stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func files(under folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                result[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return result
    }

    @Test func theToolBuildsTheSameBytesAsTheCatalogCommand() throws {
        let folder = try CommandLine.temporaryFolder()
        let cli = try CommandLine.run(["catalog", Self.example, "-o", folder + "/cli", "--quiet"])
        let tool = try Self.run(Self.tool, ["catalog", Self.example, "-o", folder + "/tool", "--quiet"])
        #expect(cli.status == 0 && tool.status == 0, "\(cli.stderr)\(tool.stderr)")
        let a = try Self.files(under: folder + "/cli"), b = try Self.files(under: folder + "/tool")
        #expect(a.count > 10)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, bytes) in a { #expect(b[path] == bytes, "\(path) differs") }
    }

    @Test func theToolHasTheCommandLinesVersionWhichEveryOutputsFingerprintHolds() throws {
        let cli = try CommandLine.run(["--version"])
        let tool = try Self.run(Self.tool, ["--version"])
        #expect(tool.stdout.split(separator: "\n").first == cli.stdout.split(separator: "\n").first)
    }

    @Test func aBadManifestIsALocatedErrorAndAnythingElseIsUsage() throws {
        let folder = try CommandLine.temporaryFolder()
        try Data("{ \"images\" : [ 3 ] }".utf8).write(to: URL(fileURLWithPath: folder + "/glyphsmith.json"))
        let bad = try Self.run(Self.tool, ["catalog", folder + "/glyphsmith.json", "-o", folder + "/out"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains(folder + "/glyphsmith.json:"), "\(bad.stderr)")
        #expect(try Self.run(Self.tool, ["render", "x.svg"]).status == 64)
        #expect(try Self.run(Self.tool, ["catalog", "m.json"]).status == 64)
    }
}
