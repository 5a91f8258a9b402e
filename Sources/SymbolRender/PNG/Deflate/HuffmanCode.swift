/// A length-limited canonical Huffman code for one deflate alphabet, built from symbol frequencies.
///
/// Lengths come from an ordinary Huffman tree (two queues over the symbols sorted by frequency, ties broken by
/// symbol so the result never depends on the sort); codes longer than the limit are then folded back the way
/// miniz and zlib do — take a code from the deepest level, split a shorter one — which keeps the code complete and
/// costs a fraction of a percent. Codes are stored bit-reversed, ready for the least-significant-bit-first stream.
///
/// A small icon builds three of these per image, so the work happens in stack buffers: no allocation but the two
/// result arrays.
struct HuffmanCode {
    /// Code length per symbol, 0 for unused symbols.
    private(set) var lengths: [UInt8]
    /// Bit-reversed canonical code per symbol.
    private(set) var codes: [UInt16]

    init(frequencies: UnsafeBufferPointer<UInt32>, maxLength: Int) {
        let n = frequencies.count
        var lengths = [UInt8](repeating: 0, count: n)
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 5 * n + 2) { buffer in
            // Frequency and symbol in one integer: the symbol breaks ties, and every key is distinct.
            let keys = buffer.baseAddress!
            var used = 0
            for symbol in 0..<n where frequencies[symbol] > 0 {
                keys[used] = UInt64(frequencies[symbol]) << 16 | UInt64(symbol)
                used += 1
            }
            // A lone symbol still needs a one-bit code (inflaters accept this one incomplete code); none at all
            // gets symbol 0, for the distance alphabet of a block without matches.
            guard used > 1 else {
                lengths[used == 1 ? Int(keys[0] & 0xFFFF) : 0] = 1
                return
            }
            var sorted = UnsafeMutableBufferPointer(start: keys, count: used)
            sorted.sort()
            var countAtLength = (0...16).map { _ in 0 }
            Self.treeDepths(keys, count: used, scratch: keys + used, into: &countAtLength, maxLength: maxLength)
            Self.limit(&countAtLength, maxLength: maxLength)
            // Shortest codes to the most frequent symbols (the end of `keys`).
            var index = used - 1
            for length in 1...maxLength {
                for _ in 0..<countAtLength[length] {
                    lengths[Int(keys[index] & 0xFFFF)] = UInt8(length)
                    index -= 1
                }
            }
        }
        self.lengths = lengths
        codes = Self.canonicalCodes(lengths)
    }

    /// A code from given lengths (the fixed codes).
    init(lengths: [UInt8]) {
        self.lengths = lengths
        codes = Self.canonicalCodes(lengths)
    }

    /// Counts the leaves at each depth (deeper than `maxLength` counted at `maxLength + 1`) of a Huffman tree over
    /// the ascending keys' frequencies. `scratch` holds 4·count words.
    private static func treeDepths(_ keys: UnsafePointer<UInt64>, count leaves: Int, scratch: UnsafeMutablePointer<UInt64>,
                                   into counts: inout [Int], maxLength: Int) {
        // Nodes 0..<leaves are leaves; leaves..<2·leaves−1 internal, made in non-decreasing weight order.
        let weight = scratch, parent = scratch + (2 * leaves)
        for i in 0..<leaves { weight[i] = keys[i] >> 16 }
        var nextLeaf = 0, nextInternal = leaves, made = leaves
        func takeSmallest() -> Int {
            if nextLeaf < leaves && (nextInternal >= made || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<(leaves - 1) {
            let a = takeSmallest(), b = takeSmallest()
            parent[a] = UInt64(made)
            parent[b] = UInt64(made)
            weight[made] = weight[a] + weight[b]
            made += 1
        }
        // Depths top-down, reusing `weight`: the root is made last, every parent after its children.
        let depth = weight
        depth[2 * leaves - 2] = 0
        for node in stride(from: 2 * leaves - 3, through: 0, by: -1) {
            depth[node] = depth[Int(parent[node])] + 1
            if node < leaves { counts[min(Int(depth[node]), maxLength + 1)] += 1 }
        }
    }

    /// Folds codes deeper than `maxLength` back so that every length fits and the code stays complete.
    private static func limit(_ counts: inout [Int], maxLength: Int) {
        counts[maxLength] += counts[maxLength + 1]
        counts[maxLength + 1] = 0
        var kraft = 0
        for length in 1...maxLength { kraft += counts[length] << (maxLength - length) }
        while kraft > 1 << maxLength {
            counts[maxLength] -= 1
            for length in stride(from: maxLength - 1, through: 1, by: -1) where counts[length] > 0 {
                counts[length] -= 1
                counts[length + 1] += 2
                break
            }
            kraft -= 1
        }
    }

    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var countAtLength = (0...16).map { _ in 0 }
        for length in lengths where length > 0 { countAtLength[Int(length)] += 1 }
        var next = (0...16).map { _ in 0 }
        var code = 0
        for length in 1...16 {
            code = (code + countAtLength[length - 1]) << 1
            next[length] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for symbol in lengths.indices where lengths[symbol] > 0 {
            let length = Int(lengths[symbol])
            codes[symbol] = reversed(UInt16(next[length]), width: length)
            next[length] += 1
        }
        return codes
    }

    private static func reversed(_ code: UInt16, width: Int) -> UInt16 {
        var v = code
        v = (v & 0x5555) << 1 | (v >> 1) & 0x5555
        v = (v & 0x3333) << 2 | (v >> 2) & 0x3333
        v = (v & 0x0F0F) << 4 | (v >> 4) & 0x0F0F
        v = v << 8 | v >> 8
        return v >> UInt16(16 - width)
    }
}
