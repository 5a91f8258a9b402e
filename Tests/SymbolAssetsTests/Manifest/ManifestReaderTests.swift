import Testing
import SymbolAssets
import SymbolCore

@Suite("ManifestReader: every problem with its line and column")
struct ManifestReaderTests {
    func problems(_ text: String) -> [String] {
        do {
            _ = try ManifestReader.decode(try JSONReader.parseDocument(Array(text.utf8), file: "m.json"), path: "m.json")
            return []
        } catch let error as ManifestError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func unknownKeysAreErrorsWithASuggestion() {
        #expect(problems("""
            {
              "catalog" : "A",
              "images" : [ { "source" : "a.svg", "pointsize" : 12 } ]
            }
            """) == ["m.json:3:38: error: unknown key 'pointsize' in an image; did you mean 'pointSize'?"])
        #expect(problems(#"{ "catalgo" : "A" }"#).first?.hasPrefix("m.json:1:3: error: unknown key 'catalgo' in the manifest; expected one of: catalog,") == true)
    }

    @Test func wrongTypesAndBadValuesAreAllReportedInFileOrder() {
        let found = problems("""
            {
              "catalog" : 3,
              "defaults" : { "scales" : [1, 4], "variableValue" : 1.5, "weight" : "heavyish", "mode" : "rainbow" },
              "images" : [ { "name" : "x" }, { "source" : "b.svg", "color" : "sytemBlue" } ]
            }
            """)
        #expect(found == [
            "m.json:2:15: error: 'catalog' must be a string",
            "m.json:3:33: error: a scale must be 1, 2 or 3",
            "m.json:3:55: error: 'variableValue' must be in 0…1, got 1.5",
            "m.json:3:71: error: 'weight' must be ultralight, thin, light, regular, medium, semibold, bold, heavy, black or a number in -0.8…0.62",
            "m.json:3:92: error: 'mode' must be one of 'monochrome', 'hierarchical', 'palette', 'multicolor', 'automatic', got 'rainbow'",
            "m.json:4:16: error: missing 'source' (the SVG file)",
            "m.json:4:66: error: 'sytemBlue' is not a color (use '#rrggbb', 'rgb(…)', 'hsl(…)', a CSS color name, or a system color such as 'systemBlue' or 'label')",
        ])
    }

    /// A number outside its range is shown as written: six decimals would make 1e-9 "got 0".
    @Test func outOfRangeNumbersAreQuotedAsGiven() {
        #expect(problems(#"{ "pngs" : { "folder" : "P" }, "animations" : [ { "symbol" : "heart", "effect" : "pulse", "speed" : 1e-9 } ] }"#)
            == ["m.json:1:101: error: 'speed' must be in 0.1…10, got 1e-09"])
    }

    @Test func namesMustBeUniqueAndOutputsNamed() {
        #expect(problems(#"{ "catalog" : "A", "images" : ["x/a.svg", "y/a.svg"] }"#) == ["m.json:1:43: error: the name 'a' is already used on line 1; asset names must be unique"])
        #expect(problems(#"{ "images" : ["a.svg"] }"#) == ["m.json:1:1: error: the manifest names images but neither 'catalog' nor 'pngs' says where they go"])
    }

    /// `fontDirectories` is a list of folders relative to the manifest; where each is (inside the manifest's
    /// folder, no link on the way) is the build's to check, when it opens them.
    @Test func fontDirectoriesAreStringsAndEachBadEntryIsLocated() throws {
        #expect(problems("""
            {
              "catalog" : "A",
              "fontDirectories" : [ "Fonts", 3, "", "bad\\u0000name" ]
            }
            """) == [
                "m.json:3:34: error: a font folder must be a non-empty string: a folder relative to the manifest",
                "m.json:3:37: error: a font folder must be a non-empty string: a folder relative to the manifest",
                "m.json:3:41: error: a font folder must not contain the control or formatting character U+0000",
            ])
        #expect(problems(#"{ "catalog" : "A", "fontDirectories" : "Fonts" }"#) == ["m.json:1:40: error: 'fontDirectories' must be an array"])
        #expect(problems(#"{ "catalog" : "A", "fontdirectories" : [] }"#) == ["m.json:1:20: error: unknown key 'fontdirectories' in the manifest; did you mean 'fontDirectories'?"])
        let manifest = try ManifestReader.decode(try JSONReader.parseDocument(Array(#"{ "catalog" : "A", "fontDirectories" : ["Fonts", "../Shared/Fonts"] }"#.utf8), file: "m.json"), path: "m.json")
        #expect(manifest.fontDirectories == ["Fonts", "../Shared/Fonts"])
    }

    @Test func malformedJSONIsLocated() {
        #expect(problems("{ \"catalog\" : \"A\",\n }") == ["m.json:2:2: error: expected a member name in double quotes"])
    }

    @Test func commentsDefaultsAndShorthandsDecode() throws {
        let manifest = try ManifestReader.decode(try JSONReader.parseDocument(Array("""
            { "//" : "a comment", "catalog" : "Icons", "defaults" : { "pointSize" : 20, "scales" : [2] },
              "images" : ["a/bell.svg", { "source" : "b.svg", "name" : "B", "weight" : "bold", "pointSize" : 30 }],
              "colors" : [ { "name" : "Tint", "color" : "systemBlue" } ] }
            """.utf8)), path: "dir/m.json")
        #expect(manifest.catalog == "Icons.xcassets")
        #expect(manifest.baseFolder == "dir")
        #expect(manifest.images.map(\.name) == ["bell", "B"])
        let b = manifest.defaults.applying(manifest.images[1].options)
        #expect(b.configuration.pointSize == 30 && b.configuration.weight == .bold && b.resolvedScales == [2])
        #expect(manifest.colors[0].hasDarkVariant)
        #expect(manifest.sources == ["a/bell.svg", "b.svg"])
    }
}
