import CCairo

/// Filters: the group's pixels out of Cairo, through `FilterEffects`, and back.
extension CairoCanvas {
    /// The group's pixels run through a filter, as a pattern over the whole canvas; nil when the region misses
    /// the canvas or no surface can be made (the group is then drawn unfiltered).
    func filtered(_ content: OpaquePointer, _ filter: DrawingFilter) -> OpaquePointer? {
        // The region in whole device pixels, clipped to the canvas: a filter never allocates past it.
        func clamped(_ v: Double, _ rule: FloatingPointRoundingRule, _ limit: Int) -> Int {
            v.isNaN ? 0 : Int(min(max(v.rounded(rule), 0), Double(limit)))
        }
        let x0 = clamped(filter.region.minX, .down, width), y0 = clamped(filter.region.minY, .down, height)
        let x1 = clamped(filter.region.maxX, .up, width), y1 = clamped(filter.region.maxY, .up, height)
        // Working images are 16 bytes a pixel, one per primitive at most: keep them within the memory the canvas
        // limit allows a canvas (64 M pixels × 4 bytes); a filter that would need more is skipped.
        let regionPixels = (x1 - x0) * (y1 - y0)
        guard x1 > x0, y1 > y0, regionPixels * 16 * (filter.primitives.count + 2) <= 256 << 20,
              let scratch = try? CairoCanvas(width: width, height: height) else { return nil }
        cairo_set_source(scratch.context, content)
        cairo_paint(scratch.context)
        cairo_surface_flush(scratch.surface)
        let stride = Int(cairo_image_surface_get_stride(scratch.surface))
        guard let data = cairo_image_surface_get_data(scratch.surface) else { return nil }
        var source = FilterEffects.Image(width: x1 - x0, height: y1 - y0)
        for y in y0..<y1 {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in x0..<x1 {
                let word = row[x], i = ((y - y0) * source.width + (x - x0)) * 4
                source.pixels[i] = Float((word >> 16) & 0xFF) / 255
                source.pixels[i + 1] = Float((word >> 8) & 0xFF) / 255
                source.pixels[i + 2] = Float(word & 0xFF) / 255
                source.pixels[i + 3] = Float(word >> 24) / 255
            }
        }
        // Primitives work in the region's own pixels: move the region's origin to 0, 0.
        var moved = filter
        moved.region = Rect(x: 0, y: 0, width: Double(x1 - x0), height: Double(y1 - y0))
        if filter.linearRGB { FilterEffects.convert(&source, toLinear: true) }
        var result = FilterEffects.apply(moved, to: source)
        if filter.linearRGB { FilterEffects.convert(&result, toLinear: false) }
        // Back into the scratch surface: transparent outside the region.
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                guard y >= y0, y < y1, x >= x0, x < x1 else { row[x] = 0; continue }
                let i = ((y - y0) * result.width + (x - x0)) * 4
                func byte(_ v: Float) -> UInt32 { UInt32(min(255, max(0, (v * 255).rounded()))) }
                let a = byte(result.pixels[i + 3])
                row[x] = a << 24 | min(byte(result.pixels[i]), a) << 16 | min(byte(result.pixels[i + 1]), a) << 8 | min(byte(result.pixels[i + 2]), a)
            }
        }
        cairo_surface_mark_dirty(scratch.surface)
        return cairo_pattern_create_for_surface(scratch.surface)
    }
}
