/// One layer's pose at one instant: a transform about an anchor, an opacity, how much of its paths is drawn, and
/// its variable-color activation.
public struct LayerState: Sendable, Hashable {
    /// A uniform scale about ``anchor`` (1 at rest).
    public var scale: Double
    /// A rotation about ``anchor`` in radians, clockwise on screen (0 at rest).
    public var rotation: Double
    /// A movement in device pixels, after scale and rotation.
    public var translation: Point
    /// The point scale and rotation keep fixed, in device pixels.
    public var anchor: Point
    /// Multiplies the layer's alpha (1 at rest).
    public var opacity: Double
    /// The fraction of each of the layer's paths drawn from its start, 0…1 (1 at rest).
    public var drawProgress: Double
    /// Variable color's activation of the layer, 0 (inactive) … 1 (lit); nil outside variable color. Already
    /// folded into ``opacity``.
    public var variableActivation: Double?

    /// Creates a state (the rest pose by default).
    public init(scale: Double = 1, rotation: Double = 0, translation: Point = .zero, anchor: Point = .zero, opacity: Double = 1,
                drawProgress: Double = 1, variableActivation: Double? = nil) {
        self.scale = scale
        self.rotation = rotation
        self.translation = translation
        self.anchor = anchor
        self.opacity = opacity
        self.drawProgress = drawProgress
        self.variableActivation = variableActivation
    }

    /// The device-space transform: about the anchor, scale, then rotate, then move.
    public var transform: AffineTransform {
        AffineTransform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(.rotation(rotation))
            .concatenating(.translation(x: anchor.x + translation.x, y: anchor.y + translation.y))
    }

    /// True when the layer looks the same in both states: the same transform (a whole turn is no turn), opacity,
    /// drawn fraction and variable-color activation, to a billionth.
    func hasSamePose(as other: LayerState) -> Bool {
        let a = transform, b = other.transform
        let close = { (x: Double, y: Double) in abs(x - y) < 1e-9 }
        return close(a.a, b.a) && close(a.b, b.b) && close(a.c, b.c) && close(a.d, b.d) && close(a.e, b.e) && close(a.f, b.f)
            && close(opacity, other.opacity) && close(min(1, drawProgress), min(1, other.drawProgress))
            && close(variableActivation ?? -1, other.variableActivation ?? -1)
    }

    /// True when the layer draws exactly as at rest: no transform, full opacity, fully drawn.
    public var isRest: Bool {
        scale == 1 && rotation == 0 && translation == .zero && opacity == 1 && drawProgress >= 1
    }
}

/// Every layer's state at one instant: the symbol's own layers and, for `replace`, the incoming symbol's.
public struct AnimationFrameState: Sendable, Hashable {
    /// The states of the animated symbol's layers, bottom first.
    public var layers: [LayerState]
    /// The states of the incoming symbol's layers (`replace`), drawn above; empty otherwise.
    public var incoming: [LayerState]

    /// Creates a frame state.
    public init(layers: [LayerState], incoming: [LayerState] = []) {
        self.layers = layers
        self.incoming = incoming
    }
}
