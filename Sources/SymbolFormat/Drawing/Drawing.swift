import SVGPath
import SymbolCore

/// A normalized SVG document: every shape is a path, every length absolute, every style resolved.
///
/// This is the contract between SVG parsing and planning, in the spirit of usvg's tree: the planner never
/// sees a `<rect>`, a CSS rule or a `<use>`.
package struct Drawing: Sendable, Hashable {
    /// The user-space rectangle the `viewBox` selects (or `0 0 width height` without one).
    package var viewBox: Rect
    /// The intrinsic size in CSS pixels, from `width`/`height` (defaulting to the viewBox size).
    package var width: Double
    /// The intrinsic height in CSS pixels.
    package var height: Double
    /// How the viewBox maps into the intrinsic size.
    package var aspectRatio: PreserveAspectRatio
    /// The root group; its content is in root user space (before the viewBox mapping).
    package var root: DrawingGroup
    /// For each node of `root.children`, the index among the root's child elements of the group (`<g>`, `<a>`,
    /// `<switch>`) it was drawn from, or -1 for an element directly under the root: the parts an author grouped,
    /// which plain groups otherwise leave no trace of (an importer makes layers of them).
    package var topLevelGroups: [Int] = []

    /// Creates a drawing.
    package init(viewBox: Rect, width: Double, height: Double, aspectRatio: PreserveAspectRatio = .init(), root: DrawingGroup) {
        self.viewBox = viewBox
        self.width = width
        self.height = height
        self.aspectRatio = aspectRatio
        self.root = root
    }

    /// The transform from root user space to a `width`×`height` viewport, honoring `preserveAspectRatio`.
    package func viewTransform(width targetWidth: Double, height targetHeight: Double) -> AffineTransform {
        aspectRatio.transform(from: viewBox, to: Rect(x: 0, y: 0, width: targetWidth, height: targetHeight))
    }
}

/// A group with the effects that need an offscreen layer: opacity, clip and mask.
package struct DrawingGroup: Sendable, Hashable {
    /// Group opacity in 0…1, applied to the group's content as a whole.
    package var opacity: Double
    /// A clip applied to the group's content, if any.
    package var clip: DrawingClip?
    /// A mask applied to the group's content, if any.
    package var mask: DrawingMask?
    /// A filter applied to the group's rendering.
    package var filter: DrawingFilter?
    /// Children in painting order.
    package var children: [DrawingNode]

    /// Creates a group.
    package init(opacity: Double = 1, clip: DrawingClip? = nil, mask: DrawingMask? = nil, children: [DrawingNode] = []) {
        self.opacity = opacity
        self.clip = clip
        self.mask = mask
        self.children = children
    }

    /// True when the group needs no offscreen layer.
    package var isPlain: Bool { opacity >= 1 && clip == nil && mask == nil && filter == nil }
}

/// A node of the normalized tree.
package indirect enum DrawingNode: Sendable, Hashable {
    /// A group.
    case group(DrawingGroup)
    /// A filled and/or stroked path.
    case shape(DrawingShape)
    /// An embedded raster image.
    case image(DrawingImage)
}

/// A path with its resolved paint.
package struct DrawingShape: Sendable, Hashable {
    /// The outline in the shape's own user space.
    package var path: VectorPath
    /// The transform from the shape's user space to root user space.
    package var transform: AffineTransform
    /// The fill, if the shape is filled.
    package var fill: FillStyle?
    /// The stroke, if the shape is stroked.
    package var stroke: StrokeStyle?
    /// The `id` attribute, when present.
    package var id: String?
    /// The `class` tokens, kept for symbol layers.
    package var classes: [String]
    /// Where the element drawn is in its file, for diagnostics about what it draws; not part of what the shape is
    /// (two shapes equal in all else are equal wherever they were written).
    package var location: FileLocation?

    /// Creates a shape.
    package init(path: VectorPath, transform: AffineTransform = .identity, fill: FillStyle?, stroke: StrokeStyle? = nil, id: String? = nil,
                 classes: [String] = [], location: FileLocation? = nil) {
        self.path = path
        self.transform = transform
        self.fill = fill
        self.stroke = stroke
        self.id = id
        self.classes = classes
        self.location = location
    }

    package static func == (a: DrawingShape, b: DrawingShape) -> Bool {
        a.path == b.path && a.transform == b.transform && a.fill == b.fill && a.stroke == b.stroke && a.id == b.id && a.classes == b.classes
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(transform)
        hasher.combine(fill)
        hasher.combine(stroke)
        hasher.combine(id)
        hasher.combine(classes)
    }
}

