import Foundation
import SymbolAssets
import Testing

/// A manifest's colors with roles, elevated variants and Display P3, built into a catalog and linted.
@Suite("Catalog: colors with roles, elevation and Display P3")
struct ColorCatalogTests {
    static let manifest = """
        {
          "catalog" : "Assets.xcassets",
          "elevatedColors" : "ElevatedColors.swift",
          "colors" : [
            { "name" : "BodyText", "color" : "#1d1d1f", "dark" : "#f5f5f7", "role" : "text" },
            { "name" : "Card", "color" : "#ffffff", "dark" : "#1c1c1e", "darkElevated" : "#2c2c2e", "role" : "decorative" },
            { "name" : "CardText", "color" : "#3a3a3c", "dark" : "#d1d1d6", "role" : "text", "background" : "Card" },
            { "name" : "Link", "color" : "#0040dd", "dark" : "#409cff", "role" : "largeText", "background" : "secondarySystemBackground" },
            { "name" : "Vivid", "color" : "color(display-p3 1 0.2 0.1)", "dark" : "color(display-p3 1 0.35 0.3)", "role" : "nonText", "gamut" : "p3" }
          ],
          "images" : [ { "source" : "Icons/heart.svg", "color" : "color(display-p3 1 0 0)", "gamut" : "p3", "scales" : [1, 2], "appearances" : ["any"] } ]
        }
        """

    @Test func catalogBuiltFromRolesPassesItsOwnLintAndABrokenCopyFailsWithTheRatio() throws {
        let project = try AssetProject(manifest: Self.manifest)
        defer { project.remove() }
        let summary = try project.build()
        #expect(!summary.failed, "\(summary.diagnostics)")
        let catalog = project.folder + "/Out/Assets.xcassets"
        let roles = try String(contentsOfFile: catalog + ".roles.json", encoding: .utf8)
        #expect(roles.contains(#""CardText" : {"#) && roles.contains(#""background" : "Card""#))
        let report = CatalogLinter().lint(catalogAt: catalog)
        #expect(report.passes, "\(report.findings)")
        #expect(report.findings.filter { $0.rule.hasPrefix("contrast") }.isEmpty, "\(report.findings)")

        // Broken copy: the dark text color moved next to the dark card color.
        let broken = project.folder + "/Broken/Assets.xcassets"
        try FileManager.default.createDirectory(atPath: project.folder + "/Broken", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: catalog, toPath: broken)
        try FileManager.default.copyItem(atPath: catalog + ".roles.json", toPath: broken + ".roles.json")
        let contents = broken + "/CardText.colorset/Contents.json"
        let text = try String(contentsOfFile: contents, encoding: .utf8)
        // #d1d1d6 → #3a3a3c in the dark entry (the second color), on the dark card #1c1c1e.
        let parts = text.components(separatedBy: "\"luminosity\"")
        #expect(parts.count == 2)
        let darkPart = parts[1].replacingOccurrences(of: "\"0.839\"", with: "\"0.235\"").replacingOccurrences(of: "\"0.820\"", with: "\"0.227\"")
        try (parts[0] + "\"luminosity\"" + darkPart).write(toFile: contents, atomically: true, encoding: .utf8)
        let failed = CatalogLinter().lint(catalogAt: broken)
        #expect(!failed.passes)
        let finding = failed.findings.first { $0.rule == "contrast" }
        #expect(finding?.message.contains("CardText (text on Card), dark: #3a3a3cff on #1c1c1eff is 1.5") == true, "\(failed.findings)")
        #expect(finding?.file?.hasSuffix("CardText.colorset/Contents.json") == true)
    }

    @Test func elevatedVariantIsWarnedAboutAndWrittenAsSwift() throws {
        let project = try AssetProject(manifest: Self.manifest)
        defer { project.remove() }
        let summary = try project.build()
        let warning = summary.diagnostics.first { $0.message.contains("elevated variant") }
        #expect(warning?.severity == .warning)
        #expect(warning?.location?.line == 6, "at the Card entry")
        let swift = try String(contentsOfFile: project.folder + "/Out/ElevatedColors.swift", encoding: .utf8)
        #expect(swift.contains("static let card = UIColor { traits in"))
        #expect(swift.contains("traits.userInterfaceLevel == .elevated"))
        #expect(swift.contains("static let card = Color(uiColor: .card)"))
        #expect(swift.contains("case (true, false, true): return UIColor(red: 0.1725, green: 0.1725, blue: 0.1804, alpha: 1.0000)"))
        #expect(!swift.contains("bodyText"), "colors without an elevated variant stay in the catalog only")
        // The colorset keeps the base dark value.
        let card = try String(contentsOfFile: project.folder + "/Out/Assets.xcassets/Card.colorset/Contents.json", encoding: .utf8)
        #expect(card.contains("\"0.110\"") && !card.contains("\"0.173\""))
    }

