/// The chunks of PNG bytes in file order (PNG §5.3: length, type, data, CRC), read without trusting any length.
///
/// The decoder, the header reader, the image check of the SVG reader and lint all walk chunks; they differ only in
/// what a damaged file means to them, so the walk reports a cut-off chunk as a value and leaves the verdict to them.
package struct PNGChunks: Sequence, IteratorProtocol {
    /// One step of the walk.
    package enum Step: Equatable {
        /// A whole chunk: its type, where its data starts, its data length and its stored CRC.
        case chunk(PNGChunk)
        /// Fewer than the 12 bytes of a chunk's frame remain; the type when at least its 8-byte header does.
        case cutHeader(type: String?)
        /// The chunk's length runs past the end of the bytes.
        case cutData(type: String)
    }

    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private let bytes: [UInt8]
    private var offset: Int
    private var done = false

    /// The chunks of `bytes` from `offset` (just after the signature by default).
    package init(_ bytes: [UInt8], from offset: Int = 8) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The next chunk, a cut-off one (after which the walk ends), or `nil` at the exact end of the bytes.
    package mutating func next() -> Step? {
        guard !done, offset < bytes.count else { return nil }
        let remaining = bytes.count - offset
        guard remaining >= 12 else {
            done = true
            return .cutHeader(type: remaining >= 8 ? Self.type(bytes, at: offset) : nil)
        }
        let length = Int(Self.uint32(bytes, at: offset))
        let type = Self.type(bytes, at: offset)
        guard length <= remaining - 12 else {
            done = true
            return .cutData(type: type)
        }
        let chunk = PNGChunk(type: type, offset: offset, dataStart: offset + 8, length: length,
                             storedCRC: Self.uint32(bytes, at: offset + 8 + length))
        offset += 12 + length
        return .chunk(chunk)
    }

    /// The big-endian 32-bit number at `offset`.
    package static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func type(_ bytes: [UInt8], at offset: Int) -> String {
        String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
    }
}

/// One whole chunk of a PNG, as offsets into the bytes it was read from.
package struct PNGChunk: Equatable, Sendable {
    /// The four-letter type (`IHDR`, `IDAT`, `tRNS`…).
    package var type: String
    /// Where the chunk's frame starts (its length field).
    package var offset: Int
    /// Where its data starts.
    package var dataStart: Int
    /// The length of its data.
    package var length: Int
    /// The CRC stored after the data.
    package var storedCRC: UInt32

    /// The data's range in the bytes.
    package var data: Range<Int> { dataStart..<(dataStart + length) }

    /// Whether the stored CRC matches the type and data in `bytes` (PNG §5.3).
    package func hasValidCRC(in bytes: [UInt8]) -> Bool {
        CRC32.checksum(bytes[(offset + 4)..<(dataStart + length)]) == storedCRC
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, as PNG §D and zlib compute it).
package enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { (n: UInt32) in
        var c = n
        for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        return c
    }

    /// The CRC of `bytes`.
    package static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { bytes in
                for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return ~crc
    }
}
