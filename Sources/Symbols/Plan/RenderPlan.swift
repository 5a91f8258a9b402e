/// A renderer-independent display list: what to draw, in device pixels, in order.
///
/// Resolve produces plans; the rasterizer executes them without any symbol knowledge. Tests check
/// semantics on plans, without pixels.
package struct RenderPlan: Sendable, Hashable {
    /// Canvas width in pixels.
    package var width: Int
    /// Canvas height in pixels.
    package var height: Int
    /// An opaque background painted before everything, or nil for transparency.
    package var background: RGBAColor?
    /// The drawing operations in painting order. `beginGroup`/`endGroup` pairs are balanced.
    package var operations: [RenderOperation]
    /// A rectangle (device pixels) outside which nothing is drawn, or nil for the whole canvas: the root SVG
    /// viewport, which clips its content as `overflow: hidden` does.
    package var clip: Rect?
    /// Draw the whole canvas mirrored left to right (a symbol in a right-to-left layout): the rasterizer flips the
    /// finished pixels, so the result is exactly the unmirrored image flipped, as UIKit's flip is.
    package var mirrorsHorizontally = false

    /// Creates a plan.
    package init(width: Int, height: Int, background: RGBAColor? = nil, operations: [RenderOperation] = [], clip: Rect? = nil) {
        self.width = width
        self.height = height
        self.background = background
        self.operations = operations
        self.clip = clip
    }
}

extension RenderPlan {
    /// The same plan with every paint black at its own alpha: a template image, which UIs tint.
    package func templated() -> RenderPlan {
        var copy = self
        copy.operations = operations.map { $0.templated() }
        return copy
    }
}

/// One step of a ``RenderPlan``.
package enum RenderOperation: Sendable, Hashable {
    /// Fills a path given in device pixels.
    case fill(path: VectorPath, color: RGBAColor, rule: FillRule, blend: BlendMode)
    /// Strokes a path given in user units; `transform` maps user units to device pixels
    /// (so non-uniform scales distort the pen as SVG requires).
    case stroke(path: VectorPath, transform: AffineTransform, style: StrokeStyle)
    /// Fills a device-space path with a gradient whose transform maps gradient space to the device.
    case fillGradient(path: VectorPath, gradient: DrawingGradient, rule: FillRule)
    /// Draws an embedded raster image.
    case image(PlacedImage)
    /// Fills a device-space path with a repeated tile.
    case fillPattern(path: VectorPath, tile: PatternTile, rule: FillRule)
    /// Strokes a path (as `.stroke`) with a repeated tile.
    case strokePattern(path: VectorPath, transform: AffineTransform, style: StrokeStyle, tile: PatternTile)
    /// Starts an offscreen layer; everything until the matching `endGroup` composites as one.
    case beginGroup(GroupEffects)
    /// Composites the innermost open layer with its effects.
    case endGroup

    /// The operation with its paint turned black, alpha kept (mask content keeps its colors: luminance matters).
    func templated() -> RenderOperation {
        switch self {
        case .fill(let path, let color, let rule, let blend):
            return .fill(path: path, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: color.alpha), rule: rule, blend: blend)
        case .stroke(let path, let transform, var style):
            style.color = RGBAColor(red: 0, green: 0, blue: 0, alpha: style.color.alpha)
            style.gradient = style.gradient.map(Self.black)
            return .stroke(path: path, transform: transform, style: style)
        case .fillGradient(let path, let gradient, let rule):
            return .fillGradient(path: path, gradient: Self.black(gradient), rule: rule)
        case .image(var image):
            image.alphaOnly = true
            return .image(image)
        case .fillPattern(let path, var tile, let rule):
            tile.operations = tile.operations.map { $0.templated() }
            return .fillPattern(path: path, tile: tile, rule: rule)
        case .strokePattern(let path, let transform, let style, var tile):
            tile.operations = tile.operations.map { $0.templated() }
            return .strokePattern(path: path, transform: transform, style: style, tile: tile)
        case .beginGroup, .endGroup:
            return self
        }
    }

    /// A gradient that keeps only its alpha ramp (template images are alpha masks).
    private static func black(_ gradient: DrawingGradient) -> DrawingGradient {
        var copy = gradient
        copy.stops = gradient.stops.map { .init(offset: $0.offset, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: $0.color.alpha)) }
        return copy
    }
}

