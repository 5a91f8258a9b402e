import SymbolCore
import SymbolRender

extension AssetManifest {
    /// Starts a project: writes the commented example manifest (`glyphsmith catalog --init`) as `glyphsmith.json`
    /// in `folder`, listing the folder's SVG files, subfolders included, by their paths relative to it: symbol
    /// templates as symbols, plain SVGs as images. The file is written atomically, and an existing manifest is
    /// never replaced.
    ///
    /// - Parameter folder: The folder of SVGs, which receives the manifest.
    /// - Returns: The manifest's path and how many SVG files it lists.
    /// - Throws: A `Diagnostic` at the manifest's path when a manifest is there already or cannot be written.
    @discardableResult
    public static func writeExample(listingSVGsIn folder: String) throws(Diagnostic) -> (path: String, svgCount: Int) {
        let path = FileSystem.join(folder, "glyphsmith.json")
        guard FileSystem.kind(of: path) == .missing else {
            throw Diagnostic(.error, "already exists; glyphsmith catalog --init never replaces a manifest", file: path)
        }
        let svgs = exampleSources(in: folder)
        do {
            try AtomicFileWriter.write(Array(ManifestExample.text(svgFiles: svgs, in: folder).utf8), to: path)
        } catch {
            throw Diagnostic(.error, "cannot write: \(error.reason)", file: path)
        }
        return (path, svgs.count)
    }

    /// The SVG files in `folder` and its subfolders, in name order, as paths relative to it.
    package static func exampleSources(in folder: String) -> [String] {
        let collected = BatchInputs.collect([folder], recursive: true)
        return zip(collected.files, collected.relativeFolders).map { file, relative in
            FileSystem.join(relative, FileSystem.lastComponent(file))
        }
    }
}
