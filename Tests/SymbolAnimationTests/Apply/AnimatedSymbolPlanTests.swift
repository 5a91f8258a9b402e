@testable import SymbolAnimation
import Testing

@Suite struct AnimatedSymbolPlanTests {
    @Test func aTemplatesLayersAreItsAnnotatedLayers() throws {
        let symbol = try Symbol(contentsOf: FixtureFiles.template("speaker.wave.3"))
        let plan = try AnimatedSymbolPlan(symbol: symbol, configuration: SymbolConfiguration(pointSize: 32))
        #expect(plan.isTemplate)
        #expect(plan.layers.count > 1)
        #expect(plan.geometry.layers.count == plan.layers.count)
        #expect(plan.geometry.layers.allSatisfy { $0.pathLength > 0 })
    }

    @Test func aPlainSVGIsOneLayer() throws {
        var configuration = SymbolConfiguration()
        configuration.fittingSize = 64
        let plan = try AnimatedSymbolPlan(symbol: Symbol(contentsOf: FixtureFiles.svg("badge")), configuration: configuration)
        #expect(!plan.isTemplate && plan.layers.count == 1)
    }

    @Test func theRestPoseIsTheStillPlan() throws {
        let symbol = try Symbol(contentsOf: FixtureFiles.template("speaker.wave.3"))
        for spelling in ["bounce.up", "rotate", "pulse", "wiggle.left", "disappear"] {
            let scene = try AnimationScene(symbol: symbol, configuration: SymbolConfiguration(pointSize: 32),
                                           effect: SymbolEffect(parsing: spelling), options: SymbolEffectOptions())
            #expect(scene.plan(at: 0) == scene.outgoing.still, "\(spelling)")
        }
    }

    @Test func drawProgressTrimsPathsAndFullProgressKeepsThem() throws {
        let symbol = try Symbol(contentsOf: FixtureFiles.template("speaker.wave.3"))
        let scene = try AnimationScene(symbol: symbol, configuration: SymbolConfiguration(pointSize: 32),
                                       effect: SymbolEffect(parsing: "drawOn.wholeSymbol"), options: SymbolEffectOptions())
        #expect(scene.plan(at: 0).operations.allSatisfy { if case .fill = $0 { return false } else { return true } })
        #expect(scene.plan(at: scene.timeline.effectDuration) == scene.outgoing.still)
        let half = scene.plan(at: scene.timeline.effectDuration / 2)
        #expect(half != scene.outgoing.still && half.operations.contains { if case .fill = $0 { return true } else { return false } })
    }
}
