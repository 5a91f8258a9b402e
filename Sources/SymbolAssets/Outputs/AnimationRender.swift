import SymbolCore

/// One animated PNG rendered from a source: the effect, its options and the configuration of its rest pose.
package struct AnimationRender: Sendable, Hashable {
    /// The source SVG.
    package var source: String
    /// `replace`: the incoming symbol's SVG.
    package var replacement: String?
    /// The rest pose's configuration (one pixel scale).
    package var configuration: SymbolConfiguration
    /// The effect.
    package var effect: SymbolEffect
    /// Speed and repeats.
    package var options: SymbolEffectOptions
    /// Frames per second.
    package var framesPerSecond: Double
    /// Check Messages' sticker limits (300…618 px, 500 KB) when the file is made.
    package var isSticker: Bool
    /// The source's `NAME.animation.json` (a plain SVG's layers, groups and anchors), when there is one.
    package var annotations: String?
    /// The manifest, and where in it the entry (its `size`, when it has one) is: a sticker whose frames Messages would
    /// refuse is reported there, where the size is set, not at the source. Not part of ``key``: it moves no pixel.
    package var manifestFile: String?
    package var entryLocation: FileLocation?

    var key: String {
        "\(source)|\(replacement ?? "-")|\(configuration.canonicalKey)|\(effect)|\(effect.wiggleAngle.map { String($0) } ?? "-")|"
            + "\(options.speed),\(options.repeatCount),\(options.repeatDelay),\(options.isContinuous)|\(framesPerSecond)|\(isSticker)|\(annotations ?? "-")"
    }
}
