import Foundation
import SymbolCore
import Testing
@testable import SymbolAssets

/// Lint walks with `lstat` and reads what it saw: each read is opened one component at a time under the catalog
/// without following a link, so a folder swapped for a link between the walk and the read is not followed
/// (`O_NOFOLLOW` alone guarded only the file itself).
@Suite("Lint: reads stay in the catalog")
struct LintReadContainmentTests {
    @Test func aFolderSwappedForALinkAfterTheWalkIsNotFollowed() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Icon.imageset/Contents.json", CatalogFixture.imagesJSON([#"{ "idiom" : "universal" }"#]))
        // Elsewhere, a Contents.json lint must not read.
        let outside = URL(fileURLWithPath: catalog.root).deletingLastPathComponent().path + "/Elsewhere.imageset"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data(#"{ "secret" : true }"#.utf8).write(to: URL(fileURLWithPath: outside + "/Contents.json"))
        #expect(CatalogLinter().lint(catalogAt: catalog.root).setCount == 1)  // the walk saw a real folder
        try FileManager.default.removeItem(atPath: catalog.path("Icon.imageset"))
        try FileManager.default.createSymbolicLink(atPath: catalog.path("Icon.imageset"), withDestinationPath: outside)
        let error = #expect(throws: Diagnostic.self) { try LintFileSystem.read(catalog.path("Icon.imageset/Contents.json"), maximumSize: 1 << 20) }
        #expect(error?.message.contains("symbolic link") == true, "\(String(describing: error))")
        #expect(error?.file == catalog.path("Icon.imageset"))
        // Beside the catalog (its roles file, the target's Info.plist) a file is read as before.
        #expect(try LintFileSystem.read(outside + "/Contents.json", maximumSize: 1 << 20) == Array(#"{ "secret" : true }"#.utf8))
    }
}
