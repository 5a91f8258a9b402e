/// The header of a dynamic-Huffman block (RFC 1951 §3.2.7): the two codes' lengths, run-length encoded with the
/// code-length alphabet (16 repeats the previous length 3–6 times, 17 and 18 repeat zero 3–10 and 11–138 times),
/// themselves Huffman coded with lengths of at most 7 bits.
struct DynamicHeader {
    private let literalLengthCount: Int
    private let distanceCount: Int
    private let codeLengthCount: Int
    /// Code-length symbols with their extra bits in bits 8 and up.
    private var runs: [UInt16] = []
    private let codeLengthCode: HuffmanCode
    /// The header's size in bits, after the three block-type bits.
    let bitCount: Int

    init(literalLength: HuffmanCode, distance: HuffmanCode) {
        var literalLengthCount = 286
        while literalLengthCount > 257 && literalLength.lengths[literalLengthCount - 1] == 0 { literalLengthCount -= 1 }
        var distanceCount = 30
        while distanceCount > 1 && distance.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        self.literalLengthCount = literalLengthCount
        self.distanceCount = distanceCount

        let all = Array(literalLength.lengths[0..<literalLengthCount]) + Array(distance.lengths[0..<distanceCount])
        var frequencies = [UInt32](repeating: 0, count: 19)
        var index = 0
        while index < all.count {
            let length = all[index]
            var run = 1
            while index + run < all.count && all[index + run] == length { run += 1 }
            index += run
            if length == 0 {
                while run >= 11 { let n = min(run, 138); runs.append(18 | UInt16(n - 11) << 8); run -= n; frequencies[18] += 1 }
                if run >= 3 { runs.append(17 | UInt16(run - 3) << 8); run = 0; frequencies[17] += 1 }
            } else {
                runs.append(UInt16(length)); run -= 1; frequencies[Int(length)] += 1
                while run >= 3 { let n = min(run, 6); runs.append(16 | UInt16(n - 3) << 8); run -= n; frequencies[16] += 1 }
            }
            for _ in 0..<run { runs.append(UInt16(length)); frequencies[Int(length)] += 1 }
        }
        codeLengthCode = frequencies.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, maxLength: 7) }
        var codeLengthCount = 19
        while codeLengthCount > 4 && codeLengthCode.lengths[DeflateAlphabet.codeLengthOrder[codeLengthCount - 1]] == 0 {
            codeLengthCount -= 1
        }
        self.codeLengthCount = codeLengthCount

        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for symbol in 0..<19 { bits += Int(frequencies[symbol]) * Int(codeLengthCode.lengths[symbol]) }
        bits += Int(frequencies[16]) * 2 + Int(frequencies[17]) * 3 + Int(frequencies[18]) * 7
        bitCount = bits
    }

    func write(to writer: inout BitWriter) {
        writer.write(UInt32(literalLengthCount - 257), width: 5)
        writer.write(UInt32(distanceCount - 1), width: 5)
        writer.write(UInt32(codeLengthCount - 4), width: 4)
        for index in 0..<codeLengthCount {
            writer.write(UInt32(codeLengthCode.lengths[DeflateAlphabet.codeLengthOrder[index]]), width: 3)
        }
        for run in runs {
            let symbol = Int(run & 0xFF), extra = UInt32(run >> 8)
            writer.write(UInt32(codeLengthCode.codes[symbol]), width: Int(codeLengthCode.lengths[symbol]))
            switch symbol {
            case 16: writer.write(extra, width: 2)
            case 17: writer.write(extra, width: 3)
            case 18: writer.write(extra, width: 7)
            default: break
            }
        }
    }
}
