import CDeflate

/// A zlib stream encoder (RFC 1950/1951) specialised for the rows of rendered icons.
///
/// Icon rows are long runs (transparent or solid pixels) broken by anti-aliased edges that mostly repeat a pixel
/// to the left, the row above, or the distance the last match used. A general matcher finds those too, but pays
/// for hash-chain upkeep on every byte of every run. This one looks first at those few distances, comparing eight
/// bytes at a time, and only then along a short hash chain; it skips hash upkeep inside long matches, so a run of a
/// thousand transparent pixels costs a handful of comparisons. Matches are chosen greedily with a one-step lazy
/// check for short ones; blocks take whichever type (dynamic, fixed, stored) is smallest. Used by `PNGEncoder` for
/// grey images and large colour ones (see there for the measurements behind that split).
///
/// Deterministic: the output is a function of the input and the row geometry only.
struct IconDeflater {
    /// Bytes per pixel and bytes per row (filter byte included) of the image the data holds.
    let bytesPerPixel: Int
    let rowStride: Int

    /// Matches shorter than this are checked against a match one byte later.
    let lazyLimit: Int
    /// The same from 32 KiB of input on (a 128 px grey icon): there runs dominate, and checking one byte later at
    /// the end of every run cost 7 % of a 256 px render for 2 % of its bytes; below, every byte of a file that is
    /// mostly header counts, and the time is small (MDI at 64 px: 1.1 % larger with 32 everywhere).
    let largeInputLazyLimit: Int
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
        largeInputLazyLimit = effort < 2 ? 8 : effort < 7 ? 32 : 258
    }

    /// Compresses `data` into a zlib stream, with the calling thread's scratch.
    func compress(_ data: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        compress(data, scratch: ThreadScratch.current.deflater)
    }

    /// Compresses `data` into a zlib stream.
    func compress(_ data: UnsafeBufferPointer<UInt8>, scratch: DeflaterScratch) -> [UInt8] {
        // Stored blocks at worst, a block header per 16 Ki tokens, the zlib wrapper and the bit writer's slack.
        let capacity = data.count + data.count / 2048 + 128
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            let base = buffer.baseAddress!
            // 32 KiB window; FLEVEL 1 ("fast"); check bits making 0x785E a multiple of 31.
            base[0] = 0x78
            base[1] = 0x5E
            var writer = BitWriter(base + 2)
            compressBody(data, scratch: scratch, into: &writer)
            writer.alignToByte()
            var end = 2 + writer.byteCount
            precondition(end + 4 <= capacity - 8)
            let adler = UInt32(truncatingIfNeeded: libdeflate_adler32(1, data.baseAddress, data.count))
            for shift in stride(from: 24, through: 0, by: -8) {
                base[end] = UInt8(truncatingIfNeeded: adler >> UInt32(shift))
                end += 1
            }
            count = end
        }
    }
}
