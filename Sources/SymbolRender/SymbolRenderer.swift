import SymbolCore
/// Renders symbols and SVG icons to pixels, PNG or files, under one `SymbolConfiguration`.
///
/// ```swift
/// let renderer = SymbolRenderer(configuration: SymbolConfiguration(pointSize: 24, weight: .bold, pixelScale: 2))
/// let image = try renderer.render(Symbol(contentsOf: "bell.svg"))
/// try image.write(to: "bell@2x.png")
/// ```
///
/// Rendering throws `SymbolConfigurationError` for a configuration value out of range and `Diagnostic` (file,
/// line, column, message) for input that cannot be drawn.
public struct SymbolRenderer: Sendable {
    /// Everything about how symbols look: size, weight, scale, mode, colors, appearance, pixel scale.
    public var configuration: SymbolConfiguration
    /// PNG settings.
    public var encoder: PNGEncoder
    /// The rasterizer and its pixel limit.
    public var rasterizer: Rasterizer
    /// Limits for reading files.
    public var limits: XMLLimits
    /// The direction symbols are drawn for, overriding their own `Symbol.languageDirection` when set (a plain SVG
    /// has none): with `SymbolConfiguration.layoutDirection` it decides mirroring.
    public var languageDirection: LanguageDirection?
    /// Cut PNG output into a resizable image (the minimal bitmap; the insets are in ``RenderedFile/slice``), or nil.
    public var slice: ImageSlice?

    /// Creates a renderer.
    public init(configuration: SymbolConfiguration = SymbolConfiguration(), encoder: PNGEncoder = PNGEncoder(),
                rasterizer: Rasterizer = Rasterizer(), limits: XMLLimits = .default, slice: ImageSlice? = nil) {
        self.configuration = configuration
        self.slice = slice
        self.encoder = encoder
        self.rasterizer = rasterizer
        self.limits = limits
    }

    /// Renders a symbol to an image.
    public func render(_ symbol: Symbol, file: String? = nil) throws -> SymbolImage {
        let (planned, metrics) = try symbol.plan(configuration, file: file)
        let plan = WideColorOutput.prepare(planned, space: configuration.outputColorSpace, encoder: encoder).plan
        do {
            var image = SymbolImage(bitmap: try rasterizer.render(plan), metrics: metrics)
            image.colorSpace = configuration.outputColorSpace ?? .sRGB
            return image
        } catch {
            throw error.diagnostic(file: file)
        }
    }

    /// Renders a symbol straight to PNG bytes (no intermediate straight-alpha copy).
    public func pngData(_ symbol: Symbol, file: String? = nil) throws -> [UInt8] {
        var ignored: [Diagnostic] = []
        return try encode(symbol.plan(configuration, file: file).plan, format: nil, file: file, warnings: &ignored)
    }

    /// Renders SVG bytes (template or icon) to PNG bytes, with the reader's and the drawing's warnings.
    public func pngData(svg bytes: [UInt8], file: String? = nil) throws -> (png: [UInt8], warnings: [Diagnostic]) {
        let symbol = try Symbol(svg: bytes, name: "", file: file, limits: limits)
        var warnings = symbol.warnings
        let png = try encode(symbol.plan(configuration, file: file).plan, format: nil, file: file, warnings: &warnings)
        return (png, warnings)
    }

    /// A PDF or SVG document of the same display list a PNG would draw.
    public func vectorData(_ symbol: Symbol, format: VectorRenderer.Format, file: String? = nil) throws -> [UInt8] {
        var ignored: [Diagnostic] = []
        return try encode(symbol.plan(configuration, file: file).plan, format: format, file: file, warnings: &ignored)
    }

    /// A plan as PNG (`format` nil) or as a PDF/SVG document; failures name `file`, and what drawing warned about
    /// (a filter at reduced resolution, an image that did not decode) is appended to `warnings`.
    private func encode(_ plan: RenderPlan, format: VectorRenderer.Format?, file: String?,
                        warnings: inout [Diagnostic]) throws(Diagnostic) -> [UInt8] {
        var messages: [String] = []
        defer { warnings += messages.map { Diagnostic(.warning, $0, file: file) } }
        // PDF and SVG documents stay sRGB (they carry no P3 tag here): only PNGs are converted.
        let output = WideColorOutput.prepare(plan, space: format == nil ? configuration.outputColorSpace : nil, encoder: encoder)
        if let warning = output.warning { messages.append(warning) }
        do throws(RenderError) {
            if let format { return try VectorRenderer.render(plan, format: format, warnings: &messages) }
            return try rasterizer.renderPNG(output.plan, encoder: output.encoder, warnings: &messages)
        } catch {
            throw error.diagnostic(file: file)
        }
    }

