import Foundation
import Testing
@testable import SymbolAssets
import SymbolRender

/// A manifest's `fontDirectories`: fonts the `<text>` of plain SVG sources may use besides the system's, read under
/// the manifest's folder as sources are. The font is made at run time from DejaVu Sans (which the test set-up
/// installs) with its family renamed, so that only the manifest's folder can provide it: nothing is committed.
@Suite("AssetBuilder: font folders of a manifest")
struct FontFoldersTests {
    static let family = "Fixture Bed"

    /// DejaVu Sans with its family name "DejaVu Sans" replaced in place by ``family`` (as many bytes: every table
    /// offset stays valid) in both the Macintosh and the Windows name records.
    static func renamedFont() throws -> Data {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
        for (old, new) in [(Array("DejaVu Sans".utf8), Array(family.utf8)),
                           (Array("DejaVu Sans".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
                            Array(family.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })] {
            var index = 0
            while index + old.count <= bytes.count {
                if bytes[index..<index + old.count].elementsEqual(old) { bytes.replaceSubrange(index..<index + old.count, with: new) }
                index += 1
            }
        }
        return Data(bytes)
    }

    static func text(_ family: String) -> String {
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24" viewBox="0 0 48 24"><text x="2" y="19" font-family="\##(family)" font-size="18" fill="#000">Ag</text></svg>"##
    }

    /// A project with `label.svg` in the fixture family and `reference.svg` in DejaVu Sans, and the renamed font in
    /// `Fonts/`; the manifest's own lines come from `fontDirectories`.
    static func project(fontDirectories: String?) throws -> AssetProject {
        let folders = fontDirectories.map { ",\n  \"fontDirectories\" : \($0)" } ?? ""
        let project = try AssetProject(manifest: """
            {
              "pngs" : { "folder" : "PNG" }, "images" : ["Icons/label.svg", "Icons/reference.svg"],
              "defaults" : { "scales" : [1], "appearances" : ["any"], "size" : 48 }\(folders)
            }
            """)
        try project.write("Icons/label.svg", text(family))
        try project.write("Icons/reference.svg", text("DejaVu Sans"))
        try FileManager.default.createDirectory(atPath: project.folder + "/Fonts", withIntermediateDirectories: true)
        try renamedFont().write(to: URL(fileURLWithPath: project.folder + "/Fonts/fixture.ttf"))
        return project
    }

    func png(_ project: AssetProject, _ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: project.folder + "/Out/PNG/\(name).png"))
    }

    @Test func textUsesAFontFoundOnlyInTheManifestsFolder() throws {
        SystemTextShaper.install()
        let with = try Self.project(fontDirectories: #"["Fonts"]"#)
        let summary = try with.build()
        #expect(!summary.failed, "\(summary.diagnostics)")
        #expect(try png(with, "label") == png(with, "reference"))
        // Without the folder the family is unknown and falls back to another font: the label is drawn otherwise.
        let without = try Self.project(fontDirectories: nil)
        #expect(try !without.build().failed)
        #expect(try png(without, "label") != png(with, "label"))
    }

    @Test func aChangedFontFolderRedrawsWhatUsesIt() throws {
        SystemTextShaper.install()
        let project = try Self.project(fontDirectories: #"["Fonts"]"#)
        #expect(try !project.build().failed)
        #expect(try project.build().unchanged == 2)
        try FileManager.default.removeItem(atPath: project.folder + "/Fonts/fixture.ttf")
        let rebuilt = try project.build()
        // Every recipe changed, so both were drawn again; only the label's bytes differ (the reference's are
        // written again as they were, which counts as unchanged).
        #expect(rebuilt.written == ["PNG/label.png"] && rebuilt.unchanged == 1, "\(rebuilt)")
        #expect(try png(project, "label") != png(project, "reference"))
    }

    @Test func aFolderOutsideTheManifestsOrThroughALinkIsAnErrorAtItsLine() throws {
        let outside = NSTemporaryDirectory() + "glyphsmith-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try Self.renamedFont().write(to: URL(fileURLWithPath: outside + "/fixture.ttf"))
        let cases: [(String, String, (AssetProject) throws -> Void)] = [
            (#"["Fonts", "../Shared"]"#, "font folder '../Shared' is outside the manifest's folder", { _ in }),
            (#"["\#(outside)"]"#, "is outside the manifest's folder", { _ in }),
            (#"["Linked"]"#, "font folder 'Linked' passes through the symbolic link 'Linked'",
             { try FileManager.default.createSymbolicLink(atPath: $0.folder + "/Linked", withDestinationPath: outside) }),
            (#"["Missing/Fonts"]"#, "font folder 'Missing/Fonts' cannot be opened: No such file or directory", { _ in }),
        ]
        for (folders, message, prepare) in cases {
            let project = try Self.project(fontDirectories: folders)
            try prepare(project)
            let summary = try project.build()
            let error = try #require(summary.diagnostics.first { $0.severity == .error }, "\(folders)")
            #expect(error.message.contains(message), "\(error)")
            #expect(error.file == project.manifestPath && error.location?.line == 4, "\(error)")
            #expect(!FileManager.default.fileExists(atPath: project.folder + "/Out/PNG/label.png"))
        }
        // --allow-sources-outside lifts the containment, links followed, as it does for sources.
        let project = try Self.project(fontDirectories: #"["\#(outside)"]"#)
        var builder = AssetBuilder(toolVersion: "test", jobs: 1)
        builder.allowsSourcesOutside = true
        #expect(!builder.build(try project.manifest(), into: project.folder + "/Out").failed)
    }

    @Test func aLinkInsideTheFolderIsSkippedWithAWarning() throws {
        SystemTextShaper.install()
        let project = try Self.project(fontDirectories: #"["Fonts"]"#)
        try FileManager.default.moveItem(atPath: project.folder + "/Fonts/fixture.ttf", toPath: project.folder + "/fixture.ttf")
        try FileManager.default.createSymbolicLink(atPath: project.folder + "/Fonts/fixture.ttf", withDestinationPath: "../fixture.ttf")
        let summary = try project.build()
        #expect(!summary.failed, "\(summary.diagnostics)")
        let warning = try #require(summary.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("'Fonts/fixture.ttf' is a symbolic link") && warning.location?.line == 4, "\(warning)")
        #expect(try png(project, "label") != png(project, "reference"))
        #expect(try AssetBuilder.fontFiles(project.manifest()).isEmpty)
    }
}
