/// The typographic metrics of a rendered symbol image, in points (divide pixels by ``pixelScale``).
public struct SymbolMetrics: Sendable, Hashable {
    /// Width in pixels.
    public var pixelWidth: Int
    /// Height in pixels.
    public var pixelHeight: Int
    /// Pixels per point (1, 2 or 3 for @1x/@2x/@3x).
    public var pixelScale: Double
    /// Distance from the image's bottom edge up to the baseline, in points (positive: baseline inside the image).
    public var baselineOffsetFromBottom: Double
    /// The cap height of the symbol's text, in points.
    public var capHeight: Double
    /// Insets from the image edges to the alignment rectangle, in points: horizontally to the margin guides
    /// (never negative, and equal on both sides unless ink reaches beyond a margin: the image is centred on the
    /// margins), vertically to the cap band (capline to baseline) — our reading of UIKit's rule, which is not public.
    public var alignmentRectInsets: SymbolInsets
    /// The point size the symbol was rendered at.
    public var pointSize: Double

    /// The image size in points.
    public var size: SymbolSize {
        SymbolSize(width: Double(pixelWidth) / pixelScale, height: Double(pixelHeight) / pixelScale)
    }

    /// The metrics with every length rounded to a millionth of a point, so that printed values read as intended
    /// (`23.95606`, not `23.956060000000022`); no rendering depends on digits beyond that.
    package func rounded() -> SymbolMetrics {
        func r(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
        let i = alignmentRectInsets
        return SymbolMetrics(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelScale: r(pixelScale),
                             baselineOffsetFromBottom: r(baselineOffsetFromBottom), capHeight: r(capHeight),
                             alignmentRectInsets: SymbolInsets(top: r(i.top), left: r(i.left), bottom: r(i.bottom), right: r(i.right)),
                             pointSize: r(pointSize))
    }

    /// Creates metrics.
    public init(pixelWidth: Int, pixelHeight: Int, pixelScale: Double, baselineOffsetFromBottom: Double, capHeight: Double,
                alignmentRectInsets: SymbolInsets, pointSize: Double) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.pixelScale = pixelScale
        self.baselineOffsetFromBottom = baselineOffsetFromBottom
        self.capHeight = capHeight
        self.alignmentRectInsets = alignmentRectInsets
        self.pointSize = pointSize
    }

    public static func == (a: SymbolMetrics, b: SymbolMetrics) -> Bool {
        a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight && a.pixelScale == b.pixelScale
            && a.baselineOffsetFromBottom == b.baselineOffsetFromBottom && a.capHeight == b.capHeight
            && a.alignmentRectInsets == b.alignmentRectInsets && a.pointSize == b.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixelWidth); hasher.combine(pixelHeight); hasher.combine(baselineOffsetFromBottom)
    }
}

/// A width and a height in points.
public struct SymbolSize: Sendable, Hashable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Insets of a rectangle's four edges.
public struct SymbolInsets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}
