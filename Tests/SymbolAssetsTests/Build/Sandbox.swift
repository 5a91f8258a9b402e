import TestSupport
import Foundation
@testable import SymbolAssets

/// A scratch folder holding a project (an `AssetProject` in `project/`) and a canary folder beside it, with a
/// snapshot of everything outside the build's output folder: a safety test builds, then asserts that the
/// snapshot is unchanged — nothing outside OUT created, changed or deleted.
struct Sandbox {
    let root: String
    let project: AssetProject

    init(manifest: String) throws {
        let scratch = NSTemporaryDirectory() + "glyphsmith-sandbox-\(UUID().uuidString)"
        project = try AssetProject(manifest: manifest, folder: scratch + "/project")
        root = scratch
        TemporaryFolders.track(scratch)
        try FileManager.default.createDirectory(atPath: root + "/canary/nested", withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: root + "/canary/keep.txt"))
        try Data("and me".utf8).write(to: URL(fileURLWithPath: root + "/canary/nested/deep.txt"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/canary/secret.svg"))
    }

    var output: String { project.folder + "/Out" }

    /// Every entry under the scratch folder except inside `project/Out`: its kind and bytes, or a link's target,
    /// read without following links.
    func outside() throws -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ relative: String) throws {
            let path = relative.isEmpty ? root : root + "/" + relative
            for name in try FileManager.default.contentsOfDirectory(atPath: path) {
                let child = relative.isEmpty ? name : relative + "/" + name
                if child == "project/Out" { continue }
                let type = try FileManager.default.attributesOfItem(atPath: root + "/" + child)[.type] as? FileAttributeType
                switch type {
                case .typeSymbolicLink?: result[child] = "link " + (try FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + child))
                case .typeDirectory?: result[child] = "folder"; try walk(child)
                default: result[child] = "file " + String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + child)), as: UTF8.self).prefix(64)
                }
            }
        }
        try walk("")
        return result
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: project.folder + "/" + relative, withDestinationPath: destination)
    }

    func builder() -> AssetBuilder { AssetBuilder(toolVersion: "test", jobs: 2) }

    func build(_ builder: AssetBuilder? = nil, mode: AssetBuilder.Mode = .write) throws -> AssetBuildSummary {
        (builder ?? self.builder()).build(try project.manifest(), into: output, mode: mode)
    }

    /// Whether every file the output record lists exists with the recorded bytes, the record lists every file
    /// of OUT, and no staging folder is left.
    func isConsistent() throws -> Bool {
        guard let folder = try OutputFolder.open(output, create: false, allowLink: false) else { return false }
        let state = try BuildState.read(folder)
        let files = try project.tree("Out").filter { !$0.key.hasPrefix(".glyphsmith-") }
        guard Set(files.keys) == Set(state.files.keys) else { return false }
        for (path, bytes) in files where SHA256.hex(Array(bytes)) != state.files[path]?.content { return false }
        return try !folder.topLevelNames().contains { $0.hasPrefix(CommitJournal.stagingPrefix) }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
