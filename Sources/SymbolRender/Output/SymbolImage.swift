/// A rendered symbol or icon: its pixels and, for symbols, its typographic metrics.
public struct SymbolImage: Sendable {
    /// Straight-alpha RGBA pixels.
    public var bitmap: Bitmap
    /// Baseline, cap height and alignment insets (nil for plain SVG icons, which have no typography).
    public var metrics: SymbolMetrics?

    /// Creates an image.
    public init(bitmap: Bitmap, metrics: SymbolMetrics?) {
        self.bitmap = bitmap
        self.metrics = metrics
    }

    /// The image encoded as PNG.
    public func pngData(encoder: PNGEncoder = PNGEncoder()) throws(RenderError) -> [UInt8] {
        try encoder.encode(bitmap)
    }

    /// Writes the PNG atomically (temporary file, then rename).
    public func write(to path: String, encoder: PNGEncoder = PNGEncoder()) throws(RenderError) {
        try AtomicFileWriter.write(pngData(encoder: encoder), to: path)
    }
}
