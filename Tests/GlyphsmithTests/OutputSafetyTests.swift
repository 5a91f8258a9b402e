import Foundation
import Testing

/// The command line never destroys a file: not its input, not a link, not a device, not a file of another kind.
@Suite struct OutputSafetyTests {
    let star = CommandLine.fixtures + "/SVG/star.svg"
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47])

    func copyOfStar(in folder: String) throws -> (path: String, bytes: Data) {
        let path = folder + "/star.svg"
        try FileManager.default.copyItem(atPath: star, toPath: path)
        return (path, try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func missingFoldersAboveTheOutputAreCreatedAsMkdirPWould() throws {
        let folder = try CommandLine.temporaryFolder()
        let star = CommandLine.fixtures + "/SVG/star.svg"
        // The fast path (one SVG, one PNG) and the full command (an option it does not take) alike.
        for (output, extra) in [("/a/b/fast.png", [String]()), ("/c/d/full.png", ["--color", "red"])] {
            let result = try CommandLine.run(["render", star, "-o", folder + output] + extra)
            #expect(result.status == 0, "\(output): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder + output))
        }
    }

    @Test func severalInputsIntoAFileNameAreAnErrorNotAFolderCalledPNG() throws {
        let folder = try CommandLine.temporaryFolder()
        let svg = CommandLine.fixtures + "/SVG"
        let result = try CommandLine.run(["render", svg + "/star.svg", svg + "/star.svg", "-o", folder + "/pngs.png"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("name a folder"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/pngs.png"))
    }

    @Test func theInputIsNeverTheOutputEvenThroughALink() throws {
        let folder = try CommandLine.temporaryFolder()
        let (input, bytes) = try copyOfStar(in: folder)
        let direct = try CommandLine.run(["render", input, "-o", input])
        #expect(direct.status == 1)
        #expect(direct.stderr.contains("\(input): error: cannot write \(input): it is one of the inputs; refusing to write over it"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: input)
        let linked = try CommandLine.run(["render", input, "-o", folder + "/link.png"])
        #expect(linked.status == 1)
        #expect(linked.stderr.contains("it is one of the inputs"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == bytes)
    }

    @Test func aLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/icon.png", withDestinationPath: "real/target.png")
        #expect(try CommandLine.run(["render", star, "-o", folder + "/icon.png"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/icon.png") == "real/target.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/real/target.png")).starts(with: Self.pngSignature))
    }

    @Test func devicesAndPipesAreWrittenIntoNotReplaced() throws {
        let folder = try CommandLine.temporaryFolder()
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = LockedData()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.set(handle.readDataToEndOfFile()) }
        }
        reader.start()
        let result = try CommandLine.run(["render", star, "-o", fifo, "--format", "png"])
        while !received.isSet { usleep(1000) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(received.value.starts(with: Self.pngSignature))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        // /dev/stdout is a link to /proc/self/fd/1, here a pipe: written through, the link untouched.
        let stdout = try CommandLine.run(["render", star, "-o", "/dev/stdout", "--format", "png"])
        #expect(stdout.status == 0)
        #expect(stdout.stdoutData.starts(with: Self.pngSignature))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")) != nil)
    }

    @Test func aFileOfAnotherKindIsReplacedOnlyWithForce() throws {
        let folder = try CommandLine.temporaryFolder()
        let notes = folder + "/notes.png"
        try Data("my notes, not an image".utf8).write(to: URL(fileURLWithPath: notes))
        let refused = try CommandLine.run(["render", star, "-o", notes])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("it exists and is not a PNG file; pass --force to replace it"))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes, not an image")
        #expect(try CommandLine.run(["render", star, "-o", notes, "--force"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: notes)).starts(with: Self.pngSignature))
        // An earlier PNG is replaced without --force.
        #expect(try CommandLine.run(["render", star, "-o", notes, "--size", "32"]).status == 0)
    }

    @Test func theFormatFollowsTheExtensionAndAClashIsAnError() throws {
        let folder = try CommandLine.temporaryFolder()
        let clash = try CommandLine.run(["render", star, "-o", folder + "/x.png", "--format", "pdf"])
        #expect(clash.status == 64)
        #expect(clash.stderr.contains("--format pdf does not match the output's extension"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
        #expect(try CommandLine.run(["render", star, "-o", folder + "/x.pdf"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/x.pdf")).starts(with: Data("%PDF".utf8)))
    }

    @Test func standardInputAndStandardOutput() throws {
        let svg = try Data(contentsOf: URL(fileURLWithPath: star))
        let result = try CommandLine.run(["render", "-", "-o", "-", "--size", "32"], standardInput: svg)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutData.starts(with: Self.pngSignature))
        #expect(result.stdoutData.count > 100)
        let broken = try CommandLine.run(["render", "-", "-o", "-"], standardInput: Data("<svg><path d='M0 0 L'/>".utf8))
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("<stdin>:1:"))
    }

    @Test func aWriteFailureSaysErrorOnceAndNamesThePathOnce() throws {
        let folder = try CommandLine.temporaryFolder()
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        let result = try CommandLine.run(["render", star, "-o", folder + "/file/x.png"])
        #expect(result.status == 1)
        let line = try #require(result.stderr.split(separator: "\n").first.map(String.init))
        #expect(line.components(separatedBy: "error:").count == 2, "\(line)")
        #expect(line.components(separatedBy: folder + "/file/x.png").count == 3)  // the file, then the message
        #expect(result.stderr.contains("rendered 0 PNGs") && result.stderr.contains("1 failed"))
    }

    @Test func logsGetALinePerFileAndTheSummaryCountsEveryFailure() throws {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
        for index in 0..<12 { try FileManager.default.copyItem(atPath: star, toPath: folder + "/in/s\(index).svg") }
        let result = try CommandLine.run(["render", folder + "/in", folder + "/missing.svg", "-o", folder + "/out", "--jobs", "1"])
        #expect(result.status == 1)
        #expect((1...12).allSatisfy { result.stderr.contains("[\($0)/12]") })
        #expect(result.stderr.contains("missing.svg: error: no such file or folder"))
        #expect(result.stderr.contains("rendered 12 PNGs") && result.stderr.contains(", 1 failed"))
    }
}

