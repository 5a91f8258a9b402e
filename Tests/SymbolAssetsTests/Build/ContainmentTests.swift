import Foundation
import Testing
@testable import SymbolAssets

/// A catalog build runs on pull requests: nothing a manifest, a source or a planted file says can make it create,
/// change or delete anything outside the output folder. Each test builds beside a canary folder and compares
/// everything outside OUT before and after.
@Suite("AssetBuilder: nothing outside the output folder")
struct ContainmentTests {
    static let small = #"{ "catalog" : "Assets", "images" : ["Icons/heart.svg", "Icons/star.svg"], "defaults" : { "scales" : [1], "appearances" : ["any"] } }"#

    @Test func aPlantedStagingLinkIsRemovedWithoutFollowingIt() throws {
        let box = try Sandbox(manifest: Self.small)
        defer { box.remove() }
        try FileManager.default.createDirectory(atPath: box.output + "/.glyphsmith-staging-planted", withIntermediateDirectories: true)
        try box.link("Out/.glyphsmith-staging", to: "../..")
        try box.link("Out/.glyphsmith-staging-planted/inside", to: "../../../canary")
        try Data("glyphsmith-commit 1\nput\t0\t1\t2\t../../canary/keep.txt\nend\n".utf8)
            .write(to: URL(fileURLWithPath: box.output + "/.glyphsmith-staging-planted/journal"))
        let before = try box.outside()
        let summary = try box.build()
        #expect(!summary.failed, "\(summary.diagnostics)")
        #expect(try box.outside() == before)
        #expect(try box.isConsistent())
    }

    @Test func anOutputRecordNamingFilesOutsideIsRefused() throws {
        let box = try Sandbox(manifest: Self.small)
        defer { box.remove() }
        #expect(try !box.build().failed)
        let record = box.output + "/.glyphsmith-outputs.json"
        let text = try String(contentsOfFile: record, encoding: .utf8)
        let keep = SHA256.hex(Array("keep me".utf8))
        for key in ["../../canary/keep.txt", "/etc/hostname", "Assets.xcassets/../../../canary/keep.txt"] {
            try text.replacingOccurrences(of: "\"files\" : {", with: "\"files\" : {\n    \"\(key)\" : { \"recipe\" : \"x\", \"sha256\" : \"\(keep)\" },")
                .write(toFile: record, atomically: true, encoding: .utf8)
            let before = try box.outside()
            let summary = try box.build()
            #expect(summary.failed)
            #expect(summary.diagnostics.first?.file == record && summary.diagnostics.first?.location?.line == 3, "\(summary.diagnostics)")
            #expect(summary.diagnostics.first?.message.contains("refusing to trust it") == true)
            #expect(try box.outside() == before)
        }
    }

