import SymbolCore

/// A symbol's still render plan split into its animation layers, and the plan of any frame: the still plan with
/// each layer's state applied (moved about its anchor, faded, its paths trimmed).
///
/// A template's layers are its annotated layers for the rendering mode in use (one fill each); a plain SVG is one
/// layer. The still plan is the renderer's own (`Symbol.plan`), so a frame at rest is the still image exactly.
package struct AnimatedSymbolPlan: Sendable {
    /// The still plan (its operations are the rest pose).
    package var still: RenderPlan
    /// Operations before the layers (the groups opened for opacity and clear-behind).
    package var prefix: [RenderOperation]
    /// The operations of each layer, bottom first.
    package var layers: [[RenderOperation]]
    /// Operations after the layers (the groups' ends).
    package var suffix: [RenderOperation]
    /// What the effect needs to know about the layers.
    package var geometry: AnimationGeometry
    /// True for a template (layers are single fills whose alpha takes the opacity); false for a plain SVG (its one
    /// layer fades as an offscreen group, so overlapping shapes do not show through each other).
    package var isTemplate: Bool

    /// Splits the still plan of `symbol` under `configuration`. With `splitsDrawingGroups`, a plain SVG whose root
    /// draws its top-level elements plainly (no opacity, clip, mask or filter of its own) is one layer per top-level
    /// element; otherwise, and whenever the parts would not add up to the still plan exactly, it is one layer.
    ///
    /// A plain SVG's `annotations` (its `NAME.animation.json`) split it into layers when they name layers, and give
    /// the layers their motion groups, anchors and flags.
    package init(symbol: Symbol, configuration: SymbolConfiguration, splitsDrawingGroups: Bool = false,
                 annotations: AnimationAnnotations? = nil, file: String? = nil) throws {
        // Animation annotations change meaning between template formats: a format newer than the newest we read
        // (7.0) is refused, as Xcode refuses a format newer than its own ("Template format … is newer than …").
        if let template = symbol.template, template.version > TemplateVersion(7) {
            throw Diagnostic(.error, "template format \(template.version) is newer than the newest this version animates (7.0)", file: file)
        }
        let (plan, metrics) = try symbol.plan(configuration, file: file)
        still = plan
        let operations = plan.operations
        let canvas = Rect(x: 0, y: 0, width: Double(plan.width), height: Double(plan.height))
        var box = plan.clip ?? canvas
        if let metrics {
            let k = metrics.pixelScale, insets = metrics.alignmentRectInsets
            let guide = Rect(x: insets.left * k, y: insets.top * k, width: Double(plan.width) - (insets.left + insets.right) * k,
                             height: Double(plan.height) - (insets.top + insets.bottom) * k)
            if guide.width > 0 && guide.height > 0 { box = guide }
        }
        var start = 0, end = operations.count
        while start < end, case .beginGroup = operations[start] { start += 1 }
        while end > start, case .endGroup = operations[end - 1] { end -= 1 }
        let middle = Array(operations[start..<end])
        let allFills = middle.allSatisfy { if case .fill = $0 { return true } else { return false } }
        if symbol.isTemplate && allFills && !middle.isEmpty {
            isTemplate = true
            prefix = Array(operations[..<start])
            suffix = Array(operations[end...])
            layers = middle.map { [$0] }
            let annotations = Self.annotations(symbol: symbol, configuration: configuration, count: middle.count)
            geometry = AnimationGeometry(layers: middle.enumerated().map { index, operation in
                var layer = Self.layerGeometry([operation], isVariable: annotations.layers[index].isVariable, fallback: box)
                layer.motionGroup = annotations.layers[index].motionGroup
                layer.alwaysRotates = annotations.layers[index].alwaysRotates
                layer.alwaysPulses = annotations.layers[index].alwaysPulses
                layer.alwaysBreathes = annotations.layers[index].alwaysBreathes
                layer.rotationAnchor = annotations.layers[index].anchor
                return layer
            }, symbolBox: box, rotationAnchor: annotations.symbolAnchor)
        } else if splitsDrawingGroups || !(annotations?.layers.isEmpty ?? true),
                  let parts = try Self.drawingParts(symbol, configuration: configuration, still: plan, file: file) {
            isTemplate = false
            prefix = parts.prefix
            suffix = parts.suffix
            layers = parts.layers
            geometry = AnimationGeometry(layers: parts.layers.map { Self.layerGeometry($0, isVariable: false, fallback: box) }, symbolBox: box)
        } else {
            // A plain SVG (or anything unusual): the whole drawing is one layer.
            isTemplate = false
            prefix = []
            suffix = []
            layers = [operations]
            geometry = AnimationGeometry(layers: [Self.layerGeometry(operations, isVariable: false, fallback: box)], symbolBox: box)
        }
        if !symbol.isTemplate, let annotations {
            try apply(annotations, symbol: symbol, configuration: configuration)
        }
    }

    /// A plain SVG's sidecar laid over its geometry: points mapped from user units to device pixels as the drawing
    /// is placed. A layer the drawing does not have is an error at its entry.
    private mutating func apply(_ annotations: AnimationAnnotations, symbol: Symbol, configuration: SymbolConfiguration) throws {
        let toDevice = try Self.userToDevice(symbol, configuration: configuration)
        geometry.rotationAnchor = annotations.rotationAnchor.map(toDevice)
        for entry in annotations.layers {
            guard entry.index < geometry.layers.count else {
                let count = geometry.layers.count
                throw Diagnostic(.error, "layer \(entry.index) is annotated, but the drawing has \(count) layer\(count == 1 ? "" : "s") (its root's drawn top-level elements, from 0\(count == 1 ? "; a root with an opacity, clip, mask or filter of its own is one layer" : ""))",
                                 file: annotations.file, at: entry.location)
            }
            geometry.layers[entry.index].motionGroup = entry.motionGroup
            geometry.layers[entry.index].rotationAnchor = entry.rotationAnchor.map(toDevice)
            geometry.layers[entry.index].alwaysRotates = entry.alwaysRotates
            geometry.layers[entry.index].alwaysPulses = entry.alwaysPulses
            geometry.layers[entry.index].alwaysBreathes = entry.alwaysBreathes
        }
    }

    /// Where a plain SVG's user-space points land in device pixels under `configuration`: the drawing's own placement
    /// (viewBox, aspect ratio, size, fitting), read off a probe square planned exactly as the drawing is.
    private static func userToDevice(_ symbol: Symbol, configuration: SymbolConfiguration) throws -> @Sendable (Point) -> Point {
        guard case .drawing(let drawing) = symbol.content else { return { $0 } }
        var probe = drawing
        let square = VectorPath([.move(to: Point(x: -0.5, y: -0.5)), .line(to: Point(x: 0.5, y: -0.5)), .line(to: Point(x: 0.5, y: 0.5)),
                                 .line(to: Point(x: -0.5, y: 0.5)), .close])
        probe.root = DrawingGroup(opacity: 1, children: [.shape(DrawingShape(path: square, fill: FillStyle(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))))])
        var plain = configuration
        plain.opacity = nil
        plain.background = nil
        let operations = try Symbol(name: symbol.name, content: .drawing(probe)).plan(plain).plan.operations
        guard let box = operations.compactMap(\.devicePath).first?.bounds else { return { $0 } }
        // The probe is the unit square about the origin: its box gives the (axis-aligned) placement's scale and move.
        let origin = box.center, sx = box.width, sy = box.height
        return { Point(x: origin.x + $0.x * sx, y: origin.y + $0.y * sy) }
    }

    /// What the template says about one painted layer's motion.
    private struct LayerAnnotation {
        var isVariable = false
        var motionGroup: Int?
        var alwaysRotates = false
        var alwaysPulses = false
        var alwaysBreathes = false
        /// The layer's own rotation anchor, in device pixels.
        var anchor: Point?
    }

    /// What the template says about each painted layer's motion: a variable threshold, a motion group
    /// (`-sfsymbols-motion-group`), `-sfsymbols-always-rotates`, `-pulses` (v5+) and `-breathes` (v6+), read from the
    /// layer's rule in the mode in use (Documentation/SymbolFormat.md §2.1), and the rotation anchors of the weight
    /// and scale drawn (v6+), placed as the glyph is placed. No layer annotations when the layers cannot be matched
    /// to the plan's fills one to one.
    private static func annotations(symbol: Symbol, configuration: SymbolConfiguration, count: Int)
        -> (layers: [LayerAnnotation], symbolAnchor: Point?) {
        let none = Array(repeating: LayerAnnotation(), count: count)
        guard let template = symbol.template, let glyph = symbol.glyph(for: configuration) else { return (none, nil) }
        let readsAnchors = template.version >= TemplateVersion(6) && !glyph.rotationAnchors.isEmpty
        let toDevice = Symbol.layout(glyph, template: template, configuration: configuration).transform
        let symbolAnchor = readsAnchors ? glyph.rotationAnchors.symbol.map(toDevice.apply) : nil
        let mode = LayerPainter.effectiveMode(configuration.style, glyph: glyph, template: template, preferred: symbol.preferredRenderingMode)
        let layers = SymbolLayerReader.layers(of: glyph, template: template, mode: mode).filter { !$0.path.isEmpty }
        guard layers.count == count else { return (none, symbolAnchor) }
        // The class prefix of the mode's annotations (§2.1), as SymbolLayerReader reads them.
        let prefix: String
        switch mode {
        case .monochrome, .automatic: prefix = "monochrome-"
        case .hierarchical, .palette: prefix = "hierarchical-"
        case .multicolor: prefix = "multicolor-"
        }
        let readsMotion = template.version >= TemplateVersion(5), readsBreath = template.version >= TemplateVersion(6)
        return (layers.map { layer in
            // The rules of `monochrome-2` or `hierarchical-2:secondary` (the class is the prefix, the index, then ':' or
            // nothing); as in CSS, the last declaration of a property wins, whichever rule holds it.
            let rules = template.layerRules.filter { rule in
                rule.className == "\(prefix)\(layer.index)" || rule.className.hasPrefix("\(prefix)\(layer.index):")
            }
            func value(_ name: String) -> String? { rules.last { $0.value(of: name) != nil }?.value(of: name) }
            var annotation = LayerAnnotation(isVariable: layer.threshold != nil)
            annotation.motionGroup = readsMotion ? value("-sfsymbols-motion-group").flatMap { Int($0) } : nil
            annotation.alwaysRotates = readsMotion && value("-sfsymbols-always-rotates")?.lowercased() == "true"
            annotation.alwaysPulses = readsMotion && value("-sfsymbols-always-pulses")?.lowercased() == "true"
            annotation.alwaysBreathes = readsBreath && value("-sfsymbols-always-breathes")?.lowercased() == "true"
            annotation.anchor = readsAnchors ? glyph.rotationAnchors.layers[layer.index].map(toDevice.apply) : nil
            return annotation
        }, symbolAnchor)
    }

    /// A plain SVG's top-level elements planned one by one under the same configuration, when their operations,
    /// inside the still plan's opacity group, are the still plan's exactly.
    private static func drawingParts(_ symbol: Symbol, configuration: SymbolConfiguration, still: RenderPlan, file: String?) throws
        -> (prefix: [RenderOperation], layers: [[RenderOperation]], suffix: [RenderOperation])? {
        guard case .drawing(let drawing) = symbol.content, drawing.root.isPlain, drawing.root.children.count > 1 else { return nil }
        var each = configuration
        each.opacity = nil
        var layers: [[RenderOperation]] = []
        for child in drawing.root.children {
            var part = drawing
            part.root.children = [child]
            layers.append(try Symbol(name: symbol.name, content: .drawing(part)).plan(each, file: file).plan.operations)
        }
        let wrapped = (configuration.opacity ?? 1) < 1 && still.operations.count >= 2
        let prefix = wrapped ? [still.operations[0]] : [], suffix = wrapped ? [still.operations[still.operations.count - 1]] : []
        guard prefix + layers.flatMap({ $0 }) + suffix == still.operations else { return nil }
        return (prefix, layers, suffix)
    }

    private static func layerGeometry(_ operations: [RenderOperation], isVariable: Bool, fallback: Rect) -> AnimationGeometry.Layer {
        var bounds: Rect?
        var length = 0.0
        for path in operations.compactMap(\.devicePath) {
            if let box = path.bounds { bounds = bounds.map { $0.union(box) } ?? box }
            length += path.length(tolerance: 0.25)
        }
        return AnimationGeometry.Layer(bounds: bounds ?? fallback, pathLength: length, isVariable: isVariable)
    }

    /// The same plan moved by `dx`, `dy` device pixels (an incoming symbol placed on the outgoing one's canvas).
    package func translated(x dx: Double, y dy: Double) -> AnimatedSymbolPlan {
        guard dx != 0 || dy != 0 else { return self }
        let t = AffineTransform.translation(x: dx, y: dy)
        var copy = self
        copy.prefix = prefix.map { $0.transformed(by: t) }
        copy.layers = layers.map { $0.map { $0.transformed(by: t) } }
        copy.geometry.layers = geometry.layers.map { layer in
            var moved = layer
            moved.bounds = layer.bounds.boundingBox(under: t)
            moved.rotationAnchor = layer.rotationAnchor.map(t.apply)
            return moved
        }
        copy.geometry.symbolBox = geometry.symbolBox.boundingBox(under: t)
        copy.geometry.rotationAnchor = geometry.rotationAnchor.map(t.apply)
        return copy
    }

    /// The same plan on a canvas grown by `x` pixels left and right and `y` pixels top and bottom, the artwork
    /// moved to stay centred (room for layers that scale, turn or move beyond the still canvas).
    package func padded(x: Int, y: Int) -> AnimatedSymbolPlan {
        guard x > 0 || y > 0 else { return self }
        var copy = translated(x: Double(x), y: Double(y))
        let t = AffineTransform.translation(x: Double(x), y: Double(y))
        copy.still.width += 2 * x
        copy.still.height += 2 * y
        copy.still.operations = still.operations.map { $0.transformed(by: t) }
        copy.still.clip = still.clip.map { $0.boundingBox(under: t) }
        return copy
    }

    /// The operations of a frame: each layer with its state applied, inside the still plan's groups.
    package func operations(for states: [LayerState]) -> [RenderOperation] {
        var result = prefix
        for (index, layer) in layers.enumerated() {
            let state = index < states.count ? states[index] : LayerState()
            result += Self.apply(state, to: layer, isTemplate: isTemplate)
        }
        return result + suffix
    }

    /// The plan of a frame.
    package func plan(for states: [LayerState]) -> RenderPlan {
        var plan = still
        plan.operations = operations(for: states)
        return plan
    }

    private static func apply(_ state: LayerState, to operations: [RenderOperation], isTemplate: Bool) -> [RenderOperation] {
        if state.isRest { return operations }
        let opacity = min(1, max(0, state.opacity.isFinite ? state.opacity : 0))
        if opacity == 0 || state.drawProgress <= 0 || state.scale == 0 { return [] }
        let transform = state.transform
        let moves = transform != .identity
        var result = operations.map { operation -> RenderOperation in
            var operation = operation.trimmed(to: state.drawProgress)
            if moves { operation = operation.transformed(by: transform) }
            return operation
        }
        guard opacity < 1 else { return result }
        if isTemplate {
            result = result.map { operation in
                guard case .fill(let path, var color, let rule, var blend) = operation else { return operation }
                switch blend {
                case .destinationIn:
                    // An eraser keeps `alpha` of what is under it; fading the eraser keeps more: 1 − opacity·(1 − alpha).
                    color.alpha = 1 - opacity * (1 - color.alpha)
                case .copy:
                    // A fading clear-behind layer would punch its hole at full strength (copy replaces what is
                    // below, alpha and all); drawn over instead while it fades.
                    color.alpha *= opacity
                    blend = .normal
                case .normal:
                    color.alpha *= opacity
                }
                return .fill(path: path, color: color, rule: rule, blend: blend)
            }
            return result
        }
        return [.beginGroup(GroupEffects(opacity: opacity))] + result + [.endGroup]
    }
}
