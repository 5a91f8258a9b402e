/// Finding the next interesting byte eight bytes at a time, for the long runs of path data and
/// text that make up most of an SVG.
enum XMLByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The offset of the first byte in `bytes[start..<limit]` equal to `first`, `second` or `third`,
    /// or `limit` if there is none.
    @inline(__always)
    static func firstIndex(
        of first: UInt8, _ second: UInt8, _ third: UInt8,
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to limit: Int
    ) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let firstPattern = ones &* UInt64(first)
            let secondPattern = ones &* UInt64(second)
            let thirdPattern = ones &* UInt64(third)
            while index + 8 <= limit {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let found = zeroBytes(word ^ firstPattern) | zeroBytes(word ^ secondPattern)
                    | zeroBytes(word ^ thirdPattern)
                if found != 0 {
                    // The lowest flagged byte is always a true match: false positives only appear
                    // above a real zero byte, through the borrow. Loads are little-endian on every
                    // platform Swift supports on Linux and Apple.
                    return index + found.littleEndian.trailingZeroBitCount / 8
                }
                index += 8
            }
        }
        while index < limit {
            let byte = bytes[index]
            if byte == first || byte == second || byte == third { return index }
            index += 1
        }
        return limit
    }

    /// A word with the high bit set in (at least) the lowest byte of `word` that is zero.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }
}
