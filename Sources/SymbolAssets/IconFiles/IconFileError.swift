/// A PNG that cannot go into an `.icns` or `.ico` as given.
package struct IconFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
}

/// The size of a PNG from its signature and `IHDR` chunk.
enum PNGSize {
    static func of(_ png: [UInt8]) throws(IconFileError) -> (width: Int, height: Int) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 24, Array(png[0..<8]) == signature, Array(png[12..<16]) == Array("IHDR".utf8) else {
            throw IconFileError(description: "an icon image is not a PNG")
        }
        func word(_ at: Int) -> Int { Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3]) }
        return (word(16), word(20))
    }
}

extension Array where Element == UInt8 {
    mutating func appendLittleEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 24))
    }

    mutating func appendBigEndianWord(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }
}
