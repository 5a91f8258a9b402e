import Foundation
import Testing
@testable import SymbolAssets
import SymbolCore

@Suite("AssetBuilder: reproducible, incremental, safe")
struct AssetBuilderTests {
    /// The shared build (made in another project folder) and a build here agree byte for byte.
    @Test func twoBuildsGiveByteIdenticalTrees() throws {
        let shared = try FullCatalog.shared.get()
        let first = shared.summary
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        #expect(first.written.count > 300)
        let project = try AssetProject(manifest: fullManifest)
        defer { project.remove() }
        #expect(try project.build(into: "B").diagnostics.isEmpty)
        let a = shared.tree, b = try project.tree("B")
        #expect(a.count == first.written.count + 1)  // and the output record
        #expect(a == b)
    }

    @Test func secondBuildWritesNothingAndEditingOneSourceRewritesOnlyItsFiles() throws {
        let project = try AssetProject(manifest: fullManifest)
        defer { project.remove() }
        let first = try project.build()
        let untouched = "Out/Assets.xcassets/heart.imageset/heart@2x.png"
        let inode = try project.inode(untouched)
        let warm = try project.build()
        #expect(warm.written.isEmpty && warm.removed.isEmpty && warm.unchanged == first.written.count)

        // Touching without a change rewrites nothing.
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: project.folder + "/Icons/star.svg")
        #expect(try project.build().written.isEmpty)

