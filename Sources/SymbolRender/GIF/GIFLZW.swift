/// GIF's variable-length LZW (GIF89a appendix F) for 8-bit indices: codes grow from 9 to 12 bits, and the table
/// is cleared when it is full.
enum GIFLZW {
    static func compress(_ indices: [UInt8]) -> [UInt8] {
        let clear = 256, end = 257
        var output: [UInt8] = []
        var buffer = 0, bits = 0
        var codeSize = 9
        func emit(_ code: Int) {
            buffer |= code << bits
            bits += codeSize
            while bits >= 8 {
                output.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        // (prefix code << 8 | next index) → code.
        var table: [Int: Int] = [:]
        var next = 258
        emit(clear)
        guard var current = indices.first.map(Int.init) else {
            emit(end)
            if bits > 0 { output.append(UInt8(buffer & 0xFF)) }
            return output
        }
        for index in indices.dropFirst() {
            let key = current << 8 | Int(index)
            if let code = table[key] {
                current = code
                continue
            }
            emit(current)
            if next < 4096 {
                table[key] = next
                next += 1
                // The decoder widens its codes one code later than the encoder adds the entry.
                if next > (1 << codeSize) && codeSize < 12 { codeSize += 1 }
            } else {
                emit(clear)
                table.removeAll(keepingCapacity: true)
                next = 258
                codeSize = 9
            }
            current = Int(index)
        }
        emit(current)
        emit(end)
        if bits > 0 { output.append(UInt8(buffer & 0xFF)) }
        return output
    }
}
