/// Renders symbols and SVG icons to pixels, PNG or files, under one ``SymbolConfiguration``.
///
/// ```swift
/// let renderer = SymbolRenderer(configuration: SymbolConfiguration(pointSize: 24, weight: .bold, pixelScale: 2))
/// let image = try renderer.render(Symbol(contentsOf: "bell.svg"))
/// try image.write(to: "bell@2x.png")
/// ```
///
/// Rendering throws ``SymbolConfigurationError`` for a configuration value out of range and ``Diagnostic`` (file,
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

    /// Creates a renderer.
    public init(configuration: SymbolConfiguration = SymbolConfiguration(), encoder: PNGEncoder = PNGEncoder(),
                rasterizer: Rasterizer = Rasterizer(), limits: XMLLimits = .default) {
        self.configuration = configuration
        self.encoder = encoder
        self.rasterizer = rasterizer
        self.limits = limits
    }

    /// Renders a symbol to an image.
    public func render(_ symbol: Symbol, file: String? = nil) throws -> SymbolImage {
        let (plan, metrics) = try symbol.plan(configuration, file: file)
        do {
            return SymbolImage(bitmap: try rasterizer.render(plan), metrics: metrics)
        } catch {
            throw Diagnostic(.error, error.description, file: file)
        }
    }

    /// Renders a symbol straight to PNG bytes (no intermediate straight-alpha copy).
    public func pngData(_ symbol: Symbol, file: String? = nil) throws -> [UInt8] {
        try encode(symbol.plan(configuration, file: file).plan, format: nil, file: file)
    }

    /// Renders SVG bytes (template or icon) to PNG bytes, with the reader's warnings.
    public func pngData(svg bytes: [UInt8], file: String? = nil) throws -> (png: [UInt8], warnings: [Diagnostic]) {
        let symbol = try Symbol(svg: bytes, name: "", file: file, limits: limits)
        return (try pngData(symbol, file: file), symbol.warnings)
    }

    /// A PDF or SVG document of the same display list a PNG would draw.
    public func vectorData(_ symbol: Symbol, format: VectorRenderer.Format, file: String? = nil) throws -> [UInt8] {
        try encode(symbol.plan(configuration, file: file).plan, format: format, file: file)
    }

    /// A plan as PNG (`format` nil) or as a PDF/SVG document; failures name `file`.
    private func encode(_ plan: RenderPlan, format: VectorRenderer.Format?, file: String?) throws(Diagnostic) -> [UInt8] {
        do throws(RenderError) {
            if let format { return try VectorRenderer.render(plan, format: format) }
            return try rasterizer.renderPNG(plan, encoder: encoder)
        } catch {
            throw Diagnostic(.error, error.description, file: file)
        }
    }

    /// What rendering a file gave besides the file.
    public struct RenderedFile: Sendable {
        /// The reader's warnings.
        public var warnings: [Diagnostic]
        /// The metrics, for templates.
        public var metrics: SymbolMetrics?
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
        if let warning = symbol.tintWarning(for: configuration, file: name) { symbol.warnings.append(warning) }
        if warningsAsErrors { try symbol.requireNoWarnings() }
        let (plan, metrics) = try symbol.plan(configuration, file: name)
        let data = try encode(plan, format: format, file: name)
        let kind: OutputWriter.Kind = format.map { $0 == .pdf ? .pdf : .svg } ?? .png
        do {
            try (writer ?? OutputWriter(protecting: [input])).write(data, to: output, kind: kind)
        } catch {
            throw Diagnostic(.error, error.description, file: output == "-" ? "<stdout>" : output)
        }
        return RenderedFile(warnings: symbol.warnings, metrics: metrics)
    }
}
