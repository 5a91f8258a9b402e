import SymbolRender

/// The data of icns's 24-bit RGB elements (`is32`, `il32`) and their 8-bit masks (`s8mk`, `l8mk`).
///
/// RGB is stored as three planes (all red, then green, then blue), each compressed on its own with icns's PackBits
/// variant: a lead byte 0…127 copies the next lead + 1 bytes, 128…255 repeats the next byte lead − 125 times. The
/// mask is one uncompressed byte of alpha per pixel. Colors are straight (not premultiplied): the mask is applied
/// on top of them.
enum ICNSRGBElement {
    /// The `is32`/`il32` data and the `s8mk`/`l8mk` data for a straight-alpha bitmap.
    static func encode(_ bitmap: Bitmap) -> (rgb: [UInt8], mask: [UInt8]) {
        let pixelCount = bitmap.width * bitmap.height
        var rgb: [UInt8] = []
        rgb.reserveCapacity(pixelCount * 3 + 8)
        var plane = [UInt8](repeating: 0, count: pixelCount)
        for channel in 0..<3 {
            for index in 0..<pixelCount { plane[index] = bitmap.pixels[index * 4 + channel] }
            packBits(plane, into: &rgb)
        }
        // macOS on Apple silicon drops the last value of compressed RGB in app icons; one trailing zero byte, which
        // every decoder ignores, keeps it (relikd/icns-analysis, "Known issues" 1). A second one when the length
        // would equal the uncompressed size, which some readers (Pillow) take to mean "not compressed".
        rgb.append(0)
        if rgb.count == pixelCount * 3 { rgb.append(0) }
        let mask = (0..<pixelCount).map { bitmap.pixels[$0 * 4 + 3] }
        return (rgb, mask)
    }

    /// The bitmap of `size`×`size` pixels that `rgb` and `mask` describe, or nil if they are not well formed.
    static func decode(rgb: [UInt8], mask: [UInt8], size: Int) -> Bitmap? {
        let pixelCount = size * size
        guard mask.count == pixelCount else { return nil }
        var bitmap = Bitmap(width: size, height: size)
        var offset = 0
        for channel in 0..<3 {
            guard let plane = unpackBits(rgb, from: &offset, count: pixelCount) else { return nil }
            for index in 0..<pixelCount { bitmap.pixels[index * 4 + channel] = plane[index] }
        }
        for index in 0..<pixelCount { bitmap.pixels[index * 4 + 3] = mask[index] }
        return bitmap
    }

    /// Runs of 3…130 equal bytes as repeats; everything between as literals of up to 128 bytes.
    private static func packBits(_ bytes: [UInt8], into out: inout [UInt8]) {
        var index = 0
        var literalStart = 0
        while index < bytes.count {
            var run = 1
            while index + run < bytes.count, run < 130, bytes[index + run] == bytes[index] { run += 1 }
            if run >= 3 {
                appendLiterals(bytes[literalStart..<index], to: &out)
                out.append(UInt8(run + 125))
                out.append(bytes[index])
                literalStart = index + run
            }
            index += run
        }
        appendLiterals(bytes[literalStart..<bytes.count], to: &out)
    }

    private static func appendLiterals(_ literals: ArraySlice<UInt8>, to out: inout [UInt8]) {
        var start = literals.startIndex
        while start < literals.endIndex {
            let count = min(128, literals.endIndex - start)
            out.append(UInt8(count - 1))
            out.append(contentsOf: literals[start..<(start + count)])
            start += count
        }
    }

    private static func unpackBits(_ data: [UInt8], from offset: inout Int, count: Int) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        while out.count < count {
            guard offset < data.count else { return nil }
            let lead = Int(data[offset])
            if lead < 128 {
                guard offset + 1 + lead + 1 <= data.count else { return nil }
                out.append(contentsOf: data[(offset + 1)...(offset + 1 + lead)])
                offset += lead + 2
            } else {
                guard offset + 1 < data.count else { return nil }
                out.append(contentsOf: repeatElement(data[offset + 1], count: lead - 125))
                offset += 2
            }
        }
        // A run may not spill into the next plane.
        return out.count == count ? out : nil
    }
}
