import Foundation
import SymbolAssets
import Testing

/// The walk: links are findings and never followed, pipes never opened, and a path that is not a catalog says
/// what was expected.
@Suite("Lint: walking the catalog folder")
struct CatalogWalkLintTests {
    typealias Fixture = CatalogFixture

    @Test func linkLoopsEndAtOnceAndAreReported() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icons/Star.imageset/Contents.json", Fixture.imagesJSON([#"{ "idiom" : "universal" }"#]))
        for (name, target) in [("here", "."), ("again", "."), ("up", ".."), ("upAgain", "..")] {
            try FileManager.default.createSymbolicLink(atPath: catalog.path("Icons/" + name), withDestinationPath: target)
        }
        try FileManager.default.createSymbolicLink(atPath: catalog.path("Root"), withDestinationPath: "..")
        let started = ContinuousClock.now
        let report = catalog.lint()
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(report.findings.map(\.rule) == Array(repeating: "symbolic-link", count: 5))
        #expect(catalog.findings().first == "Icons/again: warning: Icons/again is a symbolic link; lint does not follow links, so what it points to is not checked")
        #expect(report.setCount == 1)
    }

    @Test func aLinkedImageInASetIsReportedNotRead() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Logo.imageset/Contents.json", Fixture.imagesJSON([Fixture.imageEntry("logo.png", scale: nil)]))
        try catalog.writePNG("elsewhere.png", width: 4, height: 4)
        try FileManager.default.createSymbolicLink(atPath: catalog.path("Logo.imageset/logo.png"), withDestinationPath: "../elsewhere.png")
        #expect(catalog.rules() == ["stray-file warning", "symbolic-link warning"])
    }

    @Test func pipesInACatalogAreErrorsAndNeverOpened() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Logo.imageset/Contents.json", Fixture.imagesJSON([Fixture.imageEntry("logo.png", scale: nil)]))
        #expect(mkfifo(catalog.path("Logo.imageset/logo.png"), 0o644) == 0)
        #expect(mkfifo(catalog.path("Logo.imageset/stray"), 0o644) == 0)
        try FileManager.default.createDirectory(atPath: catalog.path("Pipe.imageset"), withIntermediateDirectories: true)
        #expect(mkfifo(catalog.path("Pipe.imageset/Contents.json"), 0o644) == 0)
        try FileManager.default.createDirectory(atPath: catalog.path("Group"), withIntermediateDirectories: true)
        #expect(mkfifo(catalog.path("Group/Contents.json"), 0o644) == 0)
        let started = ContinuousClock.now
        let findings = catalog.findings()
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(findings == [
            "Group/Contents.json: error: Group/Contents.json is a named pipe (FIFO), not a file or folder",
            #"Logo.imageset/Contents.json:3:20: error: "logo.png" in Logo.imageset is a named pipe (FIFO), not a file"#,
            "Logo.imageset/stray: error: Logo.imageset/stray is a named pipe (FIFO), not a file or folder",
            "Pipe.imageset/Contents.json: error: Pipe.imageset/Contents.json is not a regular file",
        ])
    }

    @Test func aFolderWithoutContentsJSONIsNotACatalogAndSaysWhatItHolds() throws {
        let catalog = try CatalogFixture()
        let project = (catalog.root as NSString).deletingLastPathComponent
        let report = CatalogLinter().lint(catalogAt: project)
        #expect(!report.isCatalog && !report.passes)
        #expect(report.findings.map(\.message) == ["not an asset catalog: no Contents.json at its root; it holds Assets.xcassets, lint that"])
    }

    @Test func aSingleSetIsNotACatalog() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Star.imageset/Contents.json", Fixture.imagesJSON([#"{ "idiom" : "universal" }"#]))
        let report = CatalogLinter().lint(catalogAt: catalog.path("Star.imageset"))
        #expect(!report.isCatalog)
        #expect(report.findings.map(\.rule) == ["not-a-catalog"])
    }

    @Test func anXcassetsFolderNeedsNoRootContentsJSON() throws {
        // The root Contents.json is optional (Asset Catalog Format Reference, "Catalog Type"); Xcode 5 wrote none.
        let catalog = try CatalogFixture()
        try FileManager.default.removeItem(atPath: catalog.path("Contents.json"))
        try catalog.write("Star.imageset/Contents.json", Fixture.imagesJSON([#"{ "idiom" : "universal" }"#]))
        let report = catalog.lint()
        #expect(report.isCatalog && report.passes && report.setCount == 1)
        #expect(report.findings.isEmpty)
    }

    @Test func aFolderWithAPeriodIsAnAssetOfThatTypeNotAGroup() throws {
        // "No period (.) can appear in the name of the group" (Asset Catalog Format Reference, "Group Type").
        let catalog = try CatalogFixture()
        try catalog.write("Icons.v2/Star.imageset/Contents.json", "not JSON")
        #expect(catalog.findings() == ["Icons.v2: note: not checked: .v2 (Icons.v2); lint does not know this set type"])
    }
}
