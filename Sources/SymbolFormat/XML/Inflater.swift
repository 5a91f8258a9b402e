/// DEFLATE (RFC 1951) decoding in Swift, for compressed SVG (`.svgz`): SymbolFormat links no C library, and the
/// format is small. Canonical Huffman codes are decoded a bit at a time, as zlib's reference decoder `puff` does:
/// slower than table lookup, but an SVG is a few megabytes at most and the output is capped. Every read is checked
/// against the input; a malformed or cut stream throws, and output past `maximumOutput` throws before it is kept, so
/// a small file that would expand to gigabytes (a decompression bomb) costs at most the cap.
struct Inflater {
    enum Failure: Error, Equatable {
        /// The stream ends before its last block does.
        case truncated
        /// A block type, code table, length or distance no encoder writes.
        case malformed(String)
        /// The output would pass the cap.
        case tooLarge
    }

    private let input: [UInt8]
    private var position: Int
    private var bitBuffer = 0
    private var bitCount = 0
    private(set) var output: [UInt8] = []
    private let maximumOutput: Int

    /// The offset in `input` just past the stream (after `inflate()`), byte-aligned.
    var end: Int { position }

    init(_ input: [UInt8], from start: Int, maximumOutput: Int) {
        self.input = input
        self.position = start
        self.maximumOutput = maximumOutput
    }

    /// Decodes every block up to the one marked last.
    mutating func inflate() throws(Failure) {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Self.fixedLengths, Self.fixedDistances)
            case 2:
                let (lengths, distances) = try dynamicTables()
                try codes(lengths, distances)
            default: throw .malformed("a block of the reserved type 3")
            }
        }
        // Unused bits of the last byte are dropped; whole bytes read ahead are given back.
        position -= bitCount / 8
        bitBuffer = 0
        bitCount = 0
    }

    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        while bitCount < count {
            guard position < input.count else { throw .truncated }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & (1 << count - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func stored() throws(Failure) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .malformed("a stored block's length does not match its complement") }
        position += 4
        guard position + length <= input.count else { throw .truncated }
        guard output.count + length <= maximumOutput else { throw .tooLarge }
        output += input[position..<position + length]
        position += length
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]

        /// Nil when the lengths over-subscribe the code space (no prefix code has them).
        init?(lengths: ArraySlice<Int>) {
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1..<16 {
                left = left << 1 - counts[length]
                if left < 0 { return nil }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ code: Code) throws(Failure) -> Int {
        var value = 0, first = 0, index = 0
        for length in 1..<16 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw .malformed("a code that is not in its table")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static let fixedLengths = Code(lengths: ArraySlice([Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                                                               + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)))!
    private static let fixedDistances = Code(lengths: ArraySlice([Int](repeating: 5, count: 30)))!

    private mutating func codes(_ lengths: Code, _ distances: Code) throws(Failure) {
        while true {
            let symbol = try decode(lengths)
            if symbol < 256 {
                guard output.count < maximumOutput else { throw .tooLarge }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < 29 else { throw .malformed("a length code past 285") }
            let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < 30 else { throw .malformed("a distance code past 29") }
            let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
            guard distance <= output.count else { throw .malformed("a distance back past the start of the data") }
            guard output.count + length <= maximumOutput else { throw .tooLarge }
            // Byte by byte: a copy may overlap what it writes (distance 1 repeats the last byte).
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    /// A dynamic block's header: the code-length code, then the literal/length and distance code lengths.
    private mutating func dynamicTables() throws(Failure) -> (Code, Code) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, lengthCodeCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .malformed("a dynamic block with too many codes") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<lengthCodeCount { codeLengths[order[i]] = try bits(3) }
        guard let lengthCode = Code(lengths: codeLengths[...]) else { throw .malformed("an over-subscribed code-length code") }
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw .malformed("a repeat with no length before it") }
                lengths += repeatElement(previous, count: 3 + (try bits(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try bits(3)))
            default: lengths += repeatElement(0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw .malformed("code lengths repeated past the table") }
        guard lengths[256] != 0 else { throw .malformed("no end-of-block code") }
        guard let literals = Code(lengths: lengths[0..<literalCount]),
              let distances = Code(lengths: lengths[literalCount...]) else { throw .malformed("an over-subscribed code") }
        return (literals, distances)
    }
}
