import SVGPath
import SymbolCore

/// A rendered symbol effect: one play's frames, the still image, and the timing a file needs.
public struct AnimatedSymbolImage: Sendable {
    /// The frames of one play, frame *k* at time *k / fps*.
    public var frames: [Bitmap]
    /// The symbol at rest (what a viewer without animation support shows).
    public var still: Bitmap
    /// Frames per second.
    public var framesPerSecond: Double
    /// One play's length in seconds.
    public var playDuration: Double
    /// How many times the animation plays; 0 forever.
    public var plays: Int
    /// Seconds of rest after each play (added to the last frame's delay).
    public var repeatDelay: Double
    /// The effect, for the record.
    public var effect: SymbolEffect

    /// Creates an animation.
    public init(frames: [Bitmap], still: Bitmap, framesPerSecond: Double, playDuration: Double, plays: Int, repeatDelay: Double,
                effect: SymbolEffect) {
        self.frames = frames
        self.still = still
        self.framesPerSecond = framesPerSecond
        self.playDuration = playDuration
        self.plays = plays
        self.repeatDelay = repeatDelay
        self.effect = effect
    }

    /// The animation as an animated PNG: the still image is frame 0 when they are the same, else a default
    /// image outside the animation (so that an `appear` file still shows the symbol where APNG is not supported).
    public func apngData(encoder: PNGEncoder = PNGEncoder()) throws(RenderError) -> [UInt8] {
        var delays = [APNGEncoder.FrameDelay](repeating: APNGEncoder.FrameDelay(framesPerSecond: framesPerSecond), count: frames.count)
        if repeatDelay > 0, !delays.isEmpty {
            delays[delays.count - 1] = APNGEncoder.FrameDelay(framesPerSecond: framesPerSecond, extra: repeatDelay)
        }
        return try APNGEncoder(encoder: encoder).encode(frames: frames, delays: delays, plays: plays,
                                                        stillImage: frames.first == still ? nil : still)
    }

    /// The file name of frame `index` in a sequence: `NAME_0000.png`.
    public static func frameName(_ name: String, index: Int) -> String {
        let digits = String(index)
        return name + "_" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// The JSON beside a frame sequence: what `animationImages` and `animatedImage(with:duration:)` need
    /// (fps, duration of one play in seconds, frame count, repeat count with 0 for forever, rest between plays),
    /// plus the effect and the frame size. Keys in a fixed order, numbers in fixed notation: byte-deterministic.
    public func frameSequenceJSON(name: String, pixelScale: Double) -> String {
        let size = frames.first.map { ($0.width, $0.height) } ?? (still.width, still.height)
        return Self.frameSequenceJSON(name: name, effect: effect, framesPerSecond: framesPerSecond, frameCount: frames.count,
                                      plays: plays, repeatDelay: repeatDelay, width: size.0, height: size.1, pixelScale: pixelScale)
    }

    /// The same JSON from its values (for frames written straight as PNG files, without bitmaps).
    public static func frameSequenceJSON(name: String, effect: SymbolEffect, framesPerSecond: Double, frameCount: Int, plays: Int,
                                         repeatDelay: Double, width: Int, height: Int, pixelScale: Double) -> String {
        let value: JSONValue = .object([
            ("name", .string(name)),
            ("effect", .string(effect.description)),
            ("fps", .number(framesPerSecond)),
            ("duration", .number(Double(frameCount) / framesPerSecond)),
            ("frameCount", .number(Double(frameCount))),
            ("repeatCount", .number(Double(plays))),
            ("repeatDelay", .number(repeatDelay)),
            ("width", .number(Double(width))),
            ("height", .number(Double(height))),
            ("scale", .number(pixelScale)),
            ("firstFrame", .string(frameName(name, index: 0))),
        ])
        return JSONWriter(keyOrder: .asWritten, keySeparator: " : ", number: { NumberFormatting.string($0) }).string(value)
    }
}
