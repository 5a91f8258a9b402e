import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func rendersAFolderDeterministically() throws {
        let folder = try CommandLine.temporaryFolder()
        let first = try CommandLine.run(["render", CommandLine.fixtures + "/SVG", "-o", folder + "/a", "--size", "48", "--jobs", "2"])
        let second = try CommandLine.run(["render", CommandLine.fixtures + "/SVG", "-o", folder + "/b", "--size", "48", "--jobs", "1"])
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/a").sorted()
        #expect(names.count == 8)
        for name in names {
            let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/a/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: folder + "/b/" + name))
            #expect(a == b, "\(name) differs between runs")
        }
        #expect(first.stderr.contains("rendered 8 PNGs"))
    }

    @Test func rendersATemplateWithSymbolOptions() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["render", CommandLine.fixtures + "/Templates/ring.dot.svg", "-o", folder + "/r.png",
                                          "--weight", "bold", "--scale", "large", "--point-size", "34", "--pixel-scale", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/r.png"))
    }

    @Test func badOptionValuesAreValidationErrors() throws {
        let result = try CommandLine.run(["render", CommandLine.fixtures + "/Templates/ring.dot.svg", "-o", "/tmp/x.png", "--weight", "heavyish"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--weight 'heavyish' is not a weight"))
    }

    @Test func versionAndHelp() throws {
        #expect(try CommandLine.run(["--version"]).stdout.hasPrefix("0."))
        let help = try CommandLine.run(["render", "--help"])
        #expect(help.stdout.contains("--point-size"))
        #expect(help.stdout.contains("--size"))
    }

    @Test func infoStatesThePointSizeAndUnitsOfItsTable() throws {
        let result = try CommandLine.run(["info", CommandLine.fixtures + "/Templates/ring.dot.svg", "--point-size", "34", "--pixel-scale", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("metrics at 34 pt, @2x"), "\(result.stdout)")
        #expect(result.stdout.contains("in points"))
    }

    @Test func infoReportsInterpolationAndMetrics() throws {
        let result = try CommandLine.run(["info", CommandLine.fixtures + "/Templates/ring.dot.svg", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"interpolatable\": true"))
        #expect(result.stdout.contains("\"slot\": \"Black-L\""))
        let data = Data(result.stdout.utf8)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect((object?["variants"] as? [Any])?.count == 27)
    }

    @Test func validateAcceptsOurFixturesAndRejectsBrokenTemplates() throws {
        let good = try CommandLine.run(["validate", CommandLine.fixtures + "/Templates/ring.dot.svg"])
        #expect(good.status == 0, "\(good.stderr)")
        let folder = try CommandLine.temporaryFolder()
        let broken = folder + "/broken.svg"
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
            <text id="template-version">Template v.3.0</text>
            <g id="Guides"><path id="Baseline-M" d="M0 346h800"/><path id="Capline-M" d="M0 276h800"/></g>
            <g id="Symbols"><g id="Regular-S"><path d="M0 0h10v-10z" stroke="black"/></g></g>
            </svg>
            """.utf8).write(to: URL(fileURLWithPath: broken))
        let result = try CommandLine.run(["validate", broken])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(broken):4:35: error: slot Regular-S: stroke 'black'"))
        #expect(result.stderr.contains("missing a baseline or capline guide for scale S"))
        #expect(result.stderr.contains("must have a glyph for Regular weight Medium size"))
    }

    @Test func exportRoundTripsThroughTheReader() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["export", CommandLine.fixtures + "/Templates/speaker.wave.3.svg", "--static", "-o", folder + "/s.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let validate = try CommandLine.run(["validate", folder + "/s.svg"])
        #expect(validate.status == 0, "\(validate.stderr)")
        let info = try CommandLine.run(["info", folder + "/s.svg", "--json"])
        #expect(info.stdout.contains("\"Black-L\""))
    }

    @Test func exportSaysItLeavesAStrokeOut() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lines = try String(contentsOfFile: CommandLine.fixtures + "/Templates/ring.dot.svg", encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("<path class=\"monochrome-1") })
        lines[index] = lines[index].replacingOccurrences(of: "<path class=", with: "<path stroke=\"black\" class=")
        try lines.joined(separator: "\n").write(toFile: folder + "/stroked.svg", atomically: true, encoding: .utf8)
        let result = try CommandLine.run(["export", folder + "/stroked.svg", "--static", "-o", folder + "/s.svg"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("stroked.svg:\(index + 1):") && result.stderr.contains("warning: ") && result.stderr.contains("leaves it out"), "\(result.stderr)")
    }
}
