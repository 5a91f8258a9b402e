import Foundation
import SymbolCore
@testable import SymbolAnimation
import Testing

/// A plain SVG's `NAME.animation.json`: layers, motion groups and anchors, with JSON errors at their line and column.
@Suite struct AnimationAnnotationsTests {
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><circle cx="12" cy="12" r="10" fill="none" stroke="black" stroke-width="2"/><path d="M12 12L12 5" stroke="black" stroke-width="2"/><path d="M12 12L17 12" stroke="black" stroke-width="2"/></svg>"#

    @Test func theSidecarSplitsTheSVGAndGivesItsLayersGroupsAndAnchors() throws {
        let annotations = try AnimationAnnotations(json: Array(#"""
            { "rotationAnchor" : [12, 12],
              "layers" : [ { "layer" : 1, "motionGroup" : 3, "rotationAnchor" : [12, 12], "alwaysRotates" : true },
                           { "layer" : 2, "motionGroup" : 3 } ] }
            """#.utf8), file: "clock.animation.json")
        let symbol = try Symbol(svg: Array(Self.svg.utf8), name: "clock")
        var configuration = SymbolConfiguration()
        configuration.fittingSize = 48
        let plan = try AnimatedSymbolPlan(symbol: symbol, configuration: configuration, annotations: annotations)
        #expect(plan.layers.count == 3)
        #expect(plan.operations(for: []) == plan.still.operations)
        // User units (24 × 24) fitted into 48 px: the centre is (24, 24).
        #expect(plan.geometry.rotationAnchor == Point(x: 24, y: 24))
        #expect(plan.geometry.layers[1].rotationAnchor == Point(x: 24, y: 24) && plan.geometry.layers[1].alwaysRotates)
        #expect(plan.geometry.layers.map(\.motionGroup) == [nil, 3, 3])
        // The hands (a group) start together; only the hand that always rotates turns by layer.
        let scene = try AnimationScene(symbol: symbol, configuration: configuration, effect: SymbolEffect(parsing: "rotate.byLayer"),
                                       options: SymbolEffectOptions(), growsCanvas: false, annotations: annotations)
        let states = scene.timeline.states(at: 1).layers
        #expect(states[0].isRest && !states[1].isRest && states[2].isRest)
    }

    @Test func aLayerTheDrawingDoesNotHaveIsAnErrorAtItsEntry() throws {
        let annotations = try AnimationAnnotations(json: Array("{\n  \"layers\" : [ { \"layer\" : 7 } ]\n}".utf8), file: "clock.animation.json")
        #expect { try AnimatedSymbolPlan(symbol: Symbol(svg: Array(Self.svg.utf8), name: "clock"), configuration: SymbolConfiguration(),
                                         annotations: annotations) } throws: { error in
            "\(error)".contains("clock.animation.json:2:16:") && "\(error)".contains("layer 7 is annotated, but the drawing has 3 layers")
        }
    }

    @Test func errorsAreLocatedAndTheSizeIsLimited() throws {
        let cases: [(String, String)] = [
            ("{\n  \"rotationAnchor\" : [1]\n}", "a.animation.json:2:22: error: a point is [x, y]"),
            ("{\n  \"anchor\" : [1, 2]\n}", "a.animation.json:2:3: error: unknown key 'anchor'"),
            ("{ \"layers\" : [ { \"layer\" : 0, \"spin\" : true } ] }", "a.animation.json:1:31: error: unknown key 'spin'"),
            ("{ \"layers\" : [ { \"layer\" : 0.5 } ] }", "a.animation.json:1:28: error: expected a whole number"),
            ("{ \"layers\" : [ { \"layer\" : 0, \"alwaysPulses\" : 1 } ] }", "'alwaysPulses' must be true or false"),
            ("{ \"layers\" : [ { \"layer\" : 0 }, { \"layer\" : 0 } ] }", "layer 0 is annotated twice"),
            ("[1, 2", "a.animation.json:1:"),
        ]
        for (json, message) in cases {
            #expect { try AnimationAnnotations(json: Array(json.utf8), file: "a.animation.json") } throws: { error in
                "\(error)".contains(message)
            }
        }
        let huge = Array(("{ \"layers\" : [] " + String(repeating: " ", count: AnimationAnnotations.maximumSize) + "}").utf8)
        #expect { try AnimationAnnotations(json: huge, file: "a.animation.json") } throws: { error in "\(error)".contains("at most 65536 bytes") }
    }

    @Test func theSidecarIsFoundBesideTheSVGAndIsOptional() throws {
        let folder = NSTemporaryDirectory() + "glyphsmith-sidecar-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(AnimationAnnotations.sidecarPath(for: folder + "/clock.svg") == folder + "/clock.animation.json")
        #expect(try AnimationAnnotations.read(besides: folder + "/clock.svg") == nil)
        try #"{ "rotationAnchor" : [12, 12] }"#.write(toFile: folder + "/clock.animation.json", atomically: true, encoding: .utf8)
        #expect(try AnimationAnnotations.read(besides: folder + "/clock.svg")?.rotationAnchor == Point(x: 12, y: 12))
    }
}
