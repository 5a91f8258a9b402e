import Foundation
import Testing

/// `Tools/install` gives a glyphsmith that outlives the checkout: the binary finds the library it installed.
@Suite struct InstallTests {
    static var checkout: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }

    static func shell(_ command: String, environment: [String: String] = [:]) throws -> CommandLine.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "GLYPHSMITH_SYMBOLS" }
            .merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLine.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                  stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Single quotes for the shell.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }

    @Test func anInstalledBinaryRendersLibrarySymbolsWithoutTheCheckout() throws {
        let prefix = try CommandLine.temporaryFolder() + "/prefix with space"
        // The man page tool cannot be built while `swift test` holds .build; use it when it was built already.
        let tool = URL(fileURLWithPath: CommandLine.binary).deletingLastPathComponent().appendingPathComponent("generate-manual").path
        let manual = FileManager.default.isExecutableFile(atPath: tool) ? "--manual-tool \(Self.quoted(tool))" : "--no-manual"
        let install = try Self.shell("\(Self.quoted(Self.checkout + "/Tools/install")) --prefix \(Self.quoted(prefix)) --binary \(Self.quoted(CommandLine.binary)) \(manual)")
        #expect(install.status == 0, "\(install.stderr)")
        let installed = prefix + "/bin/glyphsmith"
        for file in ["share/glyphsmith/Symbols/index.json", "share/glyphsmith/Symbols/Templates/heart.svg",
                     "share/bash-completion/completions/glyphsmith", "share/zsh/site-functions/_glyphsmith",
                     "share/fish/vendor_completions.d/glyphsmith.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) not installed")
        }
        if manual != "--no-manual" { #expect(FileManager.default.fileExists(atPath: prefix + "/share/man/man1/glyphsmith.1")) }

        let version = try Self.shell("\(Self.quoted(installed)) --version")
        #expect(version.stdout.contains("symbol library: \(prefix)/share/glyphsmith/Symbols"), "\(version.stdout)")

        // The checkout's Symbols/ hidden under an empty tmpfs in a private mount namespace, where the system allows
        // one (`unshare -rm`); elsewhere the --version line above shows which copy was used.
        let png = prefix + "/heart.png"
        let render = "\(Self.quoted(installed)) render heart -o \(Self.quoted(png)) --point-size 24"
        let hidden = "mount -t tmpfs none \(Self.quoted(Self.checkout + "/Symbols")) && test ! -e \(Self.quoted(Self.checkout + "/Symbols/index.json")) && \(render)"
        let canHide = try Self.shell("unshare -rm true").status == 0
        let result = try Self.shell(canHide ? "unshare -rm sh -c \(Self.quoted(hidden))" : render)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aLibraryFolderThatIsNotThereIsAnErrorNotAFallback() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try Self.shell("\(Self.quoted(CommandLine.binary)) render heart -o \(Self.quoted(folder + "/heart.png"))",
                                    environment: ["GLYPHSMITH_SYMBOLS": "/nonexistent"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("GLYPHSMITH_SYMBOLS is `/nonexistent`"), "\(result.stderr)")
        let version = try Self.shell("\(Self.quoted(CommandLine.binary)) --version", environment: ["GLYPHSMITH_SYMBOLS": "/nonexistent"])
        #expect(version.stdout.contains("symbol library: not found"), "\(version.stdout)")
    }
}
