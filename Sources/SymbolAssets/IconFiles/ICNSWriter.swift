/// Writes Apple Icon Image (`.icns`) files from PNGs, as `iconutil -c icns` does, without macOS.
///
/// The container is the 4-byte magic `icns` and the file length, then entries of a 4-byte type, a length
/// (header included) and the data, all big-endian. Every entry holds PNG data under the types that take PNG:
/// `icp4` 16 px, `icp5` 32, `ic07` 128, `ic08` 256, `ic09` 512, and the @2x types `ic11` (16@2x), `ic12` (32@2x),
/// `ic13` (128@2x), `ic14` (256@2x), `ic10` (512@2x). A `TOC ` entry listing the others comes first, as iconutil
/// writes it.
package enum ICNSWriter {
    /// The pixel size each PNG type holds.
    static let pixelSizes: [String: Int] = [
        "icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512,
        "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512, "ic10": 1024,
    ]

    /// The `.icns` bytes for `(type, PNG)` entries, written in the given order after the table of contents.
    package static func write(_ images: [(type: String, png: [UInt8])]) throws(IconFileError) -> [UInt8] {
        var seen = Set<String>()
        for image in images {
            guard let expected = pixelSizes[image.type] else {
                throw IconFileError(description: "'\(image.type)' is not an icns type that holds PNG data")
            }
            guard seen.insert(image.type).inserted else { throw IconFileError(description: "two images for icns type '\(image.type)'") }
            let size = try PNGSize.of(image.png)
            guard size.width == expected, size.height == expected else {
                throw IconFileError(description: "icns type '\(image.type)' holds \(expected)×\(expected) px, but its PNG is \(size.width)×\(size.height)")
            }
        }
        var toc: [UInt8] = []
        for image in images {
            toc += Array(image.type.utf8)
            toc.appendBigEndianWord(UInt32(image.png.count + 8))
        }
        var body: [UInt8] = []
        body += Array("TOC ".utf8)
        body.appendBigEndianWord(UInt32(toc.count + 8))
        body += toc
        for image in images {
            body += Array(image.type.utf8)
            body.appendBigEndianWord(UInt32(image.png.count + 8))
            body += image.png
        }
        var file = Array("icns".utf8)
        file.appendBigEndianWord(UInt32(body.count + 8))
        return file + body
    }

    /// The entries of an `.icns` file (the table of contents aside), for tests and lint.
    package static func entries(_ bytes: [UInt8]) throws(IconFileError) -> [(type: String, data: [UInt8])] {
        guard bytes.count >= 8, Array(bytes[0..<4]) == Array("icns".utf8) else { throw IconFileError(description: "not an icns file") }
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        guard word(4) == bytes.count else { throw IconFileError(description: "icns length \(word(4)) but the file has \(bytes.count) bytes") }
        var result: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { throw IconFileError(description: "truncated icns entry at byte \(offset)") }
            let type = String(decoding: bytes[offset..<offset + 4], as: UTF8.self), length = word(offset + 4)
            guard length >= 8, offset + length <= bytes.count else { throw IconFileError(description: "icns entry '\(type)' overruns the file") }
            if type != "TOC " { result.append((type, Array(bytes[offset + 8..<offset + length]))) }
            offset += length
        }
        return result
    }
}