    @Test func displayP3ColorsAndImagesGetDisplayGamutEntries() throws {
        let project = try AssetProject(manifest: Self.manifest)
        defer { project.remove() }
        _ = try project.build()
        let out = project.folder + "/Out/Assets.xcassets"
        let vivid = try String(contentsOfFile: out + "/Vivid.colorset/Contents.json", encoding: .utf8)
        #expect(vivid.components(separatedBy: "\"display-gamut\" : \"display-P3\"").count == 3)
        #expect(vivid.components(separatedBy: "\"display-gamut\" : \"sRGB\"").count == 3)
        // The P3 entry holds the P3 components exactly: 1, 0.2, 0.1.
        #expect(vivid.contains("\"color-space\" : \"display-p3\""))
        #expect(vivid.contains("\"blue\" : \"0.100\"") && vivid.contains("\"green\" : \"0.200\""))
        let images = try String(contentsOfFile: out + "/heart.imageset/Contents.json", encoding: .utf8)
        #expect(images.components(separatedBy: "\"filename\"").count == 4, "1x sRGB, 2x sRGB, 2x P3: \(images)")
        #expect(images.contains("\"filename\" : \"heart-P3@2x.png\""))
        #expect(!images.contains("heart-P3.png"), "no 1x P3")
        let p3 = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out + "/heart.imageset/heart-P3@2x.png")))
        #expect(Data(p3).range(of: Data("iCCP".utf8)) != nil)
        let srgb = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out + "/heart.imageset/heart@2x.png")))
        #expect(Data(srgb).range(of: Data("iCCP".utf8)) == nil)
        #expect(CatalogLinter().lint(catalogAt: out).findings.allSatisfy { $0.rule != "display-gamut-fallback" })
        // The colorset reads back exactly (the P3 entry), wide colors kept wide.
        let read = try ColorSetReader.read(out + "/Vivid.colorset")["Vivid"]!.resolved(ColorTraits())
        #expect(!read.isInSRGBGamut)
    }

    @Test func hostileRoleAndGamutValuesAreLocated() throws {
        let project = try AssetProject(manifest: """
            { "catalog" : "A.xcassets", "elevatedColors" : "../outside.swift",
              "colors" : [ { "name" : "X", "color" : "#000000", "role" : "body", "gamut" : "rec2020" },
                           { "name" : "Y", "color" : "#000000", "background" : "systemBackground" } ] }
            """)
        defer { project.remove() }
        #expect {
            try project.manifest()
        } throws: { error in
            let text = (error as? ManifestError)?.diagnostics.map(\.description).joined(separator: "\n") ?? ""
            return text.contains("glyphsmith.json:2:62: error: 'role' must be one of")
                && text.contains("glyphsmith.json:1:48: error: 'elevatedColors'") && text.contains("'gamut' must be 'srgb' or 'p3'")
                && text.contains("give its 'role' too")
        }
    }

    @Test func symbolLayersAreMeasuredOneByOne() throws {
        let project = try AssetProject(manifest: """
            {
              "catalog" : "Assets.xcassets",
              "defaults" : { "pointSize" : 24, "scales" : [2], "appearances" : ["any", "dark"], "role" : "nonText" },
              "images" : [
                { "source" : "Icons/speaker.wave.3.svg", "name" : "blue", "mode" : "hierarchical", "color" : "systemBlue" },
                { "source" : "Icons/speaker.wave.3.svg", "name" : "pale", "mode" : "palette", "colors" : ["systemBlue", "#e5e5ea"],
                  "contrastBackground" : "secondarySystemBackground" }
              ]
            }
            """)
        defer { project.remove() }
        let summary = try project.build()
        let catalog = project.folder + "/Out/Assets.xcassets"
        let roles = try String(contentsOfFile: catalog + ".roles.json", encoding: .utf8)
        #expect(roles.contains(#""pale" : {"#) && roles.contains(#""background" : "secondarySystemBackground""#))
        let findings = CatalogLinter().lint(catalogAt: catalog).findings.filter { $0.rule == "contrast" }
        // Hierarchical systemBlue: the primary layer passes (4.02:1 on white, 5.76:1 on black); the fainter layers
        // (alpha 0.5 and 0.25) are below 3:1, which is a note, never a failure.
        let blue = findings.filter { $0.file?.contains("blue.imageset") == true }
        #expect(blue.allSatisfy { $0.severity == .note } && blue.contains { $0.message.contains("a fainter layer #007aff80") }, "\(findings)")
        // Palette: the second color, opaque #e5e5ea on 242 242 247, fails in light: an error naming the layer.
        let pale = findings.filter { $0.file?.contains("pale.imageset") == true && $0.severity == .error }
        #expect(pale.count == 2, "light and light high contrast: \(findings)")
        #expect(pale.first?.message.contains("pale (nonText on secondarySystemBackground), light: its layer #e5e5eaff in pale@2x.png") == true)
        #expect(!summary.failed)
    }

    @Test func multicolorTemplateColorsAreMeasuredInBothAppearances() throws {
        let project = try AssetProject(manifest: """
            { "catalog" : "Assets.xcassets", "symbols" : [ { "source" : "Icons/ring.dot.svg", "role" : "nonText" } ] }
            """)
        defer { project.remove() }
        #expect(!(try project.build()).failed)
        let findings = CatalogLinter().lint(catalogAt: project.folder + "/Out/Assets.xcassets").findings.filter { $0.rule == "contrast" }
        // systemOrange (255 149 0) is 2.2:1 on white, below 3:1 for non-text; dark orange on black and systemBlue pass.
        #expect(findings.map(\.severity) == [.error], "\(findings)")
        #expect(findings.first?.message.hasPrefix("ring.dot (nonText on systemBackground), light: its layer color #ff9500ff in ring.dot.svg on #ffffffff is 2.2") == true,
                "\(findings)")
    }
}
