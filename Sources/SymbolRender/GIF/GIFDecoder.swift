/// Decodes the first frame of a GIF (87a or 89a) into premultiplied ARGB pixels of its logical screen, as `<image>`
/// draws a GIF (resvg and browsers show the first frame of an animation).
///
/// Written here rather than linked (Debian's giflib has no static archive the release binary could take, and the
/// format is small): bounded by construction, it reads only inside the bytes it is given, writes at most one index
/// per pixel of the frame, and keeps an LZW table of at most 4096 codes, so a hostile file costs at most a pass over
/// its own bytes and its frame's pixels. Anything malformed (a cut block, a code that is not yet in the table, a
/// frame outside the screen) gives nil rather than a partial image.
enum GIFDecoder {
    /// The decoded frame: `width × height` premultiplied ARGB words (alpha in the high byte), rows top down.
    struct Frame: Equatable {
        var width: Int
        var height: Int
        var pixels: [UInt32]
    }

    /// The largest screen decoded (as `<image>` accepts): 4096 × 4096 pixels.
    static let maximumPixels = 4096 * 4096

    static func decode(_ data: [UInt8]) -> Frame? {
        var reader = Reader(data: data)
        guard let signature = reader.bytes(6), signature == Array("GIF87a".utf8) || signature == Array("GIF89a".utf8),
              let width = reader.u16(), let height = reader.u16(), let packed = reader.byte(), reader.skip(2),
              width > 0, height > 0, width * height <= maximumPixels else { return nil }
        var globalPalette: [UInt32] = []
        if packed & 0x80 != 0 {
            guard let palette = reader.palette(1 << (Int(packed & 7) + 1)) else { return nil }
            globalPalette = palette
        }
        var transparent: Int?
        while let introducer = reader.byte() {
            switch introducer {
            case 0x21:  // an extension: only the graphic control extension matters (its transparent index)
                guard let label = reader.byte() else { return nil }
                if label == 0xF9, let size = reader.byte(), size >= 4, let fields = reader.byte(), reader.skip(2),
                   let index = reader.byte(), reader.skip(Int(size) - 4) {
                    transparent = fields & 1 != 0 ? Int(index) : nil
                }
                guard reader.skipSubBlocks() else { return nil }
            case 0x2C:
                return frame(&reader, screen: (width, height), palette: globalPalette, transparent: transparent)
            default:  // the trailer (0x3B) before any image, or garbage
                return nil
            }
        }
        return nil
    }

    /// The first image descriptor's frame, placed on a transparent screen.
    private static func frame(_ reader: inout Reader, screen: (width: Int, height: Int), palette global: [UInt32],
                              transparent: Int?) -> Frame? {
        guard let left = reader.u16(), let top = reader.u16(), let width = reader.u16(), let height = reader.u16(),
              let packed = reader.byte() else { return nil }
        var palette = global
        if packed & 0x80 != 0 {
            guard let local = reader.palette(1 << (Int(packed & 7) + 1)) else { return nil }
            palette = local
        }
        // The frame lies inside the screen (so its indices are bounded by the screen's pixels).
        guard width > 0, height > 0, left + width <= screen.width, top + height <= screen.height,
              !palette.isEmpty, let minimumCodeSize = reader.byte(), (2...8).contains(minimumCodeSize),
              let compressed = reader.subBlocks() else { return nil }
        let count = width * height
        guard let indices = lzw(compressed, minimumCodeSize: Int(minimumCodeSize), count: count) else { return nil }
        if let transparent, transparent < palette.count { palette[transparent] = 0 }
        var pixels = [UInt32](repeating: 0, count: screen.width * screen.height)
        let rows = packed & 0x40 != 0 ? interlacedRows(height) : Array(0..<height)
        for (source, row) in rows.enumerated() {
            let y = top + row
            for column in 0..<width {
                let x = left + column
                let index = Int(indices[source * width + column])
                pixels[y * screen.width + x] = index < palette.count ? palette[index] : 0
            }
        }
        return Frame(width: screen.width, height: screen.height, pixels: pixels)
    }

