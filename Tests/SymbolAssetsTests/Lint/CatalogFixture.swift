import TestSupport
import Foundation
import Synchronization
import SymbolAssets
import SymbolRender

/// A small asset catalog written to a temporary folder for one test.
struct CatalogFixture {
    let root: String

    /// The catalog sits two folders deep in a fresh temporary folder, so that the `Info.plist` lint looks for
    /// beside it or one folder up is the test's own.
    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("glyphsmith-lint-\(UUID().uuidString)/Target/Assets.xcassets").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        TemporaryFolders.track(URL(fileURLWithPath: root).deletingLastPathComponent().deletingLastPathComponent().path)
        // Xcode writes this file at the root of every catalog it creates.
        try Data(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#.utf8).write(to: URL(fileURLWithPath: root + "/Contents.json"))
    }

    /// The absolute path of `relative` inside the catalog.
    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `text` to `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Array(text.utf8))
    }

    /// Writes bytes to `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// A PNG with an alpha channel (what `PNGEncoder` writes), `width`×`height` pixels of one color (opaque red
    /// unless told).
    @discardableResult
    func writePNG(_ relative: String, width: Int, height: Int, rgba: [UInt8] = [255, 0, 0, 255]) throws -> String {
        // Rows are built once and repeated: per-pixel loops over a 1024 px icon are slow in debug builds.
        let row = [UInt8](repeating: 0, count: width).flatMap { _ -> [UInt8] in rgba }
        var pixels: [UInt8] = []
        for _ in 0..<height { pixels += row }
        return try write(relative, PNGEncoder().encode(Bitmap(width: width, height: height, pixels: pixels)))
    }

    /// An opaque truecolor PNG without alpha (color type 2), optionally with a `tRNS` chunk.
    @discardableResult
    func writeOpaquePNG(_ relative: String, width: Int, height: Int, transparencyChunk: Bool = false) throws -> String {
        try write(relative, OpaquePNG.bytes(width: width, height: height, transparencyChunk: transparencyChunk))
    }

    /// A small PDF with its header, one object, a cross-reference table and its trailer: what lint reads of a PDF.
    static let pdf: [UInt8] = {
        var text = "%PDF-1.4\n"
        let object = text.utf8.count
        text += "1 0 obj\n<< /Type /Catalog >>\nendobj\n"
        let xref = text.utf8.count
        text += "xref\n0 2\n0000000000 65535 f \n" + String(repeating: "0", count: 10 - String(object).count) + "\(object) 00000 n \n"
        text += "trailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(text.utf8)
    }()

    /// Lints the catalog.
    func lint(_ linter: CatalogLinter = CatalogLinter()) -> CatalogLintReport {
        linter.lint(catalogAt: root)
    }
}

/// Writes truecolor PNGs by hand (stored deflate blocks), since `PNGEncoder` always writes an alpha channel.
///
/// Each size is made once per run (app-icon tests ask for 1024×1024 many times), through buffer pointers: the test
/// target is built for debugging, where per-byte arrays made these files a few seconds of the suite.
enum OpaquePNG {
    private struct Key: Hashable { var width: Int, height: Int, transparencyChunk: Bool }
    private static let made = Mutex<[Key: [UInt8]]>([:])

    static func bytes(width: Int, height: Int, transparencyChunk: Bool) -> [UInt8] {
        let key = Key(width: width, height: height, transparencyChunk: transparencyChunk)
        if let png = made.withLock({ $0[key] }) { return png }
        let png = make(width: width, height: height, transparencyChunk: transparencyChunk)
        made.withLock { $0[key] = png }
        return png
    }

    private static func make(width: Int, height: Int, transparencyChunk: Bool) -> [UInt8] {
        // Each row: filter byte 0, then the pixel (0, 128, 255) repeated.
        let rowLength = 1 + 3 * width
        var raw = [UInt8](repeating: 0, count: rowLength * height)
        raw.withUnsafeMutableBufferPointer { raw in
            for y in 0..<height {
                var index = y * rowLength + 1
                for _ in 0..<width {
                    raw[index + 1] = 128; raw[index + 2] = 255
                    index += 3
                }
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        zlib.reserveCapacity(raw.count + raw.count / 65535 * 5 + 16)
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            zlib.append(offset + count == raw.count ? 1 : 0)
            zlib += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        raw.withUnsafeBufferPointer { raw in
            for byte in raw { a &+= UInt32(byte); if a >= 65521 { a -= 65521 }; b &+= a; if b >= 65521 { b -= 65521 } }
        }
        zlib += bigEndian(b << 16 | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        if transparencyChunk { png += chunk("tRNS", [0, 0, 0, 128, 0, 255]) }
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static let crcTable: [UInt32] = (0..<256).map { (n: UInt32) in
        var c = n
        for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        return c
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        crcTable.withUnsafeBufferPointer { table in
            body.withUnsafeBufferPointer { body in
                for byte in body { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }
}
