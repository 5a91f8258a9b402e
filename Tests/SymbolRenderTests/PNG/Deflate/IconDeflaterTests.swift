import CZlib
import Testing
@testable import SymbolRender

/// The icon deflater writes zlib streams that zlib itself inflates back to the input, for any input: runs, icon
/// rows, noise, nothing at all, and inputs long enough to need several blocks.
@Suite struct IconDeflaterTests {
    /// A deterministic pseudo-random byte source (xorshift), so failures reproduce.
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt8 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    static func compress(_ data: [UInt8], bytesPerPixel: Int = 2, rowStride: Int = 129, level: Int = 7,
                         scratch: DeflaterScratch = DeflaterScratch()) -> [UInt8] {
        data.withUnsafeBufferPointer {
            IconDeflater(bytesPerPixel: bytesPerPixel, rowStride: rowStride, level: level).compress($0, scratch: scratch)
        }
    }

    static func inflate(_ stream: [UInt8], expectedCount: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: max(1, expectedCount))
        var length = uLongf(out.count)
        let status = out.withUnsafeMutableBufferPointer { destination in
            stream.withUnsafeBufferPointer { uncompress(destination.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK else { return nil }
        return Array(out[0..<Int(length)])
    }

    /// Grey+alpha rows of a disc on a transparent ground, with anti-aliased edges: what the deflater is for.
    static func iconRows(size: Int) -> [UInt8] {
        var rows: [UInt8] = []
        let centre = Double(size) / 2, radius = Double(size) * 0.4
        for y in 0..<size {
            rows.append(0)
            for x in 0..<size {
                let distance = ((Double(x) + 0.5 - centre) * (Double(x) + 0.5 - centre)
                                + (Double(y) + 0.5 - centre) * (Double(y) + 0.5 - centre)).squareRoot()
                rows += [0, UInt8(max(0, min(1, radius - distance + 0.5)) * 255)]
            }
        }
        return rows
    }

    static var samples: [(String, [UInt8])] {
        var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
        var smallAlphabet = Noise(state: 42)
        return [
            ("empty", []),
            ("one byte", [7]),
            ("three bytes", [1, 2, 3]),
            ("a megabyte of zeros", [UInt8](repeating: 0, count: 1 << 20)),
            ("icon rows", iconRows(size: 256)),
            ("noise", (0..<100_000).map { _ in noise.next() }),
            ("a small alphabet, many blocks", (0..<300_000).map { _ in smallAlphabet.next() & 3 }),
            ("repeats beyond the window", (0..<200_000).map { UInt8(truncatingIfNeeded: $0 % 40_000 / 3) }),
        ]
    }

    @Test(arguments: 0..<8)
    func zlibInflatesEverySampleBackToTheInput(sample: Int) throws {
        let (name, data) = Self.samples[sample]
        for level in [1, 4, 7, 9] {
            let stream = Self.compress(data, level: level)
            #expect(Self.inflate(stream, expectedCount: data.count) == data, "\(name) at level \(level)")
        }
    }

    @Test func rowsWiderThanTheWindowAreNotMatchedAgainstTheRowAbove() {
        // 10,001 RGBA pixels and a filter byte per row: the row above is 40,005 bytes back, beyond deflate's
        // 32 KiB window, so it must not be used as a match even though every row repeats it.
        var noise = Noise(state: 99)
        let row = [0] + (0..<40_004).map { _ in noise.next() }
        let data = Array([[UInt8]](repeating: row, count: 3).joined())
        let stream = Self.compress(data, bytesPerPixel: 4, rowStride: row.count)
        #expect(Self.inflate(stream, expectedCount: data.count) == data)
    }

    /// Mixtures of runs, copies from a row above, short repeats and noise, in random geometries and lengths:
    /// everything the matcher's candidates and block splitting can meet.
    @Test(arguments: 0..<40)
    func randomMixturesRoundTrip(seed: Int) {
        var random = Noise(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let bytesPerPixel = 1 + Int(random.next()) % 4
        let rowStride = 1 + bytesPerPixel * (1 + Int(random.next()) * 3)
        let count = Int(random.next()) << 10 | Int(random.next()) << 2
        var data: [UInt8] = []
        data.reserveCapacity(count)
        while data.count < count {
            let kind = random.next() % 4, length = 1 + Int(random.next()) * (1 + Int(random.next() % 8))
            for _ in 0..<length where data.count < count {
                switch kind {
                case 0: data.append(data.last ?? 0)
                case 1: data.append(data.count >= rowStride ? data[data.count - rowStride] : 0)
                case 2: data.append(data.count >= 3 ? data[data.count - 3] &+ (random.next() < 8 ? 1 : 0) : 1)
                default: data.append(random.next())
                }
            }
        }
        for level in [1, 7, 9] {
            let stream = Self.compress(data, bytesPerPixel: bytesPerPixel, rowStride: rowStride, level: level)
            #expect(Self.inflate(stream, expectedCount: data.count) == data, "seed \(seed), level \(level), \(data.count) bytes")
        }
    }

    @Test func theHeaderIsAValidZlibHeader() {
        let stream = Self.compress(Self.iconRows(size: 32))
        #expect(stream[0] & 0x0F == 8)  // deflate
        #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
    }

    @Test func noiseCostsOnlyStoredBlockOverhead() {
        var noise = Noise(state: 7)
        let data = (0..<200_000).map { _ in noise.next() }
        let stream = Self.compress(data)
        // Stored blocks: 5 bytes per block (a block ends every 16 Ki tokens, here literals), plus the zlib header
        // and checksum.
        #expect(stream.count <= data.count + 5 * (data.count / 16384 + 1) + 6 + 1, "\(stream.count)")
    }

    @Test func iconRowsCompressWell() {
        let rows = Self.iconRows(size: 512)
        let stream = Self.compress(rows, rowStride: 512 * 2 + 1)
        #expect(stream.count * 40 < rows.count, "\(stream.count) of \(rows.count)")
    }

    @Test func outputDependsOnlyOnTheInputNotOnWhatTheScratchDidBefore() {
        let scratch = DeflaterScratch()
        let icon = Self.iconRows(size: 128)
        let fresh = Self.compress(icon, rowStride: 257)
        _ = Self.compress(Self.samples[6].1, rowStride: 257, scratch: scratch)
        _ = Self.compress(Self.samples[5].1, rowStride: 257, scratch: scratch)
        #expect(Self.compress(icon, rowStride: 257, scratch: scratch) == fresh)
    }
}

/// Length-limited Huffman codes are complete prefix codes that respect the limit, even for frequencies that would
/// make an unlimited tree far deeper.
@Suite struct HuffmanCodeTests {
    func kraftSum(_ lengths: [UInt8], limit: Int) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (limit - Int($1))) }
    }

