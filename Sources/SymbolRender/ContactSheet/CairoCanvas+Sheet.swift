import CCairo

/// What contact sheets need beyond plans: placing finished bitmaps and writing labels.
extension CairoCanvas {
    /// Draws a straight-alpha bitmap with its top-left corner at (x, y), composited over what is there.
    func draw(_ bitmap: Bitmap, x: Double, y: Double) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(bitmap.width)))
        var data = [UInt8](repeating: 0, count: stride * bitmap.height)
        data.withUnsafeMutableBytes { raw in
            for row in 0..<bitmap.height {
                let words = (raw.baseAddress! + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<bitmap.width {
                    let p = bitmap[column, row]
                    let a = UInt32(p.alpha)
                    // Premultiply with rounding, as Cairo expects.
                    func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    words[column] = a << 24 | pm(p.red) << 16 | pm(p.green) << 8 | pm(p.blue)
                }
            }
            guard let surface = cairo_image_surface_create_for_data(
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(bitmap.width), Int32(bitmap.height), Int32(stride)) else { return }
            cairo_set_source_surface(context, surface, x, y)
            cairo_paint(context)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Writes one line of text with its baseline-left at (x, y), in DejaVu Sans (installed by the set-up script;
    /// fontconfig substitutes a similar face elsewhere). Hinting is off so output does not depend on settings.
    func drawText(_ text: String, x: Double, y: Double, size: Double, color: RGBAColor, centered: Bool = false, bold: Bool = false) {
        cairo_save(context)
        selectFont(size: size, bold: bold)
        var startX = x
        if centered {
            var extents = cairo_text_extents_t()
            cairo_text_extents(context, text, &extents)
            startX = x - extents.x_advance / 2
        }
        cairo_move_to(context, startX, y)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_show_text(context, text)
        cairo_restore(context)
    }

    /// How far `drawText` would advance for `text`.
    func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        cairo_save(context)
        defer { cairo_restore(context) }
        selectFont(size: size, bold: bold)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return extents.x_advance
    }

    /// `text`, or its longest prefix that fits `width` followed by an ellipsis.
    func fitting(_ text: String, width: Double, size: Double) -> String {
        guard textWidth(text, size: size) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters) + "…"
            if textWidth(candidate, size: size) <= width { return candidate }
        }
        return "…"
    }

    private func selectFont(size: Double, bold: Bool) {
        cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
    }

    /// Fills a rectangle with a color.
    func fillRect(x: Double, y: Double, width: Double, height: Double, color: RGBAColor) {
        cairo_new_path(context)
        cairo_rectangle(context, x, y, width, height)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_fill(context)
    }
}
