import Foundation

/// What a build system needs to know about a `glyphsmith.json` without rendering anything: the source files it reads
/// and the outputs a target consumes.
///
/// Read here with `JSONSerialization` because a plugin cannot link the package's own libraries (`SymbolAssets` has
/// the full reader); `glyphsmith catalog` still checks the manifest and reports errors with line and column when the
/// command runs, so this only needs the keys that name files.
struct ManifestFiles {
    /// Every file the manifest reads, the manifest first (a changed setting re-renders too).
    var inputs: [URL]
    /// The PNG folder (`pngs.folder`, default `Icons`), relative to the output folder, if the manifest has `pngs`.
    var pngFolder: String?
    /// The Swift accessor (`pngs.accessor`), relative to the output folder, if any.
    var accessor: String?
    /// The asset catalog folder (`catalog`, `.xcassets` added when missing), relative to the output folder, if any.
    var catalog: String?
    /// `pngs.bundle`: `module` (SwiftPM resources) unless the manifest says `main`.
    var bundle: String

    /// Reads the manifest at `url`; relative sources are relative to its folder, as `glyphsmith catalog` reads them.
    init(contentsOf url: URL) throws(PluginError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw PluginError("\(url.path): not a readable JSON manifest (\(error.localizedDescription)); "
                              + "`glyphsmith catalog \(url.lastPathComponent) --list-inputs` shows where")
        }
        guard let top = object as? [String: Any] else { throw PluginError("\(url.path): the manifest must be a JSON object") }
        let folder = url.deletingLastPathComponent()
        var sources: [String] = []
        for key in ["images", "symbols"] {
            for entry in top[key] as? [Any] ?? [] {
                // An entry is a path, or an object whose `source` is the path.
                if let path = entry as? String ?? (entry as? [String: Any])?["source"] as? String { sources.append(path) }
            }
        }
        for icon in top["appIcons"] as? [[String: Any]] ?? [] {
            sources += ["source", "darkSource", "tintedSource"].compactMap { icon[$0] as? String }
        }
        var seen = Set<String>()
        inputs = [url] + sources.filter { seen.insert($0).inserted }.map { path in
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)
        }
        let pngs = top["pngs"] as? [String: Any]
        pngFolder = pngs.map { $0["folder"] as? String ?? "Icons" }
        accessor = pngs?["accessor"] as? String
        bundle = pngs?["bundle"] as? String ?? "module"
        catalog = (top["catalog"] as? String).map { $0.hasSuffix(".xcassets") ? $0 : $0 + ".xcassets" }
    }
}
