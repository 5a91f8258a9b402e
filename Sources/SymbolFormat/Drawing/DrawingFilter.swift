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
    }

    package var kind: Kind
    package var inputs: [Input]
    package var result: String?

    package init(kind: Kind, inputs: [Input], result: String? = nil) {
        self.kind = kind
        self.inputs = inputs
        self.result = result
    }

    /// The primitive with its lengths mapped by a linear scale (x and y).
    package func scaled(x sx: Double, y sy: Double) -> FilterPrimitive {
        var copy = self
        switch kind {
        case .gaussianBlur(let x, let y): copy.kind = .gaussianBlur(x: x * sx, y: y * sy)
        case .offset(let dx, let dy): copy.kind = .offset(dx: dx * sx, dy: dy * sy)
        case .dropShadow(let dx, let dy, let x, let y, let color): copy.kind = .dropShadow(dx: dx * sx, dy: dy * sy, x: x * sx, y: y * sy, color: color)
        default: break
        }
        return copy
    }
}