    /// The screen row of each stored row of an interlaced image (GIF89a appendix E: every 8th row from 0, every
    /// 8th from 4, every 4th from 2, every 2nd from 1).
    static func interlacedRows(_ height: Int) -> [Int] {
        var rows: [Int] = []
        rows.reserveCapacity(height)
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            rows.append(contentsOf: stride(from: start, to: height, by: step))
        }
        return rows
    }

    /// GIF's variable-length LZW (appendix F): exactly `count` indices, or nil when the data ends early or holds a
    /// code the table does not have yet. Data after the last index is ignored, as decoders do.
    static func lzw(_ data: [UInt8], minimumCodeSize: Int, count: Int) -> [UInt8]? {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for code in 0..<clear { suffix[code] = UInt8(truncatingIfNeeded: code); first[code] = UInt8(truncatingIfNeeded: code) }
        var output: [UInt8] = []
        output.reserveCapacity(count)
        var stack: [UInt8] = []
        stack.reserveCapacity(4096)
        var codeSize = minimumCodeSize + 1, next = end + 1, previous = -1
        var buffer = 0, bits = 0, position = 0
        while output.count < count {
            while bits < codeSize {
                guard position < data.count else { return nil }
                buffer |= Int(data[position]) << bits
                position += 1
                bits += 8
            }
            let code = buffer & ((1 << codeSize) - 1)
            buffer >>= codeSize
            bits -= codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1
                next = end + 1
                previous = -1
                continue
            }
            if code == end { return nil }
            // A code not yet in the table is valid only as the one about to be added (the KwKwK case).
            guard code < next || (code == next && previous >= 0) else { return nil }
            if previous >= 0, next < 4096 {
                prefix[next] = previous
                first[next] = first[previous]
                suffix[next] = code == next ? first[previous] : first[code]
                next += 1
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            var walk = code
            stack.removeAll(keepingCapacity: true)
            while walk >= 0 {
                stack.append(suffix[walk])
                walk = walk < clear ? -1 : prefix[walk]
            }
            for index in stack.reversed() where output.count < count { output.append(index) }
            previous = code
        }
        return output
    }

    /// A bounds-checked cursor over the file.
    private struct Reader {
        let data: [UInt8]
        var position = 0

        mutating func byte() -> UInt8? {
            guard position < data.count else { return nil }
            defer { position += 1 }
            return data[position]
        }

        mutating func u16() -> Int? {
            guard let low = byte(), let high = byte() else { return nil }
            return Int(low) | Int(high) << 8
        }

        mutating func bytes(_ n: Int) -> [UInt8]? {
            guard n >= 0, position + n <= data.count else { return nil }
            defer { position += n }
            return Array(data[position..<position + n])
        }

        mutating func skip(_ n: Int) -> Bool {
            guard n >= 0, position + n <= data.count else { return false }
            position += n
            return true
        }

        /// `entries` opaque colours, premultiplied ARGB.
        mutating func palette(_ entries: Int) -> [UInt32]? {
            guard let rgb = bytes(entries * 3) else { return nil }
            return (0..<entries).map { (k: Int) -> UInt32 in
                let red = UInt32(rgb[k * 3]) << 16, green = UInt32(rgb[k * 3 + 1]) << 8, blue = UInt32(rgb[k * 3 + 2])
                return 0xFF00_0000 | red | green | blue
            }
        }

        /// Data sub-blocks up to their zero-length terminator, joined.
        mutating func subBlocks() -> [UInt8]? {
            var out: [UInt8] = []
            while let size = byte() {
                if size == 0 { return out }
                guard let block = bytes(Int(size)) else { return nil }
                out += block
            }
            return nil
        }

        mutating func skipSubBlocks() -> Bool {
            while let size = byte() {
                if size == 0 { return true }
                guard skip(Int(size)) else { return false }
            }
            return false
        }
    }
}
