import SymbolCore

/// An animation's timing without its pixels: what a file beside the frames, an APNG's controls or a sticker's
/// `Contents.json` need.
public struct AnimationTiming: Sendable, Hashable {
    /// The effect, for the record.
    public var effect: SymbolEffect
    /// Frames per second.
    public var framesPerSecond: Double
    /// One play's length in seconds.
    public var playDuration: Double
    /// The frames of one play as written (`EffectTimeline/writtenFrameCount(fps:)`).
    public var frameCount: Int
    /// How many times the animation plays; 0 forever.
    public var plays: Int
    /// Seconds of rest after each play (added to the last frame's delay).
    public var repeatDelay: Double

    /// Creates a timing.
    public init(effect: SymbolEffect, framesPerSecond: Double, playDuration: Double, frameCount: Int, plays: Int, repeatDelay: Double) {
        self.effect = effect
        self.framesPerSecond = framesPerSecond
        self.playDuration = playDuration
        self.frameCount = frameCount
        self.plays = plays
        self.repeatDelay = repeatDelay
    }

    /// Each frame's delay: 1/fps, the last one longer by the rest between plays.
    public var delays: [APNGEncoder.FrameDelay] {
        var delays = [APNGEncoder.FrameDelay](repeating: APNGEncoder.FrameDelay(framesPerSecond: framesPerSecond), count: frameCount)
        if repeatDelay > 0, !delays.isEmpty {
            delays[delays.count - 1] = APNGEncoder.FrameDelay(framesPerSecond: framesPerSecond, extra: repeatDelay)
        }
        return delays
    }

    /// The file name of frame `index` in a sequence: `NAME_0000.png`.
    public static func frameName(_ name: String, index: Int) -> String {
        let digits = String(index)
        return name + "_" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Whether `file` is a frame of the sequence `name`, as ``frameName(_:index:)`` names them (`NAME_` and at
    /// least four digits, `.png`): what a rewrite of the sequence owns in its folder.
    public static func isFrameName(_ file: String, of name: String) -> Bool {
        guard file.hasPrefix(name + "_"), file.hasSuffix(".png") else { return false }
        let digits = file.dropFirst(name.count + 1).dropLast(4)
        return digits.count >= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The JSON beside a frame sequence: what `animationImages` and `animatedImage(with:duration:)` need
    /// (fps, the frames' duration in seconds, frame count, repeat count with 0 for forever, rest between plays),
    /// plus the effect and the frame size. Keys in a fixed order, numbers in fixed notation: byte-deterministic.
    public func frameSequenceJSON(name: String, width: Int, height: Int, pixelScale: Double) -> String {
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
            ("firstFrame", .string(Self.frameName(name, index: 0))),
        ])
        return JSONWriter(keyOrder: .asWritten, keySeparator: " : ", number: { NumberFormatting.string($0) }).string(value)
    }
}
