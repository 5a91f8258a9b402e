import SymbolAnimation
import Testing

/// The timing table read at its segment boundaries: the reference values of issue 27 (observed, unverified
/// against a device).
@Suite struct EffectTimingTests {
    private func timeline(_ spelling: String, layers: Int = 1, speed: Double = 1, incoming: Int? = nil) throws -> EffectTimeline {
        try EffectTimeline(effect: SymbolEffect(parsing: spelling), options: SymbolEffectOptions(speed: speed),
                           geometry: FixtureFiles.layers(layers), incoming: incoming.map { FixtureFiles.layers($0) })
    }

    @Test func bounceUpPeaksAtOnePointTwoFiveAfter0_2167Seconds() throws {
        let bounce = try timeline("bounce.up")
        #expect(abs(bounce.states(at: 0.2167).layers[0].scale - 1.25) < 1e-9)
        #expect(bounce.states(at: 0).layers[0].isRest)
        #expect(bounce.states(at: 0.70).layers[0].isRest)
        #expect(abs(try timeline("bounce.down").states(at: 0.2167).layers[0].scale - 0.75) < 1e-9)
    }

    @Test func rotateTurnsHalfwayInOneSecond() throws {
        let rotate = try timeline("rotate")
        #expect(abs(rotate.states(at: 1.0).layers[0].rotation - .pi) < 1e-9)
        #expect(abs(rotate.states(at: 2.0).layers[0].rotation - 2 * .pi) < 1e-9)
        #expect(abs(try timeline("rotate.counterClockwise").states(at: 1.0).layers[0].rotation + .pi) < 1e-9)
    }

    @Test func appearIsOpaqueAfterAQuarterSecond() throws {
        let appear = try timeline("appear")
        #expect(appear.states(at: 0).layers[0].opacity == 0)
        #expect(appear.states(at: 0.25).layers[0].opacity == 1)
        #expect(appear.states(at: 0.25).layers[0].scale == 1)
        #expect(try timeline("disappear").states(at: 0.167).layers[0].opacity == 0)
    }

    @Test(arguments: [
        ("appear", 0.25), ("disappear", 0.167), ("bounce.up", 0.70), ("bounce.down", 0.70), ("scale.up", 0.25),
        ("pulse", 2.0), ("breathe", 3.0), ("breathe.pulse", 3.0), ("wiggle.left", 0.935), ("wiggle.clockwise", 0.935),
        ("rotate", 2.0), ("variableColor.iterative", 1.333), ("variableColor.cumulative", 1.667),
        ("variableColor.iterative.reversing", 2.666), ("replace.downUp", 0.33), ("replace.upUp", 0.33), ("replace.offUp", 0.25),
        ("drawOn.wholeSymbol", 1.0), ("drawOff.wholeSymbol", 1.0),
    ])
    func totalDuration(_ spelling: String, seconds: Double) throws {
        // By layer, on three layers: the stagger never lengthens an effect (its layers end together).
        let effect = try timeline(spelling, layers: 3, incoming: spelling.hasPrefix("replace") ? 2 : nil)
        #expect(abs(effect.effectDuration - seconds) < 1e-9)
    }

    @Test(arguments: 1...8)
    func staggerForLayerCount(_ count: Int) throws {
        let expected = count == 1 ? 0 : min(0.15 / Double(count - 1), 0.05)
        let bounce = try timeline("bounce.up.byLayer", layers: count)
        for index in 0..<count {
            // Each layer peaks its own stagger later, and all of them are back at rest together.
            let peak = bounce.states(at: Double(index) * expected + 0.2167).layers[index].scale
            #expect(abs(peak - 1.25) < 1e-9, "layer \(index) of \(count)")
        }
        #expect(abs(bounce.effectDuration - 0.70) < 1e-9)
        #expect(bounce.states(at: 0.70).layers.allSatisfy { $0.isRest })
        // Whole symbol: every layer peaks at once.
        let whole = try timeline("bounce.up.wholeSymbol", layers: count)
        #expect(whole.states(at: 0.2167).layers.allSatisfy { abs($0.scale - 1.25) < 1e-9 })
    }

    @Test func speedTwoHalvesEveryTime() throws {
        let fast = try timeline("bounce.up", speed: 2)
        #expect(abs(fast.playDuration - 0.35) < 1e-9)
        #expect(abs(fast.states(at: 0.2167 / 2).layers[0].scale - 1.25) < 1e-9)
        #expect(fast.frameCount(fps: 60) == 21)
        #expect(try timeline("bounce.up").frameCount(fps: 60) == 42)
    }

    @Test func drawOnTimesEachLayerByItsLengthAndOverlapsBy18Percent() throws {
        let geometry = AnimationGeometry(layers: [
            .init(bounds: Rect(x: 0, y: 0, width: 10, height: 10), pathLength: 100),
            .init(bounds: Rect(x: 0, y: 0, width: 10, height: 10), pathLength: 50),
        ], symbolBox: Rect(x: 0, y: 0, width: 10, height: 10))
        let on = try EffectTimeline(effect: SymbolEffect(parsing: "drawOn.byLayer"), geometry: geometry)
        // Layer 0: x = 1 → 1.0 s; layer 1: x = 0.5 → 0.133 + 0.867·0.75 s, starting at 18 % of layer 0's second.
        let second = 0.133 + 0.867 * 0.75
        // The longer first layer ends last: 1.0 s against 0.18 + 0.783 s.
        #expect(abs(on.effectDuration - max(1.0, 0.18 + second)) < 1e-9)
        #expect(on.states(at: 0.18).layers[1].drawProgress == 0)
        #expect(abs(on.states(at: 0.5).layers[0].drawProgress - 0.5) < 1e-9)
        let off = try EffectTimeline(effect: SymbolEffect(parsing: "drawOff.byLayer"), geometry: geometry)
        #expect(abs(off.effectDuration - (0.38 + second)) < 1e-9)
        #expect(off.states(at: 0).layers.allSatisfy { $0.drawProgress == 1 })
        #expect(off.states(at: off.effectDuration).layers.allSatisfy { $0.drawProgress == 0 })
        let one = try EffectTimeline(effect: SymbolEffect(parsing: "drawOn.individually"), geometry: geometry)
        #expect(abs(one.effectDuration - (1.0 + second)) < 1e-9)
    }
}
