/// An effect applied to one symbol's layers: its duration, and every layer's state at any instant.
///
/// Deterministic: a function of the time alone, no clock. Frame *k* at *fps* frames per second is
/// ``states(at:)`` of *k / fps*.
public struct EffectTimeline: Sendable {
    /// The effect.
    public let effect: SymbolEffect
    /// Speed and repeats.
    public let options: SymbolEffectOptions
    /// The animated symbol's layers.
    public let geometry: AnimationGeometry
    /// The incoming symbol's layers (`replace`).
    public let incomingGeometry: AnimationGeometry?
    /// The length of one play at speed 1, in seconds.
    public let effectDuration: Double

    private let layerPlans: [LayerPlan]
    private let incomingPlans: [LayerPlan]

    /// How one layer moves: its tracks, shifted by its stagger, about its anchor.
    private struct LayerPlan: Sendable {
        var offset = 0.0
        var timing = EffectTiming([])
        var anchor = Point.zero
        /// The unit vector a translation track moves along, in device pixels per unit of track value.
        var translationVector = Point.zero
        /// Variable color: the layer's place among the lit layers and their number, or nil for a layer it leaves alone.
        var variable: (index: Int, count: Int)?
        /// Draw effects: when the layer's draw starts and how long it takes.
        var draw: (start: Double, duration: Double)?
    }

    /// Plans an effect on a symbol's layers. Throws ``SymbolEffectError`` for options out of range, and for
    /// `replace` without an incoming symbol.
    public init(effect: SymbolEffect, options: SymbolEffectOptions = SymbolEffectOptions(), geometry: AnimationGeometry,
                incoming: AnimationGeometry? = nil) throws(SymbolEffectError) {
        try options.validate()
        if effect.kind == .replace && incoming == nil {
            throw SymbolEffectError(text: effect.description, column: 0, message: "replace needs the symbol to replace this one with")
        }
        self.effect = effect
        self.options = options
        self.geometry = geometry
        self.incomingGeometry = effect.kind == .replace ? incoming : nil
        let outgoing = Self.plans(effect, geometry, role: effect.kind == .replace ? "out" : nil)
        let incomingPlans = effect.kind == .replace ? Self.plans(effect, incoming!, role: "in") : []
        self.layerPlans = outgoing
        self.incomingPlans = incomingPlans
        self.effectDuration = Self.duration(of: effect, outgoing + incomingPlans)
    }

    /// One play's length in seconds at the options' speed (without the rest between plays).
    public var playDuration: Double { effectDuration / options.speed }

    /// The number of frames of one play at `fps`: the play's duration × fps, rounded, at least 1.
    public func frameCount(fps: Double) -> Int {
        guard fps.isFinite, fps > 0 else { return 1 }
        return Int(clamping: (playDuration * fps).rounded(), to: 1...Int.max)
    }

    /// True when a play ends in the pose it started from (bounce, pulse, a whole turn, wiggle): a file that loops
    /// forever can then go from its last frame straight back to frame 0 without showing the end pose twice.
    public var returnsToStart: Bool {
        let start = states(at: 0), end = states(at: playDuration)
        return zip(start.layers + start.incoming, end.layers + end.incoming).allSatisfy { $0.hasSamePose(as: $1) }
    }

    /// The frames a file holds for one play at `fps`: ``frameCount(fps:)`` frames at *k / fps*, and one more at the
    /// play's end (its end pose), unless the animation loops forever and returns to its start. So a play-once
    /// file stops on the end state (an `appear` fully shown, a `scale.up` held, a bounce at rest), and a looping
    /// bounce or turn never shows the same pose twice in a row.
    public func writtenFrameCount(fps: Double) -> Int {
        frameCount(fps: fps) + (options.plays == 0 && returnsToStart ? 0 : 1)
    }