    @Test func fibonacciFrequenciesAreLimitedAndComplete() {
        // Fibonacci weights give the deepest possible Huffman tree: 29 levels for 30 symbols.
        var frequencies: [UInt32] = [1, 1]
        while frequencies.count < 30 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        let code = frequencies.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, maxLength: 15) }
        #expect(code.lengths.allSatisfy { $0 >= 1 && $0 <= 15 })
        #expect(kraftSum(code.lengths, limit: 15) == 1 << 15)
    }

    @Test func moreFrequentSymbolsNeverGetLongerCodes() {
        let frequencies: [UInt32] = [500, 3, 0, 90, 90, 1, 7000, 0, 12]
        let code = frequencies.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, maxLength: 7) }
        for a in frequencies.indices where frequencies[a] > 0 {
            for b in frequencies.indices where frequencies[b] > frequencies[a] {
                #expect(code.lengths[b] <= code.lengths[a])
            }
        }
        #expect(code.lengths[2] == 0 && code.lengths[7] == 0)
        #expect(kraftSum(code.lengths, limit: 7) == 1 << 7)
    }

    @Test func aLoneSymbolGetsAOneBitCode() {
        let frequencies: [UInt32] = [0, 0, 5, 0]
        let code = frequencies.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, maxLength: 15) }
        #expect(code.lengths == [0, 0, 1, 0])
    }
}

/// The alphabet's symbol arithmetic agrees with RFC 1951's tables at every distance and length.
@Suite struct DeflateAlphabetTests {
    @Test func everyDistanceFallsInItsSymbolsRange() {
        for distance in 1...32768 {
            let symbol = DeflateAlphabet.distanceSymbol(distance)
            let base = Int(DeflateAlphabet.distanceBase[symbol])
            #expect(distance >= base && distance < base + (1 << Int(DeflateAlphabet.distanceExtra[symbol])), "\(distance)")
        }
    }

    @Test func everyLengthFallsInItsSymbolsRange() {
        for length in 3...258 {
            let code = Int(DeflateAlphabet.lengthSymbol[length - 3])
            let base = Int(DeflateAlphabet.lengthBase[code])
            let span = code == 28 ? 1 : 1 << Int(DeflateAlphabet.lengthExtra[code])
            #expect(length >= base && length < base + span, "\(length)")
        }
    }
}
