import Foundation
import Testing
@testable import SymbolAssets

/// The icon files a catalog build writes, opened by Pillow, an independent decoder.
@Suite struct CatalogIconFilesTests {
    @Test func pillowOpensEverySizeAndTheAnyIconHasNoAlpha() throws {
        let project = try AssetProject(manifest: """
            { "catalog" : "A", "appIcons" : [ { "source" : "Icons/heart.svg", "platforms" : ["ios", "macos", "web"] } ] }
            """)
        defer { project.remove() }
        #expect(!(try project.build().failed))
        let (status, text) = try IconFileVerifier.run([
            "--icns-sizes", "16,16@2x,32,32@2x,128,128@2x,256,256@2x,512,512@2x", "--ico-sizes", "16,32,48",
            project.folder + "/Out/macOS/AppIcon.icns", project.folder + "/Out/web/favicon.ico",
            project.folder + "/Out/A.xcassets/AppIcon.appiconset/AppIcon-1024.png"])
        #expect(status == 0, "\(text)")
        #expect(text.contains("AppIcon.icns: 512x512@2x: ok (RGBA 1024x1024"))
        #expect(text.contains("favicon.ico: 48x48: ok"))
        #expect(text.contains("AppIcon-1024.png: ok (RGB 1024x1024, no alpha channel)"))
    }
}