    /// Every layer's state `time` seconds into a play (clamped to the play; after it, the end pose holds).
    public func states(at time: Double) -> AnimationFrameState {
        let local = min(max(0, time.isFinite ? time : 0) * options.speed, effectDuration)
        return AnimationFrameState(layers: layerPlans.map { state(of: $0, at: local) },
                                   incoming: incomingPlans.map { state(of: $0, at: local) })
    }

    private func state(of plan: LayerPlan, at time: Double) -> LayerState {
        var state = LayerState(anchor: plan.anchor)
        let t = time - plan.offset
        for (property, track) in plan.timing.tracks {
            let value = track.value(at: t)
            switch property {
            case .scale: state.scale = value
            case .rotation: state.rotation = value * .pi / 180
            case .translation: state.translation = plan.translationVector * value
            case .opacity: state.opacity = value
            case .drawProgress: state.drawProgress = value
            }
        }
        if let draw = plan.draw {
            let u = TimingCurve.smoothstep.eased(draw.duration > 0 ? (time - draw.start) / draw.duration : 1)
            state.drawProgress = effect.kind == .drawOn ? u : 1 - u
        }
        if let variable = plan.variable {
            let activation = variableActivation(index: variable.index, count: variable.count, time: time)
            let inactive = effect.hidesInactiveLayers ? 0 : EffectTimingTable.variableColorInactiveOpacity
            state.variableActivation = activation
            state.opacity *= inactive + (1 - inactive) * activation
        }
        return state
    }

    /// Variable color: how lit layer `index` of `count` is. Iterative lights one layer at a time (each peaks in its
    /// own step, overlapping its neighbours by half); cumulative lights them one after another and keeps them lit,
    /// then all go out together; reversing runs the cycle forward and then back.
    private func variableActivation(index: Int, count: Int, time: Double) -> Double {
        let cycle = effect.variableColorFill == .cumulative ? EffectTimingTable.variableColorCumulativeDuration
            : EffectTimingTable.variableColorIterativeDuration
        var t = time
        if effect.reverses && t > cycle { t = 2 * cycle - t }
        let n = Double(max(1, count)), i = Double(index)
        if effect.variableColorFill == .cumulative {
            let step = cycle / (n + 1)
            let on = TimingCurve.smoothstep.eased((t - i * step) / (step / 2))
            // Without reversing, everything goes out over the last half step; reversing empties as it fills.
            let off = effect.reverses ? 1 : 1 - TimingCurve.smoothstep.eased((t - (cycle - step / 2)) / (step / 2))
            return on * off
        }
        let step = cycle / n
        let centre = (i + 0.5) * step
        return TimingCurve.smoothstep.eased(1 - abs(t - centre) / step)
    }

    private static func duration(of effect: SymbolEffect, _ plans: [LayerPlan]) -> Double {
        switch effect.kind {
        case .variableColor:
            let cycle = effect.variableColorFill == .cumulative ? EffectTimingTable.variableColorCumulativeDuration
                : EffectTimingTable.variableColorIterativeDuration
            return effect.reverses ? 2 * cycle : cycle
        case .drawOn, .drawOff:
            return plans.compactMap { $0.draw.map { $0.start + $0.duration } }.max() ?? 0
        default:
            // Staggered layers end together: the last segment of a later layer is shortened by its offset.
            return plans.map { $0.offset + $0.timing.duration }.max() ?? 0
        }
    }

    /// The table key of an effect's tracks (nil for effects computed from the layers: variable color, draw).
    static func timingKey(_ effect: SymbolEffect, role: String?) -> String? {
        let direction = effect.resolvedDirection?.rawValue ?? ""
        switch effect.kind {
        case .appear, .disappear, .bounce, .scale: return "\(effect.kind.rawValue).\(direction == "down" ? "down" : "up")"
        case .pulse, .rotate: return effect.kind.rawValue
        case .breathe: return effect.breathePulses ? "breathe.pulse" : "breathe"
        case .wiggle:
            return [.clockwise, .counterClockwise].contains(effect.resolvedDirection) ? "wiggle.rotation" : "wiggle.translation"
        case .replace: return "replace.\((effect.replaceStyle ?? .downUp).rawValue).\(role ?? "out")"
        case .variableColor, .drawOn, .drawOff: return nil
        }
    }

