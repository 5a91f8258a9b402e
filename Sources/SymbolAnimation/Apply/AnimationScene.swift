/// An effect on a symbol (and, for `replace`, the symbol replacing it), ready to give the render plan of any
/// instant: the still plan with every layer's state applied.
package struct AnimationScene: Sendable {
    /// The animated symbol's layers.
    package var outgoing: AnimatedSymbolPlan
    /// The incoming symbol's layers (`replace`), placed on the animated symbol's canvas.
    package var incoming: AnimatedSymbolPlan?
    /// The effect's timing on these layers.
    package var timeline: EffectTimeline

    /// Plans `effect` on `symbol` under `configuration`. For `replace`, `replacement` is the incoming symbol,
    /// rendered with the same configuration and placed on the first symbol's canvas (centres aligned
    /// horizontally, baselines aligned). Variable color lights every layer at rest, so the configuration's
    /// variable value is set aside for it.
    ///
    /// With `growsCanvas`, the canvas grows (evenly on opposite sides) to hold every pose, so that a bounce or a
    /// turn is not cut off by the still image's tight canvas; the still image is then drawn on the grown canvas too.
    package init(symbol: Symbol, replacement: Symbol? = nil, configuration: SymbolConfiguration, effect: SymbolEffect,
                 options: SymbolEffectOptions, growsCanvas: Bool = true, splitsDrawingGroups: Bool = false,
                 annotations: AnimationAnnotations? = nil, file: String? = nil) throws {
        var configuration = configuration
        if effect.kind == .variableColor { configuration.variableValue = nil }
        let effect = effect.applyingTemplateDefaults(of: symbol)
        outgoing = try AnimatedSymbolPlan(symbol: symbol, configuration: configuration, splitsDrawingGroups: splitsDrawingGroups,
                                          annotations: annotations, file: file)
        if effect.kind == .replace, let replacement {
            let plan = try AnimatedSymbolPlan(symbol: replacement, configuration: configuration, splitsDrawingGroups: splitsDrawingGroups, file: file)
            let from = outgoing.geometry.symbolBox, to = plan.geometry.symbolBox
            incoming = plan.translated(x: ((from.minX + from.width / 2) - (to.minX + to.width / 2)).rounded(),
                                       y: (from.maxY - to.maxY).rounded())
        }
        timeline = try EffectTimeline(effect: effect, options: options, geometry: outgoing.geometry, incoming: incoming?.geometry)
        guard growsCanvas else { return }
        let (x, y) = padding()
        guard x > 0 || y > 0 else { return }
        outgoing = outgoing.padded(x: x, y: y)
        incoming = incoming?.padded(x: x, y: y)
        timeline = try EffectTimeline(effect: effect, options: options, geometry: outgoing.geometry, incoming: incoming?.geometry)
    }

    /// The whole pixels to add on each side so that every layer stays on the canvas at every instant, sampled 65
    /// times over a play (the poses between samples differ by far less than a pixel of overflow). At most the
    /// canvas's own size per side: no table value moves a layer further.
    private func padding() -> (x: Int, y: Int) {
        let width = Double(outgoing.still.width), height = Double(outgoing.still.height)
        var left = 0.0, right = 0.0, top = 0.0, bottom = 0.0
        let samples = 64
        for sample in 0...samples {
            let states = timeline.states(at: timeline.playDuration * Double(sample) / Double(samples))
            // The incoming symbol counts at rest too: it may be larger than the canvas it is placed on.
            let pairs = zip(outgoing.geometry.layers, states.layers).map { ($0, $1, false) }
                + zip(incoming?.geometry.layers ?? [], states.incoming).map { ($0, $1, true) }
            for (layer, state, isIncoming) in pairs where (isIncoming || !state.isRest) && state.opacity > 0 {
                let box = layer.bounds.boundingBox(under: state.transform)
                left = max(left, -box.minX)
                top = max(top, -box.minY)
                right = max(right, box.maxX - width)
                bottom = max(bottom, box.maxY - height)
            }
        }
        // Rounded up, with one pixel of room for antialiasing, and the same on opposite sides so the symbol stays centred.
        let x = Int(clamping: min(width, (max(left, right) + 1).rounded(.up)), to: 0...Int.max)
        let y = Int(clamping: min(height, (max(top, bottom) + 1).rounded(.up)), to: 0...Int.max)
        return (max(left, right) > 0 ? x : 0, max(top, bottom) > 0 ? y : 0)
    }

    /// The render plan `time` seconds into a play.
    package func plan(at time: Double) -> RenderPlan {
        let states = timeline.states(at: time)
        var plan = outgoing.plan(for: states.layers)
        if let incoming { plan.operations += incoming.operations(for: states.incoming) }
        return plan
    }

    /// The render plan of frame `index` at `fps`: time `index / fps`; the frame after one play's frames is the end
    /// pose exactly (``EffectTimeline/writtenFrameCount(fps:)``), whatever the rounding of duration × fps.
    package func plan(frame index: Int, fps: Double) -> RenderPlan {
        plan(at: index >= timeline.frameCount(fps: fps) ? timeline.playDuration : Double(index) / fps)
    }
}
