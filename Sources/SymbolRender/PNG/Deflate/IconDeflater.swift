import CDeflate

/// A zlib stream encoder (RFC 1950/1951) specialised for the rows of rendered icons.
///
/// Icon rows are long runs (transparent or solid pixels) broken by anti-aliased edges that mostly repeat a pixel
/// to the left, the row above, or the distance the last match used. A general matcher finds those too, but pays
/// for hash-chain upkeep on every byte of every run. This one looks first at those few distances, comparing eight
/// bytes at a time, and only then at one hash candidate; it skips hash upkeep inside long matches, so a run of a
/// thousand transparent pixels costs a handful of comparisons. Matches are chosen greedily with a one-step lazy
/// check for short ones; blocks take whichever type (dynamic, fixed, stored) is smallest.
///
/// Deterministic: the output is a function of the input and the row geometry only.
struct IconDeflater {
    /// Bytes per pixel and bytes per row (filter byte included) of the image the data holds.
    let bytesPerPixel: Int
    let rowStride: Int

    /// Matches shorter than this are checked against a match one byte later.
    let lazyLimit: Int
    /// Inside matches shorter than this every position enters the hash table (longer ones are runs, which the
    /// left and upper neighbours find without it).
    let insertLimit = 16
    /// Tokens per block: each block gets its own Huffman codes.
    let blockTokens = 1 << 14
    /// Hash-chain candidates tried at most, and a match length that ends the search early.
    let chainDepth: Int
    let niceLength: Int

    /// A deflater for rows of `bytesPerPixel`-byte pixels, `rowStride` bytes apart, searching as hard as a level
    /// 1…9 asks (7 is the default: measured on MDI, Tabler and Papirus it is smaller than libdeflate's level 7
    /// at every size from 64 to 1024 px; deeper search gained under 0.3 %).
    init(bytesPerPixel: Int, rowStride: Int, level: Int) {
        self.bytesPerPixel = bytesPerPixel
        self.rowStride = rowStride
        let effort = min(9, max(1, level)) - 1
        chainDepth = [1, 2, 4, 4, 8, 8, 16, 32, 64][effort]
        niceLength = [8, 16, 16, 32, 32, 48, 64, 128, 258][effort]
        lazyLimit = effort < 2 ? 8 : 258
    }

