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
    package init(symbol: Symbol, replacement: Symbol? = nil, configuration: SymbolConfiguration, effect: SymbolEffect,
                 options: SymbolEffectOptions, file: String? = nil) throws {
        var configuration = configuration
        if effect.kind == .variableColor { configuration.variableValue = nil }
        outgoing = try AnimatedSymbolPlan(symbol: symbol, configuration: configuration, file: file)
        if effect.kind == .replace, let replacement {
            let plan = try AnimatedSymbolPlan(symbol: replacement, configuration: configuration, file: file)
            let from = outgoing.geometry.symbolBox, to = plan.geometry.symbolBox
            incoming = plan.translated(x: ((from.minX + from.width / 2) - (to.minX + to.width / 2)).rounded(),
                                       y: (from.maxY - to.maxY).rounded())
        }
        timeline = try EffectTimeline(effect: effect, options: options, geometry: outgoing.geometry, incoming: incoming?.geometry)
    }

    /// The render plan `time` seconds into a play.
    package func plan(at time: Double) -> RenderPlan {
        let states = timeline.states(at: time)
        var plan = outgoing.plan(for: states.layers)
        if let incoming { plan.operations += incoming.operations(for: states.incoming) }
        return plan
    }

    /// The render plan of frame `index` at `fps`: time `index / fps`.
    package func plan(frame index: Int, fps: Double) -> RenderPlan {
        plan(at: Double(index) / fps)
    }
}
