import Foundation
import SymbolAssets

// Lint: the input is the Contents.json of an image set (the first half) and of a color set (the second half, after a
// NUL), written into a small catalog with a PNG beside them and a roles file naming both, then linted.
let catalog: String = {
    let folder = NSTemporaryDirectory() + "glyphsmith-fuzz-lint-\(getpid())/Assets.xcassets"
    try? FileManager.default.createDirectory(atPath: folder + "/bell.imageset", withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(atPath: folder + "/Brand.colorset", withIntermediateDirectories: true)
    try? #"{"info":{"author":"xcode","version":1}}"#.write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
    // A 2×2 grey PNG.
    let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x02,
        0x00, 0x00, 0x00, 0x02, 0x08, 0x00, 0x00, 0x00, 0x00, 0x57, 0xDD, 0x52, 0xF8, 0x00, 0x00, 0x00, 0x0E, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0x68, 0x68, 0x60, 0x68, 0x68, 0x00, 0x00, 0x06, 0x06, 0x02, 0x01, 0x2C, 0xC1, 0x50, 0xD7, 0x00,
        0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    FileManager.default.createFile(atPath: folder + "/bell.imageset/bell.png", contents: Data(png))
    // Roles for both sets, so that the contrast rules (colors, and image layers read from the PNG) see every input.
    try? #"{"colors":{"Brand":{"role":"text"}},"images":{"bell":{"role":"nonText","background":"Brand"}},"version":1}"#
        .write(toFile: folder + ".roles.json", atomically: true, encoding: .utf8)
    return folder
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    FileManager.default.createFile(atPath: catalog + "/bell.imageset/Contents.json", contents: Data(bytes[..<split]))
    FileManager.default.createFile(atPath: catalog + "/Brand.colorset/Contents.json", contents: Data(bytes[min(bytes.count, split + 1)...]))
    _ = CatalogLinter().lint(catalogAt: catalog)
    return 0
}
