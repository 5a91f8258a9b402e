/// The symbols of deflate's two alphabets (RFC 1951 §3.2.5): which length symbol and extra bits encode a match
/// length, which distance symbol and extra bits encode a distance.
enum DeflateAlphabet {
    /// Literal/length symbols: 0…255 literals, 256 end of block, 257…285 lengths.
    static let literalLengthCount = 286
    /// Distance symbols 0…29.
    static let distanceCount = 30
    static let endOfBlock = 256

    /// For a length 3…258 (indexed by length − 3): the symbol minus 257.
    static let lengthSymbol: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for code in 0..<29 {
            let base = Int(lengthBase[code]) - 3
            let span = code == 28 ? 1 : 1 << Int(lengthExtra[code])
            for offset in 0..<span where base + offset < 256 { table[base + offset] = UInt8(code) }
        }
        return table
    }()

    /// Base length of each length symbol (257 + index).
    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                       35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                       3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// Base distance of each distance symbol.
    static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                         257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                         8193, 12289, 16385, 24577]
    static let distanceExtra: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                         7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The distance symbol of a distance 1…32768, computed rather than looked up: symbols come in pairs per power
    /// of two of `distance − 1`, the second of each pair for its upper half. (A table would cost every one-icon
    /// process a 32,768-step build at start-up.)
    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> Int {
        let v = distance - 1
        guard v >= 4 else { return v }
        let power = Int.bitWidth - 1 - v.leadingZeroBitCount
        return 2 * power + ((v >> (power - 1)) & 1)
    }

    /// The order in which code-length code lengths are sent (RFC 1951 §3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
