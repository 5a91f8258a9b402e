/// What an effect needs to know about a symbol's layers, in device pixels: where each layer is, how long its
/// paths are, whether it takes part in variable color, and the box rotations turn about.
public struct AnimationGeometry: Sendable, Hashable {
    /// One layer as the animation sees it.
    public struct Layer: Sendable, Hashable {
        /// The layer's bounds in device pixels (its centre is the anchor of by-layer scales).
        public var bounds: Rect
        /// The total length of the layer's paths in device pixels (draw timing grows with it).
        public var pathLength: Double
        /// True when the layer has a variable-value threshold (variable color lights only these; when no layer
        /// has one, it lights every layer).
        public var isVariable: Bool
        /// The template's motion group (`-sfsymbols-motion-group`, v5+): layers of one group move together in a
        /// by-layer effect, one stagger step per group; nil puts the layer in a group of its own.
        public var motionGroup: Int?
        /// `-sfsymbols-always-rotates:true` (v5+): when some layer says so, a by-layer `rotate` turns only those.
        public var alwaysRotates: Bool
        /// `-sfsymbols-always-pulses:true` (v5+): when some layer says so, `pulse` fades only those (else every layer).
        public var alwaysPulses: Bool
        /// `-sfsymbols-always-breathes:true` (v6+): when some layer says so, `breathe` moves only those.
        public var alwaysBreathes: Bool
        /// The point this layer turns about (a template's `…-rotate-anchor-N`, else its `…-rotate-anchor`), in device
        /// pixels; nil turns about ``AnimationGeometry/rotationAnchor`` or the guide box's centre.
        public var rotationAnchor: Point?

        /// Creates a layer.
        public init(bounds: Rect, pathLength: Double, isVariable: Bool = false, motionGroup: Int? = nil, alwaysRotates: Bool = false,
                    alwaysPulses: Bool = false, alwaysBreathes: Bool = false, rotationAnchor: Point? = nil) {
            self.bounds = bounds
            self.pathLength = pathLength
            self.isVariable = isVariable
            self.motionGroup = motionGroup
            self.alwaysRotates = alwaysRotates
            self.alwaysPulses = alwaysPulses
            self.alwaysBreathes = alwaysBreathes
            self.rotationAnchor = rotationAnchor
        }
    }

    /// The layers, bottom first.
    public var layers: [Layer]
    /// The symbol's guide box (margins × cap height to baseline) in device pixels; a plain SVG's canvas.
    public var symbolBox: Rect
    /// The point whole-symbol rotations turn about, when the template annotates one (a v6 `*-rotate-anchor`);
    /// nil turns about ``symbolBox``'s centre.
    public var rotationAnchor: Point?

    /// Creates geometry.
    public init(layers: [Layer], symbolBox: Rect, rotationAnchor: Point? = nil) {
        self.layers = layers
        self.symbolBox = symbolBox
        self.rotationAnchor = rotationAnchor
    }
}
