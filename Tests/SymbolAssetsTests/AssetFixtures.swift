import TestSupport
import Foundation
import SymbolAssets

/// A temporary project folder with copies of the shared fixtures and a manifest, for build tests.
struct AssetProject {
    static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)  // SymbolAssetsTests/AssetFixtures.swift
        return parts.joined(separator: "/") + "/Fixtures"
    }()

    let folder: String

    /// Copies every fixture SVG and template into `Icons/` of a new folder and writes `manifest` there.
    init(manifest: String, folder: String? = nil) throws {
        self.folder = folder ?? NSTemporaryDirectory() + "glyphsmith-assets-\(UUID().uuidString)"
        let icons = self.folder + "/Icons"
        try FileManager.default.createDirectory(atPath: icons, withIntermediateDirectories: true)
        TemporaryFolders.track(self.folder)
        for sub in ["SVG", "Templates"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures + "/" + sub) where name.hasSuffix(".svg") {
                try FileManager.default.copyItem(atPath: Self.fixtures + "/\(sub)/\(name)", toPath: icons + "/" + name)
            }
        }
        try write("glyphsmith.json", manifest)
    }

    var manifestPath: String { folder + "/glyphsmith.json" }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + relative))
    }

    func manifest() throws -> AssetManifest { try ManifestReader.read(manifestPath) }

    func build(into output: String = "Out", mode: AssetBuilder.Mode = .write) throws -> AssetBuildSummary {
        AssetBuilder(toolVersion: "test", jobs: 2).build(try manifest(), into: folder + "/" + output, mode: mode)
    }

    /// Every file under `relative` with its bytes, by path relative to it.
    func tree(_ relative: String) throws -> [String: Data] {
        let root = folder + "/" + relative
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)!
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            }
        }
        return result
    }

    /// Inode numbers of files, to see which were replaced.
    func inode(_ relative: String) throws -> UInt64 {
        (try FileManager.default.attributesOfItem(atPath: folder + "/" + relative)[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

/// One build of ``fullManifest``, shared by the tests that only read its output or break a copy of it: the build
/// renders hundreds of PNGs, and repeating it in each of those tests cost seconds of the suite.
struct FullCatalog: Sendable {
    /// The build's summary.
    let summary: AssetBuildSummary
    /// Every file under the output folder with its bytes, by path relative to it.
    let tree: [String: Data]

    static let shared: Result<FullCatalog, any Error> = Result {
        let project = try AssetProject(manifest: fullManifest)
        defer { project.remove() }
        let summary = try project.build()
        return FullCatalog(summary: summary, tree: try project.tree("Out"))
    }

    /// A new project whose `Out` holds a byte-identical copy of the shared build's output.
    static func copy() throws -> (project: AssetProject, summary: AssetBuildSummary) {
        let built = try shared.get()
        let project = try AssetProject(manifest: fullManifest)
        for (path, data) in built.tree {
            let file = URL(fileURLWithPath: project.folder + "/Out/" + path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return (project, built.summary)
    }
}

/// The catalog the issue asks for: the fixtures × 3 scales × 4 appearances, colors, a symbol set and a full
/// app-icon set for every platform.
let fullManifest = """
    {
      "catalog" : "Assets.xcassets",
      "defaults" : { "pointSize" : 24, "appearances" : ["any", "dark", "high-contrast", "high-contrast-dark"], "scales" : [1, 2, 3] },
      "images" : [
        "Icons/arcs.svg", "Icons/badge.svg", "Icons/bell-outline.svg", "Icons/clipped-grid.svg", "Icons/heart.svg",
        "Icons/layers-opacity.svg", "Icons/moon-mask.svg", "Icons/star.svg",
        { "source" : "Icons/speaker.wave.3.svg", "mode" : "hierarchical", "color" : "systemBlue", "variableValue" : 0.5 },
        { "source" : "Icons/ring.dot.svg", "name" : "ring", "template" : true },
        { "source" : "Icons/star.svg", "name" : "star-vector", "pdf" : true }
      ],
      "symbols" : [ { "source" : "Icons/speaker.wave.3.svg", "name" : "speaker" }, { "source" : "Icons/ring.dot.svg", "form" : "static" } ],
      "colors" : [ { "name" : "Brand", "color" : "#0a7cff", "dark" : "#409cff" }, { "name" : "Label", "color" : "label" } ],
      "appIcons" : [ { "source" : "Icons/heart.svg", "background" : "#1c1c1e", "inset" : 0.12,
                       "platforms" : ["ios", "watchos", "macos", "android", "web"] } ],
      "pngs" : { "folder" : "Icons", "accessor" : "Icons.swift" }
    }
    """
