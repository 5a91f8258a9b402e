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

    /// The timing of these frames.
    public var timing: AnimationTiming {
        AnimationTiming(effect: effect, framesPerSecond: framesPerSecond, playDuration: playDuration, frameCount: frames.count,
                        plays: plays, repeatDelay: repeatDelay)
    }

    /// The animation as an animated PNG: the still image is frame 0 when they are the same, else a default
    /// image outside the animation (so that an `appear` file still shows the symbol where APNG is not supported).
    public func apngData(encoder: PNGEncoder = PNGEncoder()) throws(RenderError) -> [UInt8] {
        try APNGEncoder(encoder: encoder).encode(frames: frames, delays: timing.delays, plays: plays,
                                                 stillImage: frames.first == still ? nil : still)
    }

    /// The JSON beside a frame sequence of these frames (``AnimationTiming/frameSequenceJSON(name:width:height:pixelScale:)``).
    public func frameSequenceJSON(name: String, pixelScale: Double) -> String {
        let size = frames.first.map { ($0.width, $0.height) } ?? (still.width, still.height)
        return timing.frameSequenceJSON(name: name, width: size.0, height: size.1, pixelScale: pixelScale)
    }
}