/// Bytes handed from a reader thread to the test.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return data != nil }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
}

/// Everyday command-line behavior: hints for common mistakes, and options that combine instead of being ignored.
@Suite struct EverydayCommandTests {
    let speaker = CommandLine.fixtures + "/Templates/speaker.wave.3.svg"

    @Test func commonMistakesGetAHint() throws {
        let scale = try CommandLine.run(["render", speaker, "-o", "/tmp/never.png", "--scale", "2"])
        #expect(scale.status == 64)
        #expect(scale.stderr.hasSuffix("hint: --scale is the symbol's size relative to text (small, medium, large); for @2x pixels use --pixel-scale 2\n"))
        let mode = try CommandLine.run(["render", speaker, "-o", "/tmp/never.png", "--rendering-mode", "hierarchical"])
        #expect(mode.stderr.contains("hint: the option is --mode"))
        let dark = try CommandLine.run(["render", speaker, "-o", "/tmp/never.png", "--dark"])
        #expect(dark.stderr.contains("hint: use --appearance dark"))
    }

    @Test func sizeAndPixelScaleCombine() throws {
        let folder = try CommandLine.temporaryFolder()
        #expect(try CommandLine.run(["render", CommandLine.fixtures + "/SVG/star.svg", "-o", folder + "/s.png", "--size", "24", "--pixel-scale", "2"]).status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/s.png"))
        #expect(Int(data[16]) << 24 | Int(data[17]) << 16 | Int(data[18]) << 8 | Int(data[19]) == 48)
    }
}

/// Several variants in one call, named by a pattern; recursive folders; a JSON report.
@Suite struct RenderVariantsTests {
    func width(_ path: String) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return Int(data[16]) << 24 | Int(data[17]) << 16 | Int(data[18]) << 8 | Int(data[19])
    }

    @Test func pixelScaleListsNameTheirFiles() throws {
        let folder = try CommandLine.temporaryFolder()
        #expect(try CommandLine.run(["render", CommandLine.fixtures + "/SVG/star.svg", "-o", folder + "/star.png", "--pixel-scale", "1,2,3"]).status == 0)
        #expect(try [width(folder + "/star.png"), width(folder + "/star@2x.png"), width(folder + "/star@3x.png")] == [24, 48, 72])
    }

    @Test func patternsSizesAndRecursiveFolders() throws {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/in/sub", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CommandLine.fixtures + "/SVG/star.svg", toPath: folder + "/in/star.svg")
        try FileManager.default.copyItem(atPath: CommandLine.fixtures + "/SVG/heart.svg", toPath: folder + "/in/sub/heart.svg")
        let result = try CommandLine.run(["render", folder + "/in", "-o", folder + "/out", "--recursive", "--size", "16,32",
                                          "--output-pattern", "{name}-{size}-{appearance}.{ext}", "--appearance", "dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try width(folder + "/out/sub/heart-32-dark.png") == 32)
        #expect(try width(folder + "/out/star-16-dark.png") == 16)
        let flat = try CommandLine.run(["render", folder + "/in", "-o", folder + "/flat"])
        #expect(flat.status == 0 && !FileManager.default.fileExists(atPath: folder + "/flat/sub"))
    }

    @Test func jsonReportsOutputsWarningsAndMetrics() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["render", CommandLine.fixtures + "/Templates/speaker.wave.3.svg", "-o", folder + "/s.png", "--json", "--point-size", "24"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(report.first?["status"] as? String == "ok")
        #expect(report.first?["output"] as? String == folder + "/s.png")
        let metrics = try #require(report.first?["metrics"] as? [String: Any])
        #expect(metrics["pointSize"] as? Double == 24)
    }
}

/// Long input lists bypass the argument parser; flags among them must still be flags.
@Suite struct BulkInputFlagTests {
    @Test func flagsAmongManyInputsKeepTheirMeaning() throws {
        let folder = try CommandLine.temporaryFolder()
        var inputs: [String] = []
        for index in 0..<70 {
            let path = folder + "/s\(index).svg"
            try FileManager.default.copyItem(atPath: CommandLine.fixtures + "/SVG/star.svg", toPath: path)
            inputs.append(path)
        }
        let result = try CommandLine.run(["render"] + inputs.prefix(35) + ["--json", "--force"] + inputs.dropFirst(35) + ["-o", folder + "/out", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(report?.count == 70)
    }
}

/// A FIFO named as an input never blocks a command: it is refused before a byte is read.
@Suite struct FIFOInputTests {
    @Test(arguments: [["render", "FIFO", "-o", "OUT/x.png"], ["info", "FIFO"], ["validate", "FIFO"]])
    func aFIFOIsRefusedAtOnce(_ arguments: [String]) throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe.svg"
        #expect(mkfifo(fifo, 0o644) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["10", CommandLine.binary] + arguments.map { $0.replacingOccurrences(of: "FIFO", with: fifo).replacingOccurrences(of: "OUT", with: folder) }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 124, "blocked on the FIFO")
        #expect(process.terminationStatus != 0 && stderr.contains("not a regular file"), "\(stderr)")
    }
}