    /// Compresses `data` into a zlib stream.
    func compress(_ data: UnsafeBufferPointer<UInt8>, scratch: DeflaterScratch) -> [UInt8] {
        let n = data.count
        // Stored blocks at worst, a block header per 16 Ki tokens, the zlib wrapper and the bit writer's 8-byte slack.
        let capacity = n + n / 2048 + 128
        var written = 0
        let out = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            let base = buffer.baseAddress!
            base[0] = 0x78
            base[1] = 0x5E  // 32 KiB window; FLEVEL 1 ("fast"), check bits making 0x785E a multiple of 31
            var writer = BitWriter(base + 2)
            compressBody(data, scratch: scratch, into: &writer)
            writer.alignToByte()
            var end = 2 + writer.byteCount
            let adler = UInt32(truncatingIfNeeded: libdeflate_adler32(1, data.baseAddress, n))
            for shift in stride(from: 24, through: 0, by: -8) {
                base[end] = UInt8(truncatingIfNeeded: adler >> UInt32(shift))
                end += 1
            }
            count = end
            written = end
        }
        precondition(written <= capacity)
        return out
    }

    /// Writes the deflate blocks of `data`.
    private func compressBody(_ data: UnsafeBufferPointer<UInt8>, scratch: DeflaterScratch, into writer: inout BitWriter) {
        let n = data.count
        guard n > 0, let src = data.baseAddress else {
            // One empty final block with the fixed codes: header, end of block.
            writer.write(0b011, width: 3)
            writer.write(0, width: 7)
            return
        }
        let hashBits = min(15, max(10, Int.bitWidth - (n - 1).leadingZeroBitCount - 2))
        let table = scratch.hashTable(bits: hashBits)
        let chain = scratch.chain
        let tokens = scratch.tokens(count: blockTokens + 2)
        let literalLength = scratch.literalLengthFrequencies, distances = scratch.distanceFrequencies
        let lengthSymbol = scratch.lengthSymbol
        let shift = UInt32(32 - hashBits)

        var tokenCount = 0
        var blockStart = 0
        var lastDistance = 0
        let bpp = bytesPerPixel, rowStride = self.rowStride

        @inline(__always) func load32(_ p: Int) -> UInt32 {
            UnsafeRawPointer(src + p).loadUnaligned(as: UInt32.self)
        }
        @inline(__always) func matchLength(_ p: Int, _ q: Int, _ limit: Int) -> Int {
            var length = 0
            while length + 8 <= limit {
                let difference = UnsafeRawPointer(src + p + length).loadUnaligned(as: UInt64.self)
                    ^ UnsafeRawPointer(src + q + length).loadUnaligned(as: UInt64.self)
                if difference != 0 { return length + difference.littleEndian.trailingZeroBitCount >> 3 }
                length += 8
            }
            while length < limit && src[p + length] == src[q + length] { length += 1 }
            return length
        }
        /// The longest match at `p` among the pixel to the left, the row above, the last distance and the hash
        /// candidate; enters `p` into the hash table.
        @inline(__always) func findMatch(_ p: Int) -> (length: Int, distance: Int) {
            let limit = min(258, n - p)
            var best = 0, bestDistance = 0
            if p >= bpp {
                let length = matchLength(p, p - bpp, limit)
                if length > best { best = length; bestDistance = bpp }
            }
            if best < limit && p >= rowStride {
                let length = matchLength(p, p - rowStride, limit)
                if length > best { best = length; bestDistance = rowStride }
            }
            if best < limit && lastDistance != 0 && lastDistance != bpp && lastDistance != rowStride && p >= lastDistance {
                let length = matchLength(p, p - lastDistance, limit)
                if length > best { best = length; bestDistance = lastDistance }
            }
            if limit >= 4 {
                let hash = Int((load32(p) &* 0x1E35_A7BD) >> shift)
                var candidate = Int(table[hash])
                table[hash] = Int32(p)
                chain[p & 0x7FFF] = Int32(candidate)
                var depth = chainDepth
                while candidate >= 0 && p - candidate <= 32768 && best < niceLength && depth > 0 {
                    depth -= 1
                    // The byte that would make this candidate longer than the best so far decides cheaply.
                    if best < limit && src[candidate + best] == src[p + best] {
                        let distance = p - candidate
                        let length = matchLength(p, candidate, limit)
                        if length > best && (length > 3 || distance <= 4096) { best = length; bestDistance = distance }
                    }
                    let next = Int(chain[candidate & 0x7FFF])
                    guard next < candidate else { break }
                    candidate = next
                }
            }
            return best >= 3 ? (best, bestDistance) : (0, 0)
        }
        @inline(__always) func insert(_ p: Int) {
            guard n - p >= 4 else { return }
            let hash = Int((load32(p) &* 0x1E35_A7BD) >> shift)
            chain[p & 0x7FFF] = table[hash]
            table[hash] = Int32(p)
        }
        func flush(upTo end: Int, isFinal: Bool) {
            DeflateBlock.write(tokens: UnsafeBufferPointer(start: tokens, count: tokenCount),
                               literalLengthFrequencies: literalLength, distanceFrequencies: UnsafeBufferPointer(distances),
                               input: UnsafeBufferPointer(start: src + blockStart, count: end - blockStart),
                               isFinal: isFinal, to: &writer)
            tokenCount = 0
            blockStart = end
            literalLength.update(repeating: 0)
            distances.update(repeating: 0)
        }

        literalLength.update(repeating: 0)
        distances.update(repeating: 0)
        var p = 0
        while p < n {
            var (length, distance) = findMatch(p)
            while length > 0 && length < lazyLimit && p + 1 < n {
                let next = findMatch(p + 1)
                guard next.length > length else { break }
                tokens[tokenCount] = UInt32(src[p])
                tokenCount += 1
                literalLength[Int(src[p])] &+= 1
                p += 1
                (length, distance) = next
            }
            if length == 0 {
                tokens[tokenCount] = UInt32(src[p])
                tokenCount += 1
                literalLength[Int(src[p])] &+= 1
                p += 1
            } else {
                tokens[tokenCount] = DeflateBlock.match(length: length, distance: distance)
                tokenCount += 1
                literalLength[257 + Int(lengthSymbol[length - 3])] &+= 1
                distances[DeflateAlphabet.distanceSymbol(distance)] &+= 1
                lastDistance = distance
                if length < insertLimit {
                    for q in (p + 1)..<(p + length) { insert(q) }
                }
                p += length
            }
            if tokenCount >= blockTokens { flush(upTo: p, isFinal: p >= n) }
        }
        if tokenCount > 0 || blockStart < n { flush(upTo: n, isFinal: true) }
    }
}

/// The tables an `IconDeflater` works in, kept per thread (see `ThreadScratch`) so a batch allocates them once.
final class DeflaterScratch {
    private var table: UnsafeMutablePointer<Int32>
    /// For each position (mod 32 Ki), the previous position with its hash; read only along chains from this input.
    let chain = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << 15)
    private var tokenBuffer: UnsafeMutablePointer<UInt32>?
    private var tokenCapacity = 0
    let literalLengthFrequencies = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: DeflateAlphabet.literalLengthCount)
    let distanceFrequencies = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: DeflateAlphabet.distanceCount)
    let lengthSymbol: UnsafeMutablePointer<UInt8>

    init() {
        table = .allocate(capacity: 1 << 15)
        lengthSymbol = .allocate(capacity: 256)
        for index in 0..<256 { lengthSymbol[index] = DeflateAlphabet.lengthSymbol[index] }
    }

    /// The hash table's first `1 << bits` entries, emptied (−1).
    func hashTable(bits: Int) -> UnsafeMutablePointer<Int32> {
        table.update(repeating: -1, count: 1 << bits)
        return table
    }

    func tokens(count: Int) -> UnsafeMutablePointer<UInt32> {
        if let tokenBuffer, tokenCapacity >= count { return tokenBuffer }
        tokenBuffer?.deallocate()
        let fresh = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        tokenBuffer = fresh
        tokenCapacity = count
        return fresh
    }

    deinit {
        table.deallocate()
        chain.deallocate()
        tokenBuffer?.deallocate()
        literalLengthFrequencies.deallocate()
        distanceFrequencies.deallocate()
        lengthSymbol.deallocate()
    }
}
