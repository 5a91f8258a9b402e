/// How to render a symbol: size, weight, scale, pixels — in the vocabulary of UIKit's
/// `UIImage.SymbolConfiguration`. Values combine with ``applying(_:)``; the later configuration's explicit
/// values win.
public struct SymbolConfiguration: Sendable, Hashable {
    /// The point size of the accompanying text (default: body at Large, 17 pt).
    public var pointSize: Double?
    /// A named weight (default regular).
    public var weight: SymbolWeight?
    /// A continuous weight (−0.8 ultralight … 0.62 black) that overrides ``weight``; any value interpolates.
    public var continuousWeight: Double?
    /// The scale relative to the text (default medium).
    public var scale: SymbolScale?
    /// A Dynamic Type style: sets point size and weight unless those are given explicitly.
    public var textStyle: TextStyle?
    /// The content size category used with ``textStyle`` (default large).
    public var contentSizeCategory: ContentSizeCategory?
    /// Pixels per point: 1, 2 or 3 for @1x/@2x/@3x (any positive value works).
    public var pixelScale: Double?
    /// The canvas policy (default tight).
    public var canvas: CanvasPolicy?

    /// An empty configuration: every value at its default.
    public init() {}

    /// A configuration with a point size, weight and scale.
    public init(pointSize: Double? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }

    /// A configuration that follows a Dynamic Type style.
    public init(textStyle: TextStyle, scale: SymbolScale? = nil, contentSizeCategory: ContentSizeCategory? = nil) {
        self.textStyle = textStyle
        self.scale = scale
        self.contentSizeCategory = contentSizeCategory
    }

    /// This configuration with `other`'s explicit values laid over it.
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
        var result = self
        if let v = other.pointSize { result.pointSize = v }
        if let v = other.weight { result.weight = v; if other.continuousWeight == nil { result.continuousWeight = nil } }
        if let v = other.continuousWeight { result.continuousWeight = v }
        if let v = other.scale { result.scale = v }
        if let v = other.textStyle { result.textStyle = v }
        if let v = other.contentSizeCategory { result.contentSizeCategory = v }
        if let v = other.pixelScale { result.pixelScale = v }
        if let v = other.canvas { result.canvas = v }
        return result
    }

    /// The point size in effect: explicit, else the text style's, else 17.
    public var resolvedPointSize: Double {
        pointSize ?? textStyle?.pointSize(contentSizeCategory ?? .large) ?? 17
    }

    /// The continuous weight in effect.
    public var resolvedContinuousWeight: Double {
        continuousWeight ?? resolvedWeight.continuousValue
    }

    /// The named weight in effect: explicit, else the text style's, else regular.
    public var resolvedWeight: SymbolWeight {
        weight ?? textStyle?.weight ?? .regular
    }

    /// The scale in effect.
    public var resolvedScale: SymbolScale { scale ?? .medium }

    /// The pixel scale in effect.
    public var resolvedPixelScale: Double { pixelScale ?? 1 }
}
