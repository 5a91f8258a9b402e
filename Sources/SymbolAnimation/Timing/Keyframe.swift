/// How a value moves between two keyframes.
package enum TimingCurve: Sendable, Hashable {
    /// 3u² − 2u³: eases in and out (the default: "ease with smoothstep unless the table says otherwise").
    case smoothstep
    /// Constant speed (a turn that should not slow down).
    case linear
    /// Jumps to the new value at the end of the segment (a symbol that vanishes at once).
    case hold

    /// The eased fraction for a linear fraction `u` in 0…1.
    func eased(_ u: Double) -> Double {
        let u = min(1, max(0, u))
        switch self {
        case .smoothstep: return u * u * (3 - 2 * u)
        case .linear: return u
        case .hold: return u >= 1 ? 1 : 0
        }
    }
}

/// One segment of a track: move to `value` over `duration` seconds along `curve`.
package struct Keyframe: Sendable, Hashable {
    /// The value reached at the end of the segment.
    package var value: Double
    /// The segment's length in seconds (at speed 1).
    package var duration: Double
    /// How the value moves there.
    package var curve: TimingCurve

    package init(_ value: Double, _ duration: Double, _ curve: TimingCurve = .smoothstep) {
        self.value = value
        self.duration = duration
        self.curve = curve
    }
}

/// A value over time: a start value and segments; before 0 it is the start, after the end the last value.
package struct KeyframeTrack: Sendable, Hashable {
    /// The value at time 0.
    package var start: Double
    /// The segments, in order.
    package var keyframes: [Keyframe]

    package init(from start: Double, _ keyframes: [Keyframe]) {
        self.start = start
        self.keyframes = keyframes
    }

    /// The track's length in seconds.
    package var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    /// The value at `time` seconds.
    package func value(at time: Double) -> Double {
        var previous = start, elapsed = 0.0
        for keyframe in keyframes {
            if time < elapsed + keyframe.duration {
                let u = keyframe.duration > 0 ? (time - elapsed) / keyframe.duration : 1
                return previous + (keyframe.value - previous) * keyframe.curve.eased(u)
            }
            elapsed += keyframe.duration
            previous = keyframe.value
        }
        return previous
    }

    /// The same track `amount` seconds shorter, taken from its last segments (a staggered layer that must end with
    /// the others); never below zero length.
    package func shortened(by amount: Double) -> KeyframeTrack {
        var copy = self, remaining = max(0, amount)
        for index in copy.keyframes.indices.reversed() where remaining > 0 {
            let cut = min(remaining, copy.keyframes[index].duration)
            copy.keyframes[index].duration -= cut
            remaining -= cut
        }
        return copy
    }

    /// The same track with every value multiplied (a wiggle of a custom angle).
    package func scaled(by factor: Double) -> KeyframeTrack {
        KeyframeTrack(from: start * factor, keyframes.map { Keyframe($0.value * factor, $0.duration, $0.curve) })
    }
}

/// What a track animates.
package enum AnimatedProperty: Sendable, Hashable {
    /// A uniform scale about the anchor (1 = rest).
    case scale
    /// A rotation about the anchor, degrees, clockwise on screen (0 = rest).
    case rotation
    /// A movement along the effect's direction, as a fraction of the symbol box's height (0 = rest).
    case translation
    /// An opacity multiplier (1 = rest).
    case opacity
    /// The fraction of each path drawn (1 = rest).
    case drawProgress
}

/// The tracks of one effect: every property it moves, in a fixed order.
package struct EffectTiming: Sendable, Hashable {
    /// The tracks; a property without a track stays at rest.
    package var tracks: [(property: AnimatedProperty, track: KeyframeTrack)]

    package init(_ tracks: [(AnimatedProperty, KeyframeTrack)]) {
        self.tracks = tracks.map { (property: $0.0, track: $0.1) }
    }

    /// The longest track's length in seconds.
    package var duration: Double { tracks.map(\.track.duration).max() ?? 0 }

    package static func == (a: EffectTiming, b: EffectTiming) -> Bool {
        a.tracks.map(\.property) == b.tracks.map(\.property) && a.tracks.map(\.track) == b.tracks.map(\.track)
    }

    package func hash(into hasher: inout Hasher) {
        for entry in tracks { hasher.combine(entry.property); hasher.combine(entry.track) }
    }
}