/// How overlapping subpaths decide what is inside.
package enum FillRule: String, Sendable, Hashable {
    /// Inside where the winding number is not zero (SVG's default).
    case nonZero = "nonzero"
    /// Inside where the crossing count is odd.
    case evenOdd = "evenodd"
}

/// A resolved fill: color with `fill-opacity` folded in, and the rule.
package struct FillStyle: Sendable, Hashable {
    /// The color, straight alpha, `fill-opacity` already multiplied in.
    package var color: RGBAColor
    /// The fill rule.
    package var rule: FillRule
    /// The paint was `currentColor` with no `color` set in the file: a render may tint it (`--color`).
    package var usesCurrentColor = false
    /// A gradient paint server; `color` is then its average, for outputs that cannot draw gradients.
    package var gradient: DrawingGradient?
    /// A pattern paint server.
    package var pattern: DrawingPattern?

    /// Creates a fill.
    package init(color: RGBAColor, rule: FillRule = .nonZero, usesCurrentColor: Bool = false, gradient: DrawingGradient? = nil) {
        self.color = color
        self.rule = rule
        self.usesCurrentColor = usesCurrentColor
        self.gradient = gradient
    }
}

/// Line cap styles.
package enum LineCap: String, Sendable, Hashable { case butt, round, square }

/// Line join styles.
package enum LineJoin: String, Sendable, Hashable { case miter, round, bevel }

/// A resolved stroke in the shape's user space.
package struct StrokeStyle: Sendable, Hashable {
    /// The color, `stroke-opacity` already multiplied in.
    package var color: RGBAColor
    /// The line width in user units.
    package var width: Double
    /// The cap at open ends.
    package var cap: LineCap
    /// The join between segments.
    package var join: LineJoin
    /// The miter limit (ratio).
    package var miterLimit: Double
    /// Dash lengths in user units (empty for solid lines).
    package var dashes: [Double]
    /// The dash offset in user units.
    package var dashOffset: Double
    /// The paint was `currentColor` with no `color` set in the file: a render may tint it (`--color`).
    package var usesCurrentColor = false
    /// A gradient paint server (`color` is then its average); once planned, mapped to device space.
    package var gradient: DrawingGradient?
    /// A pattern paint server.
    package var pattern: DrawingPattern?

    /// Creates a stroke.
    package init(color: RGBAColor, width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter,
                miterLimit: Double = 4, dashes: [Double] = [], dashOffset: Double = 0) {
        self.color = color
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashOffset = dashOffset
    }
}

/// A clip region: the union of its shapes (each with its own `clip-rule`), optionally clipped itself.
package struct DrawingClip: Sendable, Hashable {
    /// The clipping shapes, transforms to root user space included.
    package var shapes: [DrawingClipShape]
    /// A clip applied to this clip (`clip-path` on the `<clipPath>` element).
    package var clip: [DrawingClip]

    /// Creates a clip.
    package init(shapes: [DrawingClipShape], clip: [DrawingClip] = []) {
        self.shapes = shapes
        self.clip = clip
    }
}

/// One shape of a clip region.
package struct DrawingClipShape: Sendable, Hashable {
    /// The outline in its user space.
    package var path: VectorPath
    /// The transform to root user space.
    package var transform: AffineTransform
    /// The shape's `clip-rule`.
    package var rule: FillRule

    /// Creates a clip shape.
    package init(path: VectorPath, transform: AffineTransform, rule: FillRule) {
        self.path = path
        self.transform = transform
        self.rule = rule
    }
}

/// A mask: its content's luminance (or alpha) times coverage becomes the masked group's alpha.
package struct DrawingMask: Sendable, Hashable {
    /// The region outside which everything is masked out, in root user space (after transform).
    package var region: DrawingClipShape?
    /// What the mask draws (an array, so that a group may hold a mask that holds groups).
    package var content: [DrawingNode]
    /// Whether luminance (SVG's default) or alpha decides.
    package var usesAlpha: Bool

    /// Creates a mask.
    package init(region: DrawingClipShape?, content: [DrawingNode], usesAlpha: Bool = false) {
        self.region = region
        self.content = content
        self.usesAlpha = usesAlpha
    }
}
