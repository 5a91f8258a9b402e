/// A symbol effect, spelled as SwiftUI spells it: `bounce.up`, `pulse`, `variableColor.iterative.reversing`,
/// `replace.downUp`, `drawOn.byLayer`.
///
/// The value sits beside `SymbolConfiguration`: the configuration says how the symbol looks at rest, the effect
/// how it moves, and ``SymbolEffectOptions`` how fast and how often.
///
/// ```swift
/// let effect = try SymbolEffect(parsing: "bounce.up.byLayer")
/// ```
public struct SymbolEffect: Sendable, Hashable, CustomStringConvertible {
    /// The effects SF Symbols offers.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Fades and scales the symbol in.
        case appear
        /// Fades and scales the symbol out.
        case disappear
        /// Scales up (or down) and back.
        case bounce
        /// Scales up (or down) and holds there.
        case scale
        /// Fades the opacity down and back.
        case pulse
        /// Scales up gently and back, optionally fading too.
        case breathe
        /// Rocks or shakes the symbol.
        case wiggle
        /// Turns the symbol one whole turn.
        case rotate
        /// Lights the variable layers one after another.
        case variableColor
        /// Replaces the symbol with another.
        case replace
        /// Traces the layers' paths in from their start.
        case drawOn
        /// Traces the layers' paths out.
        case drawOff
    }

    /// Which way an effect moves.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// Growing (appear, bounce, scale) or upward.
        case up
        /// Shrinking (appear, bounce, scale) or downward.
        case down
        /// A wiggle to the left first.
        case left
        /// A wiggle to the right first.
        case right
        /// A wiggle in the reading direction (right in left-to-right text).
        case forward
        /// A wiggle against the reading direction.
        case backward
        /// A clockwise turn or rock.
        case clockwise
        /// A counter-clockwise turn or rock.
        case counterClockwise
    }

    /// Whether layers move one after another or together.
    public enum Scope: String, Sendable, Hashable, CaseIterable {
        /// Layers start one after another (a short stagger), ending together.
        case byLayer
        /// All layers move as one.
        case wholeSymbol
        /// Layers move one after another, each finishing before the next starts (draw effects).
        case individually
    }

    /// How variable color lights layers.
    public enum VariableColorFill: String, Sendable, Hashable, CaseIterable {
        /// One layer at a time.
        case iterative
        /// Layer after layer, keeping those already lit.
        case cumulative
    }

    /// How `replace` hands over from one symbol to the other.
    public enum ReplaceStyle: String, Sendable, Hashable, CaseIterable {
        /// The old symbol shrinks away, the new one grows in.
        case downUp
        /// The old symbol grows away, the new one grows in.
        case upUp
        /// The old symbol vanishes at once, the new one grows in.
        case offUp
    }

    /// The effect.
    public var kind: Kind
    /// The direction (nil: the effect's default, ``defaultDirection``).
    public var direction: Direction?
    /// The scope (nil: by layer for effects that have layers, whole symbol for `rotate`).
    public var scope: Scope?
    /// Variable color's fill (default iterative).
    public var variableColorFill: VariableColorFill?
    /// Variable color runs forward and then back (default false).
    public var reverses: Bool
    /// Variable color hides inactive layers instead of dimming them (default false).
    public var hidesInactiveLayers: Bool
    /// Replace's handover (default down-up).
    public var replaceStyle: ReplaceStyle?
    /// `breathe.pulse`: breathe fades as well as scales.
    public var breathePulses: Bool
    /// Wiggle's rocking angle in degrees (default from the timing table, 5°).
    public var wiggleAngle: Double?

    /// Creates an effect with default options.
    public init(_ kind: Kind, direction: Direction? = nil, scope: Scope? = nil) {
        self.kind = kind
        self.direction = direction
        self.scope = scope
        self.reverses = false
        self.hidesInactiveLayers = false
        self.breathePulses = false
    }

    /// The direction used when none is given: up for appear, disappear, bounce and scale; clockwise for rotate and
    /// wiggle.
    public var defaultDirection: Direction? {
        switch kind {
        case .appear, .disappear, .bounce, .scale: return .up
        case .rotate, .wiggle: return .clockwise
        default: return nil
        }
    }

    /// The direction in effect.
    public var resolvedDirection: Direction? { direction ?? defaultDirection }

    /// The scope in effect: whole symbol for rotate, by layer for the others.
    public var resolvedScope: Scope { scope ?? (kind == .rotate ? .wholeSymbol : .byLayer) }

    /// The effect spelled as SwiftUI spells it, every option written out (`bounce.up.byLayer`).
    public var description: String {
        var parts = [kind.rawValue]
        if let direction { parts.append(direction.rawValue) }
        if let variableColorFill { parts.append(variableColorFill.rawValue) }
        if kind == .variableColor && reverses { parts.append("reversing") }
        if hidesInactiveLayers { parts.append("hideInactiveLayers") }
        if let replaceStyle { parts.append(replaceStyle.rawValue) }
        if breathePulses { parts.append("pulse") }
        if let scope { parts.append(scope.rawValue) }
        return parts.joined(separator: ".")
    }
}
