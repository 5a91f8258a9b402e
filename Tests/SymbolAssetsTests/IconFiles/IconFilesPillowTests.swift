import Foundation
import Testing
import SymbolAssets

/// Our reader shares our assumptions; Pillow does not. Needs `python3` with Pillow (`Tools/install-dependencies`).
@Suite("Icon files through Pillow")
struct IconFilesPillowTests {
    @Test func pillowLoadsEverySizeOfAnIconsetIcnsAndAFaviconIco() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glyphsmith-iconfiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let icns = folder.appendingPathComponent("AppIcon.icns"), ico = folder.appendingPathComponent("favicon.ico")
        try Data(ICNSWriter().encode(TestIcon.iconset())).write(to: icns)
        try Data(ICOWriter().encode(TestIcon.faviconSizes())).write(to: ico)

        let (status, text) = try IconFileVerifier.run([
            "--icns-sizes", "16,16@2x,32,32@2x,128,128@2x,256,256@2x,512,512@2x",
            "--ico-sizes", "16,24,32,48,64,128,256", icns.path, ico.path])
        #expect(status == 0, "verify_icon_files.py failed:\n\(text)")
    }
}
