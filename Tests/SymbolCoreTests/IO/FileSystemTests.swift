#if canImport(Glibc)
import Glibc
#endif
import Testing
import SymbolCore

/// The POSIX file-system helpers the readers and the command line share.
@Suite struct FileSystemTests {
    private func temporaryFolder() -> String {
        var template = Array("/tmp/glyphsmith-fs-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    @Test func kindsOfPaths() {
        #expect(FileSystem.kind(of: "/") == .directory)
        #expect(FileSystem.kind(of: #filePath) == .file)
        #expect(FileSystem.kind(of: "/no/such/path") == .missing)
        #expect(FileSystem.kind(of: "/dev/null") == .other)
    }

    @Test func createsNestedFoldersAndListsThemSortedByBytes() throws {
        let root = temporaryFolder()
        try FileSystem.createDirectory(root + "/a/b/c")
        try FileSystem.createDirectory(root + "/a/b/c")  // existing: no error
        for name in ["b.svg", "B.svg", "a.svg", "é.svg"] {
            let fd = open(FileSystem.join(root + "/a", name), O_CREAT | O_WRONLY, 0o644)
            close(fd)
        }
        #expect(try FileSystem.contents(of: root + "/a") == ["B.svg", "a.svg", "b", "b.svg", "é.svg"])
        #expect(FileSystem.kind(of: root + "/a/b/c") == .directory)
        #expect(throws: Diagnostic.self) { try FileSystem.createDirectory(root + "/a/b.svg/x") }
        #expect(throws: Diagnostic.self) { try FileSystem.contents(of: root + "/missing") }
    }

    @Test func pathPieces() {
        #expect(FileSystem.lastComponent("icons/ring.svg") == "ring.svg")
        #expect(FileSystem.lastComponent("icons/") == "icons")
        #expect(FileSystem.lastComponent("ring.svg") == "ring.svg")
        #expect(FileSystem.join("out", "a.png") == "out/a.png")
        #expect(FileSystem.join("out/", "a.png") == "out/a.png")
        #expect(FileSystem.stem("Ring.SVG", droppingExtension: ".svg") == "Ring")
        #expect(FileSystem.stem(".svg", droppingExtension: ".svg") == ".svg")
        #expect(FileSystem.stem("ring.png", droppingExtension: ".svg") == "ring.png")
    }

    /// Paths are split at their `/` bytes: a combining mark right after a slash makes the grapheme `/\u{301}`, which
    /// Swift's String `split`, `contains` and `hasPrefix` do not see as "/", but the kernel splits there.
    @Test func pathsAreSplitAtSlashBytesNotCharacters() {
        let mark = "\u{301}"
        #expect(FileSystem.components("a/" + mark + "b/c") == ["a", mark + "b", "c"])
        #expect(FileSystem.components("../" + mark + "x", omittingEmpty: false) == ["..", mark + "x"])
        #expect(FileSystem.containsSlash(".." + "/" + mark + "x"))
        #expect(FileSystem.isAbsolute("/" + mark + "x"))
        #expect(FileSystem.lastComponent("A.xcassets/" + mark + "x.imageset/" + mark + "x.png") == mark + "x.png")
        #expect(FileSystem.parent("A/" + mark + "x.png") == "A")
        #expect(FileSystem.parent("/" + mark + "x") == "/")
        #expect(FileSystem.parent(mark + "x") == nil)
        #expect(FileSystem.join("A/", mark + "x") == "A/" + mark + "x")
        #expect(FileSystem.relative("/lib/" + mark + "t/a.svg", to: "/lib") == mark + "t/a.svg")
        #expect(FileSystem.relative("/library/a.svg", to: "/lib") == nil)
        #expect(FileSystem.relative("/lib", to: "/lib/") == "")
        #expect(FileSystem.isInside("a/b", "a") && !FileSystem.isInside("ab/c", "a"))
    }
}
