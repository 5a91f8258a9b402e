/// Turns a resolved glyph and its colored layers into a ``RenderPlan`` in device pixels.
package enum SymbolPlanner {
    /// A layer ready to draw: its paths united as one non-zero fill, in template units, with its paint.
    package struct Layer: Sendable, Hashable {
        /// The union of the layer's paths (slot-local template units).
        package var path: VectorPath
        /// The color, straight alpha.
        package var color: RGBAColor
        /// How the layer combines with the layers below.
        package var blend: BlendMode

        /// Creates a layer.
        package init(path: VectorPath, color: RGBAColor, blend: BlendMode = .normal) {
            self.path = path
            self.color = color
            self.blend = blend
        }
    }

    /// Plans layers on the layout's canvas. Layers draw in order inside one offscreen group, so that
    /// clear-behind layers erase only the symbol's own pixels, never the background.
    package static func plan(_ layers: [Layer], layout: SymbolLayout, background: RGBAColor? = nil) -> RenderPlan {
        var operations: [RenderOperation] = []
        let needsGroup = background != nil && layers.contains { $0.blend != .normal }
        if needsGroup { operations.append(.beginGroup(GroupEffects())) }
        for layer in layers where !layer.path.isEmpty {
            operations.append(.fill(path: layer.path.transformed(by: layout.transform), color: layer.color, rule: .nonZero, blend: layer.blend))
        }
        if needsGroup { operations.append(.endGroup) }
        return RenderPlan(width: layout.metrics.pixelWidth, height: layout.metrics.pixelHeight, background: background, operations: operations)
    }
}
