/// What lint needs to know of a PNG without decoding it: its size and whether it has an alpha channel.
package struct PNGHeader: Sendable, Hashable {
    /// Pixels across.
    package var width: Int
    /// Pixels down.
    package var height: Int
    /// The PNG color type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
    package var colorType: UInt8
    /// Whether the image carries alpha: an alpha channel, or a `tRNS` chunk before the image data.
    package var hasAlpha: Bool

    /// Reads the signature, `IHDR` and the chunk list up to `IDAT`; nil for bytes that are not a PNG.
    package init?(_ bytes: [UInt8]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        width = word(16)
        height = word(20)
        colorType = bytes[25]
        var alpha = colorType == 4 || colorType == 6
        var offset = 33
        while !alpha, offset + 8 <= bytes.count {
            let type = Array(bytes[offset + 4..<offset + 8])
            if type == Array("IDAT".utf8) { break }
            if type == Array("tRNS".utf8) { alpha = true }
            offset += 12 + word(offset)
        }
        hasAlpha = alpha
    }
}