    /// What rendering a file gave besides the file.
    public struct RenderedFile: Sendable {
        /// The reader's warnings.
        public var warnings: [Diagnostic]
        /// The metrics, for templates.
        public var metrics: SymbolMetrics?
        /// The slicing written, when ``SymbolRenderer/slice`` is set.
        public var slice: ImageSlicer.Result?
    }

    /// The minimal resizable image of a symbol under ``slice`` (which must be set) and its cap insets, in pixels of
    /// the configuration's pixel scale (a whole number).
    public func sliced(_ symbol: Symbol, file: String? = nil) throws -> ImageSlicer.Result {
        var ignored: [String] = []
        return try sliced(symbol.plan(configuration, file: file).plan, file: file, warnings: &ignored)
    }

    private func sliced(_ plan: RenderPlan, file: String?, warnings: inout [String]) throws(Diagnostic) -> ImageSlicer.Result {
        guard let slice else { throw Diagnostic(.error, "no slice to cut", file: file) }
        let scale = configuration.resolvedPixelScale
        guard scale == scale.rounded(), scale >= 1 else {
            throw Diagnostic(.error, "slicing needs a whole pixel scale (1, 2, 3 …), got \(NumberFormatting.described(scale))", file: file)
        }
        do {
            try slice.validate()
            return try ImageSlicer.slice(rasterizer.render(plan, warnings: &warnings), slice, scale: Int(clamping: scale, to: 1...16))
        } catch {
            throw Diagnostic(.error, "\(error)", file: file)
        }
    }

    /// Renders the file at `input` (`-`: standard input) and writes it to `output` (PNG, or a PDF/SVG document of
    /// the same display list) by ``OutputWriter``'s rules: never over the input, through links, into devices and
    /// pipes, atomically into regular files. Returns the reader's warnings (and a colour with nothing to tint) and the
    /// symbol's metrics.
    @discardableResult
    ///
    /// With `warningsAsErrors` (for builds), the first warning fails the file instead and nothing is written.
    public func renderFile(_ input: String, to output: String, format: VectorRenderer.Format? = nil,
                           writer: OutputWriter? = nil, warningsAsErrors: Bool = false) throws -> RenderedFile {
        let bytes = input == "-" ? try FileReader.readStandardInput(maximumSize: limits.maximumFileSize)
            : try FileReader.read(input, maximumSize: limits.maximumFileSize)
        let name = input == "-" ? "<stdin>" : input
        var symbol = try Symbol(svg: bytes, name: "", file: name, limits: limits)
        if let languageDirection { symbol.languageDirection = languageDirection }
        if let warning = symbol.tintWarning(for: configuration, file: name) { symbol.warnings.append(warning) }
        if warningsAsErrors { try symbol.requireNoWarnings() }
        let (plan, metrics) = try symbol.plan(configuration, file: name)
        var warnings = symbol.warnings
        let data: [UInt8]
        var cut: ImageSlicer.Result?
        if slice != nil {
            // A sliced image is a bitmap: Xcode keeps no vector data with `resizing`.
            if let format { throw Diagnostic(.error, "a sliced image is written as PNG, not \(format.rawValue)", file: name) }
            var messages: [String] = []
            let result = try sliced(plan, file: name, warnings: &messages)
            warnings += messages.map { Diagnostic(.warning, $0, file: name) }
            let opaque = plan.background.map { $0.alpha >= 1 } ?? false
            do { data = opaque ? try encoder.encodeOpaque(result.bitmap) : try encoder.encode(result.bitmap) } catch {
                throw error.diagnostic(file: name)
            }
            cut = result
        } else {
            data = try encode(plan, format: format, file: name, warnings: &warnings)
        }
        // Drawing's own warnings fail a build too, before anything is written.
        if warningsAsErrors, let first = warnings.first {
            throw Diagnostic(.error, first.message + " (--warnings-as-errors)", file: first.file, at: first.location)
        }
        let kind: OutputWriter.Kind = format.map { $0 == .pdf ? .pdf : .svg } ?? .png
        do {
            try (writer ?? OutputWriter(protecting: [input])).write(data, to: output, kind: kind)
        } catch {
            throw error.diagnostic(file: output == "-" ? "<stdout>" : output)
        }
        return RenderedFile(warnings: warnings, metrics: metrics, slice: cut)
    }
}
