/// How fast and how often an effect plays: SwiftUI's `SymbolEffectOptions` (`.speed(_:)`, `.repeat(_:)`,
/// `.repeating`, periodic delays, continuous looping).
public struct SymbolEffectOptions: Sendable, Hashable {
    /// The playback speed: 2 plays twice as fast (every duration and delay halved). Must lie in ``speedRange``.
    public var speed: Double
    /// How many times the effect plays; 0 plays forever.
    public var repeatCount: Int
    /// Seconds of rest (at the effect's end pose) between one play and the next, before ``speed`` applies.
    public var repeatDelay: Double
    /// Loop forever without a rest between plays (SwiftUI's `.repeat(.continuous)`); overrides ``repeatCount``
    /// and ``repeatDelay``.
    public var isContinuous: Bool

    /// The speeds accepted: slower than a tenth is a still image, faster than ten times is a flicker.
    public static let speedRange: ClosedRange<Double> = 0.1...10
    /// The most plays that can be asked for besides forever (APNG stores the count in 31 bits; no viewer needs more).
    public static let maximumRepeatCount = 10_000
    /// The longest rest between plays, in seconds.
    public static let maximumRepeatDelay = 60.0

    /// Creates options: normal speed, one play, no rest.
    public init(speed: Double = 1, repeatCount: Int = 1, repeatDelay: Double = 0, isContinuous: Bool = false) {
        self.speed = speed
        self.repeatCount = repeatCount
        self.repeatDelay = repeatDelay
        self.isContinuous = isContinuous
    }

    /// How many times the animation file plays (0 = forever): 0 when continuous.
    public var plays: Int { isContinuous ? 0 : repeatCount }

    /// The rest between plays in seconds, after speed (0 when continuous).
    public var scaledRepeatDelay: Double { isContinuous ? 0 : repeatDelay / speed }

    /// Checks every value; throws ``SymbolEffectError`` naming the value and its range.
    public func validate() throws(SymbolEffectError) {
        guard speed.isFinite, Self.speedRange.contains(speed) else {
            throw SymbolEffectError(text: "", column: 0, message: "speed \(NumberFormatting.described(speed)) is out of range: use a value in 0.1…10")
        }
        guard (0...Self.maximumRepeatCount).contains(repeatCount) else {
            throw SymbolEffectError(text: "", column: 0, message: "repeat count \(repeatCount) is out of range: use 0 (forever) … \(Self.maximumRepeatCount)")
        }
        guard repeatDelay.isFinite, repeatDelay >= 0, repeatDelay <= Self.maximumRepeatDelay else {
            throw SymbolEffectError(text: "", column: 0, message: "repeat delay \(NumberFormatting.described(repeatDelay)) s is out of range: use 0…60 seconds")
        }
    }
}
