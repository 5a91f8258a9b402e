import CCairo

/// Paint that is not a flat color: gradients, pattern tiles and embedded images, as Cairo patterns.
extension CairoCanvas {
    /// A Cairo gradient pattern for a planned gradient (its transform maps gradient space to the device).
    /// Cairo interpolates the stops itself, in premultiplied sRGB as resvg does.
    static func pattern(for gradient: DrawingGradient) -> OpaquePointer? {
        guard let inverse = gradient.transform.inverted else { return nil }
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case .radial(let center, let radius, let focus, let focalRadius):
            pattern = cairo_pattern_create_radial(focus.x, focus.y, focalRadius, center.x, center.y, radius)
        }
        guard let pattern else { return nil }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        switch gradient.spread {
        case .pad: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        case .reflect: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REFLECT)
        case .repeat: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        }
        var matrix = cairo_matrix_t(xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.e, y0: inverse.f)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// The tile drawn once into its own surface, repeated, mapped to the device.
    static func pattern(for tile: PatternTile, session: CanvasSession) -> OpaquePointer? {
        guard let inverse = tile.transform.inverted, let canvas = try? CairoCanvas(width: tile.width, height: tile.height) else { return nil }
        canvas.session = session
        canvas.execute(tile.operations)
        cairo_surface_flush(canvas.surface)
        guard let pattern = cairo_pattern_create_for_surface(canvas.surface) else { return nil }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t(xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.e, y0: inverse.f)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// An embedded image, decoded once per render (PNG by Cairo, JPEG by libjpeg), clipped to its viewport. An
    /// image that does not decode is not drawn, with a warning (its container was checked when the file was read).
    func draw(_ placed: PlacedImage) {
        guard let cached = session.surface(for: placed.image), let inverse = placed.transform.inverted else { return }
        // A P3 render converts a copy of the decoded pixels; the session's cached surface stays sRGB.
        let converted = placed.convertsToDisplayP3 && !placed.alphaOnly ? Self.displayP3Copy(of: cached) : nil
        defer { if let converted { cairo_surface_destroy(converted) } }
        let surface = converted ?? cached
        cairo_save(context)
        cairo_new_path(context)
        addPath(placed.clip)
        cairo_clip(context)
        // Images are sampled at the device pixels they cover (ImageResampling: bicubic, or nearest when
        // pixelated), then copied.
        if let box = placed.clip.bounds.flatMap({ filterPixels($0) }),
           let resampled = ImageResampling.resampled(surface, imageToDevice: placed.transform, box: box, nearest: placed.image.pixelated) {
            if placed.alphaOnly {
                cairo_set_source_rgba(context, 0, 0, 0, 1)
                cairo_mask_surface(context, resampled, Double(box.x0), Double(box.y0))
            } else {
                cairo_set_source_surface(context, resampled, Double(box.x0), Double(box.y0))
                cairo_paint(context)
            }
            cairo_surface_destroy(resampled)
            cairo_restore(context)
            return
        }
        guard let pattern = cairo_pattern_create_for_surface(surface) else { cairo_restore(context); return }
        var matrix = cairo_matrix_t(xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.e, y0: inverse.f)
        cairo_pattern_set_matrix(pattern, &matrix)
        // Edge pixels extend to the clip (the image's own rectangle), so the image ends sharply as in resvg;
        // `image-rendering: pixelated` samples nearest, anything else smoothly.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, placed.image.pixelated ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        if placed.alphaOnly {
            cairo_set_source_rgba(context, 0, 0, 0, 1)
            cairo_mask(context, pattern)
        } else {
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(context)
    }

    /// A new ARGB32 surface with `source`'s sRGB pixels re-encoded in Display P3 (un-premultiplied, converted,
    /// premultiplied again), or nil when Cairo cannot allocate it.
    static func displayP3Copy(of source: OpaquePointer) -> OpaquePointer? {
        cairo_surface_flush(source)
        let width = cairo_image_surface_get_width(source), height = cairo_image_surface_get_height(source)
        guard let input = cairo_image_surface_get_data(source),
              let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let output = cairo_image_surface_get_data(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        let inStride = Int(cairo_image_surface_get_stride(source)), outStride = Int(cairo_image_surface_get_stride(copy))
        var cache: [UInt32: UInt32] = [:]
        for y in 0..<Int(height) {
            let from = UnsafeRawPointer(input + y * inStride).assumingMemoryBound(to: UInt32.self)
            let to = UnsafeMutableRawPointer(output + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(width) {
                let pixel = from[x]
                if let done = cache[pixel] { to[x] = done; continue }
                // Native-endian premultiplied ARGB32, as Cairo stores it.
                let a = pixel >> 24
                var result: UInt32 = 0
                if a > 0 {
                    let alpha = Double(a) / 255
                    func channel(_ shift: UInt32) -> Double { min(Double((pixel >> shift) & 0xFF) / 255 / alpha, 1) }
                    let p3 = RGBAColor(red: channel(16), green: channel(8), blue: channel(0)).displayP3Components
                    func byte(_ value: Double) -> UInt32 { UInt32(clamping: (min(max(value, 0), 1) * alpha * 255).rounded(), to: 0...255) }
                    result = a << 24 | byte(p3.red) << 16 | byte(p3.green) << 8 | byte(p3.blue)
                }
                cache[pixel] = result
                to[x] = result
            }
        }
        cairo_surface_mark_dirty(copy)
        return copy
    }
}
