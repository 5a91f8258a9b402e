/// What a `color` tints in a plain SVG.
///
/// `currentColor` paints say outright that they are the foreground. Most icon artwork says it otherwise: drawn in
/// black (`stroke="black"`), or in one house colour. Such one-colour artwork is treated as drawn in the label
/// colour, as `import` treats it and as a UI tints a template image; without this its dark variant would be its
/// light one. Artwork with several colours, gradients or images keeps its colours: only its `currentColor` paints,
/// if any, are tinted.
package struct ForegroundTint: Sendable, Hashable {
    /// The colour the foreground takes.
    package var color: RGBAColor
    /// Solid colours (`#rrggbb`) painted in the tint; empty when only `currentColor` paints are.
    package var solidColors: Set<String>

    /// Whether a paint takes the tint.
    package func applies(to paint: RGBAColor, usesCurrentColor: Bool) -> Bool {
        usesCurrentColor || (!solidColors.isEmpty && solidColors.contains(Self.key(paint)))
    }

    /// The tint with the paint's own alpha (its opacities) applied.
    package func tinted(_ paint: RGBAColor) -> RGBAColor {
        color.multiplyingAlpha(by: paint.alpha)
    }

    /// The tint for `drawing`, or nil when it has nothing to tint: no `currentColor` paint, and solid paints in more
    /// than the foreground colours (black and `foreground`), or a gradient, pattern or image.
    package static func choose(for drawing: Drawing, color: RGBAColor, foreground: [RGBAColor] = []) -> ForegroundTint? {
        var census = Census()
        census.visit(drawing.root)
        if census.usesCurrentColor { return ForegroundTint(color: color, solidColors: []) }
        let allowed = Set([key(.black)] + foreground.map(key))
        guard !census.hasOtherPaint, !census.solidColors.isEmpty, census.solidColors.isSubset(of: allowed) else { return nil }
        return ForegroundTint(color: color, solidColors: census.solidColors)
    }

    /// A colour without its alpha, as 8-bit `#rrggbb`.
    static func key(_ color: RGBAColor) -> String {
        String(color.description.prefix(7))
    }

    /// The paints of a drawing's visible shapes (mask and pattern content is not tinted, so it does not count).
    private struct Census {
        var usesCurrentColor = false
        var hasOtherPaint = false
        var solidColors: Set<String> = []

        mutating func visit(_ group: DrawingGroup) {
            for child in group.children {
                switch child {
                case .group(let inner): visit(inner)
                case .image: hasOtherPaint = true
                case .shape(let shape):
                    if let fill = shape.fill { note(fill.color, currentColor: fill.usesCurrentColor, server: fill.gradient != nil || fill.pattern != nil) }
                    if let stroke = shape.stroke, stroke.width > 0 {
                        note(stroke.color, currentColor: stroke.usesCurrentColor, server: stroke.gradient != nil || stroke.pattern != nil)
                    }
                }
            }
        }

        mutating func note(_ color: RGBAColor, currentColor: Bool, server: Bool) {
            if server { hasOtherPaint = true; return }
            guard color.alpha > 0 else { return }
            if currentColor { usesCurrentColor = true } else { solidColors.insert(ForegroundTint.key(color)) }
        }
    }
}
