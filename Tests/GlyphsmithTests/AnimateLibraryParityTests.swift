import Foundation
import SymbolAssets
import Testing

/// `glyphsmith animate` is a thin layer over `AnimationOutput`: the library writes the same bytes in-process, and a
/// folder output is written all or nothing, never through a link.
@Suite struct AnimateLibraryParityTests {
    private static let speaker = CommandLine.fixtures + "/Templates/speaker.wave.3.svg"

    private func animator(_ effect: String, fps: Double, pixelScale: Double = 1, size: Double? = nil) throws -> SymbolAnimator {
        var configuration = SymbolConfiguration(pointSize: 24, pixelScale: pixelScale)
        configuration.fittingSize = size
        return SymbolAnimator(configuration: configuration, effect: try SymbolEffect(parsing: effect),
                              options: SymbolEffectOptions(repeatCount: 0), framesPerSecond: fps)
    }

    private func contents(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder)! {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            }
        }
        return result
    }

    @Test func framesFromTheLibraryAreTheCommandsBytes() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "bounce.up", "--fps", "10", "--repeat-count", "0",
                                          "--point-size", "24", "-o", folder + "/command"])
        #expect(result.status == 0, "\(result.stderr)")
        let input = try AnimationOutput.Input(Self.speaker)
        let sequence = try AnimationOutput.frameSequence(animator("bounce.up", fps: 10), input: input, name: AnimationOutput.baseName(of: Self.speaker))
        try StagedFolderWriter().write(sequence.files, into: folder + "/library")
        let command = try contents(folder + "/command"), library = try contents(folder + "/library")
        #expect(command.count == sequence.files.count && command == library)
    }

    @Test func stickersFromTheLibraryAreTheCommandsBytes() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "pulse", "--fps", "5", "--repeat-count", "0",
                                          "--point-size", "24", "--pixel-scale", "3", "--size", "110", "--format", "stickers",
                                          "-o", folder + "/command.xcassets"])
        #expect(result.status == 0, "\(result.stderr)")
        let input = try AnimationOutput.Input(Self.speaker)
        let pack = try AnimationOutput.stickerPack(animator("pulse", fps: 5, pixelScale: 3, size: 110), input: input, name: "speaker.wave.3",
                                                   pack: "Sticker Pack", gridSize: .regular, catalog: folder + "/library.xcassets")
        try StagedFolderWriter().write(pack.files, into: folder + "/library.xcassets")
        #expect(try contents(folder + "/command.xcassets") == contents(folder + "/library.xcassets"))
    }

    @Test func aFolderOutputIsAllOrNothingAndFollowsNoLink() throws {
        let folder = try CommandLine.temporaryFolder()
        let arguments = ["animate", Self.speaker, "--effect", "pulse", "--fps", "5", "--point-size", "24"]
        // A link where a frame goes: refused before anything is moved; the link's target is untouched.
        try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder + "/target.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/frames/speaker.wave.3_0003.png", withDestinationPath: folder + "/target.txt")
        let linked = try CommandLine.run(arguments + ["-o", folder + "/frames"])
        #expect(linked.status != 0 && linked.stderr.contains("speaker.wave.3_0003.png") && linked.stderr.contains("symbolic link"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/frames") == ["speaker.wave.3_0003.png"])
        #expect(try String(contentsOfFile: folder + "/target.txt", encoding: .utf8) == "keep")
        // The output folder itself a link: refused.
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias", withDestinationPath: folder + "/real")
        let aliased = try CommandLine.run(arguments + ["-o", folder + "/alias"])
        #expect(aliased.status != 0 && aliased.stderr.contains("symbolic link"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real").isEmpty)
        // No staging folder is left behind by either failure, and a good run leaves only its files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["alias", "frames", "real", "target.txt"])
        #expect(try CommandLine.run(arguments + ["-o", folder + "/new"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["alias", "frames", "new", "real", "target.txt"])
    }
}