    private static func plans(_ effect: SymbolEffect, _ geometry: AnimationGeometry, role: String?) -> [LayerPlan] {
        let layers = geometry.layers
        let box = geometry.symbolBox
        let boxCentre = Point(x: box.minX + box.width / 2, y: box.minY + box.height / 2)
        let scope = effect.resolvedScope
        var plans = layers.map { _ in LayerPlan() }
        switch effect.kind {
        case .variableColor:
            let lit = layers.contains { $0.isVariable } ? layers.indices.filter { layers[$0].isVariable } : Array(layers.indices)
            for (place, index) in lit.enumerated() { plans[index].variable = (place, lit.count) }
            return plans
        case .drawOn, .drawOff:
            let schedule = LayerStagger.drawSchedule(lengths: layers.map(\.pathLength), drawsOn: effect.kind == .drawOn, scope: scope)
            for index in plans.indices { plans[index].draw = schedule[index] }
            return plans
        default:
            break
        }
        guard let key = timingKey(effect, role: role), var timing = EffectTimingTable.effects[key] else { return plans }
        let direction = effect.resolvedDirection
        if effect.kind == .rotate || key == "wiggle.rotation" {
            var factor = direction == .counterClockwise ? -1.0 : 1.0
            if effect.kind == .wiggle, let angle = effect.wiggleAngle { factor *= angle / 5 }
            timing.tracks = timing.tracks.map { ($0.property, $0.track.scaled(by: factor)) }
        }
        var vector = Point.zero
        if key == "wiggle.translation" {
            switch direction {
            case .left, .backward: vector = Point(x: -box.height, y: 0)
            case .up: vector = Point(x: 0, y: -box.height)
            case .down: vector = Point(x: 0, y: box.height)
            default: vector = Point(x: box.height, y: 0)
            }
        }
        let turns = effect.kind == .rotate || key == "wiggle.rotation"
        // Staggered by motion group: layers of one group share a start; a layer without a group is a group alone.
        let groups = LayerStagger.groupRanks(layers.map(\.motionGroup))
        let step = scope == .byLayer ? LayerStagger.step(layerCount: (groups.max() ?? 0) + 1) : 0
        // A by-layer turn of a template that names its turning layers turns only those; a pulse or a breath of a
        // template that names its pulsing or breathing layers moves only those (SF Symbols' Can Rotate, Can Pulse).
        let onlyAnnotatedTurn = effect.kind == .rotate && scope == .byLayer && layers.contains { $0.alwaysRotates }
        let onlyAnnotatedPulse = effect.kind == .pulse && layers.contains { $0.alwaysPulses }
        let onlyAnnotatedBreath = effect.kind == .breathe && layers.contains { $0.alwaysBreathes }
        for index in plans.indices {
            if onlyAnnotatedTurn && !layers[index].alwaysRotates { continue }
            if onlyAnnotatedPulse && !layers[index].alwaysPulses { continue }
            if onlyAnnotatedBreath && !layers[index].alwaysBreathes { continue }
            let bounds = layers[index].bounds
            let layerCentre = Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2)
            let offset = Double(groups[index]) * step
            plans[index].offset = offset
            plans[index].timing = EffectTiming(timing.tracks.map { ($0.property, $0.track.shortened(by: offset)) })
            // A turn is about the layer's own anchor (by layer), else the symbol's, else the guide box's centre.
            let turnAnchor = (scope == .byLayer ? layers[index].rotationAnchor : nil) ?? geometry.rotationAnchor ?? boxCentre
            plans[index].anchor = turns ? turnAnchor : (scope == .byLayer ? layerCentre : boxCentre)
            plans[index].translationVector = vector
        }
        return plans
    }
}
