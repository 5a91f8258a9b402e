/// An animated-PNG writer: full frames in `fcTL`/`fdAT` chunks after an ordinary PNG image, so that a viewer
/// without APNG support shows the still image (APNG 1.0, as Firefox, Chromium, Safari and Pillow read it).
///
/// Written here because Debian's libpng cannot write APNG. Frames reuse ``PNGEncoder``'s rows and deflate; every
/// frame is whole (no sub-rectangles, dispose `none`, blend `source`), so each decodes to exactly the bitmap given.
/// Output is byte-deterministic.
public struct APNGEncoder: Sendable {
    /// The PNG settings each frame is compressed with (levels 10…12 compress as 9: frames keep filter type none).
    public var encoder: PNGEncoder

    /// Creates an encoder.
    public init(encoder: PNGEncoder = PNGEncoder()) {
        self.encoder = encoder
    }

    /// How long each frame shows: a fraction of a second, `numerator / denominator` as `fcTL` stores it.
    public struct FrameDelay: Sendable, Hashable {
        /// The numerator.
        public var numerator: UInt16
        /// The denominator (APNG reads 0 as 100).
        public var denominator: UInt16

        /// Creates a delay.
        public init(numerator: UInt16, denominator: UInt16) {
            self.numerator = numerator
            self.denominator = denominator
        }

        /// 1/fps exactly for whole rates up to 65 535 fps, else to the millisecond; `extra` seconds (a rest
        /// between plays) are added to the millisecond (at most 65.535 s in all).
        public init(framesPerSecond fps: Double, extra: Double = 0) {
            if extra == 0, fps == fps.rounded(), fps >= 1, fps <= Double(UInt16.max) {
                self.init(numerator: 1, denominator: UInt16(clamping: fps, to: 1...UInt16.max))
            } else {
                let milliseconds = ((1 / max(fps, 1e-3) + max(0, extra)) * 1000).rounded()
                self.init(numerator: UInt16(clamping: milliseconds, to: 1...UInt16.max), denominator: 1000)
            }
        }
    }

    /// Encodes frames of equal size (straight alpha).
    ///
    /// - Parameters:
    ///   - frames: the animation, first to last.
    ///   - delays: each frame's delay (the last one is repeated for frames without one).
    ///   - plays: how many times the animation plays; 0 plays forever.
    ///   - stillImage: the image a viewer without APNG support shows, when it is not the first frame (it is then
    ///     stored as a default image outside the animation); nil makes frame 0 the default image.
    public func encode(frames: [Bitmap], delays: [FrameDelay], plays: Int, stillImage: Bitmap? = nil) throws(RenderError) -> [UInt8] {
        guard let first = frames.first else { throw .encoding("an animation needs at least one frame") }
        let width = first.width, height = first.height
        for (index, frame) in frames.enumerated() where frame.width != width || frame.height != height {
            throw .encoding("frame \(index) is \(frame.width)×\(frame.height), not \(width)×\(height) as frame 0: APNG frames share one size")
        }
        if let stillImage, stillImage.width != width || stillImage.height != height {
            throw .encoding("the still image is \(stillImage.width)×\(stillImage.height), not \(width)×\(height) as the frames")
        }
        guard plays >= 0, plays <= Int(Int32.max) else { throw .encoding("play count \(plays) is out of range") }
        // One colour type for every frame: grey and alpha when every image is grey, else RGBA.
        let grey = frames.allSatisfy { PNGEncoder.isGrey($0.pixels) } && (stillImage.map { PNGEncoder.isGrey($0.pixels) } ?? true)
        let layout: PNGEncoder.PixelLayout = grey ? .greyAlpha : .rgba
        var rowEncoder = encoder
        rowEncoder.compressionLevel = min(rowEncoder.compressionLevel, PNGEncoder.adaptiveFilterLevel - 1)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, layout.rawValue, 0, 0, 0]
        PNGEncoder.appendChunk("IHDR", header, to: &png)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(UInt32(plays))
        PNGEncoder.appendChunk("acTL", control, to: &png)

        var sequence: UInt32 = 0
        if let stillImage {
            PNGEncoder.appendChunk("IDAT", try rowEncoder.compressedRows(stillImage, layout: layout), to: &png)
        }
        for (index, frame) in frames.enumerated() {
            Self.appendFrame(try rowEncoder.compressedRows(frame, layout: layout), index: index, width: width, height: height,
                             delays: delays, isDefaultImage: index == 0 && stillImage == nil, sequence: &sequence, to: &png)
        }
        PNGEncoder.appendChunk("IEND", [], to: &png)
        return png
    }

    /// Appends one frame: its `fcTL` (the whole canvas, its delay — the last one given repeats — dispose none,
    /// blend source: every frame replaces the canvas) and its data, as the default image's `IDAT` when frame 0 is
    /// also the image a viewer without APNG support shows, else as `fdAT`.
    static func appendFrame(_ data: [UInt8], index: Int, width: Int, height: Int, delays: [FrameDelay], isDefaultImage: Bool,
                            sequence: inout UInt32, to png: inout [UInt8]) {
        let delay = index < delays.count ? delays[index] : (delays.last ?? FrameDelay(numerator: 1, denominator: 10))
        var frameControl: [UInt8] = []
        frameControl.appendBigEndian(sequence)
        frameControl.appendBigEndian(UInt32(width))
        frameControl.appendBigEndian(UInt32(height))
        frameControl.appendBigEndian(0)  // x offset
        frameControl.appendBigEndian(0)  // y offset
        frameControl += [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
                         UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF)]
        frameControl += [0, 0]  // dispose none, blend source
        PNGEncoder.appendChunk("fcTL", frameControl, to: &png)
        sequence += 1
        if isDefaultImage {
            PNGEncoder.appendChunk("IDAT", data, to: &png)
        } else {
            var frameData: [UInt8] = []
            frameData.reserveCapacity(data.count + 4)
            frameData.appendBigEndian(sequence)
            frameData += data
            PNGEncoder.appendChunk("fdAT", frameData, to: &png)
            sequence += 1
        }
    }
}

extension PNGEncoder {
    /// The zlib stream of a straight-alpha bitmap's rows in `layout` (grey+alpha or RGBA), filter type none.
    func compressedRows(_ bitmap: Bitmap, layout: PixelLayout) throws(RenderError) -> [UInt8] {
        let width = bitmap.width, height = bitmap.height
        let rowBytes = width * layout.bytesPerPixel
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        bitmap.pixels.withUnsafeBufferPointer { source in
            filtered.withUnsafeMutableBufferPointer { rows in
                for y in 0..<height {
                    let row = y * (rowBytes + 1) + 1, pixels = y * width * 4
                    if layout == .greyAlpha {
                        for x in 0..<width {
                            rows[row + x * 2] = source[pixels + x * 4]
                            rows[row + x * 2 + 1] = source[pixels + x * 4 + 3]
                        }
                    } else {
                        for i in 0..<(width * 4) { rows[row + i] = source[pixels + i] }
                    }
                }
            }
        }
        return try filtered.withUnsafeBufferPointer { buffer throws(RenderError) in try deflate(buffer, layout: layout, width: width) }
    }
}
