import Foundation
import Testing

/// Every bad input ends in one clear located error line, a non-zero exit, no crash and no output file.
@Suite struct BadInputTests {
    func renderBad(_ svg: String, name: String = "bad.svg", extra: [String] = []) throws -> (CommandLine.Output, String) {
        let folder = try CommandLine.temporaryFolder()
        let input = folder + "/" + name
        try Data(svg.utf8).write(to: URL(fileURLWithPath: input))
        let output = folder + "/out.png"
        let result = try CommandLine.run(["render", input, "-o", output] + extra)
        #expect(result.status != 0)
        #expect(!FileManager.default.fileExists(atPath: output), "no partial output")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != name }
        #expect(leftovers.isEmpty, "no temporary files left: \(leftovers)")
        return (result, input)
    }

    func errorLines(_ output: CommandLine.Output) -> [Substring] {
        output.stderr.split(separator: "\n").filter { $0.contains("error:") }
    }

    @Test func malformedPathDataFailsABuildThatTreatsWarningsAsErrors() throws {
        let (result, input) = try renderBad(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1 L5 q"/></svg>"#,
                                            extra: ["--warnings-as-errors"])
        #expect(errorLines(result) == ["\(input):1:78: error: invalid path data (drawn up to here): expected a number after 'L', found 'q' (--warnings-as-errors)"])
    }

    @Test func aCatalogBuildWithWarningsAsErrorsWritesNothingForAHalfDrawnSource() throws {
        let folder = try CommandLine.temporaryFolder()
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0H10V10Z M2 2 L5 q"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/bad.svg"))
        try Data(#"{ "catalog": "Assets.xcassets", "images": [ { "name": "bad", "source": "bad.svg" } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/glyphsmith.json"))
        let strict = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "-o", folder + "/out", "--warnings-as-errors"])
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("bad.svg:1:93: error: invalid path data (drawn up to here)"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/Assets.xcassets/bad.imageset/bad.png"))
        let lenient = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "-o", folder + "/out"])
        #expect(lenient.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/out/Assets.xcassets/bad.imageset/bad.png"))
    }

    @Test func malformedPathDataIsDrawnUpToTheError() throws {
        let folder = try CommandLine.temporaryFolder()
        let input = folder + "/partial.svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0H10V10H0Z M2 2 L5 q"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: input))
        let result = try CommandLine.run(["render", input, "-o", folder + "/out.png"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("\(input):1:95: warning: invalid path data (drawn up to here)"))
        #expect(FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    @Test func truncatedFile() throws {
        let (result, input) = try renderBad("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n<path d=\"M0 0h5v5z\"/>\n")
        let lines = errorLines(result)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("\(input):4:1: error:") == true)
        #expect(lines.first?.contains("<g> opened at 2:1") == true)
    }

    @Test func mismatchedTags() throws {
        let (result, input) = try renderBad("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g><path d=\"M0 0h5v5z\"></g></path>\n</svg>")
        let lines = errorLines(result)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("\(input):2:") == true)
        #expect(lines.first?.contains("</g> does not match <path>") == true)
    }

    @Test func billionLaughs() throws {
        // Ten entities each naming the previous ten times: 10¹⁰ copies of "lol" from a few hundred bytes.
        var subset = "<!ENTITY l0 \"lol\">"
        for level in 1...9 { subset += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        let (result, input) = try renderBad("<!DOCTYPE svg [\(subset)]>\n<svg xmlns=\"http://www.w3.org/2000/svg\">\n<text>&l9;</text></svg>")
        let lines = errorLines(result)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("\(input):3:7:") == true)
        #expect(lines.first?.contains("refusing") == true)
    }

    @Test func hundredThousandDeepNesting() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: 100_000)
            + String(repeating: "</g>", count: 100_000) + "</svg>"
        let (result, input) = try renderBad(svg)
        let lines = errorLines(result)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("\(input):1:") == true)
        #expect(lines.first?.contains("nested more than") == true)
    }

    @Test func gigapixelCanvasRequest() throws {
        // 31623² ≈ 10⁹ pixels, asked for on the command line and by the file itself.
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["render", CommandLine.fixtures + "/SVG/star.svg", "-o", folder + "/x.png", "--size", "31623"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--size 31623"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
        let (fileResult, input) = try renderBad(#"<svg xmlns="http://www.w3.org/2000/svg" width="31623" height="31623"><path d="M0 0h5v5z"/></svg>"#)
        let lines = errorLines(fileResult)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("\(input):") == true)
        #expect(lines.first?.contains("more than the limit") == true)
    }

    @Test func missingFile() throws {
        let folder = try CommandLine.temporaryFolder()
        let result = try CommandLine.run(["render", folder + "/nope.svg", "-o", folder + "/x.png"])
        #expect(result.status != 0)
        #expect(errorLines(result) == ["\(folder)/nope.svg: error: no such file or folder"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    @Test func aFailingInputDoesNotStopTheBatch() throws {
        let folder = try CommandLine.temporaryFolder()
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0 L\"/>".utf8).write(to: URL(fileURLWithPath: folder + "/broken.svg"))
        try FileManager.default.copyItem(atPath: CommandLine.fixtures + "/SVG/star.svg", toPath: folder + "/star.svg")
        let result = try CommandLine.run(["render", folder, "-o", folder + "/out", "--size", "32"])
        #expect(result.status != 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/out/star.png"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/broken.png"))
        #expect(result.stderr.contains("rendered 1 PNG in"))
        #expect(result.stderr.contains("1 failed"))
    }

    @Test(arguments: [
        (["--variable", "0.5"], "--variable-value"),
        (["--out", "x.png"], "-o (or --output)"),
        (["--size", "-5"], "--size takes a whole number of pixels above 0"),
    ])
    func commonMistakesGetAHint(mistake: [String], hint: String) throws {
        let result = try CommandLine.run(["render", CommandLine.fixtures + "/SVG/star.svg", "-o", "/tmp/never-written.png"] + mistake)
        #expect(result.status == 64)
        #expect(result.stderr.contains("hint: ") && result.stderr.contains(hint), "\(result.stderr)")
    }

    @Test func anOptionAPlainSVGDoesNotTakeNamesTheFile() throws {
        let star = CommandLine.fixtures + "/SVG/star.svg"
        let result = try CommandLine.run(["render", star, "-o", "/tmp/never-written-star.png", "--weight", "bold"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(star + ": error: weight applies only to symbol templates"), "\(result.stderr)")
    }
}
