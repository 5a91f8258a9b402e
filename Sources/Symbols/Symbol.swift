import SymbolCore
/// A symbol: a template with weights and scales, or a plain SVG drawing.
///
/// `Symbol(contentsOf:)` reads either kind; templates are recognised by their `Symbols` group.
public struct Symbol: Sendable {
    /// What the symbol is made of.
    package enum Content: Sendable {
        /// An SF-Symbols-style template.
        case template(SymbolTemplate)
        /// A plain SVG drawing (one weight, one scale).
        case drawing(Drawing)
    }

    /// The symbol's name (the file stem, e.g. `speaker.wave.3`).
    public var name: String
    /// The content.
    package var content: Content
    /// Warnings found while reading.
    public var warnings: [Diagnostic]
    /// The mode `automatic` stands for: the template's `-glyphsmith-preferred-rendering-mode` (in its `.defaults`
    /// style rule, which the bundled library writes), else monochrome.
    public var preferredRenderingMode: RenderingMode = .monochrome
    /// The direction the symbol is drawn for: `leftToRight` or `rightToLeft` symbols are drawn mirrored in a layout of
    /// the other direction (``SymbolConfiguration/layoutDirection``). Read from the template's
    /// `-glyphsmith-language-direction` (which the bundled library writes for directional symbols), else fixed.
    public var languageDirection: LanguageDirection = .fixed

    /// Creates a symbol from content.
    package init(name: String, content: Content, warnings: [Diagnostic] = []) {
        self.name = name
        self.content = content
        self.warnings = warnings
    }

    /// Reads a template or plain SVG file. What cannot be read at all (no such file, malformed XML, a template
    /// whose structure is broken) throws a `Diagnostic` naming the file and position.
    ///
    /// Path data with an error is drawn up to the error, as SVG renderers do (SVG 2, "Error handling in path
    /// data"), and reported in ``warnings`` with its line and column, so nothing is lost silently. For the strict
    /// behaviour a build wants (`render --warnings-as-errors`), call ``requireNoWarnings()`` after reading: it throws
    /// the first warning as an error.
    public init(contentsOf path: String, limits: XMLLimits = .default) throws(Diagnostic) {
        let bytes = try FileReader.read(path, maximumSize: limits.maximumFileSize)
        var stem = Substring(FileSystem.lastComponent(path))
        if stem.lowercased().hasSuffix(".svg") { stem = stem.dropLast(4) }
        try self.init(svg: bytes, name: String(stem), file: path, limits: limits)
    }

    /// Reads a template or plain SVG from bytes.
    public init(svg bytes: [UInt8], name: String, file: String? = nil, limits: XMLLimits = .default) throws(Diagnostic) {
        try self.init(svg: bytes, name: name, file: file, limits: limits, textShaper: TextShaping.shaper)
    }

    /// Reads a template or plain SVG from bytes, drawing a plain SVG's `<text>` with `textShaper` (a catalog
    /// build's, which also sees the manifest's `fontDirectories`) rather than the process's.
    package init(svg bytes: [UInt8], name: String, file: String? = nil, limits: XMLLimits = .default,
                 textShaper: (any TextShaper)?) throws(Diagnostic) {
        let document = try XMLReader.parse(bytes, file: file, limits: limits)
        if TemplateReader.isTemplate(document) {
            let result = try TemplateReader.read(document, file: file)
            if let error = result.diagnostics.first(where: { $0.severity == .error }) { throw error }
            var warnings = result.diagnostics
            // Rendering still works (from the nearest drawn slot), but not as the author meant: say so, as
            // `validate` does, so that --warnings-as-errors stops it.
            let template = result.template
            if template.version >= TemplateVersion(3), template.hasMasters, let problem = SlotResolver.interpolationProblem(template) {
                warnings.append(Diagnostic(.warning, "masters cannot interpolate: \(problem); weights and scales the template does not draw use its nearest drawn slot",
                                           file: file, at: template.slots[TemplateSlotID(.regular, .small)]?.location ?? document.root.location))
            }
            self.init(name: name, content: .template(template), warnings: warnings)
            if let mode = Self.declaredPreferredMode(result.template) { preferredRenderingMode = mode }
            if let direction = Self.declaredDirection(result.template) { languageDirection = direction }
        } else {
            let result = try SVGReader.read(document, file: file, limits: limits, textShaper: textShaper)
            if let error = result.diagnostics.first(where: { $0.severity == .error }) { throw error }
            self.init(name: name, content: .drawing(result.drawing), warnings: result.diagnostics)
        }
    }

    /// Where a template says which mode `automatic` means (Documentation/SymbolFormat.md §3.5 leaves the place open).
    static let preferredModeProperty = "-glyphsmith-preferred-rendering-mode"

    /// Where a template says which direction it is drawn for **[decision]**: beside the preferred mode, in the
    /// `.defaults` rule (Documentation/ImageViews.md §2).
    static let languageDirectionProperty = "-glyphsmith-language-direction"

    private static func declaredDirection(_ template: SymbolTemplate) -> LanguageDirection? {
        guard let rule = template.layerRules.first(where: { $0.className == "defaults" }),
              let value = rule.properties.first(where: { $0.name == languageDirectionProperty })?.value else { return nil }
        return LanguageDirection(name: value)
    }

    private static func declaredPreferredMode(_ template: SymbolTemplate) -> RenderingMode? {
        guard let rule = template.layerRules.first(where: { $0.className == "defaults" }),
              let value = rule.properties.first(where: { $0.name == preferredModeProperty })?.value,
              let mode = RenderingMode(rawValue: value), mode != .automatic else { return nil }
        return mode
    }

    /// Throws the first warning as an error (`--warnings-as-errors`: a build must not ship a half-drawn icon).
    public func requireNoWarnings() throws(Diagnostic) {
        guard var first = warnings.first else { return }
        first.severity = .error
        first.message += " (--warnings-as-errors)"
        throw first
    }

    /// Whether the symbol is a template (weights, scales, layers) rather than a plain SVG drawing.
    public var isTemplate: Bool { template != nil }

    /// The template, when the symbol is one.
    package var template: SymbolTemplate? {
        if case .template(let t) = content { return t }
        return nil
    }

    /// The geometry for a configuration's weight and scale (templates only).
    package func glyph(for configuration: SymbolConfiguration) -> ResolvedGlyph? {
        guard let template else { return nil }
        if configuration.continuousWeight != nil {
            return SlotResolver.resolve(template, continuousWeight: configuration.resolvedContinuousWeight, scale: configuration.resolvedScale)
        }
        return SlotResolver.resolve(template, weight: configuration.resolvedWeight, scale: configuration.resolvedScale)
    }
}