        // An edit rewrites that source's outputs (image set, PNG folder), nothing else.
        let star = try String(contentsOfFile: project.folder + "/Icons/star.svg", encoding: .utf8)
        try project.write("Icons/star.svg", star.replacingOccurrences(of: "<path", with: "<path transform=\"rotate(5 12 12)\"", options: [], range: star.range(of: "<path")))
        let edited = try project.build()
        #expect(!edited.written.isEmpty)
        #expect(edited.written.allSatisfy { $0.contains("star") && !$0.contains("star-vector") || $0.contains("star-vector") })
        #expect(edited.written.allSatisfy { $0.contains("/star") })
        #expect(try project.inode(untouched) == inode)
    }

    @Test func checkPassesWhenFreshAndNamesStaleFilesAfterAnEdit() throws {
        let project = try AssetProject(manifest: #"{ "catalog" : "Assets", "images" : ["Icons/heart.svg", "Icons/star.svg"] }"#)
        defer { project.remove() }
        #expect(try project.build(mode: .check).written.count == 15)  // nothing built yet: all missing (2 × 6 PNGs, 3 Contents.json)
        _ = try project.build()
        let fresh = try project.build(mode: .check)
        #expect(fresh.written.isEmpty && fresh.removed.isEmpty && !fresh.failed)
        try project.write("Icons/heart.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="9"/></svg>"#)
        let stale = try project.build(mode: .check)
        #expect(stale.written.sorted() == ["Assets.xcassets/heart.imageset/heart-dark.png", "Assets.xcassets/heart.imageset/heart-dark@2x.png",
                                           "Assets.xcassets/heart.imageset/heart-dark@3x.png", "Assets.xcassets/heart.imageset/heart.png",
                                           "Assets.xcassets/heart.imageset/heart@2x.png", "Assets.xcassets/heart.imageset/heart@3x.png"])
        // Check mode wrote nothing.
        #expect(try project.build(mode: .check).written.count == 6)
    }

    @Test func droppedEntriesRemoveOnlyOwnedFiles() throws {
        let project = try AssetProject(manifest: #"{ "catalog" : "Assets", "images" : ["Icons/heart.svg", "Icons/star.svg"] }"#)
        defer { project.remove() }
        _ = try project.build()
        try project.write("Out/Assets.xcassets/star.imageset/notes.txt", "mine")
        try project.write("Out/README.md", "mine too")
        try project.write("glyphsmith.json", #"{ "catalog" : "Assets", "images" : ["Icons/heart.svg"] }"#)
        let summary = try project.build()
        #expect(summary.removed.count == 7)
        let tree = try project.tree("Out")
        #expect(tree["Assets.xcassets/star.imageset/notes.txt"] != nil && tree["README.md"] != nil)
        #expect(tree["Assets.xcassets/star.imageset/star.png"] == nil)
        #expect(tree["Assets.xcassets/heart.imageset/heart.png"] != nil)
    }

    @Test func aFileInTheWayIsNotReplacedWithoutForce() throws {
        let project = try AssetProject(manifest: #"{ "catalog" : "Assets", "images" : ["Icons/heart.svg"], "defaults" : { "scales" : [1], "appearances" : ["any"] } }"#)
        defer { project.remove() }
        try FileManager.default.createDirectory(atPath: project.folder + "/Out/Assets.xcassets/heart.imageset", withIntermediateDirectories: true)
        try project.write("Out/Assets.xcassets/heart.imageset/heart.png", "a user's file")
        let summary = try project.build()
        #expect(summary.diagnostics.map(\.message) == ["exists and was not written by glyphsmith; move it away or pass --force to replace it"])
        #expect(try project.tree("Out")["Assets.xcassets/heart.imageset/heart.png"] == Data("a user's file".utf8))
        #expect(try project.tree("Out")["Assets.xcassets/Contents.json"] == nil)  // nothing was moved into place
        let forced = AssetBuilder(toolVersion: "test", force: true).build(try project.manifest(), into: project.folder + "/Out")
        #expect(!forced.failed)
    }

    @Test func aFailedBuildLeavesThePreviousOutputsIntact() throws {
        let project = try AssetProject(manifest: #"{ "catalog" : "Assets", "images" : ["Icons/heart.svg", "Icons/star.svg"] }"#)
        defer { project.remove() }
        _ = try project.build()
        let before = try project.tree("Out")
        try project.write("Icons/heart.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="9"/></svg>"#)
        try project.write("Icons/star.svg", "<svg><path d='M0 0 L'/>")
        let failed = try project.build()
        #expect(failed.failed)
        #expect(failed.diagnostics.first?.description.contains("star.svg:1:") == true)
        #expect(try project.tree("Out") == before)
    }

    @Test func everyContentsJSONDecodesAndEveryPNGHasThePixelsItsEntrySays() throws {
        let built = try FullCatalog.shared.get()
        #expect(built.summary.diagnostics.isEmpty)
        let tree = built.tree
        var checkedImages = 0
        for (path, data) in tree where path.hasSuffix("Contents.json") {
            let json = try JSONReader.parse(Array(data), file: path)
            try CatalogSchema.check(json, path: path)
            let folder = String(path.dropLast("/Contents.json".count))
            for entry in json["images"]?.arrayValue ?? [] {
                let file = try #require(entry["filename"]?.stringValue)
                let bytes = try #require(tree[folder + "/" + file], "\(folder)/\(file) is named but missing")
                guard file.hasSuffix(".png") else { continue }
                let header = try PNGHeader(Array(bytes))
                if let size = entry["size"]?.stringValue {  // app icons: points × scale
                    let points = Double(size.split(separator: "x")[0])!
                    let scale = Double(entry["scale"]?.stringValue?.dropLast() ?? "1")!
                    #expect(header.width == Int(points * scale) && header.height == header.width, "\(path): \(file)")
                }
                checkedImages += 1
            }
        }
        #expect(checkedImages == 10 * 12 + 3 + 1 + 10)  // image sets, iOS any/dark/tinted, watchOS, macOS
        // Image sets: @2x and @3x are twice and three times @1x (the same point size).
        let one = try PNGHeader(Array(try #require(tree["Assets.xcassets/heart.imageset/heart.png"])))
        let three = try PNGHeader(Array(try #require(tree["Assets.xcassets/heart.imageset/heart-hc-dark@3x.png"])))
        #expect(three.width == one.width * 3 && three.height == one.height * 3)
    }

    @Test func appIconsKeepThePlatformsPixelRules() throws {
        let built = try FullCatalog.shared.get().tree
        let tree = built.filter { $0.key.hasPrefix("Assets.xcassets/AppIcon.appiconset/") }
            .reduce(into: [:]) { $0[String($1.key.dropFirst("Assets.xcassets/AppIcon.appiconset/".count))] = $1.value }
        let any = try PNGHeader(Array(try #require(tree["AppIcon-1024.png"])))
        #expect(any.width == 1024 && any.colorType.rawValue == 2)  // RGB: no alpha channel at all
        let dark = try PNGDecoder.decode(Array(try #require(tree["AppIcon-1024-dark.png"])))
        #expect(dark[0, 0].alpha == 0 && dark[512, 512].alpha > 0)
        let tinted = try PNGHeader(Array(try #require(tree["AppIcon-1024-tinted.png"])))
        #expect(tinted.colorType.rawValue == 0)  // grey, opaque
        let maskable = try PNGHeader(Array(try #require(built["web/icon-maskable-512.png"])))
        #expect(maskable.colorType.rawValue == 2)
    }

    @Test func iconComposerBundlesHaveALayerPerTopLevelGroup() throws {
        let project = try AssetProject(manifest: """
            { "appIcons" : [ { "source" : "Icons/layers-opacity.svg", "platforms" : [], "iconComposer" : { "translucency" : 0.4 } } ] }
            """)
        defer { project.remove() }
        #expect(!(try project.build().failed))
        let bundle = try project.tree("Out/AppIcon.icon")
        #expect(Set(bundle.keys) == ["icon.json", "Assets/layer-1.svg", "Assets/layer-2.svg"])
        let json = try JSONReader.parse(Array(bundle["icon.json"]!))
        let groups = try #require(json["groups"]?.arrayValue)
        // Front to back: the loose shapes drawn last in the SVG come first.
        #expect(groups.map { $0["layers"]?.arrayValue?.first?["image-name"]?.stringValue } == ["layer-2.svg", "layer-1.svg"])
        #expect(groups.first?["translucency"]?["value"]?.numberValue == 0.4)
        #expect(json["fill"]?["solid"]?.stringValue == "extended-srgb:1.00000,1.00000,1.00000,1.00000")
        #expect(String(decoding: bundle["Assets/layer-1.svg"]!, as: UTF8.self).contains("<svg"))
    }

    @Test func opaqueIconsRejectTransparentBackgrounds() throws {
        let project = try AssetProject(manifest: """
            { "catalog" : "A", "appIcons" : [ { "source" : "Icons/heart.svg", "background" : "#ff000080" } ] }
            """)
        defer { project.remove() }
        #expect(throws: ManifestError.self) { try project.manifest() }
    }
}
