import Foundation
import SymbolLibrary
import SymbolRender
import Testing

/// `glyphsmith gallery` writes what `SymbolGallery.write(to:)` writes: the command picks the library's entries,
/// checks the folder and prints; a client gets the same page, sprites and animations in-process.
@Suite("Command line: gallery is the library's SymbolGallery")
struct GalleryCommandTests {
    func files(in folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder).sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
        }
        return files
    }

    @Test func aCategoryWithAnEffectIsTheLibrarysGallery() throws {
        let folder = try CommandLine.temporaryFolder()
        let run = try CommandLine.run(["gallery", "--category", "time", "--point-size", "20", "--effect", "pulse", "-o", folder + "/command"])
        #expect(run.status == 0, "\(run.stderr)")
        let library = try SymbolLibrary.bundled()
        let entries = try library.entries.filter { $0.categories.contains("time") }.map { entry in
            SymbolGallery.Entry(name: entry.name, keywords: entry.keywords, categories: entry.categories,
                                symbol: try Symbol(contentsOf: library.templatePath(for: entry)))
        }
        let gallery = SymbolGallery(entries: entries, title: "Glyphsmith symbols — time", pointSize: 20, effect: try SymbolEffect(parsing: "pulse"))
        try gallery.write(to: folder + "/library")
        let written = try files(in: folder + "/command")
        #expect(written.count == 1 + SymbolGallery.variants.count + 2 * entries.count)
        #expect(written == (try files(in: folder + "/library")))
        #expect(gallery.html().contains(SymbolGallery.generatorMarker) && gallery.html().contains("data-name=\"clock\""))
    }

    @Test func aFolderWithAnotherPageIsNotReplaced() throws {
        let folder = try CommandLine.temporaryFolder()
        #expect(SymbolGallery.mayReplace(folder))
        try Data("<html>mine</html>".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        #expect(!SymbolGallery.mayReplace(folder))
        let run = try CommandLine.run(["gallery", "--category", "time", "-o", folder])
        #expect(run.status == 1 && run.stderr.contains("is not a glyphsmith gallery"))
        #expect(try String(contentsOfFile: folder + "/index.html", encoding: .utf8) == "<html>mine</html>")
    }
}
