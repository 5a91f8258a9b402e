import CCairo

/// Filters: the group's pixels out of Cairo, through `FilterEffects`, and back.
extension CairoCanvas {
    static func describe(bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }

    /// A filter region (device pixels) in whole pixels clipped to the canvas; nil when it misses the canvas.
    func filterPixels(_ region: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        func clamped(_ v: Double, _ rule: FloatingPointRoundingRule, _ limit: Int) -> Int {
            Int(clamping: v.rounded(rule), to: 0...limit)
        }
        let x0 = clamped(region.minX, .down, width), y0 = clamped(region.minY, .down, height)
        let x1 = clamped(region.maxX, .up, width), y1 = clamped(region.maxY, .up, height)
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
    }

    /// The group's pixels run through a filter, as a pattern over the canvas (transparent outside the region); nil
    /// when the region misses the canvas (nothing of the group shows) or no surface can be made.
    ///
    /// A filter whose working images (16 bytes a pixel, one per primitive plus the source and its alpha) would pass
    /// the session's `filterMemory` runs at a reduced resolution — the content scaled
    /// down, the primitives' lengths with it, the result scaled back up — and says so in a warning: the element is
    /// filtered at every size, never dropped.
    func filtered(_ content: OpaquePointer, _ filter: DrawingFilter) -> OpaquePointer? {
        guard let region = filterPixels(filter.region) else { return nil }
        let regionWidth = region.x1 - region.x0, regionHeight = region.y1 - region.y0
        let bytesPerPixel = 16 * (filter.primitives.count + 2)
        let needed = Double(regionWidth) * Double(regionHeight) * Double(bytesPerPixel)
        let memory = Double(session.filterMemory)
        let scale = needed <= memory ? 1 : (memory / needed).squareRoot()
        let w = Int(clamping: (Double(regionWidth) * scale).rounded(.down), to: 1...Int.max)
        let h = Int(clamping: (Double(regionHeight) * scale).rounded(.down), to: 1...Int.max)
        let (sx, sy) = (Double(w) / Double(regionWidth), Double(h) / Double(regionHeight))
        if scale < 1 {
            session.warn("a filter over \(regionWidth)×\(regionHeight) px was computed at \(w)×\(h) px to stay within "
                         + "\(Self.describe(bytes: session.filterMemory)); it is blurrier than at full resolution")
        }
        guard let scratch = try? CairoCanvas(width: w, height: h) else { return nil }
        // The region's pixels (scaled when reduced) into the scratch surface, origin at the region's corner.
        cairo_scale(scratch.context, sx, sy)
        cairo_translate(scratch.context, -Double(region.x0), -Double(region.y0))
        cairo_set_source(scratch.context, content)
        cairo_paint(scratch.context)
        cairo_surface_flush(scratch.surface)
        let stride = Int(cairo_image_surface_get_stride(scratch.surface))
        guard let data = cairo_image_surface_get_data(scratch.surface) else { return nil }
        var source = FilterEffects.Image(width: w, height: h)
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let word = row[x], i = (y * w + x) * 4
                source.pixels[i] = Float((word >> 16) & 0xFF) / 255
                source.pixels[i + 1] = Float((word >> 8) & 0xFF) / 255
                source.pixels[i + 2] = Float(word & 0xFF) / 255
                source.pixels[i + 3] = Float(word >> 24) / 255
            }
        }
        // Primitives work in the scratch's own pixels: the region's origin at 0, 0, lengths scaled with it.
        var moved = filter
        moved.region = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
        let toPixels = AffineTransform(a: sx, b: 0, c: 0, d: sy, e: -Double(region.x0) * sx, f: -Double(region.y0) * sy)
        moved.primitives = filter.primitives.map { $0.placed(by: toPixels) }
        if filter.linearRGB { FilterEffects.convert(&source, toLinear: true) }
        var images: [Int: FilterEffects.Image] = [:]
        for (index, primitive) in moved.primitives.enumerated() {
            guard case .image(let content) = primitive.kind, var drawn = filterImage(content, width: w, height: h) else { continue }
            if filter.linearRGB { FilterEffects.convert(&drawn, toLinear: true) }
            images[index] = drawn
        }
        var result = FilterEffects.apply(moved, to: source, images: images)
        if filter.linearRGB { FilterEffects.convert(&result, toLinear: false) }
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let i = (y * result.width + x) * 4
                func byte(_ v: Float) -> UInt32 { UInt32(clamping: (v * 255).rounded(), to: 0...255) }
                let a = byte(result.pixels[i + 3])
                row[x] = a << 24 | min(byte(result.pixels[i]), a) << 16 | min(byte(result.pixels[i + 1]), a) << 8 | min(byte(result.pixels[i + 2]), a)
            }
        }
        cairo_surface_mark_dirty(scratch.surface)
        guard let pattern = cairo_pattern_create_for_surface(scratch.surface) else { return nil }
        // Canvas pixels → scratch pixels; outside the scratch the pattern is transparent (EXTEND_NONE).
        var matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -Double(region.x0) * sx, y0: -Double(region.y0) * sy)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// What an `feImage` draws, on a transparent `width × height` surface in the filter's pixels, as a filter
    /// image (premultiplied, sRGB); nil when Cairo cannot allocate it.
    func filterImage(_ image: FilterImage, width: Int, height: Int) -> FilterEffects.Image? {
        guard !image.content.isEmpty, let canvas = try? CairoCanvas(width: width, height: height) else { return nil }
        canvas.session = session
        canvas.execute(DrawingPlanner.operations(for: DrawingGroup(children: image.content), view: image.toPixels))
        cairo_surface_flush(canvas.surface)
        guard let data = cairo_image_surface_get_data(canvas.surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        var out = FilterEffects.Image(width: width, height: height)
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x], i = (y * width + x) * 4
                out.pixels[i] = Float((word >> 16) & 0xFF) / 255
                out.pixels[i + 1] = Float((word >> 8) & 0xFF) / 255
                out.pixels[i + 2] = Float(word & 0xFF) / 255
                out.pixels[i + 3] = Float(word >> 24) / 255
            }
        }
        return out
    }
}
