/// The 255 opaque colours of a GIF (index 255 is transparency): every colour when there are few enough, else
/// median cut (boxes split at the median of their widest channel, weighted by pixel count, until there are 255).
struct GIFPalette {
    static let transparentIndex: UInt8 = 255

    /// The palette, 0xRRGGBB.
    let colors: [UInt32]
    private let lookup: [UInt32: UInt8]

    init(colors pixels: [UInt32]) {
        var counts: [UInt32: Int] = [:]
        for pixel in pixels { counts[pixel, default: 0] += 1 }
        // Sorted: the palette must not depend on dictionary order.
        let distinct = counts.keys.sorted()
        if distinct.count <= 255 {
            colors = distinct
            lookup = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($0.element, UInt8($0.offset)) })
            return
        }
        var boxes: [[UInt32]] = [distinct]
        while boxes.count < 255 {
            // The box with the widest channel range that can still be split.
            guard let (index, channel) = boxes.indices.compactMap({ index -> (Int, Int, UInt32)? in
                guard boxes[index].count > 1 else { return nil }
                let ranges = (0..<3).map { channel -> UInt32 in
                    let values = boxes[index].map { ($0 >> UInt32(16 - 8 * channel)) & 0xFF }
                    return values.max()! - values.min()!
                }
                let channel = ranges.firstIndex(of: ranges.max()!)!
                return (index, channel, ranges[channel])
            }).max(by: { $0.2 < $1.2 || ($0.2 == $1.2 && $0.0 > $1.0) }).map({ ($0.0, $0.1) }) else { break }
            let shift = UInt32(16 - 8 * channel)
            let sorted = boxes[index].sorted { (($0 >> shift) & 0xFF, $0) < (($1 >> shift) & 0xFF, $1) }
            let total = sorted.reduce(0) { $0 + counts[$1]! }
            var running = 0, cut = 1
            for (position, color) in sorted.enumerated() {
                running += counts[color]!
                if running * 2 >= total { cut = max(1, min(sorted.count - 1, position + 1)); break }
            }
            boxes[index] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
        }
        // Each box's colour is its pixel-weighted mean; every colour maps to its box.
        var palette: [UInt32] = []
        var map: [UInt32: UInt8] = [:]
        for (index, box) in boxes.enumerated() {
            var sums = [0, 0, 0], weight = 0
            for color in box {
                let count = counts[color]!
                weight += count
                for channel in 0..<3 { sums[channel] += Int((color >> UInt32(16 - 8 * channel)) & 0xFF) * count }
            }
            let mean = sums.map { UInt32(($0 + weight / 2) / max(1, weight)) }
            palette.append(mean[0] << 16 | mean[1] << 8 | mean[2])
            for color in box { map[color] = UInt8(index) }
        }
        colors = palette
        lookup = map
    }

    func index(of color: UInt32) -> UInt8 { lookup[color] ?? 0 }
}
