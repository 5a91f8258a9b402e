import Foundation
import Testing

@Suite struct AnimateCommandTests {
    private static let speaker = CommandLine.fixtures + "/Templates/speaker.wave.3.svg"

    @Test func theSameCommandTwiceGivesIdenticalBytesWhateverTheJobs() throws {
        let folder = try CommandLine.temporaryFolder()
        var outputs: [Data] = []
        for (index, jobs) in ["1", "1", "2"].enumerated() {
            let result = try CommandLine.run(["animate", Self.speaker, "--effect", "bounce.up.byLayer", "--fps", "30",
                                              "--point-size", "24", "-o", folder + "/\(index).png", "--jobs", jobs])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: folder + "/\(index).png")))
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        #expect(outputs[0].range(of: Data("acTL".utf8)) != nil)
    }

    @Test func writesAFrameSequenceWithItsJSON() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "pulse", "--fps", "10", "--repeat-count", "0",
                                          "--pixel-scale", "3", "-o", folder + "/frames"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted()
        // pulse: 2.0 s at 10 fps.
        #expect(names.count == 21 && names.first == "speaker.wave.3.json" && names[1] == "speaker.wave.3_0000.png" && names.last == "speaker.wave.3_0019.png")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/frames/speaker.wave.3.json"))) as! [String: Any]
        #expect(json["fps"] as? Double == 10 && json["frameCount"] as? Int == 20 && json["repeatCount"] as? Int == 0)
        #expect(json["duration"] as? Double == 2 && json["scale"] as? Double == 3)
        // Every frame has one size.
        let sizes = try names.dropFirst().map { name -> [UInt8] in
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/frames/" + name)))
            return Array(bytes[16..<24])
        }
        #expect(Set(sizes).count == 1)
    }

    @Test func writesAFilmstrip() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "variableColor.iterative", "--format", "sheet",
                                          "--sheet-frames", "4", "-o", folder + "/sheet.png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/sheet.png"))
    }

    @Test func aBadEffectIsALocatedErrorListingTheOptions() throws {
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "bounce.sideways", "-o", "/tmp/never-written.png"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("column 8") && result.stderr.contains("use up, down, byLayer, wholeSymbol"))
        let speed = try CommandLine.run(["animate", Self.speaker, "--effect", "pulse", "--speed", "20", "-o", "/tmp/never-written.png"])
        #expect(speed.status == 64 && speed.stderr.contains("speed 20 is out of range: use a value in 0.1…10"))
    }

    @Test func replaceNeedsTheIncomingSymbol() throws {
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "replace.downUp", "-o", "/tmp/never-written.png"])
        #expect(result.status != 0 && result.stderr.contains("needs --to"))
        let folder = try CommandLine.temporaryFolder()
        let replaced = try CommandLine.run(["animate", Self.speaker, "--effect", "replace.downUp", "--to",
                                            CommandLine.fixtures + "/Templates/ring.dot.svg", "-o", folder + "/r.png"])
        #expect(replaced.status == 0, "\(replaced.stderr)")
    }
}

@Suite struct AnimateStickerTests {
    private static let speaker = CommandLine.fixtures + "/Templates/speaker.wave.3.svg"

    @Test func aStickerPackPassesLint() throws {
        let folder = try CommandLine.temporaryFolder()
        let catalog = folder + "/Stickers.xcassets"
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "bounce.up", "--fps", "15", "--size", "110",
                                          "--pixel-scale", "3", "--repeat-count", "0", "--format", "stickers", "--grid-size", "small", "-o", catalog])
        #expect(result.status == 0, "\(result.stderr)")
        let sequence = catalog + "/Sticker Pack.stickerpack/speaker.wave.3.stickersequence"
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sequence + "/Contents.json"))) as! [String: Any]
        let properties = json["properties"] as! [String: Any]
        #expect((json["frames"] as! [Any]).count == 11 && properties["repetitions"] as? Int == 0 && properties["duration-type"] as? String == "fixed")
        let lint = try CommandLine.run(["lint", catalog])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect((lint.stdout + lint.stderr).contains("0 errors, 0 warnings"), "\(lint.stdout)\(lint.stderr)")
    }

    @Test func aStickerOutsideTheSizeRangeIsRefusedBeforeWriting() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "pulse", "--size", "40", "--pixel-scale", "3",
                                          "--format", "stickers", "-o", folder + "/S.xcassets"])
        #expect(result.status != 0 && result.stderr.contains("300…618 px"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/S.xcassets"))
    }
}

@Suite struct GalleryEffectTests {
    @Test func aGalleryWithAnEffectPlaysAnAPNGOnHover() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["gallery", "-o", folder + "/g", "--category", "food", "--effect", "pulse"])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/g/animations/0-dark.png"))
        #expect(png.range(of: Data("acTL".utf8)) != nil)
        let page = try String(contentsOfFile: folder + "/g/index.html", encoding: .utf8)
        #expect(page.contains("data-index=\"0\"") && page.contains("animations/${cell.dataset.index}"))
        let bad = try CommandLine.run(["gallery", "-o", folder + "/h", "--effect", "pulse.up"])
        #expect(bad.status == 64 && bad.stderr.contains("not an option of pulse"))
    }
}

@Suite struct AnimateHostileInputTests {
    private static let speaker = CommandLine.fixtures + "/Templates/speaker.wave.3.svg"

    @Test func ratesAndSizesOutOfRangeAreRefusedBeforeRendering() throws {
        for (arguments, message) in [
            (["--fps", "0"], "--fps 0 is out of range: use 1…120"),
            (["--fps", "nan"], "--fps nan is out of range"),
            (["--fps", "1e-9"], "--fps 1e-09 is out of range"),
            (["--speed", "inf"], "speed inf is out of range"),
            (["--speed", "1e-9"], "speed 1e-09 is out of range"),
            (["--size", "100000"], "--size takes a whole number of pixels in 1…4096"),
            (["--repeat-count=-2"], "repeat count -2 is out of range"),
            (["--format", "gif"], "--format gif needs --matte"),
        ] {
            let result = try CommandLine.run(["animate", Self.speaker, "--effect", "pulse", "-o", "/tmp/never-written.gif"] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test func anAnimationOverThePixelBudgetIsAnErrorAndWritesNothing() throws {
        let folder = try CommandLine.temporaryFolder()
        // 2 s at 120 fps and a quarter speed is 960 frames of 4096² px: far over 2^26 pixels in all.
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "pulse", "--fps", "120", "--speed", "0.25",
                                          "--size", "4096", "-o", folder + "/big.png"])
        #expect(result.status == 1 && result.stderr.contains("pixels in all"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/big.png"))
    }

    @Test func controlCharactersInAnEffectAreEscapedInTheMessage() throws {
        let result = try CommandLine.run(["animate", Self.speaker, "--effect", "pulse.\u{1B}[31mred", "-o", "/tmp/never-written.png"])
        #expect(result.status == 64 && !result.stderr.contains("\u{1B}"))
    }
}
