/// Every effect's timing, as data: a corrected figure is a one-line change here.
///
/// THE REFERENCE VALUES ARE OBSERVED, NOT MEASURED ON A DEVICE. The figures marked "issue 27" are the reference
/// values quoted in the issue for Apple's effects (bounce 0.70 s peaking at 1.25/0.75, pulse 2.0 s, breathe 3.0 s
/// peaking at 1.2, wiggle 0.935 s ±5°, rotate one turn in 2.0 s, appear 0.25 s, disappear 0.167 s, variable color
/// 1.333/1.667 s with inactive layers at 0.3, replace 0.25–0.33 s, the by-layer stagger and the draw timing);
/// they are unverified against a device. Figures marked "ours" fill gaps the issue leaves (how low a pulse dips,
/// how far appear scales) and are guesses to be corrected against a recording.
///
/// Each track starts at its value for time 0 and moves segment by segment (value reached, seconds, curve);
/// smoothstep unless a segment says otherwise.
package enum EffectTimingTable {
    private typealias K = Keyframe

    /// The tracks by effect key (`EffectTimeline.timingKey(_:role:)`).
    package static let effects: [String: EffectTiming] = [
        // issue 27: appear 0.25 s; ours: from half size (up) or one and a half (down).
        "appear.up": EffectTiming([(.opacity, .init(from: 0, [K(1, 0.25)])), (.scale, .init(from: 0.5, [K(1, 0.25)]))]),
        "appear.down": EffectTiming([(.opacity, .init(from: 0, [K(1, 0.25)])), (.scale, .init(from: 1.5, [K(1, 0.25)]))]),
        // issue 27: disappear 0.167 s; ours: to one and a half (up) or half (down).
        "disappear.up": EffectTiming([(.opacity, .init(from: 1, [K(0, 0.167)])), (.scale, .init(from: 1, [K(1.5, 0.167)]))]),
        "disappear.down": EffectTiming([(.opacity, .init(from: 1, [K(0, 0.167)])), (.scale, .init(from: 1, [K(0.5, 0.167)]))]),
        // issue 27: bounce 0.70 s, peak 1.25 (up) / 0.75 (down) at 0.2167 s.
        "bounce.up": EffectTiming([(.scale, .init(from: 1, [K(1.25, 0.2167), K(1, 0.4833)]))]),
        "bounce.down": EffectTiming([(.scale, .init(from: 1, [K(0.75, 0.2167), K(1, 0.4833)]))]),
        // ours: scale to 1.25 / 0.75 in 0.25 s and hold there (the effect's end pose).
        "scale.up": EffectTiming([(.scale, .init(from: 1, [K(1.25, 0.25)]))]),
        "scale.down": EffectTiming([(.scale, .init(from: 1, [K(0.75, 0.25)]))]),
        // issue 27: pulse 2.0 s; ours: the dip to 0.35.
        "pulse": EffectTiming([(.opacity, .init(from: 1, [K(0.35, 1.0), K(1, 1.0)]))]),
        // issue 27: breathe 3.0 s, peak 1.2; ours: breathe.pulse's fade to 0.6.
        "breathe": EffectTiming([(.scale, .init(from: 1, [K(1.2, 1.5), K(1, 1.5)]))]),
        "breathe.pulse": EffectTiming([(.scale, .init(from: 1, [K(1.2, 1.5), K(1, 1.5)])),
                                       (.opacity, .init(from: 1, [K(0.6, 1.5), K(1, 1.5)]))]),
        // issue 27: wiggle 0.935 s, ±5°; ours: five equal swings, and ±6 % of the height for directional wiggles.
        "wiggle.rotation": EffectTiming([(.rotation, .init(from: 0, [K(5, 0.187), K(-5, 0.187), K(5, 0.187), K(-5, 0.187), K(0, 0.187)]))]),
        "wiggle.translation": EffectTiming([(.translation, .init(from: 0, [K(0.06, 0.187), K(-0.06, 0.187), K(0.06, 0.187),
                                                                          K(-0.06, 0.187), K(0, 0.187)]))]),
        // issue 27: one turn in 2.0 s (smoothstep: half a turn at 1.0 s).
        "rotate": EffectTiming([(.rotation, .init(from: 0, [K(360, 2.0)]))]),
        // issue 27: replace 0.25–0.33 s. ours: the split between the outgoing and incoming symbol.
        "replace.downUp.out": EffectTiming([(.scale, .init(from: 1, [K(0.5, 0.15)])), (.opacity, .init(from: 1, [K(0, 0.15)]))]),
        "replace.upUp.out": EffectTiming([(.scale, .init(from: 1, [K(1.5, 0.15)])), (.opacity, .init(from: 1, [K(0, 0.15)]))]),
        "replace.offUp.out": EffectTiming([(.opacity, .init(from: 1, [K(0, 0, .hold)]))]),
        "replace.downUp.in": EffectTiming([(.scale, .init(from: 0.5, [K(0.5, 0.08, .hold), K(1, 0.25)])),
                                           (.opacity, .init(from: 0, [K(0, 0.08, .hold), K(1, 0.25)]))]),
        "replace.upUp.in": EffectTiming([(.scale, .init(from: 0.5, [K(0.5, 0.08, .hold), K(1, 0.25)])),
                                         (.opacity, .init(from: 0, [K(0, 0.08, .hold), K(1, 0.25)]))]),
        "replace.offUp.in": EffectTiming([(.scale, .init(from: 0.5, [K(1, 0.25)])), (.opacity, .init(from: 0, [K(1, 0.25)]))]),
    ]

    /// issue 27: variable color's cycle, iterative and cumulative, in seconds.
    package static let variableColorIterativeDuration = 1.333
    package static let variableColorCumulativeDuration = 1.667
    /// issue 27: the opacity of an inactive layer (dimmed); hidden layers take 0.
    package static let variableColorInactiveOpacity = 0.3

    /// issue 27: the by-layer stagger, min(0.15 / (n − 1), 0.05) seconds between one layer's start and the next's.
    package static let staggerSpread = 0.15
    package static let staggerMaximum = 0.05

    /// issue 27: a draw-on/off layer takes 0.133 + 0.867·x(2 − x) s, x the layer's path length over the longest
    /// layer's; the next layer starts after 18 % (on) / 38 % (off) of the previous one's time.
    package static let drawBaseDuration = 0.133
    package static let drawLengthDuration = 0.867
    package static let drawOnOverlap = 0.18
    package static let drawOffOverlap = 0.38
}
