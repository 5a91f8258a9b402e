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

@Suite struct DrawingGroupLayerTests {
    @Test func aPlainSVGCanBeOneLayerPerTopLevelElementAddingUpToTheStill() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10"><rect width="8" height="8"/><g><circle cx="15" cy="5" r="4"/></g><path d="M22 1h6v8h-6z" fill="red"/></svg>"#
        let symbol = try Symbol(svg: Array(svg.utf8), name: "three")
        var configuration = SymbolConfiguration()
        configuration.fittingSize = 60
        configuration.opacity = 0.5
        let split = try AnimatedSymbolPlan(symbol: symbol, configuration: configuration, splitsDrawingGroups: true)
        #expect(split.layers.count == 3)
        #expect(split.operations(for: []) == split.still.operations)
        #expect(try AnimatedSymbolPlan(symbol: symbol, configuration: configuration).layers.count == 1)
        let scene = try AnimationScene(symbol: symbol, configuration: configuration, effect: SymbolEffect(parsing: "bounce.up.byLayer"),
                                       options: SymbolEffectOptions(), splitsDrawingGroups: true)
        #expect(scene.timeline.states(at: 0.05 + 0.2167).layers[1].scale == 1.25)
    }
}
