import CCairo

extension CairoCanvas {
    /// Mirrors the finished image surface left to right, in place. Flipping pixels rather than drawing through a
    /// mirrored transform makes a right-to-left render exactly the left-to-right render flipped, as UIKit's
    /// `imageFlippedForRightToLeftLayoutDirection` shows it (a mirrored transform moves the rasterizer's sampling
    /// grid and may differ by a level at edges).
    func mirrorPixels() {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            var left = 0, right = width - 1
            while left < right {
                let word = row[left]
                row[left] = row[right]
                row[right] = word
                left += 1
                right -= 1
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Mirrors everything drawn after this call about the canvas's vertical centre line (vector surfaces, which
    /// have no pixels to flip).
    func mirrorTransform() {
        cairo_translate(context, Double(width), 0)
        cairo_scale(context, -1, 1)
    }
}
