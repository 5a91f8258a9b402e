import Foundation
import Testing
import SymbolAssets

@Suite("CatalogLinter on built catalogs: each broken copy caught with its own message and location")
struct BrokenCatalogCopyTests {
    /// A copy of the freshly built catalog (clean by construction), to break one thing at a time.
    func catalog() throws -> (AssetProject, String) {
        let (project, summary) = try FullCatalog.copy()
        #expect(!summary.failed)
        return (project, project.folder + "/Out/Assets.xcassets")
    }

    /// The findings as printed without rule ids. The builder's dark copies of single-color images equal their Any
    /// images (issue 24, the builder's part); `dark-same-as-any` itself is specified in ImageSetLintTests.
    func lint(_ path: String, missingDark: LintSeverity = .error) -> [String] {
        CatalogLinter(missingDarkSeverity: missingDark).lint(catalogAt: path).findings
            .filter { $0.rule != "dark-same-as-any" }
            .map { String($0.description.replacingOccurrences(of: path + "/", with: "").dropLast($0.rule.count + 3)) }
    }

    func edit(_ file: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try Data(change(text).utf8).write(to: URL(fileURLWithPath: file))
    }

    @Test func whatWeWritePasses() throws {
        let (project, path) = try catalog()
        defer { project.remove() }
        #expect(lint(path) == [])
    }

    @Test func theAllSizesFormPasses() throws {
        let project = try AssetProject(manifest: """
            { "catalog" : "A", "appIcons" : [ { "source" : "Icons/heart.svg", "iosForm" : "all-sizes", "platforms" : ["ios", "macos"] } ] }
            """)
        defer { project.remove() }
        #expect(!(try project.build().failed))
        #expect(lint(project.folder + "/Out/A.xcassets") == [])
        let icons = try project.tree("Out/A.xcassets/AppIcon.appiconset").keys.filter { $0.hasSuffix(".png") }
        #expect(icons.count == 16 * 3 + 10)  // 15 scaled sizes and 1024, each any, dark and tinted; 10 macOS
    }

