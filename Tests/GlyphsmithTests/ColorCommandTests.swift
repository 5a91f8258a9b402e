import Foundation
import SymbolRender
import Testing

/// The command line's color options: interface level, Display P3 output, and lint's contrast options.
@Suite("Command line: --interface-level, --color-space, lint --contrast")
struct ColorCommandTests {
    let speaker = CommandLine.fixtures + "/Templates/speaker.wave.3.svg"

    func corner(_ arguments: [String]) throws -> [UInt8] {
        let folder = try CommandLine.temporaryFolder()
        let run = try CommandLine.run(["render", speaker, "-o", folder + "/s.png"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let bitmap = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/s.png"))))
        return Array(bitmap.pixels[0..<4])
    }

    @Test func elevatedDarkSystemBackgroundPaints28_28_30() throws {
        let dark = ["--background", "systemBackground", "--appearance", "dark"]
        #expect(try corner(dark) == [0, 0, 0, 255])
        #expect(try corner(dark + ["--interface-level", "elevated"]) == [28, 28, 30, 255])
        #expect(try corner(["--background", "secondarySystemBackground", "--appearance", "light", "--interface-level", "elevated"]) == [242, 242, 247, 255])
    }

    @Test func displayP3RenderConvertsAndTags() throws {
        let folder = try CommandLine.temporaryFolder()
        let run = try CommandLine.run(["render", speaker, "-o", folder + "/p3.png", "--background", "#ff0000", "--color-space", "display-p3", "--cicp"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("only adds bytes"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/p3.png"))
        #expect(bytes.range(of: Data("iCCP".utf8)) != nil && bytes.range(of: Data("cICP".utf8)) != nil)
        #expect(Array(try PNGDecoder.decode(Array(bytes)).pixels[0..<4]) == [234, 51, 35, 255])
        let refused = try CommandLine.run(["render", speaker, "-o", folder + "/x.png", "--cicp"])
        #expect(refused.status != 0 && refused.stderr.contains("--color-space display-p3"))
        let bad = try CommandLine.run(["render", speaker, "-o", folder + "/x.png", "--color-space", "rec2020"])
        #expect(bad.status != 0)
        let pdf = try CommandLine.run(["render", speaker, "-o", folder + "/x.pdf", "--color-space", "display-p3"])
        #expect(pdf.status != 0 && pdf.stderr.contains("PDF and SVG documents are written in sRGB"))
    }

    @Test func lintContrastOptionsChangeSeverityAndLevel() throws {
        let folder = try CommandLine.temporaryFolder()
        let catalog = folder + "/Assets.xcassets"
        try FileManager.default.createDirectory(atPath: catalog + "/Ink.colorset", withIntermediateDirectories: true)
        let entry = { (dark: Bool, value: String) in
            (dark ? #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "#: "{ ")
                + #""color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "\#(value)", "green" : "\#(value)", "red" : "\#(value)" } }, "idiom" : "universal" }"#
        }
        // Grey 0.36 on white is 6.7:1, grey 0.651 on black 8.6:1: AA passes, AAA fails in light only.
        try Data(("{ \"colors\" : [ " + entry(false, "0.36") + ", " + entry(true, "0.651") + " ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }").utf8)
            .write(to: URL(fileURLWithPath: catalog + "/Ink.colorset/Contents.json"))
        try Data(#"{ "colors" : { "Ink" : { "role" : "text" } }, "version" : 1 }"#.utf8).write(to: URL(fileURLWithPath: catalog + ".roles.json"))
        let aa = try CommandLine.run(["lint", catalog, "--json"])
        #expect(aa.status == 0, "\(aa.stdout)\(aa.stderr)")
        let aaa = try CommandLine.run(["lint", catalog, "--json", "--contrast-level", "aaa"])
        #expect(aaa.status == 1)
        #expect(aaa.stdout.contains(#""rule" : "contrast""#) && aaa.stdout.contains("below 7:1 for text at AAA"))
        let warned = try CommandLine.run(["lint", catalog, "--contrast-level", "AAA", "--contrast", "warning"])
        #expect(warned.status == 0 && warned.stderr.contains("warning: Ink (text on systemBackground), light"))
    }

    @Test func previewLevelsGridShowsBaseAndElevatedBackgrounds() throws {
        let folder = try CommandLine.temporaryFolder()
        let run = try CommandLine.run(["preview", speaker, "--grid", "levels", "-o", folder + "/levels.png"])
        #expect(run.status == 0, "\(run.stderr)")
        let bitmap = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/levels.png"))))
        // The dark panel holds swatches of 44 44 46 (tertiary, base) and 58 58 60 (tertiary, elevated).
        var seen = Set<[UInt8]>()
        for index in stride(from: 0, to: bitmap.pixels.count, by: 4) { seen.insert(Array(bitmap.pixels[index..<index + 3])) }
        #expect(seen.contains([44, 44, 46]) && seen.contains([58, 58, 60]) && seen.contains([0, 0, 0]))
    }
}
