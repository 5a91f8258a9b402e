import CCairo

/// How an app icon is assembled from rendered artwork: the canvas, an optional opaque background, the outline the
/// platform expects when it does not mask icons itself, and whether the result is grey (tinted icons).
package struct IconComposition: Sendable, Hashable {
    /// The outline of the finished icon.
    public enum Shape: Sendable, Hashable {
        /// The full square.
        case square
        /// A rounded square inset by `inset` of the side per edge, corners `cornerRadius` of the inner side.
        case roundedSquare(inset: Double, cornerRadius: Double)
        /// A circle touching the edges (Android's round launcher icon).
        case circle
    }

    /// Width and height in pixels.
    public var side: Int
    /// The color under the artwork, or nil for a transparent background.
    public var background: RGBAColor?
    /// The outline; pixels outside it are transparent.
    public var shape: Shape
    /// Convert to grey by luminance (Rec. 709 weights on sRGB values).
    public var grey: Bool

    /// Creates a composition.
    public init(side: Int, background: RGBAColor? = nil, shape: Shape = .square, grey: Bool = false) {
        self.side = side
        self.background = background
        self.shape = shape
        self.grey = grey
    }
}

extension Rasterizer {
    /// Places `artwork` centered on a `composition.side`-pixel canvas over the background, clipped to the shape.
    /// Center the artwork on whole pixels (an even difference in size) to keep it sharp.
    package func compose(_ artwork: Bitmap, _ composition: IconComposition) throws(RenderError) -> Bitmap {
        let side = composition.side
        try checkCanvas(width: side, height: side)
        let canvas = try CairoCanvas(width: side, height: side)
        let context = canvas.context
        let s = Double(side)
        switch composition.shape {
        case .square:
            break
        case .circle:
            cairo_arc(context, s / 2, s / 2, s / 2, 0, 2 * Double.pi)
            cairo_clip(context)
        case .roundedSquare(let inset, let cornerRadius):
            let x0 = s * inset, size = s - 2 * x0, r = size * cornerRadius
            cairo_new_sub_path(context)
            cairo_arc(context, x0 + size - r, x0 + r, r, -Double.pi / 2, 0)
            cairo_arc(context, x0 + size - r, x0 + size - r, r, 0, Double.pi / 2)
            cairo_arc(context, x0 + r, x0 + size - r, r, Double.pi / 2, Double.pi)
            cairo_arc(context, x0 + r, x0 + r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(context)
            cairo_clip(context)
        }
        if let background = composition.background { canvas.paint(background) }
        canvas.draw(artwork, x: Double((side - artwork.width) / 2), y: Double((side - artwork.height) / 2))
        var bitmap = canvas.bitmap()
        if composition.grey {
            bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
                for index in stride(from: 0, to: pixels.count, by: 4) {
                    let luminance = 0.2126 * Double(pixels[index]) + 0.7152 * Double(pixels[index + 1]) + 0.0722 * Double(pixels[index + 2])
                    let value = UInt8(min(255, max(0, luminance.rounded())))
                    (pixels[index], pixels[index + 1], pixels[index + 2]) = (value, value, value)
                }
            }
        }
        return bitmap
    }
}
