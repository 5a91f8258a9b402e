import SymbolAnimation
import Testing

@Suite struct EffectTimelineTests {
    @Test func variableColorIterativeLightsOneLayerAtATime() throws {
        let timeline = try EffectTimeline(effect: SymbolEffect(parsing: "variableColor.iterative"), geometry: FixtureFiles.layers(3))
        let step = 1.333 / 3
        let middle = timeline.states(at: 1.5 * step).layers
        #expect(middle[1].variableActivation == 1 && middle[1].opacity == 1)
        #expect(middle[0].variableActivation == 0 && abs(middle[0].opacity - 0.3) < 1e-9)
        #expect(middle[2].variableActivation == 0)
    }

    @Test func hiddenInactiveLayersVanish() throws {
        let timeline = try EffectTimeline(effect: SymbolEffect(parsing: "variableColor.iterative.hideInactiveLayers"),
                                          geometry: FixtureFiles.layers(3))
        #expect(timeline.states(at: 1.5 * 1.333 / 3).layers[0].opacity == 0)
    }

    @Test func variableColorLightsOnlyVariableLayersWhenSomeAre() throws {
        var geometry = FixtureFiles.layers(3)
        geometry.layers[1].isVariable = true
        geometry.layers[2].isVariable = true
        let states = try EffectTimeline(effect: SymbolEffect(parsing: "variableColor.cumulative"), geometry: geometry).states(at: 0)
        #expect(states.layers[0].variableActivation == nil && states.layers[0].opacity == 1)
        #expect(states.layers[1].variableActivation == 0)
    }

    @Test func cumulativeKeepsEarlierLayersLit() throws {
        let timeline = try EffectTimeline(effect: SymbolEffect(parsing: "variableColor.cumulative"), geometry: FixtureFiles.layers(3))
        let step = 1.667 / 4
        let late = timeline.states(at: 1.75 * step).layers
        #expect(late[0].variableActivation == 1 && late[1].variableActivation == 1 && late[2].variableActivation == 0)
    }

    @Test func rotationTurnsAboutTheSymbolBoxCentreAndScalesAboutTheLayerCentre() throws {
        let geometry = FixtureFiles.layers(2)
        let rotate = try EffectTimeline(effect: SymbolEffect(parsing: "rotate"), geometry: geometry).states(at: 1)
        #expect(rotate.layers[1].anchor == Point(x: 50, y: 50))
        let half = rotate.layers[1].transform.apply(Point(x: 0, y: 0))
        #expect(abs(half.x - 100) < 1e-9 && abs(half.y - 100) < 1e-9)
        let bounce = try EffectTimeline(effect: SymbolEffect(parsing: "bounce.byLayer"), geometry: geometry).states(at: 0.3)
        #expect(bounce.layers[1].anchor == Point(x: 15, y: 5))
    }

    @Test func aWiggleLeftMovesLeftFirst() throws {
        let states = try EffectTimeline(effect: SymbolEffect(parsing: "wiggle.left.wholeSymbol"), geometry: FixtureFiles.layers(1)).states(at: 0.187)
        #expect(abs(states.layers[0].translation.x + 6) < 1e-9)
        let angled = try EffectTimeline(effect: SymbolEffect(parsing: "wiggle.clockwise"), geometry: FixtureFiles.layers(1)).states(at: 0.187)
        #expect(abs(angled.layers[0].rotation - 5 * .pi / 180) < 1e-9)
    }

    @Test func replaceHandsOverToTheIncomingLayers() throws {
        let timeline = try EffectTimeline(effect: SymbolEffect(parsing: "replace.downUp"), geometry: FixtureFiles.layers(2),
                                          incoming: FixtureFiles.layers(3))
        let start = timeline.states(at: 0), end = timeline.states(at: timeline.effectDuration)
        #expect(start.layers.allSatisfy { $0.isRest } && start.incoming.count == 3 && start.incoming.allSatisfy { $0.opacity == 0 })
        #expect(end.layers.allSatisfy { $0.opacity == 0 } && end.incoming.allSatisfy { $0.isRest })
        #expect(throws: SymbolEffectError.self) {
            try EffectTimeline(effect: SymbolEffect(.replace), geometry: FixtureFiles.layers(1))
        }
    }

    @Test func framesAreTimesOverFramesPerSecond() throws {
        let timeline = try EffectTimeline(effect: SymbolEffect(parsing: "rotate"), geometry: FixtureFiles.layers(1))
        #expect(timeline.frameCount(fps: 30) == 60)
        #expect(timeline.states(at: Double(30) / 30) == timeline.states(at: 1))
        // A whole turn ends where it started: looping forever needs no end frame, a play that stops shows it.
        #expect(timeline.returnsToStart && timeline.writtenFrameCount(fps: 30) == 61)
        let forever = try EffectTimeline(effect: SymbolEffect(parsing: "rotate"), options: SymbolEffectOptions(repeatCount: 0),
                                         geometry: FixtureFiles.layers(1))
        #expect(forever.writtenFrameCount(fps: 30) == 60)
        let appear = try EffectTimeline(effect: SymbolEffect(.appear), options: SymbolEffectOptions(isContinuous: true),
                                        geometry: FixtureFiles.layers(1))
        #expect(!appear.returnsToStart && appear.writtenFrameCount(fps: 30) == appear.frameCount(fps: 30) + 1)
    }
}

@Suite struct MotionGroupTests {
    @Test func layersOfOneMotionGroupStartTogether() throws {
        var geometry = FixtureFiles.layers(4)
        geometry.layers[1].motionGroup = 7
        geometry.layers[2].motionGroup = 7
        let bounce = try EffectTimeline(effect: SymbolEffect(parsing: "bounce.up.byLayer"), geometry: geometry)
        // Three places in the stagger (layer 0, the group, layer 3): min(0.15 / 2, 0.05) = 0.05 s apart.
        let peak = bounce.states(at: 0.05 + 0.2167).layers
        #expect(abs(peak[1].scale - 1.25) < 1e-9 && abs(peak[2].scale - 1.25) < 1e-9)
        #expect(abs(bounce.states(at: 0.10 + 0.2167).layers[3].scale - 1.25) < 1e-9)
    }

    @Test func aByLayerTurnTurnsOnlyTheLayersThatAlwaysRotate() throws {
        var geometry = FixtureFiles.layers(3)
        geometry.layers[2].alwaysRotates = true
        let states = try EffectTimeline(effect: SymbolEffect(parsing: "rotate.byLayer"), geometry: geometry).states(at: 1.0).layers
        #expect(states[0].isRest && states[1].isRest && !states[2].isRest)
    }
}
