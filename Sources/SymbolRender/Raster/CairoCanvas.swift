import CCairo

/// An anti-aliased Cairo image surface that executes render operations.
///
/// The only type that talks to Cairo. It owns its surface and context (freed in `deinit`), so it is
/// deliberately not `Sendable`: each task creates its own.
final class CairoCanvas {
    let width: Int
    let height: Int
    /// The surface drawn on (the extensions read image surfaces' pixels).
    let surface: OpaquePointer
    let context: OpaquePointer
    /// The open layers, and whether each saved the graphics state to confine itself to its filter region.
    private var openGroups: [(effects: GroupEffects, confined: Bool)] = []
    /// Shared with the canvases this one makes for masks, tiles and filters.
    var session = CanvasSession()

    /// An image surface (ARGB32) of the given size.
    convenience init(width: Int, height: Int) throws(RenderError) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw .cairo("cannot create a \(width)×\(height) surface")
        }
        try self.init(surface: surface, width: width, height: height)
    }

    /// Takes ownership of any Cairo surface (image, PDF, SVG).
    init(surface: OpaquePointer, width: Int, height: Int) throws(RenderError) {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw .cairo("cannot create a drawing context")
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.context = context
    }

    /// Finishes a vector surface so its stream receives the last bytes.
    func finish() {
        cairo_surface_finish(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Paints the whole canvas with an opaque or translucent color.
    func paint(_ color: RGBAColor) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_paint(context)
    }

    /// Restricts all further drawing to a rectangle.
    func clip(to rect: Rect) {
        cairo_new_path(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
    }

    /// Executes operations in order.
    func execute(_ operations: [RenderOperation]) {
        for operation in operations {
            switch operation {
            case .fill(let path, let color, let rule, let blend):
                fill(path, color: color, rule: rule, blend: blend)
            case .stroke(let path, let transform, let style):
                stroke(path, transform: transform, style: style)
            case .image(let placed):
                draw(placed)
            case .fillPattern(let path, let tile, let rule):
                guard let pattern = Self.pattern(for: tile, session: session) else { continue }
                cairo_save(context)
                cairo_new_path(context)
                addPath(path)
                cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(context)
                cairo_set_source(context, pattern)
                cairo_paint_with_alpha(context, tile.opacity)
                cairo_restore(context)
                cairo_pattern_destroy(pattern)
            case .strokePattern(let path, let transform, var style, let tile):
                // The stroke's coverage as an alpha layer, then the tile painted through it (opacity applied once).
                guard let pattern = Self.pattern(for: tile, session: session) else { continue }
                cairo_push_group_with_content(context, CAIRO_CONTENT_ALPHA)
                style.color = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
                style.gradient = nil
                stroke(path, transform: transform, style: style)
                if let coverage = cairo_pop_group(context) {
                    cairo_push_group(context)
                    cairo_set_source(context, pattern)
                    cairo_mask(context, coverage)
                    cairo_pop_group_to_source(context)
                    cairo_paint_with_alpha(context, tile.opacity)
                    cairo_pattern_destroy(coverage)
                }
                cairo_pattern_destroy(pattern)
            case .fillGradient(let path, let gradient, let rule):
                cairo_new_path(context)
                addPath(path)
                cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                guard let pattern = Self.pattern(for: gradient) else { continue }
                cairo_set_source(context, pattern)
                cairo_fill(context)
                cairo_pattern_destroy(pattern)
            case .beginGroup(let effects):
                // A filtered layer draws nothing outside its filter region: a layer of the region's size only.
                let region = effects.filter.flatMap { filterPixels($0.region) }
                if let region {
                    cairo_save(context)
                    cairo_new_path(context)
                    cairo_rectangle(context, Double(region.x0), Double(region.y0), Double(region.x1 - region.x0), Double(region.y1 - region.y0))
                    cairo_clip(context)
                }
                openGroups.append((effects, region != nil))
                cairo_push_group(context)
            case .endGroup:
                guard let group = openGroups.popLast() else { continue }
                close(group)
            }
        }
        // An unbalanced plan still produces its visible content.
        while let group = openGroups.popLast() { close(group) }
    }

    private func close(_ group: (effects: GroupEffects, confined: Bool)) {
        composite(group.effects)
        if group.confined { cairo_restore(context) }
    }

    // MARK: Shapes

    private func fill(_ path: VectorPath, color: RGBAColor, rule: FillRule, blend: BlendMode) {
        cairo_new_path(context)
        addPath(path)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        switch blend {
        case .normal:
            cairo_fill(context)
        case .copy:
            // SOURCE is bounded by the shape's coverage in Cairo: it replaces only inside the shape.
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_fill(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        case .destinationIn:
            // DEST_IN is unbounded, so confine it to the shape with a clip.
            cairo_save(context)
            cairo_clip(context)
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
            cairo_paint(context)
            cairo_restore(context)
        }
    }

    private func stroke(_ path: VectorPath, transform: AffineTransform, style: StrokeStyle) {
        guard transform.determinant != 0, transform.determinant.isFinite else { return }
        cairo_save(context)
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.e, y0: transform.f)
        cairo_set_matrix(context, &matrix)
        cairo_new_path(context)
        addPath(path)
        cairo_set_line_width(context, style.width)
        cairo_set_line_cap(context, style.cap == .round ? CAIRO_LINE_CAP_ROUND
                           : style.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(context, style.join == .round ? CAIRO_LINE_JOIN_ROUND
                            : style.join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(context, style.miterLimit)
        if !style.dashes.isEmpty {
            style.dashes.withUnsafeBufferPointer {
                cairo_set_dash(context, $0.baseAddress, Int32($0.count), style.dashOffset)
            }
        }
        if let gradient = style.gradient, let pattern = Self.pattern(for: gradient) {
            // The pattern's matrix is read in the user space current when it is set: set it in device space.
            cairo_identity_matrix(context)
            cairo_set_source(context, pattern)
            cairo_set_matrix(context, &matrix)
            cairo_pattern_destroy(pattern)
        } else {
            cairo_set_source_rgba(context, style.color.red, style.color.green, style.color.blue, style.color.alpha)
        }
        cairo_stroke(context)
        cairo_restore(context)
    }

    func addPath(_ path: VectorPath) {
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(context, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(context, p.x, p.y)
                current = p
            case .quad(let c, let p):
                // Degree elevation: exact, so quadratics render as their cubic equivalents.
                let c1 = current + (c - current) * (2.0 / 3.0)
                let c2 = p + (c - p) * (2.0 / 3.0)
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(context)
                var x = 0.0, y = 0.0
                cairo_get_current_point(context, &x, &y)
                current = Point(x: x, y: y)
            }
        }
    }

    // MARK: Groups, clips and masks

    private func composite(_ effects: GroupEffects) {
        guard var content = cairo_pop_group(context) else { return }
        if let filter = effects.filter {
            // Nil: the region misses the canvas, so nothing of the group shows (the region clips a filter's output).
            let filtered = filtered(content, filter)
            cairo_pattern_destroy(content)
            guard let filtered else { return }
            content = filtered
        }
        defer { cairo_pattern_destroy(content) }
        cairo_set_operator(context, Self.cairoOperator(effects.blendMode))
        defer { cairo_set_operator(context, CAIRO_OPERATOR_OVER) }
        if effects.clips.isEmpty && effects.mask == nil {
            cairo_set_source(context, content)
            cairo_paint_with_alpha(context, effects.opacity)
            return
        }
        // Coverage = opacity × every clip × mask, built in an alpha-only layer.
        cairo_push_group_with_content(context, CAIRO_CONTENT_ALPHA)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_paint_with_alpha(context, effects.opacity)
        for clip in effects.clips { intersect(with: clip) }
        if let mask = effects.mask { intersect(with: mask) }
        guard let coverage = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(coverage) }
        cairo_set_operator(context, Self.cairoOperator(effects.blendMode))
        cairo_set_source(context, content)
        cairo_mask(context, coverage)
    }

    /// Cairo's operator for a `mix-blend-mode` (Cairo implements every mode of Compositing and Blending 1).
    static func cairoOperator(_ mode: GroupBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        }
    }

    /// Multiplies the current alpha layer by a clip region's coverage.
    private func intersect(with region: ClipRegion) {
        cairo_push_group_with_content(context, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        for shape in region.shapes {
            // A shape with its own clip is drawn in a layer of its own, clipped there, then added to the union.
            if !shape.clips.isEmpty {
                cairo_push_group_with_content(context, CAIRO_CONTENT_ALPHA)
                cairo_set_source_rgba(context, 0, 0, 0, 1)
            }
            cairo_new_path(context)
            addPath(shape.path)
            cairo_set_fill_rule(context, shape.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(context)
            if !shape.clips.isEmpty {
                for clip in shape.clips { intersect(with: clip) }
                if let layer = cairo_pop_group(context) {
                    cairo_set_source(context, layer)
                    cairo_paint(context)
                    cairo_pattern_destroy(layer)
                }
                cairo_set_source_rgba(context, 0, 0, 0, 1)
            }
        }
        for inner in region.clips { intersect(with: inner) }
        multiplyByPoppedGroup()
    }

    /// Multiplies the current alpha layer by a mask's luminance (or alpha).
    private func intersect(with mask: MaskContent) {
        guard let maskCanvas = try? CairoCanvas(width: width, height: height) else { return }
        maskCanvas.session = session
        maskCanvas.execute(mask.operations)
        var coverage = maskCanvas.coverage(usingAlpha: mask.usesAlpha)
        coverage.withSurface { a8 in
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(context, a8, 0, 0)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
        if let region = mask.region {
            intersect(with: ClipRegion(shapes: [region]))
        }
        for inner in mask.masks { intersect(with: inner) }
    }

    private func multiplyByPoppedGroup() {
        guard let pattern = cairo_pop_group(context) else { return }
        cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source(context, pattern)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_pattern_destroy(pattern)
    }

    // MARK: Reading pixels

    /// Calls `body` with the premultiplied ARGB32 rows (native-endian `0xAARRGGBB` words) and the stride.
    func withPremultipliedPixels<R, E: Error>(_ body: (UnsafePointer<UInt8>, Int) throws(E) -> R) throws(E) -> R {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        // A surface that was created successfully always has data.
        let data = cairo_image_surface_get_data(surface)!
        return try body(UnsafePointer(data), stride)
    }

    /// The canvas as straight-alpha RGBA.
    func bitmap() -> Bitmap {
        let pixels = withPremultipliedPixels { data, stride in
            Unpremultiply.rgba(data, stride: stride, width: width, height: height)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Luminance (SVG's coefficients, on premultiplied sRGB values) or alpha per pixel, as an A8 buffer.
    private func coverage(usingAlpha: Bool) -> AlphaBuffer {
        var buffer = AlphaBuffer(width: width, height: height)
        withPremultipliedPixels { data, stride in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x]
                    let value: Double
                    if usingAlpha {
                        value = Double(word >> 24)
                    } else {
                        value = 0.2125 * Double((word >> 16) & 0xFF) + 0.7154 * Double((word >> 8) & 0xFF)
                            + 0.0721 * Double(word & 0xFF)
                    }
                    buffer.bytes[y * buffer.stride + x] = UInt8(clamping: value.rounded(), to: 0...255)
                }
            }
        }
        return buffer
    }
}

/// An A8 pixel buffer in Cairo's layout, wrapped as a surface only for the duration of a call.
private struct AlphaBuffer {
    let width: Int
    let height: Int
    let stride: Int
    var bytes: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        bytes = [UInt8](repeating: 0, count: stride * height)
    }

    mutating func withSurface(_ body: (OpaquePointer) -> Void) {
        let (w, h, s) = (width, height, stride)
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(s))
            else { return }
            body(surface)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }
}
