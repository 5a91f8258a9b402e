/// A rendered symbol or icon: its pixels and, for symbols, its typographic metrics.
public struct SymbolImage: Sendable {
    /// Straight-alpha RGBA pixels.
    public var bitmap: Bitmap
    /// Baseline, cap height and alignment insets (nil for plain SVG icons, which have no typography).
    public var metrics: SymbolMetrics?
    /// The color space the pixels are in (the configuration's `outputColorSpace`); PNGs are tagged with it.
    public var colorSpace: OutputColorSpace = .sRGB

    /// Creates an image.
    public init(bitmap: Bitmap, metrics: SymbolMetrics?) {
        self.bitmap = bitmap
        self.metrics = metrics
    }

    /// The image encoded as PNG, tagged with its ``colorSpace`` (a Display P3 image carries its ICC profile
    /// whatever the encoder says).
    public func pngData(encoder: PNGEncoder = PNGEncoder()) throws(RenderError) -> [UInt8] {
        var tagging = encoder
        if colorSpace != .sRGB { tagging.colorSpace = colorSpace }
        return try tagging.encode(bitmap)
    }

    /// Writes the PNG atomically (temporary file, then rename).
    public func write(to path: String, encoder: PNGEncoder = PNGEncoder()) throws(RenderError) {
        try OutputWriter.replace(path, with: pngData(encoder: encoder))
    }
}