    @Test func everyFieldThatNamesAFileOrFolderRefusesEscapesWithItsLineAndColumn() throws {
        // Each line of the manifest holds one bad value; every one is reported at its own line.
        let cases: [(String, String)] = [
            (#""catalog" : "../Evil""#, "'..' is not allowed"),
            (#""namespace" : "/abs""#, "not an absolute path"),
            (#""images" : [ { "source" : "Icons/heart.svg", "name" : "../../x" } ]"#, "single name"),
            (#""images" : [ "Icons/\u0000heart.svg" ]"#, "U+0000"),
            (#""images" : [ { "source" : "Icons/heart.svg", "name" : "bell\nx" } ]"#, "U+000A"),
            (#""images" : [ { "source" : "Icons/heart.svg", "name" : "bell\u202Ex" } ]"#, "U+202E"),
            (#""symbols" : [ { "source" : "Icons/speaker.wave.3.svg", "name" : ".." } ]"#, "must not be '..'"),
            (##""colors" : [ { "name" : "a/b", "color" : "#fff" } ]"##, "single name"),
            (#""appIcons" : [ { "source" : "Icons/heart.svg", "name" : "../AppIcon" } ]"#, "single name"),
            (#""appIcons" : [ { "source" : "Icons/heart.svg", "darkSource" : "dark\u0007.svg" } ]"#, "U+0007"),
            (#""pngs" : { "folder" : "../Icons" }"#, "'..' is not allowed"),
            (#""pngs" : { "accessor" : "../README.md" }"#, "'..' is not allowed"),
            (#""pngs" : { "accessor" : ".glyphsmith-outputs.json" }"#, "keeps for its own files"),
        ]
        for (field, expected) in cases {
            let isCatalog = field.hasPrefix("\"catalog\"")
            let manifest = isCatalog ? "{\n  " + field + "\n}" : "{\n  \"catalog\" : \"Assets\",\n  " + field + "\n}"
            let line = isCatalog ? 2 : 3
            do {
                _ = try ManifestReader.read(bytes: Array(manifest.utf8), path: "glyphsmith.json")
                Issue.record("accepted: \(field)")
            } catch {
                let diagnostic = error.diagnostics.first { $0.message.contains(expected) }
                #expect(diagnostic?.location?.line == line && (diagnostic?.location?.column ?? 0) > 1, "\(field): \(error.diagnostics)")
            }
        }
    }

    @Test func aFolderLinkInsideTheOutputIsAnErrorNamingIt() throws {
        let box = try Sandbox(manifest: Self.small)
        defer { box.remove() }
        try FileManager.default.createDirectory(atPath: box.root + "/canary/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: box.output, withIntermediateDirectories: true)
        try box.link("Out/Assets.xcassets", to: "../../canary/elsewhere")
        let before = try box.outside()
        let summary = try box.build()
        #expect(summary.failed && summary.written.isEmpty)
        #expect(summary.diagnostics.contains { $0.file == box.output + "/Assets.xcassets" && $0.message.contains("symbolic link") }, "\(summary.diagnostics)")
        #expect(try box.outside() == before)

        // A link where an output file goes is not written through either.
        try FileManager.default.removeItem(atPath: box.output + "/Assets.xcassets")
        try FileManager.default.createDirectory(atPath: box.output + "/Assets.xcassets/heart.imageset", withIntermediateDirectories: true)
        try box.link("Out/Assets.xcassets/heart.imageset/heart.png", to: "../../../../canary/keep.txt")
        let linked = try box.build()
        #expect(linked.diagnostics.contains { $0.message.contains("symbolic link in the way") }, "\(linked.diagnostics)")
        #expect(try box.outside() == before)
    }

    @Test func anOutputFolderThatIsALinkIsFollowedOnlyWhenAllowed() throws {
        let box = try Sandbox(manifest: Self.small)
        defer { box.remove() }
        try FileManager.default.createDirectory(atPath: box.root + "/canary/target", withIntermediateDirectories: true)
        try box.link("Out", to: "../canary/target")
        let before = try box.outside()
        let refused = try box.build()
        #expect(refused.diagnostics.map(\.message).first?.contains("--allow-output-link") == true, "\(refused.diagnostics)")
        #expect(try box.outside() == before)
        var builder = box.builder()
        builder.allowsOutputLink = true
        #expect(try !box.build(builder).failed)
        #expect(FileManager.default.fileExists(atPath: box.root + "/canary/target/Assets.xcassets/heart.imageset/heart.png"))
    }

    @Test func sourcesOutsideTheManifestsFolderAreRefusedUnlessAllowed() throws {
        for source in ["../canary/secret.svg", "/etc/passwd", "Icons/escape.svg"] {
            let box = try Sandbox(manifest: "{ \"catalog\" : \"Assets\",\n  \"images\" : [ { \"source\" : \"\(source)\", \"name\" : \"x\" } ] }")
            defer { box.remove() }
            try box.link("Icons/escape.svg", to: "../../canary/secret.svg")
            let summary = try box.build()
            let problem = summary.diagnostics.first
            // The link is refused as a link, the others as spelled outside: nothing outside is opened either way.
            let reason = source == "Icons/escape.svg" ? "is a symbolic link" : "outside the manifest's folder"
            #expect(problem?.location?.line == 2 && problem?.message.contains(reason) == true, "\(summary.diagnostics)")
            #expect(problem?.message.contains("root:") == false)  // nothing of the file is quoted
            if source != "/etc/passwd" {
                var builder = box.builder()
                builder.allowsSourcesOutside = true
                #expect(try !box.build(builder).failed)
            }
        }
    }

    /// Sources are opened under the manifest's folder one component at a time without following a link, so the
    /// containment check and the read are one open: a link inside the tree is refused even when it points inside
    /// (it could be swapped between a check and a read), and `a/..` spelled inside still reads.
    @Test func aSourceIsReadWithoutFollowingLinksUnderTheManifestsFolder() throws {
        let box = try Sandbox(manifest: "{ \"catalog\" : \"Assets\",\n  \"images\" : [ { \"source\" : \"Linked/heart.svg\", \"name\" : \"x\" },\n    { \"source\" : \"Icons/../Icons/star.svg\", \"name\" : \"y\" } ] }")
        defer { box.remove() }
        try box.link("Linked", to: "Icons")
        let summary = try box.build()
        // One error, the link's: `Icons/../Icons/star.svg` read (a failed build writes nothing, so no file to look at).
        #expect(summary.diagnostics.count == 1, "\(summary.diagnostics)")
        let problem = try #require(summary.diagnostics.first)
        #expect(problem.location?.line == 2 && problem.message.contains("is a symbolic link") && problem.message.contains("--allow-sources-outside"), "\(problem)")
        var builder = box.builder()
        builder.allowsSourcesOutside = true
        #expect(try !box.build(builder).failed)
    }

    /// A combining mark after a slash joins it into one Character (`/\u{301}`), which String's `split` and
    /// `contains("/")` do not see: `../\u{301}C` passed the name and path checks as one component and the kernel
    /// wrote outside OUT. Paths are split at their bytes, so it is refused at its line, and an asset name that
    /// starts with a combining mark builds (it failed with "cannot move into place").
    @Test func aCombiningMarkAfterASlashNeitherEscapesNorBreaksTheBuild() throws {
        let escape = try Sandbox(manifest: "{ \"catalog\" : \"../\u{301}C\",\n  \"images\" : [ { \"source\" : \"Icons/heart.svg\", \"name\" : \"x\" } ] }")
        defer { escape.remove() }
        let before = try escape.outside()
        let error = #expect(throws: ManifestError.self) { try escape.build() }
        #expect(error?.diagnostics.first?.message.contains("'..' is not allowed") == true, "\(String(describing: error))")
        #expect(try escape.outside() == before)
        #expect(OutputPath.problem(component: "a/\u{301}b", what: "the name") != nil)

        let mark = "\u{301}"
        let box = try Sandbox(manifest: "{ \"catalog\" : \"Assets\", \"pngs\" : { \"folder\" : \"P\" },\n  \"images\" : [ { \"source\" : \"Icons/heart.svg\", \"name\" : \"\(mark)x\" } ] }")
        defer { box.remove() }
        let summary = try box.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        #expect(FileManager.default.fileExists(atPath: box.output + "/Assets.xcassets/\(mark)x.imageset/\(mark)x@2x.png"))
        #expect(FileManager.default.fileExists(atPath: box.output + "/P/\(mark)x.png"))
        #expect(try box.isConsistent())
    }

    @Test func aFIFOSourceIsRefusedAtOnce() throws {
        let box = try Sandbox(manifest: "{ \"catalog\" : \"Assets\",\n  \"images\" : [ \"Icons/pipe.svg\" ] }")
        defer { box.remove() }
        #expect(mkfifo(box.project.folder + "/Icons/pipe.svg", 0o644) == 0)
        let done = DispatchSemaphore(value: 0)
        let manifest = try box.project.manifest()
        nonisolated(unsafe) var summary: AssetBuildSummary?
        let output = box.output
        Thread.detachNewThread {
            summary = AssetBuilder(toolVersion: "test").build(manifest, into: output)
            done.signal()
        }
        if done.wait(timeout: .now() + 10) == .timedOut {
            // Unblock the reader so the suite can go on, and fail.
            let writer = open(box.project.folder + "/Icons/pipe.svg", O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            Issue.record("the build blocked on a FIFO")
            done.wait()
        }
        #expect(summary?.diagnostics.first?.message.contains("not a regular file") == true, "\(String(describing: summary?.diagnostics))")
    }

    @Test func namesThatDifferOnlyInLetterCaseAreRefused() throws {
        let text = "{ \"catalog\" : \"Assets\",\n  \"images\" : [ { \"source\" : \"Icons/heart.svg\", \"name\" : \"Bell\" },\n    { \"source\" : \"Icons/star.svg\", \"name\" : \"bell\" } ] }"
        do {
            _ = try ManifestReader.read(bytes: Array(text.utf8), path: "glyphsmith.json")
            Issue.record("accepted Bell and bell")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["the name 'bell' differs only in letter case from 'Bell' on line 2; they would collide on macOS file systems"])
            #expect(error.diagnostics.first?.location?.line == 3)
        }
        #expect(OutputPath.caseCollision(in: ["A/x.png", "a/x.png"]) != nil)
        #expect(OutputPath.caseCollision(in: ["A/x.png", "A/y.png"]) == nil)
    }

    @Test func theSwiftAccessorNeverHoldsARawControlCharacter() {
        let images = [SwiftAccessorWriter.Image(name: "bell\n}\u{202E}evil\"\\", scales: [1], appearances: [.any])]
        let source = SwiftAccessorWriter.source(typeName: "Icons", folder: "Icons\u{0}", bundle: "module", images: images, manifestName: "a\nb.json")
        let lines = source.split(separator: "\n")
        #expect(lines.allSatisfy { line in line.unicodeScalars.allSatisfy { OutputPath.isAllowed($0) } })
        #expect(source.contains(#"Image(name: "bell\u{A}}\u{202E}evil\"\\""#), "\(source)")
        #expect(lines.first == "// Generated by glyphsmith from a\\u{A}b.json. Do not edit: edit the manifest and rebuild.")
    }

    @Test func aFailedBuildSaysItWroteNothing() throws {
        let box = try Sandbox(manifest: "{ \"catalog\" : \"Assets\",\n  \"images\" : [ \"Icons/heart.svg\", \"Icons/gone.svg\" ] }")
        defer { box.remove() }
        let summary = try box.build()
        #expect(summary.failed && summary.written.isEmpty && summary.line.hasPrefix("wrote 0 files"))
        #expect(!FileManager.default.fileExists(atPath: box.output))
    }
}
