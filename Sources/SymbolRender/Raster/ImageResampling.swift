import CCairo
import SVGPath

/// An image sampled at device pixels with a bicubic filter (or nearest, for `image-rendering: pixelated`), as resvg draws `<image>` (tiny-skia's bicubic, the
/// Mitchell–Netravali cubic with B = C = 1/3, edge pixels extended): Cairo's own filters are bilinear (`GOOD`) or
/// a convolution that blurs (`BEST`), and either leaves the edges of an upscaled icon visibly softer than a browser
/// or resvg draws them.
///
/// Bounded by the device box it fills (at most the canvas): sixteen reads of the source per device pixel.
enum ImageResampling {
    /// A new ARGB32 surface covering `box` (device pixels), each pixel sampled from `source` through the inverse of
    /// `imageToDevice`; nil when the transform does not invert or Cairo cannot allocate it.
    /// With `nearest` (`image-rendering: pixelated`), each pixel is the source pixel under its centre instead.
    static func resampled(_ source: OpaquePointer, imageToDevice: AffineTransform, box: (x0: Int, y0: Int, x1: Int, y1: Int),
                          nearest: Bool = false) -> OpaquePointer? {
        guard let inverse = imageToDevice.inverted, box.x1 > box.x0, box.y1 > box.y0 else { return nil }
        cairo_surface_flush(source)
        let sourceWidth = Int(cairo_image_surface_get_width(source)), sourceHeight = Int(cairo_image_surface_get_height(source))
        let sourceStride = Int(cairo_image_surface_get_stride(source))
        guard sourceWidth > 0, sourceHeight > 0, let input = cairo_image_surface_get_data(source) else { return nil }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        guard let output = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(output) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(output) else {
            cairo_surface_destroy(output)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(output))
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            let cx = min(max(x, 0), sourceWidth - 1), cy = min(max(y, 0), sourceHeight - 1)
            return UnsafeRawPointer(input + cy * sourceStride).assumingMemoryBound(to: UInt32.self)[cx]
        }
        for row in 0..<height {
            let out = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let center = inverse.apply(Point(x: Double(box.x0 + column) + 0.5, y: Double(box.y0 + row) + 0.5))
                let sx = center.x - 0.5, sy = center.y - 0.5
                guard sx.isFinite, sy.isFinite, abs(sx) < 1e7, abs(sy) < 1e7 else { out[column] = 0; continue }
                if nearest {
                    out[column] = pixel(Int(center.x.rounded(.down)), Int(center.y.rounded(.down)))
                    continue
                }
                let ix = Int(sx.rounded(.down)), iy = Int(sy.rounded(.down))
                let wx = weights(sx - Double(ix)), wy = weights(sy - Double(iy))
                var a = 0.0, r = 0.0, g = 0.0, b = 0.0
                for j in 0..<4 {
                    var ra = 0.0, rr = 0.0, rg = 0.0, rb = 0.0
                    for i in 0..<4 {
                        let p = pixel(ix - 1 + i, iy - 1 + j), w = wx[i]
                        ra += w * Double(p >> 24)
                        rr += w * Double((p >> 16) & 0xFF)
                        rg += w * Double((p >> 8) & 0xFF)
                        rb += w * Double(p & 0xFF)
                    }
                    a += wy[j] * ra; r += wy[j] * rr; g += wy[j] * rg; b += wy[j] * rb
                }
                // A cubic overshoots: alpha to 0…255, colour to 0…alpha (premultiplied).
                let alpha = min(max(a, 0), 255).rounded()
                func channel(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), alpha).rounded()) }
                out[column] = UInt32(alpha) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
            }
        }
        cairo_surface_mark_dirty(output)
        return output
    }

    /// The weights of the four source pixels around a sample `t` (0…1) past the second one's centre.
    static func weights(_ t: Double) -> [Double] {
        [far(1 - t), near(1 - t), near(t), far(t)]
    }

    /// Mitchell–Netravali (B = C = 1/3) for the two nearer pixels, written as tiny-skia writes it.
    static func near(_ t: Double) -> Double { ((-21.0 / 18 * t + 27.0 / 18) * t + 9.0 / 18) * t + 1.0 / 18 }

    /// … and for the two farther ones.
    static func far(_ t: Double) -> Double { t * t * (7.0 / 18 * t - 6.0 / 18) }
}
