/// A gzip file (RFC 1952) as compressed SVG (`.svgz`) comes: a header, a DEFLATE stream (``Inflater``), and the
/// uncompressed data's CRC-32 and size, both checked so that a damaged file is refused rather than half read.
enum GzipMember {
    /// Whether the bytes start with gzip's magic number and its one compression method (8, DEFLATE).
    static func isGzip(_ bytes: [UInt8]) -> Bool { bytes.count >= 3 && bytes[0] == 0x1F && bytes[1] == 0x8B && bytes[2] == 8 }

    /// The uncompressed bytes of the file's first member (what follows it is ignored, as browsers and librsvg do),
    /// or the reason they cannot be had. Output past `maximumSize` is refused as it is produced: a small file that
    /// expands a thousandfold (a decompression bomb) costs no more than the cap.
    static func decompress(_ bytes: [UInt8], maximumSize: Int) -> Result<[UInt8], Problem> {
        guard isGzip(bytes), bytes.count >= 18 else { return .failure(.init("the gzip data is truncated (no header)")) }
        let flags = bytes[3]
        guard flags & 0xE0 == 0 else { return .failure(.init("the gzip header has reserved flags set")) }
        var at = 10
        if flags & 0x04 != 0 {  // FEXTRA: a length, then that many bytes
            guard at + 2 <= bytes.count else { return .failure(.init("the gzip header is truncated")) }
            at += 2 + (Int(bytes[at]) | Int(bytes[at + 1]) << 8)
        }
        for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {  // FNAME, FCOMMENT: zero-terminated
            while at < bytes.count, bytes[at] != 0 { at += 1 }
            at += 1
        }
        if flags & 0x02 != 0 { at += 2 }  // FHCRC
        guard at < bytes.count else { return .failure(.init("the gzip header is truncated")) }
        var inflater = Inflater(bytes, from: at, maximumOutput: maximumSize)
        do throws(Inflater.Failure) {
            try inflater.inflate()
        } catch {
            switch error {
            case .tooLarge: return .failure(.init("the compressed SVG expands past \(maximumSize) bytes (XMLLimits.maximumFileSize); refusing it"))
            case .truncated: return .failure(.init("the gzip data is truncated"))
            case .malformed(let what): return .failure(.init("the gzip data is corrupt (\(what))"))
            }
        }
        let trailer = inflater.end
        guard trailer + 8 <= bytes.count else { return .failure(.init("the gzip data is truncated (no checksum)")) }
        func le32(_ i: Int) -> UInt32 { UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24 }
        let output = inflater.output
        guard le32(trailer) == crc32(output), le32(trailer + 4) == UInt32(truncatingIfNeeded: output.count) else {
            return .failure(.init("the gzip data is corrupt (its checksum or size does not match)"))
        }
        return .success(output)
    }

    /// Why a gzip file is refused.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    private static let crcTable: [UInt32] = (0..<256).map { (n: UInt32) in
        (0..<8).reduce(n) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    /// CRC-32 as gzip and PNG define it (reflected polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
