/// PNG row filters (None, Sub, Up, Average, Paeth; PNG spec §9) for the `smallest` setting, which tries them per row.
enum PNGRowFilters {
    /// Filters `height` raw rows of `rowBytes` bytes (pixels of `bytesPerPixel`) into `out` — each row prefixed by
    /// its filter type — choosing per row the filter whose output has the smallest sum of absolute signed bytes
    /// (libpng's heuristic: small values compress best).
    static func adaptive(_ raw: UnsafePointer<UInt8>, rowBytes: Int, height: Int, bytesPerPixel bpp: Int,
                         into out: UnsafeMutablePointer<UInt8>) {
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            let row = raw + y * rowBytes
            let previous: UnsafePointer<UInt8>? = y > 0 ? raw + (y - 1) * rowBytes : nil
            var bestType: UInt8 = 0
            var bestCost = Int.max
            for type in UInt8(0)...4 {
                let cost = candidate.withUnsafeMutableBufferPointer { buffer in
                    filter(type, row: row, previous: previous, count: rowBytes, bpp: bpp, into: buffer.baseAddress!)
                }
                if cost < bestCost {
                    bestCost = cost
                    bestType = type
                    swap(&best, &candidate)
                }
            }
            let target = out + y * (rowBytes + 1)
            target[0] = bestType
            best.withUnsafeBufferPointer { (target + 1).update(from: $0.baseAddress!, count: rowBytes) }
        }
    }

    /// One row filtered with `type`; returns the sum of the absolute values of the output read as signed bytes.
    static func filter(_ type: UInt8, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?, count: Int, bpp: Int,
                       into out: UnsafeMutablePointer<UInt8>) -> Int {
        var cost = 0
        for i in 0..<count {
            let x = row[i]
            let a: UInt8 = i >= bpp ? row[i - bpp] : 0
            let b: UInt8 = previous?[i] ?? 0
            let c: UInt8 = i >= bpp ? (previous?[i - bpp] ?? 0) : 0
            let value: UInt8
            switch type {
            case 1: value = x &- a
            case 2: value = x &- b
            case 3: value = x &- UInt8((Int(a) + Int(b)) / 2)
            case 4: value = x &- paeth(a, b, c)
            default: value = x
            }
            out[i] = value
            cost += abs(Int(Int8(bitPattern: value)))
        }
        return cost
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
