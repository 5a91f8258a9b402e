import CCairo

/// How an app icon is assembled from rendered artwork: the canvas, an optional opaque background, the outline the
/// platform expects when it does not mask icons itself, and whether the result is grey (tinted icons).
package struct IconComposition: Sendable, Hashable {
    /// The outline of the finished icon.
    package enum Shape: Sendable, Hashable {
        /// The full square.
        case square
        /// A rounded square inset by `inset` of the side per edge, corners `cornerRadius` of the inner side.
        case roundedSquare(inset: Double, cornerRadius: Double)
        /// A circle touching the edges (Android's round launcher icon).
        case circle
    }

    /// Width and height in pixels.
    package var side: Int
    /// The color under the artwork, or nil for a transparent background.
    package var background: RGBAColor?
    /// The outline; pixels outside it are transparent.
    package var shape: Shape
    /// Convert to grey by luminance (Rec. 709 weights on sRGB values).
    package var grey: Bool
    /// Write the glyph's coverage as alpha on white (Android's themed monochrome layer, which is read by alpha
    /// alone): for artwork that paints its own opaque background, a pixel's alpha is how far its luminance is from
    /// the background's. Artwork on transparency is left as it is (its alpha already is the coverage).
    package var coverage: Bool

    /// Creates a composition.
    package init(side: Int, background: RGBAColor? = nil, shape: Shape = .square, grey: Bool = false, coverage: Bool = false) {
        self.side = side
        self.background = background
        self.shape = shape
        self.grey = grey
        self.coverage = coverage
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
        if composition.coverage, let backgroundLuminance = artwork.ownBackgroundLuminance() {
            bitmap.replaceByCoverage(against: backgroundLuminance)
        }
        if composition.grey {
            bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
                for index in stride(from: 0, to: pixels.count, by: 4) {
                    let luminance = 0.2126 * Double(pixels[index]) + 0.7152 * Double(pixels[index + 1]) + 0.0722 * Double(pixels[index + 2])
                    let value = UInt8(clamping: luminance.rounded(), to: 0...255)
                    (pixels[index], pixels[index + 1], pixels[index + 2]) = (value, value, value)
                }
            }
        }
        return bitmap
    }
}

extension Bitmap {
    /// Rec. 709 luminance of the pixel at byte `index`, 0…255.
    private func luminance(at index: Int) -> Double {
        0.2126 * Double(pixels[index]) + 0.7152 * Double(pixels[index + 1]) + 0.0722 * Double(pixels[index + 2])
    }

    /// The luminance of a background the artwork paints itself: its corners and edge midpoints, where at least four
    /// of those eight are opaque and agree (within 8 of 255); nil for artwork on transparency.
    func ownBackgroundLuminance() -> Double? {
        guard width > 0, height > 0 else { return nil }
        let xs = [0, width / 2, width - 1], ys = [0, height / 2, height - 1]
        var samples: [Double] = []
        for y in ys {
            for x in xs where !(x == width / 2 && y == height / 2) {
                let index = (y * width + x) * 4
                if pixels[index + 3] == 255 { samples.append(luminance(at: index)) }
            }
        }
        guard samples.count >= 4, let low = samples.min(), let high = samples.max(), high - low <= 8 else { return nil }
        return samples.reduce(0, +) / Double(samples.count)
    }

    /// Every pixel white, its alpha scaled by how far its luminance is from `background` (the glyph's coverage).
    mutating func replaceByCoverage(against background: Double) {
        let range = max(background, 255 - background, 1)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for index in stride(from: 0, to: pixels.count, by: 4) {
                let luminance = 0.2126 * Double(pixels[index]) + 0.7152 * Double(pixels[index + 1]) + 0.0722 * Double(pixels[index + 2])
                let coverage = min(1, abs(luminance - background) / range)
                let alpha = (Double(pixels[index + 3]) * coverage).rounded()
                (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = (255, 255, 255, UInt8(clamping: alpha, to: 0...255))
            }
        }
    }
}
