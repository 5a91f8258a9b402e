import Foundation
import Testing
import SymbolRender

/// `render --slice …`, `--layout-direction`, `--direction` and `--locale` (Documentation/ImageViews.md).
@Suite struct ImageViewCommandTests {
    static let button = ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="44" viewBox="0 0 100 44"><rect x="0.5" y="0.5" width="99" height="43" rx="10" fill="#0a7cff" stroke="#004a99" stroke-width="1"/></svg>"##
    static let arrow = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><path d="M4 10 H16 M11 5 L16 10 L11 15" stroke="#000" stroke-width="2" fill="none"/></svg>"##

    static func decode(_ path: String) throws -> Bitmap {
        try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    static func flipped(_ bitmap: Bitmap) -> Bitmap {
        var out = bitmap
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { out[bitmap.width - 1 - x, y] = bitmap[x, y] } }
        return out
    }

    @Test func sliceWritesTheMinimalPNGAndPrintsItsInsets() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.button.write(toFile: folder + "/button.svg", atomically: true, encoding: .utf8)
        let result = try CommandLine.run(["render", folder + "/button.svg", "--slice", "3-part-horizontal", "--pixel-scale", "1,2,3", "-o", folder + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("button@2x.png: 3-part-horizontal, cap insets left 21 right 21 px, centre stretch 1 px (43×88 px)"), "\(result.stdout)")
        #expect(try Self.decode(folder + "/out/button@2x.png").width == 43)
        #expect(try Self.decode(folder + "/out/button@3x.png").width == 63)

        let json = try CommandLine.run(["render", folder + "/button.svg", "--slice", "9-part", "--cap-insets", "10,11,10,11", "--pixel-scale", "2",
                                        "-o", folder + "/b.png", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        let resizing = try #require(report?.first?["resizing"] as? [String: Any])
        #expect(resizing["mode"] as? String == "9-part")
        #expect(resizing["cap-insets"] as? [String: Int] == ["top": 20, "left": 22, "bottom": 20, "right": 22])
        let center = try #require(resizing["center"] as? [String: Any])
        #expect(center["mode"] as? String == "stretch" && center["width"] as? Int == 1 && center["height"] as? Int == 1)
        #expect(try Self.decode(folder + "/b.png").width == 45)
    }

    @Test func badSlicesAreNamedAndFail() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.button.write(toFile: folder + "/button.svg", atomically: true, encoding: .utf8)
        let tooBig = try CommandLine.run(["render", folder + "/button.svg", "--slice", "3-part-horizontal", "--cap-insets", "0,60,0,60", "-o", folder + "/x.png"])
        #expect(tooBig.status != 0 && tooBig.stderr.contains("button.svg: error: the caps (left 60 + right 60 px) and the 1 px centre exceed the image's 100 px width at @1x"),
                "\(tooBig.stderr)")
        let noPeriod = try CommandLine.run(["render", folder + "/button.svg", "--slice", "9-part", "--slice-center", "tile", "-o", folder + "/x.png"])
        #expect(noPeriod.status != 0 && noPeriod.stderr.contains("a tiled centre needs its period"), "\(noPeriod.stderr)")
        let vector = try CommandLine.run(["render", folder + "/button.svg", "--slice", "9-part", "-o", folder + "/x.pdf"])
        #expect(vector.status != 0 && vector.stderr.contains("a sliced image is written as PNG"), "\(vector.stderr)")
    }

    @Test func rightToLeftLayoutMirrorsADrawingThatMirrors() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.arrow.write(toFile: folder + "/arrow.svg", atomically: true, encoding: .utf8)
        func render(_ extra: [String], _ name: String) throws -> Bitmap {
            let result = try CommandLine.run(["render", folder + "/arrow.svg", "--pixel-scale", "3", "-o", folder + "/" + name] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return try Self.decode(folder + "/" + name)
        }
        let ltr = try render([], "ltr.png")
        #expect(try render(["--layout-direction", "rtl"], "fixed.png") == ltr)  // a plain SVG is fixed
        let rtl = try render(["--layout-direction", "rtl", "--direction", "mirrors"], "rtl.png")
        #expect(rtl == Self.flipped(ltr) && rtl != ltr)
        #expect(try render(["--layout-direction", "ltr", "--direction", "right-to-left"], "rtl-art.png") == rtl)
    }

    @Test func libraryNamesResolveByLocaleAndFallBack() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func render(_ name: String, _ extra: [String]) throws -> (Bitmap, String) {
            let result = try CommandLine.run(["render", name, "--point-size", "40", "-o", folder + "/\(name)-\(extra.joined()).png"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return (try Self.decode(folder + "/\(name)-\(extra.joined()).png"), result.stderr)
        }
        let (base, _) = try render("character", [])
        let (arabic, note) = try render("character", ["--locale", "ar-EG"])
        #expect(arabic != base)
        #expect(note.contains("`character.ar` is the ar-EG variant of `character`"), "\(note)")
        #expect(try render("character", ["--locale", "ja"]).0 != base)
        // A locale the library has nothing for falls back to the name, without an error.
        let (fallback, quiet) = try render("character", ["--locale", "sv"])
        #expect(fallback == base && !quiet.contains("error"))
        // Hebrew is written right to left: list.number has no .he variant, so .rtl is used.
        let (rtlList, _) = try render("list.number", ["--locale", "he"])
        #expect(rtlList != (try render("list.number", [])).0)
    }

    @Test func aMirroringLibrarySymbolIsFlippedInARightToLeftLayout() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, extra) in [("ltr", [String]()), ("rtl", ["--layout-direction", "rtl"])] {
            let result = try CommandLine.run(["render", "list.bullet", "--point-size", "40", "--pixel-scale", "2", "-o", folder + "/\(name).png"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let ltr = try Self.decode(folder + "/ltr.png"), rtl = try Self.decode(folder + "/rtl.png")
        #expect(rtl == Self.flipped(ltr) && rtl != ltr)
    }
}
