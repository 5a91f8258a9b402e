import Foundation
import Testing
@testable import SymbolAssets

@Suite("ICNSWriter and ICOWriter: containers of PNGs, read back by Pillow")
struct IconFileTests {
    /// A real PNG of `side` pixels, from our own renderer.
    func png(_ side: Int) throws -> [UInt8] {
        var bitmap = Bitmap(width: side, height: side)
        bitmap.pixels = (0..<side * side).flatMap { [UInt8(truncatingIfNeeded: $0), 90, 200, 255] }
        return try PNGEncoder().encode(bitmap)
    }

    @Test func icnsLayoutIsBigEndianWithATableOfContents() throws {
        let a = try png(16), b = try png(32)
        let bytes = try ICNSWriter.write([("icp4", a), ("ic11", b)])
        #expect(Array(bytes[0..<4]) == Array("icns".utf8))
        #expect(Int(bytes[4]) << 24 | Int(bytes[5]) << 16 | Int(bytes[6]) << 8 | Int(bytes[7]) == bytes.count)
        #expect(Array(bytes[8..<12]) == Array("TOC ".utf8))
        #expect(bytes[15] == 8 + 16)  // TOC: its header and two 8-byte records
        let entries = try ICNSWriter.entries(bytes)
        #expect(entries.map(\.type) == ["icp4", "ic11"])
        #expect(entries[0].data == a && entries[1].data == b)
    }

    @Test func icoLayoutIsLittleEndianAndZeroMeans256() throws {
        let small = try png(16), large = try png(256)
        let bytes = try ICOWriter.write([small, large])
        #expect(Array(bytes[0..<6]) == [0, 0, 1, 0, 2, 0])
        #expect(bytes[6] == 16 && bytes[22] == 0 && bytes[23] == 0)  // 256 is written as 0
        let entries = try ICOWriter.entries(bytes)
        #expect(entries.map(\.width) == [16, 256])
        #expect(entries[1].data == large)
    }

    @Test func sizeMismatchesAndNonPNGsAreRefused() throws {
        #expect(throws: IconFileError(description: "icns type 'ic07' holds 128×128 px, but its PNG is 16×16")) {
            try ICNSWriter.write([("ic07", try png(16))])
        }
        #expect(throws: IconFileError(description: "an icon image is not a PNG")) { try ICOWriter.write([Array("GIF89a......................".utf8)]) }
        #expect(throws: IconFileError(description: "an ico image is at most 256×256 px, not 512×512")) { try ICOWriter.write([try png(512)]) }
        #expect(throws: IconFileError(description: "two images for icns type 'icp4'")) { try ICNSWriter.write([("icp4", try png(16)), ("icp4", try png(16))]) }
    }

    @Test func pillowOpensEverySizeAndTheAnyIconHasNoAlpha() throws {
        let project = try AssetProject(manifest: """
            { "catalog" : "A", "appIcons" : [ { "source" : "Icons/heart.svg", "platforms" : ["ios", "macos", "web"] } ] }
            """)
        defer { project.remove() }
        #expect(!(try project.build().failed))
        var root = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        root.removeLast(4)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.joined(separator: "/") + "/Tools/assets/verify_icon_files.py",
                             "--sizes=16,32,64,128,256,512,1024", project.folder + "/Out/macOS/AppIcon.icns",
                             "--sizes=16,32,48", project.folder + "/Out/web/favicon.ico",
                             "--sizes=1024", project.folder + "/Out/A.xcassets/AppIcon.appiconset/AppIcon-1024.png"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("ICNS with 16, 32, 64, 128, 256, 512, 1024 px"))
        #expect(text.contains("ICO with 16, 32, 48 px"))
    }
}
