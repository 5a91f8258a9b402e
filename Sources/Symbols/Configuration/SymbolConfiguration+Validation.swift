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
        case .continuousWeight(let v): return "continuous weight \(Self.format(v)) is out of range: use a value in -0.8 (ultralight) … 0.62 (black)"
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
        if let v = continuousWeight, !(v >= -0.8 && v <= 0.62) { throw .continuousWeight(v) }
        if renderingMode == .palette, prefersMonochrome != true, paletteColors?.isEmpty ?? true { throw .paletteWithoutColors }
    }

    /// Checks the values, and that a plain SVG is not given options only templates have. A point size is not one of
    /// them: as UIKit ignores a symbol configuration's point size on a bitmap image, a plain SVG ignores it (so one
    /// configuration serves a mixed set of icons); the SVG's own size, or ``fittingSize``, sizes it.
    public func validate(for symbol: Symbol) throws(SymbolConfigurationError) {
        try validate()
        guard symbol.template == nil else { return }
        var templateOnly: [String] = []
        if weight != nil || continuousWeight != nil { templateOnly.append("weight") }
        if scale != nil { templateOnly.append("scale") }
        if textStyle != nil { templateOnly.append("text style") }
        if variableValue != nil { templateOnly.append("variable value") }
        if let mode = renderingMode, mode != .monochrome, mode != .automatic { templateOnly.append("rendering mode \(mode.rawValue)") }
        if !templateOnly.isEmpty { throw .templateOnlyOptions(templateOnly) }
    }
}
