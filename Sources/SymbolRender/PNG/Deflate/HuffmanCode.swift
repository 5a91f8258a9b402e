/// A length-limited canonical Huffman code for one deflate alphabet, built from symbol frequencies.
///
/// Lengths come from an ordinary Huffman tree (two queues over the symbols sorted by frequency, ties broken by
/// symbol so the result never depends on sort stability); codes longer than the limit are then folded back the way
/// miniz and zlib do — take a code from the deepest level, split a shorter one — which keeps the code complete and
/// costs a fraction of a percent. Codes are stored bit-reversed, ready for the least-significant-bit-first stream.
struct HuffmanCode {
    /// Code length per symbol, 0 for unused symbols.
    private(set) var lengths: [UInt8]
    /// Bit-reversed canonical code per symbol.
    private(set) var codes: [UInt16]

    init(frequencies: UnsafeBufferPointer<UInt32>, maxLength: Int) {
        let n = frequencies.count
        lengths = [UInt8](repeating: 0, count: n)
        codes = [UInt16](repeating: 0, count: n)
        var used: [Int] = []
        used.reserveCapacity(n)
        for symbol in 0..<n where frequencies[symbol] > 0 { used.append(symbol) }
        // A lone symbol still needs a one-bit code (inflaters accept this one incomplete code); none at all gets
        // symbol 0, for the distance alphabet of a block without matches.
        if used.count <= 1 {
            lengths[used.first ?? 0] = 1
            assignCodes()
            return
        }
        used.sort { frequencies[$0] != frequencies[$1] ? frequencies[$0] < frequencies[$1] : $0 < $1 }
        var countAtLength = Self.treeDepths(of: used.map { frequencies[$0] }, maxLength: maxLength)
        Self.limit(&countAtLength, maxLength: maxLength)
        // Shortest codes to the most frequent symbols (the end of `used`).
        var index = used.count - 1
        for length in 1...maxLength {
            for _ in 0..<countAtLength[length] {
                lengths[used[index]] = UInt8(length)
                index -= 1
            }
        }
        assignCodes()
    }

    /// The number of leaves at each depth (index 0…maxLength, deeper leaves counted at maxLength + 1…) of a Huffman
    /// tree over ascending weights.
    private static func treeDepths(of weights: [UInt32], maxLength: Int) -> [Int] {
        let leaves = weights.count
        // Nodes 0..<leaves are leaves; leaves..<2·leaves−1 internal, made in non-decreasing weight order.
        var weight = weights.map { UInt64($0) }
        weight.reserveCapacity(2 * leaves - 1)
        var parent = [Int](repeating: 0, count: 2 * leaves - 1)
        var nextLeaf = 0, nextInternal = leaves
        func takeSmallest() -> Int {
            if nextLeaf < leaves && (nextInternal >= weight.count || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<(leaves - 1) {
            let a = takeSmallest(), b = takeSmallest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Depths top-down: the root is made last, every parent after its children.
        var depth = [Int](repeating: 0, count: 2 * leaves - 1)
        var counts = [Int](repeating: 0, count: max(maxLength, leaves) + 2)
        for node in stride(from: 2 * leaves - 3, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
            if node < leaves { counts[depth[node]] += 1 }
        }
        return counts
    }

    /// Folds codes deeper than `maxLength` back so that every length fits and the code stays complete.
    private static func limit(_ counts: inout [Int], maxLength: Int) {
        if counts.count > maxLength + 1 {
            for length in (maxLength + 1)..<counts.count { counts[maxLength] += counts[length]; counts[length] = 0 }
        }
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

    private mutating func assignCodes() {
        var countAtLength = [Int](repeating: 0, count: 17)
        for length in lengths where length > 0 { countAtLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 17)
        var code = 0
        for length in 1...16 {
            code = (code + countAtLength[length - 1]) << 1
            next[length] = code
        }
        next[0] = 0
        for symbol in lengths.indices where lengths[symbol] > 0 {
            let length = Int(lengths[symbol])
            codes[symbol] = Self.reversed(UInt16(next[length]), width: length)
            next[length] += 1
        }
    }

    private static func reversed(_ code: UInt16, width: Int) -> UInt16 {
        var result: UInt16 = 0, value = code
        for _ in 0..<width {
            result = (result << 1) | (value & 1)
            value >>= 1
        }
        return result
    }
}

extension HuffmanCode {
    /// A code from given lengths (the fixed codes).
    init(lengths: [UInt8]) {
        self.lengths = lengths
        codes = [UInt16](repeating: 0, count: lengths.count)
        assignCodes()
    }
}
