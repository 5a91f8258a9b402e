import Foundation
import Testing
@testable import SymbolCore

/// `FileReader.read(_:under:maximumSize:)` reads data that names its own files (a symbol library's index) without
/// leaving the folder: no `..`, no link followed below the folder.
@Suite struct ContainedReadTests {
    let root: String
    let folder: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("contained-\(UUID().uuidString)").path
        folder = root + "/library"
        try FileManager.default.createDirectory(atPath: folder + "/Templates", withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: folder + "/Templates/a.svg"))
        try Data("outside".utf8).write(to: URL(fileURLWithPath: root + "/evil.svg"))
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    @Test func readsAFileUnderTheFolder() throws {
        defer { cleanUp() }
        #expect(try FileReader.read("Templates/a.svg", under: folder, maximumSize: 100) == Array("inside".utf8))
        try FileReader.checkContained("Templates/a.svg", under: folder)
    }

    @Test func parentAndEmptyComponentsAreRefused() {
        defer { cleanUp() }
        for relative in ["../evil.svg", "Templates/../../evil.svg", "Templates//a.svg", "./Templates/a.svg", "", "Templates/"] {
            let error = #expect(throws: Diagnostic.self) { try FileReader.read(relative, under: folder, maximumSize: 100) }
            #expect(error?.message.contains("not a path inside") == true, "\(relative)")
        }
    }

    @Test func aLinkToAFileOutsideIsNotFollowed() throws {
        defer { cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: folder + "/Templates/b.svg", withDestinationPath: root + "/evil.svg")
        let error = #expect(throws: Diagnostic.self) { try FileReader.read("Templates/b.svg", under: folder, maximumSize: 100) }
        #expect(error?.file == folder + "/Templates/b.svg")
        #expect(error?.message.contains("symbolic link") == true)
        #expect(throws: Diagnostic.self) { try FileReader.checkContained("Templates/b.svg", under: folder) }
    }

    @Test func aLinkedFolderOnTheWayIsNotFollowed() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        try Data("outside".utf8).write(to: URL(fileURLWithPath: root + "/elsewhere/c.svg"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/Linked", withDestinationPath: root + "/elsewhere")
        let error = #expect(throws: Diagnostic.self) { try FileReader.read("Linked/c.svg", under: folder, maximumSize: 100) }
        #expect(error?.file == folder + "/Linked")
        #expect(error?.message.contains("symbolic link") == true)
    }

    @Test func theFolderItselfMayBeALink() throws {
        defer { cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: root + "/alias", withDestinationPath: folder)
        #expect(try FileReader.read("Templates/a.svg", under: root + "/alias", maximumSize: 100) == Array("inside".utf8))
    }

    @Test func aFolderInPlaceOfTheFileIsNotARegularFile() throws {
        defer { cleanUp() }
        #expect(throws: Diagnostic.self) { try FileReader.checkContained("Templates", under: folder) }
    }

    /// After `containFolder`, the ordinary reader reads a path spelled under the folder as the contained reader
    /// does: a template that a link replaced after it was checked is not followed (the check and the read are one
    /// open), while files elsewhere read as before.
    @Test func theOrdinaryReaderIsContainedUnderAContainedFolder() throws {
        defer { cleanUp() }
        let path = folder + "/Templates/a.svg"
        try FileReader.checkContained("Templates/a.svg", under: folder)
        FileReader.containFolder(folder)
        #expect(try FileReader.read(path, maximumSize: 100) == Array("inside".utf8))
        // Swapped for a link to a file outside after the check.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: root + "/evil.svg")
        let error = #expect(throws: Diagnostic.self) { try FileReader.read(path, maximumSize: 100) }
        #expect(error?.message.contains("symbolic link") == true, "\(String(describing: error))")
        // A path outside every contained folder is read as named (links the user names are theirs).
        #expect(try FileReader.read(root + "/evil.svg", maximumSize: 100) == Array("outside".utf8))
    }
}
