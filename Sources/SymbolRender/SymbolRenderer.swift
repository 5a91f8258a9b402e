/// The whole pipeline for one file: bytes → symbol (template or plain SVG) → plan → pixels → PNG → file.
public struct SymbolRenderer: Sendable {
    /// How plain SVG icons are sized.
    public enum IconSizing: Sendable, Hashable {
        /// The SVG's intrinsic `width`×`height`, times the configuration's pixel scale.
        case intrinsic
        /// Fitted into a square of this many pixels, aspect ratio preserved, centered.
        case square(Int)
    }

    /// Size, weight, scale and pixel scale for templates (and the pixel scale for icons).
    public var configuration: SymbolConfiguration
    /// How plain SVG icons are sized; `.square` also fits templates' artwork into the square.
    public var iconSizing: IconSizing
    /// Rendering mode, colors, appearance and variable value for templates.
    public var style: SymbolStyle
    /// The mode `automatic` stands for (the symbol's preferred mode, from a catalog index).
    public var preferredMode: RenderingMode
    /// Render a template image: every pixel black, only coverage in alpha, for the UI to tint.
    public var templateImage: Bool
    /// An opaque background, or nil for transparency.
    public var background: RGBAColor?
    /// PNG settings.
    public var encoder: PNGEncoder
    /// The rasterizer and its pixel limit.
    public var rasterizer: Rasterizer
    /// Limits for reading files.
    public var limits: XMLLimits

    /// Creates a renderer.
    public init(configuration: SymbolConfiguration = SymbolConfiguration(), iconSizing: IconSizing = .intrinsic,
                style: SymbolStyle = SymbolStyle(), preferredMode: RenderingMode = .monochrome, templateImage: Bool = false,
                background: RGBAColor? = nil, encoder: PNGEncoder = PNGEncoder(),
                rasterizer: Rasterizer = Rasterizer(), limits: XMLLimits = .default) {
        self.configuration = configuration
        self.iconSizing = iconSizing
        self.style = style
        self.preferredMode = preferredMode
        self.templateImage = templateImage
        self.background = background
        self.encoder = encoder
        self.rasterizer = rasterizer
        self.limits = limits
    }

    /// The plan (and metrics, for templates) of a symbol.
    public func plan(_ symbol: Symbol, file: String? = nil) throws(Diagnostic) -> (plan: RenderPlan, metrics: SymbolMetrics?) {
        let plan: RenderPlan
        var metrics: SymbolMetrics?
        switch symbol.content {
        case .drawing(let drawing):
            switch iconSizing {
            case .square(let size):
                plan = DrawingPlanner.plan(drawing, fittingSquare: size, background: background)
            case .intrinsic:
                let scale = configuration.resolvedPixelScale
                let (w, h) = (drawing.width * scale, drawing.height * scale)
                try checkCanvas(width: w, height: h, file: file)
                plan = DrawingPlanner.plan(drawing, pixelScale: scale, background: background)
            }
        case .template(let template):
            guard let glyph = symbol.glyph(for: configuration) else {
                throw Diagnostic(.error, "the template has no slot to draw", file: file)
            }
            var layout = SymbolLayout(glyph: glyph, sourcePointSize: template.sourcePointSize, configuration: configuration)
            if case .square(let size) = iconSizing { layout = layout.fitted(intoSquare: size, glyph: glyph) }
            try checkCanvas(width: Double(layout.metrics.pixelWidth), height: Double(layout.metrics.pixelHeight), file: file)
            let layers: [SymbolPlanner.Layer]
            do {
                layers = try LayerPainter.paint(glyph, template: template, style: templateImage ? .template : style, preferred: preferredMode)
            } catch {
                throw error.inFile(file)
            }
            plan = SymbolPlanner.plan(layers, layout: layout, background: background)
            metrics = layout.metrics
        }
        return (templateImage ? plan.templated() : plan, metrics)
    }

    /// Renders a symbol to an image.
    public func render(_ symbol: Symbol, file: String? = nil) throws(Diagnostic) -> SymbolImage {
        let (plan, metrics) = try plan(symbol, file: file)
        do {
            return SymbolImage(bitmap: try rasterizer.render(plan), metrics: metrics)
        } catch {
            throw Diagnostic(.error, error.description, file: file)
        }
    }

    /// Renders SVG bytes (template or icon) to PNG bytes.
    public func pngData(svg bytes: [UInt8], file: String? = nil) throws(Diagnostic) -> (png: [UInt8], warnings: [Diagnostic]) {
        let symbol = try Symbol(svg: bytes, name: "", file: file, limits: limits)
        let (plan, _) = try plan(symbol, file: file)
        do {
            return (try rasterizer.renderPNG(plan, encoder: encoder), symbol.warnings)
        } catch {
            throw Diagnostic(.error, error.description, file: file)
        }
    }

    /// Renders the file at `input` and writes it to `output` atomically (PNG, or a PDF/SVG document of the same
    /// display list); returns warnings.
    public func renderFile(_ input: String, to output: String, format: VectorRenderer.Format? = nil) throws(Diagnostic) -> [Diagnostic] {
        let bytes = try FileReader.read(input, maximumSize: limits.maximumFileSize)
        let png: [UInt8], warnings: [Diagnostic]
        if let format {
            let symbol = try Symbol(svg: bytes, name: "", file: input, limits: limits)
            let (plan, _) = try plan(symbol, file: input)
            do { png = try VectorRenderer.render(plan, format: format) } catch { throw Diagnostic(.error, error.description, file: input) }
            warnings = symbol.warnings
        } else {
            (png, warnings) = try pngData(svg: bytes, file: input)
        }
        do {
            try AtomicFileWriter.write(png, to: output)
        } catch {
            throw Diagnostic(.error, "cannot write \(output): \(error)", file: input)
        }
        return warnings
    }

    private func checkCanvas(width: Double, height: Double, file: String?) throws(Diagnostic) {
        guard width * height <= Double(rasterizer.maximumPixels), width <= 32767, height <= 32767 else {
            throw Diagnostic(.error, "the image would be \(NumberFormatting.string(width, maximumFractionDigits: 0))×\(NumberFormatting.string(height, maximumFractionDigits: 0)) px, more than the limit of \(rasterizer.maximumPixels) pixels", file: file)
        }
    }
}
