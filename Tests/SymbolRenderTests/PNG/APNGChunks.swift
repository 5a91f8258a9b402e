/// The chunks of a PNG file, read without the encoder's code: type, data and whether the stored CRC matches.
struct APNGChunk {
    var type: String
    var data: [UInt8]
    var crcMatches: Bool

    static func read(_ bytes: [UInt8]) -> [APNGChunk]? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var chunks: [APNGChunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, offset))
            guard offset + 12 + length <= bytes.count else { return nil }
            let typeAndData = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            let stored = bigEndian(bytes, offset + 8 + length)
            chunks.append(APNGChunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4)),
                                    crcMatches: crc32(typeAndData) == stored))
            offset += 12 + length
        }
        return offset == bytes.count ? chunks : nil
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (UInt32(bytes[offset]) << 24) | (UInt32(bytes[offset + 1]) << 16) | (UInt32(bytes[offset + 2]) << 8) | UInt32(bytes[offset + 3])
    }

    /// CRC-32 (ISO 3309), bit by bit: slow and obviously right.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
