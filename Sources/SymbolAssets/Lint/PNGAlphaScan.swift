import SymbolCore
import CZlib

/// The lowest alpha of an 8-bit RGBA or grey+alpha PNG, inflating and unfiltering one row at a time and
/// stopping at the first fully transparent pixel.
///
/// Linting a catalog reads every App Store icon's pixels; decoding each 1024 px icon to a bitmap first cost
/// 40 ms, five times this scan, which keeps two rows and no bitmap.
enum PNGAlphaScan {
    /// `nil` when the file is not an 8-bit, non-interlaced PNG with an alpha channel, or its data is damaged.
    static func minimumAlpha(_ bytes: [UInt8], width: Int, height: Int, channels: Int) -> UInt8? {
        guard channels == 2 || channels == 4, width > 0, height > 0, width <= 1 << 16 else { return nil }
        let data = imageData(bytes)
        guard !data.isEmpty else { return nil }
        let stride = width * channels
        var previous = [UInt8](repeating: 0, count: stride)
        var current = [UInt8](repeating: 0, count: stride)
        var row = [UInt8](repeating: 0, count: stride + 1)
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var lowest: UInt8 = 255
        return data.withUnsafeBufferPointer { input -> UInt8? in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            for _ in 0..<height {
                let status = row.withUnsafeMutableBufferPointer { output -> Int32 in
                    stream.next_out = output.baseAddress
                    stream.avail_out = uInt(output.count)
                    var status = Z_OK
                    while stream.avail_out > 0 && status == Z_OK { status = inflate(&stream, Z_NO_FLUSH) }
                    return stream.avail_out == 0 ? Z_OK : status
                }
                guard status == Z_OK || status == Z_STREAM_END else { return nil }
                guard unfilter(row, previous: previous, into: &current, channels: channels) else { return nil }
                var index = channels - 1
                while index < stride {
                    lowest = min(lowest, current[index])
                    index += channels
                }
                if lowest == 0 { return 0 }
                swap(&previous, &current)
            }
            return lowest
        }
    }

    /// The concatenated `IDAT` chunks.
    private static func imageData(_ bytes: [UInt8]) -> [UInt8] {
        var data: [UInt8] = []
        for case .chunk(let chunk) in PNGChunks(bytes) {
            if chunk.type == "IDAT" { data += bytes[chunk.data] }
            if chunk.type == "IEND" { break }
        }
        return data
    }

    /// Undoes the row's filter (PNG §9.2) from `row` (filter byte first) into `current`, given the previous row,
    /// for the alpha bytes only: a filter predicts each byte from the same channel of the pixel to its left and
    /// the row above, so the alpha channel unfilters on its own, a quarter of the work.
    private static func unfilter(_ row: [UInt8], previous: [UInt8], into current: inout [UInt8], channels: Int) -> Bool {
        let filter = row[0]
        guard filter <= 4 else { return false }
        row.withUnsafeBufferPointer { raw in
            previous.withUnsafeBufferPointer { up in
                current.withUnsafeMutableBufferPointer { out in
                    let count = out.count
                    var i = channels - 1
                    switch filter {
                    case 0:
                        while i < count { out[i] = raw[i + 1]; i += channels }
                    case 1:
                        out[i] = raw[i + 1]; i += channels
                        while i < count { out[i] = raw[i + 1] &+ out[i - channels]; i += channels }
                    case 2:
                        while i < count { out[i] = raw[i + 1] &+ up[i]; i += channels }
                    case 3:
                        out[i] = raw[i + 1] &+ up[i] / 2; i += channels
                        while i < count {
                            out[i] = raw[i + 1] &+ UInt8((Int(out[i - channels]) + Int(up[i])) / 2)
                            i += channels
                        }
                    default:
                        out[i] = raw[i + 1] &+ up[i]; i += channels  // Paeth with a = c = 0 predicts b
                        while i < count {
                            let a = Int(out[i - channels]), b = Int(up[i]), c = Int(up[i - channels])
                            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            out[i] = raw[i + 1] &+ UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                            i += channels
                        }
                    }
                }
            }
        }
        return true
    }
}
