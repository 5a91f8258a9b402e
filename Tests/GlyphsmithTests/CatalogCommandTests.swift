import Foundation
import SymbolRender
import Testing

/// `glyphsmith catalog` as CI and build systems run it.
@Suite struct CatalogCommandTests {
    func project(_ manifest: String) throws -> String {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Icons", withIntermediateDirectories: true)
        for name in ["heart.svg", "star.svg"] {
            try FileManager.default.copyItem(atPath: CommandLine.fixtures + "/SVG/" + name, toPath: folder + "/Icons/" + name)
        }
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/glyphsmith.json"))
        return folder
    }

    @Test func buildsChecksAndNamesStaleOutputs() throws {
        let folder = try project(##"{ "catalog" : "Assets", "images" : ["Icons/heart.svg", "Icons/star.svg"], "colors" : [ { "name" : "Brand", "color" : "#0a7cff", "dark" : "#409cff" } ] }"##)
        let manifest = folder + "/glyphsmith.json", out = folder + "/Out"
        let first = try CommandLine.run(["catalog", manifest, "-o", out])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("wrote 16 files, 0 unchanged, 0 failed in "))
        let check = try CommandLine.run(["catalog", manifest, "-o", out, "--check"])
        #expect(check.status == 0)
        #expect(check.stderr == "up to date: 16 files\n")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="9"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/Icons/star.svg"))
        let stale = try CommandLine.run(["catalog", manifest, "-o", out, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains(out + "/Assets.xcassets/star.imageset/star@2x.png: error: out of date"))
        #expect(!stale.stderr.contains("heart"))
        #expect(stale.stderr.contains("6 files out of date"))
        let again = try CommandLine.run(["catalog", manifest, "-o", out])
        #expect(again.stderr.contains("wrote 6 files, 10 unchanged, 0 failed"))
    }

    @Test func manifestErrorsAreLocatedAndWriteNothing() throws {
        let folder = try project("{ \"catalog\" : \"Assets\",\n  \"images\" : [ { \"source\" : \"Icons/heart.svg\", \"weight\" : \"bolder\" } ] }")
        let result = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "-o", folder + "/Out"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(folder + "/glyphsmith.json:2:59: error: 'weight' must be"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
    }

    @Test func plainSVGSymbolsAreImportedOnTheFlyWhenTheManifestSaysSo() throws {
        let folder = try project(##"{ "catalog" : "Assets", "symbols" : [ { "source" : "Icons/heart.svg", "import" : { "weights" : "auto", "insets" : 0 } } ] }"##)
        let result = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "-o", folder + "/Out"])
        #expect(result.status == 0, "\(result.stderr)")
        let template = folder + "/Out/Assets.xcassets/heart.symbolset/heart.svg"
        let validated = try CommandLine.run(["validate", template])
        #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
        #expect(try String(contentsOfFile: template, encoding: .utf8).contains("Ultralight-S"))
        let plain = try project(##"{ "catalog" : "Assets", "symbols" : [ "Icons/heart.svg" ] }"##)
        let refused = try CommandLine.run(["catalog", plain + "/glyphsmith.json", "-o", plain + "/Out"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("add \"import\" : true"))
        // An import warning fails the entry when warnings are errors.
        let blurred = try project(##"{ "catalog" : "Assets", "symbols" : [ { "source" : "Icons/blurred.svg", "import" : true } ] }"##)
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><filter id="f"><feGaussianBlur stdDeviation="1"/></filter><g filter="url(#f)"><path d="M4 4H20V20H4Z"/></g></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: blurred + "/Icons/blurred.svg"))
        #expect(try CommandLine.run(["catalog", blurred + "/glyphsmith.json", "-o", blurred + "/Out"]).status == 0)
        let strict = try CommandLine.run(["catalog", blurred + "/glyphsmith.json", "-o", blurred + "/Strict", "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("blurred.svg: error: filters are not imported"), "\(strict.stderr)")
        let wrong = try project("{ \"catalog\" : \"Assets\",\n  \"symbols\" : [ { \"source\" : \"Icons/heart.svg\", \"import\" : { \"fit\" : \"page\" } } ] }")
        let located = try CommandLine.run(["catalog", wrong + "/glyphsmith.json", "-o", wrong + "/Out"])
        #expect(located.status == 1)
        #expect(located.stderr.contains(wrong + "/glyphsmith.json:2:") && located.stderr.contains("'fit' must be 'viewbox', 'artwork'"), "\(located.stderr)")
    }

    @Test func aMissingSourceIsReportedWhereTheManifestNamesIt() throws {
        let folder = try project("{ \"catalog\" : \"Assets\",\n  \"images\" : [ \"Icons/heart.svg\", \"Icons/gone.svg\" ] }")
        let result = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "-o", folder + "/Out"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(folder + "/glyphsmith.json:2:35: error: cannot read 'Icons/gone.svg': cannot open: No such file or directory"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out"))
    }

    @Test func listsInputsAndOutputsWithoutRendering() throws {
        let folder = try project(#"{ "pngs" : { "folder" : "PNG" }, "images" : ["Icons/heart.svg"], "defaults" : { "scales" : [1, 2], "appearances" : ["any"] } }"#)
        let outputs = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "--list-outputs"])
        #expect(outputs.stdout == "PNG/heart.png\nPNG/heart@2x.png\n")
        let inputs = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "--list-inputs"])
        #expect(inputs.stdout == folder + "/Icons/heart.svg\n")
    }

    /// A manifest's font folders are inputs too: their font files are listed after the sources (any file of another
    /// kind is not a font), and a folder outside the manifest's is an error at its line.
    @Test func listsTheFontFilesOfFontDirectories() throws {
        let folder = try project("{ \"pngs\" : { \"folder\" : \"PNG\" }, \"images\" : [\"Icons/heart.svg\"],\n  \"fontDirectories\" : [\"Fonts\"] }")
        try FileManager.default.createDirectory(atPath: folder + "/Fonts/Bold", withIntermediateDirectories: true)
        for name in ["Fonts/A.ttf", "Fonts/Bold/B.OTF", "Fonts/notes.txt"] { try Data([0]).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let inputs = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "--list-inputs"])
        #expect(inputs.stdout == folder + "/Icons/heart.svg\n" + folder + "/Fonts/A.ttf\n" + folder + "/Fonts/Bold/B.OTF\n", "\(inputs.stderr)")
        try Data("{ \"pngs\" : { \"folder\" : \"PNG\" }, \"images\" : [\"Icons/heart.svg\"],\n  \"fontDirectories\" : [\"../Fonts\"] }".utf8)
            .write(to: URL(fileURLWithPath: folder + "/glyphsmith.json"))
        let outside = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "--list-inputs"])
        #expect(outside.status == 1 && outside.stderr.hasPrefix(folder + "/glyphsmith.json:2:24: error: font folder '../Fonts' is outside"), "\(outside.stderr)")
    }

    @Test func initWritesAManifestThatBuildsAndNeverReplacesOne() throws {
        let folder = try project("{}")
        try FileManager.default.removeItem(atPath: folder + "/glyphsmith.json")
        let created = try CommandLine.run(["catalog", "--init", folder])
        #expect(created.status == 0)
        let built = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "-o", folder + "/Generated", "--quiet"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/Generated/Assets.xcassets/heart.imageset/heart@3x.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/Generated/macOS/AppIcon.icns"))
        let again = try CommandLine.run(["catalog", "--init", folder])
        #expect(again.status == 1 && again.stderr.contains("already exists"))
    }

    @Test func lintReportsLocatedFindingsAsTextAndJSON() throws {
        let folder = try project(##"{ "catalog" : "Assets", "images" : ["Icons/heart.svg"], "colors" : [ { "name" : "Brand", "color" : "#0a7cff", "dark" : "#409cff" } ] }"##)
        #expect(try CommandLine.run(["catalog", folder + "/glyphsmith.json", "-o", folder + "/Out", "-q"]).status == 0)
        let catalog = folder + "/Out/Assets.xcassets"
        let clean = try CommandLine.run(["lint", catalog])
        // Warnings allowed: the builder's dark copy of a one-color image equals its Any image (issue 24, builder part).
        #expect(clean.status == 0 && clean.stderr.contains("lint: 0 errors, "), "\(clean.stderr)")
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: URL(fileURLWithPath: catalog + "/Brand.colorset/Contents.json"))
        let broken = try CommandLine.run(["lint", catalog])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix(catalog + "/Brand.colorset/Contents.json:1:11: error: Brand.colorset has no dark appearance"))
        #expect(try CommandLine.run(["lint", catalog, "--missing-dark", "warning"]).status == 0)
        let json = try CommandLine.run(["lint", catalog, "--json"])
        let findings = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(findings?.first?["line"] as? Int == 1 && findings?.first?["column"] as? Int == 11)
        #expect(findings?.first?["severity"] as? String == "error")
        #expect(json.status == 1)
    }
}

