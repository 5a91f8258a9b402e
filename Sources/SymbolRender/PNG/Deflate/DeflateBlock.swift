/// One deflate block: the tokens a matcher produced for a stretch of input, written as whichever of the three block
/// types (RFC 1951 §3.2.3) is smallest — dynamic Huffman codes, the fixed codes, or stored bytes (noise).
///
/// A token is a `UInt32`: a literal is its byte value; a match sets bit 31 and holds length − 3 in bits 0…7 and
/// distance − 1 in bits 8…22.
enum DeflateBlock {
    static let matchFlag: UInt32 = 1 << 31

    @inline(__always)
    static func match(length: Int, distance: Int) -> UInt32 {
        matchFlag | UInt32(length - 3) | UInt32(distance - 1) << 8
    }

    /// Writes the block. `literalLengthFrequencies` (286) and `distanceFrequencies` (30) count the tokens' symbols,
    /// end of block included; `input` is the stretch of input the tokens encode, for a stored block.
    static func write(tokens: UnsafeBufferPointer<UInt32>,
                      literalLengthFrequencies: UnsafeMutableBufferPointer<UInt32>,
                      distanceFrequencies: UnsafeBufferPointer<UInt32>,
                      input: UnsafeBufferPointer<UInt8>, isFinal: Bool, to writer: inout BitWriter) {
        literalLengthFrequencies[DeflateAlphabet.endOfBlock] = 1
        let literalLength = HuffmanCode(frequencies: UnsafeBufferPointer(literalLengthFrequencies), maxLength: 15)
        let distance = HuffmanCode(frequencies: distanceFrequencies, maxLength: 15)
        let header = DynamicHeader(literalLength: literalLength, distance: distance)

        // Extra bits cost the same under either Huffman block type.
        var extraBits = 0
        for code in 0..<29 { extraBits += Int(literalLengthFrequencies[257 + code]) * Int(DeflateAlphabet.lengthExtra[code]) }
        for code in 0..<30 { extraBits += Int(distanceFrequencies[code]) * Int(DeflateAlphabet.distanceExtra[code]) }
        var dynamicBits = 3 + header.bitCount + extraBits, fixedBits = 3 + extraBits
        for symbol in 0..<DeflateAlphabet.literalLengthCount {
            let count = Int(literalLengthFrequencies[symbol])
            dynamicBits += count * Int(literalLength.lengths[symbol])
            fixedBits += count * Int(FixedCodes.literalLength.lengths[symbol])
        }
        for symbol in 0..<DeflateAlphabet.distanceCount {
            let count = Int(distanceFrequencies[symbol])
            dynamicBits += count * Int(distance.lengths[symbol])
            fixedBits += count * 5
        }
        let storedBits = (input.count + 5 * max(1, (input.count + 65534) / 65535)) * 8 + 7

        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(input, isFinal: isFinal, to: &writer)
        } else if fixedBits <= dynamicBits {
            writer.write(isFinal ? 0b011 : 0b010, width: 3)
            writeTokens(tokens, literalLength: FixedCodes.literalLength, distance: FixedCodes.distance, to: &writer)
        } else {
            writer.write(isFinal ? 0b101 : 0b100, width: 3)
            header.write(to: &writer)
            writeTokens(tokens, literalLength: literalLength, distance: distance, to: &writer)
        }
    }

    private static func writeTokens(_ tokens: UnsafeBufferPointer<UInt32>, literalLength: HuffmanCode, distance: HuffmanCode,
                                    to writer: inout BitWriter) {
        literalLength.lengths.withUnsafeBufferPointer { literalLengths in
        literalLength.codes.withUnsafeBufferPointer { literalCodes in
        distance.lengths.withUnsafeBufferPointer { distanceLengths in
        distance.codes.withUnsafeBufferPointer { distanceCodes in
        DeflateAlphabet.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
            for token in tokens {
                if token & matchFlag == 0 {
                    let symbol = Int(token)
                    writer.write(UInt32(literalCodes[symbol]), width: Int(literalLengths[symbol]))
                    continue
                }
                let lengthOffset = Int(token & 0xFF)
                let code = Int(lengthSymbol[lengthOffset])
                let extraWidth = Int(DeflateAlphabet.lengthExtra[code])
                // Huffman code and extra bits in one write: at most 15 + 5 bits.
                let lengthExtraValue = UInt32(lengthOffset + 3 - Int(DeflateAlphabet.lengthBase[code]))
                let lengthWidth = Int(literalLengths[257 + code])
                writer.write(UInt32(literalCodes[257 + code]) | lengthExtraValue << UInt32(lengthWidth),
                             width: lengthWidth + extraWidth)
                let distanceValue = Int((token >> 8) & 0x7FFF) + 1
                let distanceCode = DeflateAlphabet.distanceSymbol(distanceValue)
                let distanceWidth = Int(distanceLengths[distanceCode])
                let distanceExtraValue = UInt32(distanceValue - Int(DeflateAlphabet.distanceBase[distanceCode]))
                writer.write(UInt32(distanceCodes[distanceCode]) | distanceExtraValue << UInt32(distanceWidth),
                             width: distanceWidth + Int(DeflateAlphabet.distanceExtra[distanceCode]))
            }
        }}}}}
        writer.write(UInt32(literalLength.codes[DeflateAlphabet.endOfBlock]),
                     width: Int(literalLength.lengths[DeflateAlphabet.endOfBlock]))
    }

    private static func writeStored(_ input: UnsafeBufferPointer<UInt8>, isFinal: Bool, to writer: inout BitWriter) {
        var offset = 0
        repeat {
            let count = min(65535, input.count - offset)
            let last = isFinal && offset + count == input.count
            writer.write(last ? 1 : 0, width: 3)
            writer.alignToByte()
            writer.write(UInt32(count) | UInt32(~count & 0xFFFF) << 16, width: 32)
            if count > 0 { writer.writeBytes(input.baseAddress! + offset, count: count) }
            offset += count
        } while offset < input.count
    }
}

/// The fixed Huffman codes of block type 1.
private enum FixedCodes {
    static let literalLength: HuffmanCode = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        return HuffmanCode(lengths: lengths)
    }()
    static let distance = HuffmanCode(lengths: [UInt8](repeating: 5, count: 30))
}
