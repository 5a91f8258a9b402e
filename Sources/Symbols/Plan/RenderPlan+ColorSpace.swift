import SymbolFormat

/// A plan's colors re-encoded for an output color space, before the rasterizer paints them (Documentation/Colors.md §3).
///
/// Cairo paints the 8-bit values it is given and knows no color space, so P3 output means P3 values in the plan.
/// Fills, strokes, gradient stops, pattern tiles and the background are converted, and embedded raster images
/// are marked for the rasterizer to convert their pixels, and so are filter flood and drop-shadow colors; mask
/// content keeps its values (its luminance or alpha is what counts), and a filter's color matrix runs on P3 values
/// (Documentation/Colors.md lists this as a limit). Antialiased edges then blend in P3-encoded values, as they
/// blend in sRGB-encoded values in an sRGB render.
extension RenderPlan {
    /// The plan with every paint color in `space`, and whether any color lay outside sRGB (when none does, a
    /// P3 render shows exactly what an sRGB one shows).
    package func converted(to space: OutputColorSpace) -> (plan: RenderPlan, hasWideColor: Bool) {
        guard space == .displayP3 else { return (self, false) }
        var wide = false
        func convert(_ color: RGBAColor) -> RGBAColor {
            if !color.isInSRGBGamut { wide = true }
            let p3 = color.displayP3Components
            func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
            return RGBAColor(red: clamp(p3.red), green: clamp(p3.green), blue: clamp(p3.blue), alpha: color.alpha)
        }
        func gradient(_ gradient: DrawingGradient) -> DrawingGradient {
            var copy = gradient
            copy.stops = gradient.stops.map { .init(offset: $0.offset, color: convert($0.color)) }
            return copy
        }
        func convertAll(_ list: [RenderOperation]) -> [RenderOperation] {
            list.map { operation in
                switch operation {
                case .fill(let path, let color, let rule, let blend):
                    return .fill(path: path, color: convert(color), rule: rule, blend: blend)
                case .stroke(let path, let transform, var style):
                    style.color = convert(style.color)
                    style.gradient = style.gradient.map(gradient)
                    return .stroke(path: path, transform: transform, style: style)
                case .fillGradient(let path, let paint, let rule):
                    return .fillGradient(path: path, gradient: gradient(paint), rule: rule)
                case .fillPattern(let path, var tile, let rule):
                    tile.operations = convertAll(tile.operations)
                    return .fillPattern(path: path, tile: tile, rule: rule)
                case .strokePattern(let path, let transform, var style, var tile):
                    style.color = convert(style.color)
                    style.gradient = style.gradient.map(gradient)
                    tile.operations = convertAll(tile.operations)
                    return .strokePattern(path: path, transform: transform, style: style, tile: tile)
                case .image(var placed):
                    placed.convertsToDisplayP3 = true
                    return .image(placed)
                case .beginGroup(var effects):
                    // Flood and drop-shadow colors are paint too; the filter math itself (a color matrix, linearRGB)
                    // then runs on P3-encoded values.
                    guard var filter = effects.filter else { return operation }
                    filter.primitives = filter.primitives.map { primitive in
                        var copy = primitive
                        switch primitive.kind {
                        case .flood(let color): copy.kind = .flood(convert(color))
                        case .dropShadow(let dx, let dy, let x, let y, let color):
                            copy.kind = .dropShadow(dx: dx, dy: dy, x: x, y: y, color: convert(color))
                        default: break
                        }
                        return copy
                    }
                    effects.filter = filter
                    return .beginGroup(effects)
                case .endGroup:
                    return operation
                }
            }
        }
        var plan = self
        plan.operations = convertAll(operations)
        plan.background = background.map(convert)
        return (plan, wide)
    }
}