/// How a filled shape combines with what is already drawn.
package enum BlendMode: String, Sendable, Hashable {
    /// Source over destination.
    case normal
    /// Replaces the destination inside the shape (SF Symbols' clear-behind layers).
    case copy
    /// Keeps the destination only as much as the source's alpha inside the shape; outside the shape
    /// the destination is untouched (variable-value erasers).
    case destinationIn
}

/// The effects of an offscreen layer, in device pixels.
package struct GroupEffects: Sendable, Hashable {
    /// Opacity applied to the layer as a whole.
    package var opacity: Double
    /// Clip regions (all must contain a pixel for it to show).
    package var clips: [ClipRegion]
    /// A mask whose luminance or alpha scales the layer.
    package var mask: MaskContent?

    /// A filter run on the group's pixels before opacity, clips and mask (region and lengths in device pixels).
    package var filter: DrawingFilter?
    /// How the finished layer composites onto what is below it (`mix-blend-mode`).
    package var blendMode: GroupBlendMode

    /// Creates effects.
    package init(opacity: Double = 1, clips: [ClipRegion] = [], mask: MaskContent? = nil, filter: DrawingFilter? = nil,
                 blendMode: GroupBlendMode = .normal) {
        self.opacity = opacity
        self.clips = clips
        self.mask = mask
        self.filter = filter
        self.blendMode = blendMode
    }
}

/// A clip region in device pixels: the union of its shapes, intersected with its own clips.
package struct ClipRegion: Sendable, Hashable {
    /// Shapes whose union is the region; each has its own rule.
    package var shapes: [ClipShape]
    /// Regions this one is itself clipped by.
    package var clips: [ClipRegion]

    /// Creates a region.
    package init(shapes: [ClipShape], clips: [ClipRegion] = []) {
        self.shapes = shapes
        self.clips = clips
    }
}

/// One shape of a clip region, in device pixels.
package struct ClipShape: Sendable, Hashable {
    /// The outline.
    package var path: VectorPath
    /// The rule deciding its inside.
    package var rule: FillRule
    /// Regions the shape itself is clipped by (its own `clip-path`).
    package var clips: [ClipRegion] = []

    /// Creates a clip shape.
    package init(path: VectorPath, rule: FillRule, clips: [ClipRegion] = []) {
        self.path = path
        self.rule = rule
        self.clips = clips
    }
}

/// The content of a mask, drawn like a plan of its own.
package struct MaskContent: Sendable, Hashable {
    /// Operations drawing the mask's content.
    package var operations: [RenderOperation]
    /// Region outside which the mask is zero, if any.
    package var region: ClipShape?
    /// True to use the content's alpha instead of its luminance.
    package var usesAlpha: Bool
    /// Masks this mask's result is itself scaled by (the `<mask>` element's own `mask`).
    package var masks: [MaskContent] = []

    /// Creates mask content.
    package init(operations: [RenderOperation], region: ClipShape?, usesAlpha: Bool) {
        self.operations = operations
        self.region = region
        self.usesAlpha = usesAlpha
    }
}

/// An embedded image placed on the device: its pixels map to the device by `transform`, clipped to `clip`.
package struct PlacedImage: Sendable, Hashable {
    package var image: DrawingImage
    /// Image pixels → device.
    package var transform: AffineTransform
    /// The viewport in device space (images placed with `slice` overflow it).
    package var clip: VectorPath
    /// Draw only the image's alpha, in black (template images).
    package var alphaOnly = false
    /// Convert the image's sRGB pixels to Display P3 before drawing (a P3 render; Documentation/Colors.md §3).
    package var convertsToDisplayP3 = false

    package init(image: DrawingImage, transform: AffineTransform, clip: VectorPath) {
        self.image = image
        self.transform = transform
        self.clip = clip
    }
}

/// A pattern's tile, planned at device resolution: drawn once into a `width × height` surface, then repeated.
package struct PatternTile: Sendable, Hashable {
    package var width: Int
    package var height: Int
    /// The tile's drawing in tile pixels.
    package var operations: [RenderOperation]
    /// Tile pixels → device.
    package var transform: AffineTransform
    package var opacity: Double

    package init(width: Int, height: Int, operations: [RenderOperation], transform: AffineTransform, opacity: Double) {
        self.width = width
        self.height = height
        self.operations = operations
        self.transform = transform
        self.opacity = opacity
    }
}
