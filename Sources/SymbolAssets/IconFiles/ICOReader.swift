/// One image of an `.ico` file, as its directory entry describes it.
package struct ICOEntry: Sendable, Hashable {
    /// Width in pixels (a stored 0 read as 256).
    package var width: Int
    /// Height in pixels (a stored 0 read as 256).
    package var height: Int
    /// Bits per pixel as the entry declares it (0 when the writer left it unset).
    package var bitCount: Int
    /// The image's data: a PNG file, or a BMP's DIB without its file header.
    package var data: [UInt8]

    /// Creates an entry.
    package init(width: Int, height: Int, bitCount: Int, data: [UInt8]) {
        self.width = width
        self.height = height
        self.bitCount = bitCount
        self.data = data
    }

    /// Whether the data is a PNG (otherwise a DIB, as before Windows Vista).
    package var isPNG: Bool { data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }
}

/// Lists the images of an `.ico` file, for tests and lint. It checks the directory, not the images.
package enum ICOReader {
    /// The entries of `bytes`, in directory order.
    package static func entries(_ bytes: [UInt8]) throws(IconFileError) -> [ICOEntry] {
        guard bytes.count >= 6, uint16(bytes, at: 0) == 0, uint16(bytes, at: 2) == 1 else {
            throw .malformed(format: .ico, offset: 0, reason: "not an ICONDIR (reserved 0, type 1)")
        }
        let count = uint16(bytes, at: 4)
        guard 6 + 16 * count <= bytes.count else {
            throw .malformed(format: .ico, offset: 4, reason: "\(count) directory entries do not fit the file")
        }
        var entries: [ICOEntry] = []
        for index in 0..<count {
            let entry = 6 + 16 * index
            let length = uint32(bytes, at: entry + 8)
            let offset = uint32(bytes, at: entry + 12)
            guard offset >= 6 + 16 * count, offset + length <= bytes.count else {
                throw .malformed(format: .ico, offset: entry + 8, reason: "image \(index) lies outside the file")
            }
            entries.append(ICOEntry(width: bytes[entry] == 0 ? 256 : Int(bytes[entry]),
                                    height: bytes[entry + 1] == 0 ? 256 : Int(bytes[entry + 1]),
                                    bitCount: uint16(bytes, at: entry + 6),
                                    data: Array(bytes[offset..<(offset + length)])))
        }
        return entries
    }

    private static func uint16(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        uint16(bytes, at: offset) | uint16(bytes, at: offset + 2) << 16
    }
}
