import Foundation
import SymbolLibrary
import Testing

/// A downloaded library named by `GLYPHSMITH_SYMBOLS` is input (issue 38 §1): `gallery`, `preview --all` and `list`
/// read nothing outside its folder, print no line a name forges, and report each bad entry while doing the rest.
@Suite struct LibraryDataCommandTests {
    /// `root/library` (the hostile library) and `root/outside/evil.svg`, a template its names and links aim at.
    func hostileLibrary() throws -> (root: String, folder: String) {
        let root = try CommandLine.temporaryFolder()
        let folder = root + "/library"
        let bundled = try SymbolLibrary.bundled()
        let heart = try Data(contentsOf: URL(fileURLWithPath: bundled.templatePath(for: #require(bundled.entry(named: "heart")))))
        let star = try Data(contentsOf: URL(fileURLWithPath: bundled.templatePath(for: #require(bundled.entry(named: "star")))))
        try FileManager.default.createDirectory(atPath: folder + "/Templates", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        try star.write(to: URL(fileURLWithPath: root + "/outside/evil.svg"))
        try heart.write(to: URL(fileURLWithPath: folder + "/Templates/good.svg"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/Templates/linked.svg", withDestinationPath: root + "/outside/evil.svg")
        let index = """
            {
              "symbols" : [
                { "name" : "good", "categories" : ["shapes"] },
                { "name" : "../../outside/evil", "categories" : ["shapes"] },
                { "name" : "forged\\nerror: forged line", "categories" : ["shapes"] },
                { "name" : "linked", "categories" : ["shapes"] }
              ]
            }
            """
        try Data(index.utf8).write(to: URL(fileURLWithPath: folder + "/index.json"))
        return (root, folder)
    }

    @Test func listPrintsTheGoodNamesAndLocatedErrorsAndFails() throws {
        let (_, folder) = try hostileLibrary()
        let result = try CommandLine.run(["list"], environment: ["GLYPHSMITH_SYMBOLS": folder])
        #expect(result.status == 1)
        #expect(result.stdout == "good\nlinked\n")
        #expect(result.stderr == """
            \(folder)/index.json:4:16: error: `../../outside/evil` is not a symbol name (words of a–z and 0–9 joined by single dots, at most 128 characters); the entry is left out
            \(folder)/index.json:5:16: error: `forged\\u{A}error: forged line` is not a symbol name (words of a–z and 0–9 joined by single dots, at most 128 characters); the entry is left out

            """)
    }

    @Test func galleryWritesTheReadableSymbolsAndNamesTheRest() throws {
        let (root, folder) = try hostileLibrary()
        let result = try CommandLine.run(["gallery", "-o", root + "/gallery"], environment: ["GLYPHSMITH_SYMBOLS": folder])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(folder)/index.json:4:16: error: `../../outside/evil` is not a symbol name"))
        #expect(result.stderr.contains("error: the library's template for `linked` cannot be read: \(folder)/Templates/linked.svg: error: is a symbolic link"))
        #expect(result.stderr.contains("wrote \(root)/gallery/index.html: 1 symbols"))
        let page = try String(contentsOfFile: root + "/gallery/index.html", encoding: .utf8)
        #expect(page.contains("data-name=\"good\"") && !page.contains("evil") && !page.contains("linked"))
        #expect(!FileManager.default.fileExists(atPath: root + "/outside/evil.png"))
    }

    @Test func previewAllDrawsTheReadableSymbolsAndNamesTheRest() throws {
        let (root, folder) = try hostileLibrary()
        let result = try CommandLine.run(["preview", "--all", "-o", root + "/sheet.png"], environment: ["GLYPHSMITH_SYMBOLS": folder])
        #expect(result.status == 1)
        #expect(result.stderr.contains("`linked` cannot be read"))
        #expect(result.stderr.contains("wrote \(root)/sheet.png"))
        #expect(FileManager.default.fileExists(atPath: root + "/sheet.png"))
    }

    @Test func renderingALinkedNameIsRefused() throws {
        let (root, folder) = try hostileLibrary()
        let result = try CommandLine.run(["render", "linked", "-o", root + "/out.png"], environment: ["GLYPHSMITH_SYMBOLS": folder])
        #expect(result.status != 0)
        #expect(result.stderr.contains("is a symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: root + "/out.png"))
    }
}
