/// A configuration value outside its valid range, named with the range.
public enum SymbolConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The point size is not in (0, 2000].
    case pointSize(Double)
    /// The pixel scale is not in (0, 16].
    case pixelScale(Double)
    /// The fitting size is not in (0, 32767].
    case fittingSize(Double)
    /// The box height is not in (0, 32767].
    case fittingHeight(Double)
    /// The opacity is not in 0…1.
    case opacity(Double)
    /// The variable value is not in 0…1.
    case variableValue(Double)
    /// The continuous weight is not in −0.8…0.62.
    case continuousWeight(Double)
    /// Palette mode was asked for without colors.
    case paletteWithoutColors
    /// Options that only templates have were given for a plain SVG (their names).
    case templateOnlyOptions([String])

    /// What is wrong and what would be right.
    public var description: String {
        switch self {
        case .pointSize(let v): return "point size \(Self.format(v)) is out of range: use a value in (0, 2000]"
        case .pixelScale(let v): return "pixel scale \(Self.format(v)) is out of range: use a value in (0, 16] (1, 2 or 3 for @1x/@2x/@3x)"
        case .fittingSize(let v): return "fitting size \(Self.format(v)) is out of range: use a value in (0, 32767]"
        case .fittingHeight(let v): return "box height \(Self.format(v)) is out of range: use a value in (0, 32767]"
        case .opacity(let v): return "opacity \(Self.format(v)) is out of range: use a value in 0…1"
        case .variableValue(let v): return "variable value \(Self.format(v)) is out of range: use a value in 0…1"
        case .continuousWeight(let v):
            let range = SymbolWeight.continuousRange
            return "continuous weight \(Self.format(v)) is out of range: use a value in \(range.lowerBound) (ultralight) … \(range.upperBound) (black)"
        case .paletteWithoutColors: return "palette mode needs at least one palette color"
        case .templateOnlyOptions(let names):
            return "\(names.joined(separator: ", ")) \(names.count == 1 ? "applies" : "apply") only to symbol templates, and this is a plain SVG"
        }
    }

    private static func format(_ value: Double) -> String {
        NumberFormatting.described(value)
    }
}

extension SymbolConfiguration {
    /// Checks every set value against its range, and palette mode against its colors.
    public func validate() throws(SymbolConfigurationError) {
        if let v = pointSize, !(v > 0 && v <= 2000) { throw .pointSize(v) }
        if let v = pixelScale, !(v > 0 && v <= 16) { throw .pixelScale(v) }
        if let v = fittingSize, !(v > 0 && v <= 32767) { throw .fittingSize(v) }
        if let v = fittingHeight, !(v > 0 && v <= 32767) { throw .fittingHeight(v) }
        if let v = opacity, !(v >= 0 && v <= 1) { throw .opacity(v) }
        if let v = variableValue, !(v >= 0 && v <= 1) { throw .variableValue(v) }
        if let v = continuousWeight, !SymbolWeight.continuousRange.contains(v) { throw .continuousWeight(v) }
        if renderingMode == .palette, prefersMonochrome != true, paletteColors?.isEmpty ?? true { throw .paletteWithoutColors }
    }

    /// Checks the values, and that a plain SVG is not given options only templates have. A point size is not one of
    /// them: as UIKit ignores a symbol configuration's point size on a bitmap image, a plain SVG ignores it (so one
    /// configuration serves a mixed set of icons); the SVG's own size, or ``fittingSize``, sizes it.
    public func validate(for symbol: Symbol) throws(SymbolConfigurationError) {
        try validate()
        guard symbol.template == nil else { return }
        let templateOnly = Self.templateOnlyOptions.compactMap { $0.name(self) }
        if !templateOnly.isEmpty { throw .templateOnlyOptions(templateOnly) }
    }

    /// An option only templates have: what an error calls it when it is set (nil when it is not), and how to clear it.
    package struct TemplateOnlyOption: Sendable {
        /// The option's name in an error, when it is set in `configuration`.
        package var name: @Sendable (_ configuration: SymbolConfiguration) -> String?
        /// Clears it.
        package var clear: @Sendable (_ configuration: inout SymbolConfiguration) -> Void
    }

    /// The options only templates have, listed once: ``validate(for:)`` refuses them for a plain SVG, and
    /// ``droppingTemplateOptions()`` clears them where shared defaults meet plain SVGs.
    package static let templateOnlyOptions: [TemplateOnlyOption] = [
        TemplateOnlyOption(name: { $0.weight != nil || $0.continuousWeight != nil ? "weight" : nil },
                           clear: { $0.weight = nil; $0.continuousWeight = nil }),
        TemplateOnlyOption(name: { $0.scale != nil ? "scale" : nil }, clear: { $0.scale = nil }),
        TemplateOnlyOption(name: { $0.textStyle != nil ? "text style" : nil }, clear: { $0.textStyle = nil }),
        TemplateOnlyOption(name: { $0.variableValue != nil ? "variable value" : nil }, clear: { $0.variableValue = nil }),
        // Monochrome is how a plain SVG asks to be tinted, so it is allowed; defaults drop it all the same (a
        // manifest's shared monochrome is for its templates, and leaves its plain SVGs in their own colours).
        TemplateOnlyOption(name: { configuration in
            configuration.renderingMode.flatMap { $0 == .monochrome || $0 == .automatic ? nil : "rendering mode \($0.rawValue)" }
        }, clear: { if $0.renderingMode != .automatic { $0.renderingMode = nil } }),
    ]

    /// This configuration without the options only templates have (for a plain SVG under shared defaults), and
    /// without the point size, which a plain SVG ignores.
    package func droppingTemplateOptions() -> SymbolConfiguration {
        var copy = self
        copy.pointSize = nil
        for option in Self.templateOnlyOptions { option.clear(&copy) }
        return copy
    }
}
