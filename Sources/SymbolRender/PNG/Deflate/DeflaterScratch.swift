/// The tables an `IconDeflater` works in, kept per thread (see `ThreadScratch`) so a batch allocates them once.
///
/// The hash table is emptied per input, and chains are only followed from entries made for this input, so nothing
/// carries over from one input to the next.
final class DeflaterScratch {
    private var table: UnsafeMutablePointer<Int32>
    /// For each position (mod 32 Ki), the previous position with its hash; read only along chains from this input.
    let chain = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << 15)
    private var tokenBuffer: UnsafeMutablePointer<UInt32>?
    private var tokenCapacity = 0
    let literalLengthFrequencies = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: DeflateAlphabet.literalLengthCount)
    let distanceFrequencies = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: DeflateAlphabet.distanceCount)

    init() {
        table = .allocate(capacity: 1 << 15)
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
    }
}
