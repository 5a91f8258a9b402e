import Foundation
import Testing
import SymbolRender

@Suite struct RenderModeCommandTests {
    let speaker = CommandLine.fixtures + "/Templates/speaker.wave.3.svg"

    /// `--template-image` says what it makes (a template *image*); the older `--template` is a hidden alias.
    @Test func templateImageAndItsOldSpellingGiveTheSameBytes() throws {
        let folder = try CommandLine.temporaryFolder()
        var pngs: [Data] = []
        for flag in ["--template-image", "--template", nil] {
            let output = folder + "/\(flag ?? "plain").png"
            let result = try CommandLine.run(["render", speaker, "-o", output, "--mode", "hierarchical", "--color", "systemBlue"] + (flag.map { [$0] } ?? []))
            #expect(result.status == 0, "\(result.stderr)")
            pngs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(pngs[0] == pngs[1])
        #expect(pngs[0] != pngs[2])
        let help = try CommandLine.run(["render", "--help"])
        #expect(help.stdout.contains("--template-image") && !help.stdout.contains("--template "))
    }

    @Test func blackIconsTakeTheColourSoTheirDarkVariantDiffers() throws {
        let folder = try CommandLine.temporaryFolder()
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><path d="M1 1h6v6" fill="none" stroke="black"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/check.svg"))
        var pngs: [Data] = []
        for appearance in ["light", "dark"] {
            let result = try CommandLine.run(["render", folder + "/check.svg", "-o", folder + "/\(appearance).png", "--color", "label",
                                              "--appearance", appearance, "--verbose"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("nothing to tint"), "\(result.stderr)")
            pngs.append(try Data(contentsOf: URL(fileURLWithPath: folder + "/\(appearance).png")))
        }
        #expect(pngs[0] != pngs[1], "the dark render of a black icon must not be the light one")
    }

    @Test func aColourWithNothingToTintWarnsAndFailsUnderWarningsAsErrors() throws {
        let folder = try CommandLine.temporaryFolder()
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="4" height="8" fill="red"/><rect x="4" width="4" height="8" fill="blue"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/flag.svg"))
        let warned = try CommandLine.run(["render", folder + "/flag.svg", "-o", folder + "/flag.png", "--color", "label"])
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stderr.contains("flag.svg") && warned.stderr.contains("the color has nothing to tint"), "\(warned.stderr)")
        let strict = try CommandLine.run(["render", folder + "/flag.svg", "-o", folder + "/strict.png", "--color", "label", "--warnings-as-errors"])
        #expect(strict.status != 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/strict.png"))
        let named = try CommandLine.run(["render", folder + "/flag.svg", "-o", folder + "/named.png", "--color", "label",
                                         "--foreground", "red", "--foreground", "blue"])
        #expect(!named.stderr.contains("nothing to tint"), "colours named as the foreground are tinted: \(named.stderr)")
    }

    @Test func variableValuesOutsideZeroToOneAreErrorsNotClamps() throws {
        let result = try CommandLine.run(["render", speaker, "-o", "/tmp/never.png", "--variable-value", "1.5"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("variable value 1.5 is out of range: use a value in 0…1"))
    }

    @Test func unknownModesAndColorsAreValidationErrors() throws {
        #expect(try CommandLine.run(["render", speaker, "-o", "/tmp/never.png", "--mode", "rainbow"]).status == 64)
        let color = try CommandLine.run(["render", speaker, "-o", "/tmp/never.png", "--color", "blurple"])
        #expect(color.status == 64)
        #expect(color.stderr.contains("--color 'blurple' is not a color"))
    }

    @Test func multicolorNamesResolveFromAColorsetInDarkMode() throws {
        let folder = try CommandLine.temporaryFolder()
        let template = try String(contentsOfFile: CommandLine.fixtures + "/Templates/ring.dot.svg", encoding: .utf8)
            .replacingOccurrences(of: "multicolor-1:systemOrangeColor", with: "multicolor-1:brandColor")
            .replacingOccurrences(of: ".multicolor-1:brandColor {fill:#FF9500;opacity:1.0}", with: "")
        try template.write(toFile: folder + "/ring.svg", atomically: true, encoding: .utf8)
        let set = folder + "/Assets.xcassets/brandColor.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try #"{"colors":[{"idiom":"universal","color":{"components":{"red":"1","green":"0","blue":"0","alpha":"1"}}},{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"components":{"red":"0","green":"255","blue":"0","alpha":"1"}}}]}"#
            .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        // Without the catalog, the name resolves nowhere: a clear error naming layer and color, and no file.
        let missing = try CommandLine.run(["render", folder + "/ring.svg", "-o", folder + "/a.png", "--mode", "multicolor"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("\(folder)/ring.svg: error: multicolor layer 1: color 'brandColor' resolves nowhere"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.png"))
        let dark = try CommandLine.run(["render", folder + "/ring.svg", "-o", folder + "/dark.png", "--mode", "multicolor",
                                        "--appearance", "dark", "--colorset", folder + "/Assets.xcassets", "--point-size", "40"])
        #expect(dark.status == 0, "\(dark.stderr)")
        // The dot (layer 1) sits at the centre of the ring: the colorset's dark value is pure green.
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/dark.png"))))
        let centre = image[image.width / 2, image.height / 2]
        #expect(centre == Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test func vectorFormatsWriteDocuments() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["render", speaker, "-o", folder + "/s.pdf", "--format", "pdf", "--mode", "hierarchical"])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/s.pdf"))
        #expect(bytes.starts(with: Data("%PDF-".utf8)))
    }
}
