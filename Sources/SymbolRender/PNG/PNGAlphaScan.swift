import SymbolCore
import CZlib

/// The lowest alpha of an 8-bit RGBA or grey+alpha PNG, inflating and unfiltering one row at a time and
/// stopping at the first fully transparent pixel.
///
/// Linting a catalog reads every App Store icon's pixels; decoding each 1024 px icon to a bitmap first cost
/// 40 ms, five times this scan, which keeps two rows and no bitmap. It lives beside ``PNGDecoder`` and shares its
/// unfilter (`PNGUnfilter`), so that zlib is called from `SymbolRender` only.
package enum PNGAlphaScan {
    /// `nil` when the file is not an 8-bit, non-interlaced PNG with an alpha channel, or its data is damaged.
    package static func minimumAlpha(_ bytes: [UInt8], width: Int, height: Int, channels: Int) -> UInt8? {
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

    /// Undoes the row's filter from `row` (filter byte first) into `current` for the alpha bytes only: the alpha
    /// channel unfilters on its own, a quarter of the work.
    private static func unfilter(_ row: [UInt8], previous: [UInt8], into current: inout [UInt8], channels: Int) -> Bool {
        row.withUnsafeBufferPointer { raw in
            previous.withUnsafeBufferPointer { up in
                current.withUnsafeMutableBufferPointer { out in
                    PNGUnfilter.row(filter: raw[0], raw.baseAddress! + 1, previous: up.baseAddress!, into: out.baseAddress!,
                                    count: out.count, bpp: channels, first: channels - 1, step: channels)
                }
            }
        }
    }
}