/// `glyphsmith info` on the two kinds of input.
@Suite struct InfoCommandTests {
    @Test func plainSVGsGetTheirSizeViewBoxAndWarnings() throws {
        let result = try CommandLine.run(["info", CommandLine.fixtures + "/SVG/star.svg"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("star: plain SVG"))
        #expect(result.stdout.contains("size:    24×24 px at @1x"))
        #expect(result.stdout.contains("viewBox: 0 0 24 24"))
    }

    @Test func aPNGGivenByMistakeIsNamedAsOne() throws {
        let folder = try CommandLine.temporaryFolder()
        let png = folder + "/star.png"
        #expect(try CommandLine.run(["render", CommandLine.fixtures + "/SVG/star.svg", "-o", png]).status == 0)
        let result = try CommandLine.run(["info", png])
        #expect(result.status == 1)
        #expect(result.stderr == "\(png):1:1: error: this is a PNG image, not an SVG (an SVG file is XML text starting with '<')\n")
    }
}

/// `--color` on plain SVGs tints what is drawn in `currentColor`, as CSS `color` would.
@Suite struct CurrentColorTests {
    @Test func colorTintsCurrentColorPaintsAndKeepsTheirOpacity() throws {
        let folder = try CommandLine.temporaryFolder()
        let svg = folder + "/clock.svg"
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 3" stroke-opacity="0.5"/><rect x="0" y="0" width="2" height="2" fill="#00ff00" stroke="none"/></svg>"##.utf8)
            .write(to: URL(fileURLWithPath: svg))
        #expect(try CommandLine.run(["render", svg, "-o", folder + "/red.png", "--size", "48", "--color", "systemRed"]).status == 0)
        #expect(try CommandLine.run(["render", svg, "-o", folder + "/plain.png", "--size", "48"]).status == 0)
        #expect(try CommandLine.run(["render", svg, "-o", folder + "/white.png", "--size", "48", "--color", "label", "--appearance", "dark"]).status == 0)
        func pixel(_ name: String, _ x: Int, _ y: Int) throws -> [UInt8] {
            let bitmap = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
            let p = bitmap[x, y]
            return [p.red, p.green, p.blue, p.alpha]
        }
        #expect(try pixel("red.png", 24, 6) == [255, 59, 48, 255])       // the ring, systemRed
        #expect(try pixel("plain.png", 24, 6) == [0, 0, 0, 255])         // untinted: black, as browsers draw it
        #expect(try pixel("white.png", 24, 6) == [255, 255, 255, 255])  // label in dark appearance
        #expect(try pixel("red.png", 1, 1) == [0, 255, 0, 255])          // an explicit color stays
    }
}

/// `glyphsmith validate --json` for CI.
@Suite struct ValidateJSONTests {
    @Test func findingsAreAJSONArrayWithLocations() throws {
        let folder = try CommandLine.temporaryFolder()
        let file = folder + "/bad.svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg"><g id="Symbols"><g id="Regular-S"><path d="M0 0h1"/></g></g></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let result = try CommandLine.run(["validate", file, "--json"])
        #expect(result.status == 1)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(findings.first?["file"] as? String == file)
        #expect(findings.first?["severity"] as? String == "error")
        #expect(findings.first?["line"] as? Int == 1)
        let clean = try CommandLine.run(["validate", CommandLine.fixtures + "/Templates/speaker.wave.3.svg", "--json"])
        #expect(clean.status == 0 && clean.stdout.hasPrefix("["))
    }
}
