/// PNG row filtering (RFC 2083 §6) with libpng's heuristic: per row, the filter whose output has the
/// smallest sum of absolute values (bytes read as signed).
enum RowFilter {
    static func apply(_ raw: [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        let zero = [UInt8](repeating: 0, count: rowBytes)
        raw.withUnsafeBufferPointer { raw in
            zero.withUnsafeBufferPointer { zero in
                out.withUnsafeMutableBufferPointer { out in
                    candidate.withUnsafeMutableBufferPointer { cand in
                        for y in 0..<height {
                            let row = UnsafeBufferPointer(rebasing: raw[(y * rowBytes)..<((y + 1) * rowBytes)])
                            let up = y == 0 ? zero : UnsafeBufferPointer(rebasing: raw[((y - 1) * rowBytes)..<(y * rowBytes)])
                            let base = y * (rowBytes + 1)
                            var bestType: UInt8 = 0
                            var bestCost = cost(row)
                            for type in UInt8(1)...4 {
                                filter(type, row: row, up: up, bpp: bpp, into: cand)
                                let c = cost(UnsafeBufferPointer(cand))
                                if c < bestCost { bestCost = c; bestType = type }
                            }
                            out[base] = bestType
                            if bestType == 0 {
                                for i in 0..<rowBytes { out[base + 1 + i] = row[i] }
                            } else {
                                filter(bestType, row: row, up: up, bpp: bpp,
                                       into: UnsafeMutableBufferPointer(rebasing: out[(base + 1)..<(base + 1 + rowBytes)]))
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    private static func cost(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var sum = 0
        for b in bytes { sum += b < 128 ? Int(b) : 256 - Int(b) }
        return sum
    }

    private static func filter(_ type: UInt8, row: UnsafeBufferPointer<UInt8>, up: UnsafeBufferPointer<UInt8>,
                               bpp: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        let n = row.count
        switch type {
        case 1:
            for i in 0..<n { out[i] = row[i] &- (i >= bpp ? row[i - bpp] : 0) }
        case 2:
            for i in 0..<n { out[i] = row[i] &- up[i] }
        case 3:
            for i in 0..<n {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                out[i] = row[i] &- UInt8((left + Int(up[i])) >> 1)
            }
        default:
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let b = Int(up[i])
                let c = i >= bpp ? Int(up[i - bpp]) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
                out[i] = row[i] &- UInt8(predictor)
            }
        }
    }
}
