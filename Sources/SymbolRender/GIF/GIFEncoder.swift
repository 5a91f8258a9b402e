/// An animated-GIF writer, for places that take no APNG. GIF has one-bit transparency and 256 colours: pixels that
/// are fully transparent stay transparent, every other pixel is composited over a matte colour (the background the
/// GIF will be shown on, so that antialiased edges blend into it), and colours beyond 255 are reduced by median cut.
/// Output is byte-deterministic.
public struct GIFEncoder: Sendable {
    /// The colour partly transparent pixels are composited over (straight 8-bit RGB).
    public var matte: (red: UInt8, green: UInt8, blue: UInt8)

    /// Creates an encoder with a matte colour.
    public init(matte: (red: UInt8, green: UInt8, blue: UInt8)) {
        self.matte = matte
    }

    /// Encodes frames of equal size shown for `1 / fps` seconds each (in GIF's hundredths, rounded so that the total
    /// stays right), the last one `extraDelay` seconds longer; `plays` 0 loops forever.
    public func encode(frames: [Bitmap], framesPerSecond fps: Double, plays: Int, extraDelay: Double = 0) throws(RenderError) -> [UInt8] {
        guard let first = frames.first else { throw .encoding("an animation needs at least one frame") }
        let width = first.width, height = first.height
        guard width <= 65535, height <= 65535, frames.allSatisfy({ $0.width == width && $0.height == height }) else {
            throw .encoding("GIF frames share one size of at most 65535 px")
        }
        // Opaque colours after compositing, as 0xRRGGBB; transparent pixels as nil.
        let composited = frames.map { frame in composite(frame) }
        let palette = GIFPalette(colors: composited.flatMap { $0.compactMap { $0 } })
        var out: [UInt8] = Array("GIF89a".utf8)
        out.appendLittleEndian16(width)
        out.appendLittleEndian16(height)
        out += [0xF7, 0, 0]  // a global table of 256 colours, background index 0, no aspect ratio
        for index in 0..<256 {
            let color = index < palette.colors.count ? palette.colors[index] : 0
            out += [UInt8(color >> 16), UInt8((color >> 8) & 0xFF), UInt8(color & 0xFF)]
        }
        if plays != 1 {
            // NETSCAPE2.0: how many times to repeat after the first play (0 forever).
            out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
            out.appendLittleEndian16(plays == 0 ? 0 : min(65535, plays - 1))
            out.append(0)
        }
        var elapsed = 0.0, written = 0
        for (index, pixels) in composited.enumerated() {
            elapsed += 1 / fps + (index == frames.count - 1 ? extraDelay : 0)
            let hundredths = max(0, Int(clamping: (elapsed * 100).rounded(), to: 0...Int.max) - written)
            written += hundredths
            // Graphic control: dispose to background (transparent pixels must not show the previous frame),
            // transparent index 255.
            out += [0x21, 0xF9, 4, 0x09]
            out.appendLittleEndian16(min(65535, hundredths))
            out += [GIFPalette.transparentIndex, 0]
            out += [0x2C, 0, 0, 0, 0]
            out.appendLittleEndian16(width)
            out.appendLittleEndian16(height)
            out.append(0)
            let indices = pixels.map { $0.map(palette.index(of:)) ?? GIFPalette.transparentIndex }
            out.append(8)  // LZW minimum code size
            let compressed = GIFLZW.compress(indices)
            var offset = 0
            while offset < compressed.count {
                let count = min(255, compressed.count - offset)
                out.append(UInt8(count))
                out += compressed[offset..<(offset + count)]
                offset += count
            }
            out.append(0)
        }
        out.append(0x3B)
        return out
    }

    private func composite(_ frame: Bitmap) -> [UInt32?] {
        var result = [UInt32?](repeating: nil, count: frame.width * frame.height)
        let matte = [Int(self.matte.red), Int(self.matte.green), Int(self.matte.blue)]
        for index in result.indices {
            let alpha = Int(frame.pixels[index * 4 + 3])
            guard alpha > 0 else { continue }
            var color: UInt32 = 0
            for channel in 0..<3 {
                let value = (Int(frame.pixels[index * 4 + channel]) * alpha + matte[channel] * (255 - alpha) + 127) / 255
                color = color << 8 | UInt32(value)
            }
            result[index] = color
        }
        return result
    }
}

extension Array where Element == UInt8 {
    mutating func appendLittleEndian16(_ value: Int) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }
}
