import Foundation
import Testing
@testable import SymbolAssets
import SymbolCore

/// What `catalog` writes for resizable, directional and localized images (Documentation/ImageViews.md), checked
/// against the layouts of Xcode-written files quoted in the format notes (wikimedia-ios, vlc-ios, abrarion,
/// swift_ui) and linted.
@Suite("Image views in catalogs: slicing, direction, locales")
struct ImageViewCatalogTests {
    static let button = """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="44" viewBox="0 0 100 44">\
        <rect x="0.5" y="0.5" width="99" height="43" rx="10" fill="#0a7cff" stroke="#004a99" stroke-width="1"/></svg>
        """
    static let column = """
        <svg xmlns="http://www.w3.org/2000/svg" width="12" height="60" viewBox="0 0 12 60">\
        <rect x="0" y="0" width="12" height="60" rx="6" fill="#ff9500"/></svg>
        """
    static let dots = """
        <svg xmlns="http://www.w3.org/2000/svg" width="52" height="52" viewBox="0 0 52 52"><rect width="52" height="52" rx="10" fill="#34c759"/>\
        \((0..<4).flatMap { y in (0..<4).map { x in "<circle cx=\"\(14 + 8 * x)\" cy=\"\(14 + 8 * y)\" r=\"2\" fill=\"#fff\"/>" } }.joined())</svg>
        """
    static let arrow = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><path d="M4 10 H16 M11 5 L16 10 L11 15" \
        stroke="#000" stroke-width="2" fill="none"/></svg>
        """

    static func project(_ images: String, symbols: String = "[]") throws -> AssetProject {
        let project = try AssetProject(manifest: """
            { "catalog" : "Assets.xcassets", "defaults" : { "appearances" : ["any"] }, "images" : \(images), "symbols" : \(symbols) }
            """)
        for (name, svg) in [("button", button), ("column", column), ("dots", dots), ("arrow", arrow), ("arrow-rtl", arrow.replacingOccurrences(of: "M4 10 H16 M11 5 L16 10 L11 15", with: "M16 10 H4 M9 5 L4 10 L9 15")),
                            ("arrow-ar", arrow.replacingOccurrences(of: "#000", with: "#060"))] {
            try project.write("Icons/\(name).svg", svg)
        }
        return project
    }

    static func contents(_ project: AssetProject, _ set: String) throws -> JSONValue {
        try JSONReader.read(project.folder + "/Out/Assets.xcassets/\(set)/Contents.json")
    }

    static func text(_ project: AssetProject, _ set: String) throws -> String {
        try String(contentsOfFile: project.folder + "/Out/Assets.xcassets/\(set)/Contents.json", encoding: .utf8)
    }

    static func pngSize(_ project: AssetProject, _ path: String) throws -> (Int, Int) {
        let header = try PNGHeader(Array(try Data(contentsOf: URL(fileURLWithPath: project.folder + "/Out/Assets.xcassets/" + path))))
        return (header.width, header.height)
    }

    static func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.key).sorted()
    }

    @Test func eachSliceModeWritesOnlyTheKeysItUsesAndTheMinimalBitmapPerScale() throws {
        let project = try Self.project("""
            [ { "source" : "Icons/button.svg", "slice" : { "mode" : "3-part-horizontal" } },
              { "source" : "Icons/column.svg", "slice" : { "mode" : "3-part-vertical", "capInsets" : { "top" : 6, "bottom" : 6 } } },
              { "source" : "Icons/dots.svg", "slice" : { "mode" : "9-part", "center" : "tile", "period" : 8 } } ]
            """)
        defer { project.remove() }
        let summary = try project.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")

        let button = try Self.contents(project, "button.imageset")
        #expect(Self.keys(button["properties"]) == ["template-rendering-intent"])
        for (index, (scale, cap)) in [(1, 11), (2, 21), (3, 31)].enumerated() {
            let resizing = try #require(button["images"]?.arrayValue?[index]["resizing"])
            #expect(Self.keys(resizing) == ["cap-insets", "center", "mode"])
            #expect(resizing["mode"] == .string("3-part-horizontal"))
            #expect(resizing["center"] == .object([("mode", .string("stretch")), ("width", .number(1))]))
            #expect(resizing["cap-insets"] == .object([("left", .number(Double(cap))), ("right", .number(Double(cap)))]))
            let file = try #require(button["images"]?.arrayValue?[index]["filename"]?.stringValue)
            #expect(try Self.pngSize(project, "button.imageset/" + file) == (2 * cap + 1, 44 * scale))
        }

        let column = try Self.contents(project, "column.imageset")
        for (index, scale) in [1, 2, 3].enumerated() {
            let resizing = try #require(column["images"]?.arrayValue?[index]["resizing"])
            #expect(resizing["center"] == .object([("height", .number(1)), ("mode", .string("stretch"))]))
            #expect(resizing["cap-insets"] == .object([("bottom", .number(Double(6 * scale))), ("top", .number(Double(6 * scale)))]))
            let file = try #require(column["images"]?.arrayValue?[index]["filename"]?.stringValue)
            #expect(try Self.pngSize(project, "column.imageset/" + file) == (12 * scale, 12 * scale + 1))
        }

        let dots = try Self.contents(project, "dots.imageset")
        for (index, scale) in [1, 2, 3].enumerated() {
            let resizing = try #require(dots["images"]?.arrayValue?[index]["resizing"])
            #expect(resizing["mode"] == .string("9-part"))
            #expect(Self.keys(resizing["cap-insets"]) == ["bottom", "left", "right", "top"])
            #expect(resizing["center"] == .object([("height", .number(Double(8 * scale))), ("mode", .string("tile")), ("width", .number(Double(8 * scale)))]))
            let insets = try #require(resizing["cap-insets"])
            let file = try #require(dots["images"]?.arrayValue?[index]["filename"]?.stringValue)
            let (width, height) = try Self.pngSize(project, "dots.imageset/" + file)
            #expect(width == Int(insets["left"]!.numberValue! + insets["right"]!.numberValue!) + 8 * scale)
            #expect(height == Int(insets["top"]!.numberValue! + insets["bottom"]!.numberValue!) + 8 * scale)
        }
        #expect(CatalogLinter().lint(catalogAt: project.folder + "/Out/Assets.xcassets").findings.isEmpty)
        // Same input, same bytes; and a second build has nothing to do.
        #expect(try project.build(into: "Again").diagnostics.isEmpty)
        #expect(try project.tree("Out") == project.tree("Again"))
        #expect(try project.build().written.isEmpty)
    }

    @Test func slicingAndPDFCannotBeCombinedAndAutoRefusesNamingTheAsset() throws {
        let project = try Self.project("""
            [ { "source" : "Icons/button.svg", "pdf" : true, "slice" : { "mode" : "9-part" } } ]
            """)
        defer { project.remove() }
        #expect(throws: ManifestError.self) { try project.manifest() }
        try project.write("Icons/ramp.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><defs><linearGradient id="g" x2="1" y2="1">\
            <stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="40" height="40" fill="url(#g)"/></svg>
            """)
        try project.write("glyphsmith.json", """
            { "catalog" : "Assets.xcassets", "images" : [ { "source" : "Icons/ramp.svg", "name" : "wavy", "slice" : { "mode" : "9-part" } } ] }
            """)
        let summary = try project.build()
        #expect(summary.diagnostics.contains { $0.message.contains("image 'wavy'") && $0.message.contains("cannot find cap insets") }, "\(summary.diagnostics)")
    }

    /// wikimedia-ios `chevron-right.imageset` (Left to Right, Mirrors), with scales.
    @Test func mirroredImageSetMatchesXcodesLayout() throws {
        let project = try Self.project("""
            [ { "source" : "Icons/arrow.svg", "direction" : "mirrors", "template" : true } ]
            """)
        defer { project.remove() }
        #expect(try project.build().diagnostics.isEmpty)
        #expect(try Self.text(project, "arrow.imageset") == """
            {
              "images" : [
                {
                  "filename" : "arrow.png",
                  "idiom" : "universal",
                  "language-direction" : "left-to-right",
                  "scale" : "1x"
                },
                {
                  "filename" : "arrow@2x.png",
                  "idiom" : "universal",
                  "language-direction" : "left-to-right",
                  "scale" : "2x"
                },
                {
                  "filename" : "arrow@3x.png",
                  "idiom" : "universal",
                  "language-direction" : "left-to-right",
                  "scale" : "3x"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "template-rendering-intent" : "template"
              }
            }

            """)
    }

    /// vlc-ios `disclosureChevron.imageset` (Both): per scale an LTR and an RTL entry, each with its own file, and
    /// `localizable`. The RTL file drawn by flipping equals the LTR file mirrored.
    @Test func bothDirectionsMatchXcodesLayoutAndTheFlippedFileIsTheMirror() throws {
        let project = try Self.project("""
            [ { "source" : "Icons/arrow.svg", "direction" : "both", "rtlSource" : "flip", "template" : true, "scales" : [2, 3] } ]
            """)
        defer { project.remove() }
        #expect(try project.build().diagnostics.isEmpty)
        let entries = ["arrow@2x.png left-to-right 2x", "arrow-rtl@2x.png right-to-left 2x", "arrow@3x.png left-to-right 3x", "arrow-rtl@3x.png right-to-left 3x"]
        let expected = entries.map { line -> String in
            let parts = line.split(separator: " ")
            return """
                    {
                      "filename" : "\(parts[0])",
                      "idiom" : "universal",
                      "language-direction" : "\(parts[1])",
                      "scale" : "\(parts[2])"
                    }
                """
        }.joined(separator: ",\n")
        #expect(try Self.text(project, "arrow.imageset") == """
            {
              "images" : [
            \(expected)
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "localizable" : true,
                "template-rendering-intent" : "template"
              }
            }

            """)
        let folder = project.folder + "/Out/Assets.xcassets/arrow.imageset/"
        let ltr = try PNGDecoder.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "arrow@3x.png"))))
        let rtl = try PNGDecoder.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "arrow-rtl@3x.png"))))
        var flipped = ltr
        for y in 0..<ltr.height { for x in 0..<ltr.width { flipped[ltr.width - 1 - x, y] = ltr[x, y] } }
        #expect(rtl == flipped && rtl != ltr)
        #expect(CatalogLinter().lint(catalogAt: project.folder + "/Out/Assets.xcassets").findings.isEmpty)
    }

    /// swift_ui `dash_hello.imageset`: the default group first, then one group per locale, and `localizable`.
    @Test func localesFollowTheDefaultGroupAsXcodeWritesThem() throws {
        let project = try Self.project("""
            [ { "source" : "Icons/arrow.svg", "scales" : [1], "locales" : { "ar" : "Icons/arrow-ar.svg", "he" : "Icons/arrow-rtl.svg" } } ]
            """)
        defer { project.remove() }
        #expect(try project.build().diagnostics.isEmpty)
        #expect(try Self.text(project, "arrow.imageset") == """
            {
              "images" : [
                {
                  "filename" : "arrow.png",
                  "idiom" : "universal",
                  "scale" : "1x"
                },
                {
                  "filename" : "arrow-ar.png",
                  "idiom" : "universal",
                  "locale" : "ar",
                  "scale" : "1x"
                },
                {
                  "filename" : "arrow-he.png",
                  "idiom" : "universal",
                  "locale" : "he",
                  "scale" : "1x"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "localizable" : true,
                "template-rendering-intent" : "original"
              }
            }

            """)
        #expect(CatalogLinter().lint(catalogAt: project.folder + "/Out/Assets.xcassets").findings.isEmpty)
    }

    /// abrarion `Symbol.symbolset` (Both): an LTR and an RTL template, `localizable`.
    @Test func symbolSetsCarryLanguageDirectionAndLocales() throws {
        let project = try Self.project("[]", symbols: """
            [ { "source" : "Icons/speaker.wave.3.svg", "name" : "speaker", "direction" : "both", "rtlSource" : "Icons/ring.dot.svg" },
              { "source" : "Icons/speaker.wave.3.svg", "name" : "speaker.mirrored", "direction" : "left-to-right", "locales" : { "ja" : "Icons/ring.dot.svg" } } ]
            """)
        defer { project.remove() }
        #expect(try project.build().diagnostics.isEmpty)
        #expect(try Self.text(project, "speaker.symbolset") == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "localizable" : true
              },
              "symbols" : [
                {
                  "filename" : "speaker.svg",
                  "idiom" : "universal",
                  "language-direction" : "left-to-right"
                },
                {
                  "filename" : "speaker-rtl.svg",
                  "idiom" : "universal",
                  "language-direction" : "right-to-left"
                }
              ]
            }

            """)
        let mirrored = try Self.contents(project, "speaker.mirrored.symbolset")
        #expect(mirrored["symbols"]?.arrayValue?[1] == .object([("filename", .string("speaker.mirrored-ja.svg")), ("idiom", .string("universal")),
                                                   ("language-direction", .string("left-to-right")), ("locale", .string("ja"))]))
        #expect(CatalogLinter().lint(catalogAt: project.folder + "/Out/Assets.xcassets").findings.isEmpty)
    }

    @Test func lintCatchesCapsBeyondTheImageAMirroredSetMissingAScaleAndAMissingLocaleFile() throws {
        let project = try Self.project("""
            [ { "source" : "Icons/button.svg", "slice" : { "mode" : "3-part-horizontal" } },
              { "source" : "Icons/arrow.svg", "direction" : "both", "rtlSource" : "Icons/arrow-rtl.svg" },
              { "source" : "Icons/arrow.svg", "name" : "hello", "locales" : { "ar" : "Icons/arrow-ar.svg" } } ]
            """)
        defer { project.remove() }
        #expect(try project.build().diagnostics.isEmpty)
        let catalog = project.folder + "/Out/Assets.xcassets"
        #expect(CatalogLinter().lint(catalogAt: catalog).findings.isEmpty)

        // Caps larger than the bitmap.
        let buttonContents = catalog + "/button.imageset/Contents.json"
        let text = try String(contentsOfFile: buttonContents, encoding: .utf8)
        try text.replacingOccurrences(of: "\"left\" : 21", with: "\"left\" : 90").write(toFile: buttonContents, atomically: true, encoding: .utf8)
        // The right-to-left @3x image dropped from a both-directions set.
        let arrowContents = catalog + "/arrow.imageset/Contents.json"
        var arrow = try JSONReader.read(arrowContents)
        if case .array(var images)? = arrow["images"], case .object(var members) = arrow {
            images.removeAll { $0["filename"]?.stringValue == "arrow-rtl@3x.png" }
            members = members.map { $0.key == "images" ? ("images", .array(images)) : $0 }
            arrow = .object(members)
        }
        try Data(ContentsJSON.bytes(arrow)).write(to: URL(fileURLWithPath: arrowContents))
        try FileManager.default.removeItem(atPath: catalog + "/arrow.imageset/arrow-rtl@3x.png")
        // A locale's file gone.
        try FileManager.default.removeItem(atPath: catalog + "/hello.imageset/hello-ar@2x.png")

        let findings = CatalogLinter().lint(catalogAt: catalog).findings
        let rules = findings.map { "\($0.rule) \($0.severity.rawValue)" }.sorted()
        // The edited 1x caps also disagree with the 2x and 3x ones.
        #expect(rules == ["direction-scales error", "file-missing error", "slice-caps error", "slice-scales warning"], "\(findings)")
        #expect(findings.first { $0.rule == "slice-caps" }?.message.contains("(90 + 1 + 21 px) exceed its 43 px width") == true, "\(findings)")
        #expect(findings.first { $0.rule == "direction-scales" }?.message.contains("language-direction=right-to-left images of arrow.imageset have no @3x image") == true,
                "\(findings)")
        #expect(findings.first { $0.rule == "file-missing" }?.message.contains("hello-ar@2x.png") == true, "\(findings)")
    }

    @Test func theManifestNamesBadValuesWithTheirRange() throws {
        let bad = [
            (#"{ "source" : "Icons/arrow.svg", "direction" : "sideways" }"#, "'direction' must be one of 'fixed', 'mirrors', 'left-to-right', 'right-to-left', 'both', got 'sideways'"),
            (#"{ "source" : "Icons/arrow.svg", "direction" : "both" }"#, "needs 'rtlSource'"),
            (#"{ "source" : "Icons/arrow.svg", "slice" : { "mode" : "4-part" } }"#, "'mode' must be one of '3-part-horizontal', '3-part-vertical', '9-part', got '4-part'"),
            (#"{ "source" : "Icons/arrow.svg", "slice" : { "mode" : "9-part", "center" : "tile" } }"#, "needs 'period'"),
            (#"{ "source" : "Icons/arrow.svg", "slice" : { "mode" : "3-part-horizontal", "capInsets" : { "left" : 2, "right" : -1 } } }"#, "'right' must be in 0…4096 points, got -1"),
            (#"{ "source" : "Icons/arrow.svg", "slice" : { "mode" : "3-part-horizontal", "capInsets" : { "left" : 2, "right" : 2, "top" : 1 } } }"#, "unknown key 'top'"),
            (#"{ "source" : "Icons/arrow.svg", "locales" : { "Arabic" : "Icons/arrow-ar.svg" } }"#, "'Arabic' is not a locale code"),
            (#"{ "source" : "Icons/arrow.svg", "layoutDirection" : "up" }"#, "'layoutDirection' must be 'ltr' or 'rtl', got 'up'"),
        ]
        for (image, message) in bad {
            let project = try Self.project("[ \(image) ]")
            defer { project.remove() }
            do {
                _ = try project.manifest()
                Issue.record("accepted: \(image)")
            } catch {
                #expect("\(error)".contains(message), "\(image): \("\(error)")")
                #expect("\(error)".contains("glyphsmith.json:1:"), "\("\(error)")")
            }
        }
    }
}
