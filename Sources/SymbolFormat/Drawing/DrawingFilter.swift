import SVGPath

/// A `<filter>` applied to a group: its region and its primitives, values already in the root user space
/// (the planner maps them to device pixels).
package struct DrawingFilter: Sendable, Hashable {
    /// The filter region in root user space (an axis-aligned box).
    package var region: Rect
    /// Whether the primitives work on linear-light values (`color-interpolation-filters`, linearRGB by default).
    package var linearRGB: Bool
    /// The primitives in document order.
    package var primitives: [FilterPrimitive]

    package init(region: Rect, linearRGB: Bool = true, primitives: [FilterPrimitive]) {
        self.region = region
        self.linearRGB = linearRGB
        self.primitives = primitives
    }
}

/// One filter primitive with its inputs and result name.
package struct FilterPrimitive: Sendable, Hashable {
    /// Where a primitive takes an image from (`in`, `in2`, `feMergeNode`).
    package enum Input: Sendable, Hashable {
        case sourceGraphic, sourceAlpha, previous
        case named(String)
    }

    /// `feComposite` operators.
    package enum CompositeOperator: String, Sendable, Hashable {
        case over, `in`, out, atop, xor, arithmetic
    }

    /// `feBlend` modes (the separable ones icon exports use).
    package enum BlendMode: String, Sendable, Hashable {
        case normal, multiply, screen, darken, lighten
    }

    /// What the primitive does; lengths in root user units (x and y apart where SVG allows).
    package enum Kind: Sendable, Hashable {
        case gaussianBlur(x: Double, y: Double)
        case offset(dx: Double, dy: Double)
        case flood(RGBAColor)
        case composite(CompositeOperator, k1: Double, k2: Double, k3: Double, k4: Double)
        case merge
        case blend(BlendMode)
        /// A 4×5 matrix, row-major (`type="matrix"`; saturate, hueRotate and luminanceToAlpha expanded).
        case colorMatrix([Double])
        case dropShadow(dx: Double, dy: Double, x: Double, y: Double, color: RGBAColor)
        /// `feComponentTransfer`: one function per channel, red, green, blue, alpha.
        case componentTransfer([TransferFunction])
        /// `feMorphology`: `dilate` (maximum) or erode (minimum) over a window of radius x, y.
        case morphology(dilate: Bool, x: Double, y: Double)
        case convolve(ConvolveKernel)
        /// `feTile`: the input's subregion repeated over the primitive's.
        case tile
        /// `feDisplacementMap`: pixels of `in` moved by channels of `in2`.
        case displacement(scaleX: Double, scaleY: Double, x: Int, y: Int)
        case turbulence(Turbulence)
        case lighting(Lighting)
        /// `feImage`: an element or an image drawn into the primitive's subregion.
        case image(FilterImage)
    }

    package var kind: Kind
    package var inputs: [Input]
    package var result: String?
    /// The primitive subregion (root user space); nil when it is the filter region.
    package var subregion: Rect?

    package init(kind: Kind, inputs: [Input], result: String? = nil, subregion: Rect? = nil) {
        self.kind = kind
        self.inputs = inputs
        self.result = result
        self.subregion = subregion
    }

    /// The primitive with its lengths mapped by a linear scale (x and y).
    package func scaled(x sx: Double, y sy: Double) -> FilterPrimitive {
        var copy = self
        switch kind {
        case .gaussianBlur(let x, let y): copy.kind = .gaussianBlur(x: x * sx, y: y * sy)
        case .offset(let dx, let dy): copy.kind = .offset(dx: dx * sx, dy: dy * sy)
        case .dropShadow(let dx, let dy, let x, let y, let color): copy.kind = .dropShadow(dx: dx * sx, dy: dy * sy, x: x * sx, y: y * sy, color: color)
        case .morphology(let dilate, let x, let y): copy.kind = .morphology(dilate: dilate, x: x * sx, y: y * sy)
        case .displacement(let x, let y, let cx, let cy): copy.kind = .displacement(scaleX: x * sx, scaleY: y * sy, x: cx, y: cy)
        default: break
        }
        return copy
    }

    /// The primitive placed by `t` (root space → the pixels it runs on, a scale and a translation): its
    /// subregion, positions and lengths.
    package func placed(by t: AffineTransform) -> FilterPrimitive {
        var copy = scaled(x: (t.a * t.a + t.b * t.b).squareRoot(), y: (t.c * t.c + t.d * t.d).squareRoot())
        copy.subregion = subregion?.boundingBox(under: t)
        switch copy.kind {
        case .turbulence(var turbulence):
            if let inverse = t.inverted { turbulence.pixelToUser = inverse.concatenating(turbulence.pixelToUser) }
            copy.kind = .turbulence(turbulence)
        case .lighting(var lighting):
            lighting.light = lighting.light.placed(by: t)
            copy.kind = .lighting(lighting)
        case .image(var image):
            image.toPixels = image.toPixels.concatenating(t)
            copy.kind = .image(image)
        default: break
        }
        return copy
    }
}

/// What `feImage` draws: drawing nodes in root user space (the referenced element, or the image placed in the
/// subregion), and the map from root space to the pixels the primitive runs on (identity until placed).
package struct FilterImage: Sendable, Hashable {
    /// The content, drawn as any group's children are.
    package var content: [DrawingNode]
    /// Root user space → the filter's pixels (``FilterPrimitive/placed(by:)`` composes it).
    package var toPixels: AffineTransform

    package init(content: [DrawingNode], toPixels: AffineTransform = .identity) {
        self.content = content
        self.toPixels = toPixels
    }
}
