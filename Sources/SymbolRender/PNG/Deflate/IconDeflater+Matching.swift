/// The matcher: tokens for the input, written block by block.
extension IconDeflater {
    /// Writes the deflate blocks of `data`, the last one final.
    func compressBody(_ data: UnsafeBufferPointer<UInt8>, scratch: DeflaterScratch, into writer: inout BitWriter) {
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
        // A block flushes once it holds blockTokens, but only between steps: one step of lazy matching emits a
        // literal for every longer match it finds ahead (the length grows each time, so at most 258 of them) and
        // then its match. Without that slack a long lazy run past the limit wrote beyond the buffer.
        let tokens = scratch.tokens(count: blockTokens + 258 + 2)
        let literalLength = scratch.literalLengthFrequencies, distances = scratch.distanceFrequencies
        let lengthSymbol = DeflateAlphabet.lengthSymbol
        let shift = UInt32(32 - hashBits)

        let lazyLimit = n < 1 << 15 ? self.lazyLimit : largeInputLazyLimit
        var tokenCount = 0
        var blockStart = 0
        var lastDistance = 0
        // The row above is only a candidate within deflate's 32 KiB window (rows of images over 8,191 RGBA pixels
        // are longer than that).
        let bpp = bytesPerPixel, rowStride = self.rowStride <= 32768 ? self.rowStride : Int.max

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
                let stored = Int(table[hash])
                table[hash] = Int32(truncatingIfNeeded: p)
                chain[p & 0x7FFF] = Int32(stored)
                var candidate = stored
                var depth = chainDepth
                while candidate >= 0 && candidate < p && p - candidate <= 32768 && best < niceLength && depth > 0 {
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
            table[hash] = Int32(truncatingIfNeeded: p)
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