    @Test func aColorWithoutDarkIsAnErrorAndItsSeverityIsConfigurable() throws {
        let (project, path) = try catalog()
        defer { project.remove() }
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: URL(fileURLWithPath: path + "/Brand.colorset/Contents.json"))
        #expect(lint(path) == [#"Brand.colorset/Contents.json:1:11: error: Brand.colorset has no dark appearance (an entry with "appearances": [{"appearance": "luminosity", "value": "dark"}])"#])
        #expect(lint(path, missingDark: .warning).first?.contains(": warning: Brand.colorset has no dark appearance") == true)
        #expect(lint(path, missingDark: .ignore) == [])
    }

    @Test func xcodesAccentColorTemplateIsReportedNotCrashed() throws {
        let (project, path) = try catalog()
        defer { project.remove() }
        try FileManager.default.createDirectory(atPath: path + "/AccentColor.colorset", withIntermediateDirectories: true)
        try Data(#"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)
            .write(to: URL(fileURLWithPath: path + "/AccentColor.colorset/Contents.json"))
        #expect(lint(path) == ["AccentColor.colorset/Contents.json:1:14: warning: AccentColor.colorset defines no color"])
    }

    @Test func aMissingThreeXDarkVariant() throws {
        let (project, path) = try catalog()
        defer { project.remove() }
        let set = path + "/heart.imageset"
        // Drop the dark @3x entry and its file.
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set + "/Contents.json"))) as! [String: Any]
        json["images"] = (json["images"] as! [[String: Any]]).filter { $0["filename"] as? String != "heart-dark@3x.png" }
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        try FileManager.default.removeItem(atPath: set + "/heart-dark@3x.png")
        let found = lint(path)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasSuffix("error: the dark variant of heart.imageset has no @3x image, which the Any variant has") == true, "\(found)")
        #expect(found.first?.hasPrefix("heart.imageset/Contents.json:") == true)
    }

    @Test func invalidJSONIsLocated() throws {
        let (project, path) = try catalog()
        defer { project.remove() }
        try Data("{\n  \"images\" : [\n    { \"filename\" : \"star.png\" \n  ]\n}\n".utf8).write(to: URL(fileURLWithPath: path + "/star.imageset/Contents.json"))
        let found = lint(path)
        #expect(found.first == "star.imageset/Contents.json:4:3: error: expected ',' or '}' after an object member")
    }

    @Test func missingAndUnnamedFiles() throws {
        let (project, path) = try catalog()
        defer { project.remove() }
        try FileManager.default.moveItem(atPath: path + "/star.imageset/star@2x.png", toPath: path + "/star.imageset/stray.png")
        let found = lint(path)
        #expect(found.contains { $0.hasPrefix("star.imageset/Contents.json:") && $0.hasSuffix(#"error: "star@2x.png" is missing from star.imageset"#) })
        #expect(found.contains("star.imageset/stray.png: warning: no entry in star.imageset/Contents.json names this file; Xcode ignores it"))
    }

    @Test func pixelSizesThatDoNotMatchTheirScale() throws {
        let (project, path) = try catalog()
        defer { project.remove() }
        let set = path + "/star.imageset"
        try FileManager.default.removeItem(atPath: set + "/star@3x.png")
        try FileManager.default.copyItem(atPath: set + "/star@2x.png", toPath: set + "/star@3x.png")
        let found = lint(path)
        #expect(found.count == 1)
        #expect(found.first?.contains(#"error: "star@3x.png" is 48×48 px, 16×16 pt at 3x; "#) == true, "\(found)")
        #expect(found.first?.hasSuffix("makes star.imageset 24×24 pt (72×72 px at 3x); it looks like the @2x image") == true, "\(found)")
    }

    @Test func appIconRules() throws {
        let (project, path) = try catalog()
        defer { project.remove() }
        let set = path + "/AppIcon.appiconset"
        // An alpha channel in the Any icon: put the (RGBA) dark icon in its place.
        try FileManager.default.removeItem(atPath: set + "/AppIcon-1024.png")
        try FileManager.default.copyItem(atPath: set + "/AppIcon-1024-dark.png", toPath: set + "/AppIcon-1024.png")
        // And a per-size iPhone entry beside the single-size form.
        try edit(set + "/Contents.json") { $0.replacingOccurrences(of: #""images" : ["#, with: #""images" : [ { "idiom" : "iphone", "size" : "60x60", "scale" : "3x", "filename" : "AppIcon-watch-1024.png" },"#) }
        let found = lint(path)
        #expect(found.contains { $0.contains(#"error: "AppIcon-1024.png" has transparent pixels"#) && $0.contains("ITMS-90717") }, "\(found)")
        #expect(found.contains { $0.contains("error: AppIcon.appiconset mixes the single-size 1024x1024 icon with per-size iphone icons") })
        #expect(found.contains { $0.contains(#"error: "AppIcon-watch-1024.png" is 1024×1024 px; size 60x60 at 3x needs 180×180 px"#) })
    }

    @Test func duplicateNamesAcrossNamespacesAndBrokenSymbolSets() throws {
        let (project, path) = try catalog()
        defer { project.remove() }
        // A plain folder without provides-namespace does not namespace: its star clashes with the top-level one.
        try FileManager.default.createDirectory(atPath: path + "/More", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path + "/star.imageset", toPath: path + "/More/star.imageset")
        try Data("<svg xmlns='http://www.w3.org/2000/svg'><g id='Symbols'><g id='Regular-M'/></g></svg>".utf8)
            .write(to: URL(fileURLWithPath: path + "/speaker.symbolset/speaker.svg"))
        let found = lint(path)
        #expect(found.contains { $0.contains(#"error: asset name "star" is also the name of"#) }, "\(found)")
        #expect(found.contains { $0.hasPrefix("speaker.symbolset/speaker.svg:") && $0.contains("error:") })
        // With provides-namespace the names are More/star and star: no clash.
        try Data(#"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#.utf8)
            .write(to: URL(fileURLWithPath: path + "/More/Contents.json"))
        #expect(!lint(path).contains { $0.contains("is also the name of") })
    }
}
