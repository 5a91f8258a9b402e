/// Writes Windows icon (`.ico`) files, as browsers read `favicon.ico`, from PNGs.
///
/// An `ICONDIR` (reserved, type 1, count), one 16-byte `ICONDIRENTRY` per image (width and height in a byte, 0
/// meaning 256; planes 1; 32 bits per pixel; data length and offset), then the images, all little-endian. Every
/// image is stored as PNG, which Windows reads since Vista and every browser reads: smaller than the BMP form, and
/// with the same pixels as our other outputs.
package enum ICOWriter {
    /// The `.ico` bytes for PNGs of at most 256 px, in the given order.
    package static func write(_ pngs: [[UInt8]]) throws(IconFileError) -> [UInt8] {
        guard !pngs.isEmpty, pngs.count <= 0xFFFF else { throw IconFileError(description: "an ico file holds 1 to 65535 images") }
        var sizes: [(width: Int, height: Int)] = []
        for png in pngs {
            let size = try PNGSize.of(png)
            guard (1...256).contains(size.width), (1...256).contains(size.height) else {
                throw IconFileError(description: "an ico image is at most 256×256 px, not \(size.width)×\(size.height)")
            }
            sizes.append(size)
        }
        var file: [UInt8] = [0, 0, 1, 0, UInt8(pngs.count & 0xFF), UInt8(pngs.count >> 8)]
        var offset = 6 + 16 * pngs.count
        for (png, size) in zip(pngs, sizes) {
            file += [UInt8(size.width & 0xFF), UInt8(size.height & 0xFF), 0, 0, 1, 0, 32, 0]
            file.appendLittleEndian(UInt32(png.count))
            file.appendLittleEndian(UInt32(offset))
            offset += png.count
        }
        for png in pngs { file += png }
        return file
    }

    /// The images of an `.ico` file with the sizes its directory states, for tests and lint.
    package static func entries(_ bytes: [UInt8]) throws(IconFileError) -> [(width: Int, height: Int, data: [UInt8])] {
        guard bytes.count >= 6, bytes[0] == 0, bytes[1] == 0, bytes[2] == 1, bytes[3] == 0 else { throw IconFileError(description: "not an ico file") }
        let count = Int(bytes[4]) | Int(bytes[5]) << 8
        guard bytes.count >= 6 + 16 * count else { throw IconFileError(description: "truncated ico directory") }
        func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        return try (0..<count).map { index throws(IconFileError) in
            let entry = 6 + 16 * index
            let length = word(entry + 8), offset = word(entry + 12)
            guard offset + length <= bytes.count else { throw IconFileError(description: "ico image \(index) overruns the file") }
            return (bytes[entry] == 0 ? 256 : Int(bytes[entry]), bytes[entry + 1] == 0 ? 256 : Int(bytes[entry + 1]), Array(bytes[offset..<offset + length]))
        }
    }
}
