import Foundation
import SymbolCore
@testable import SymbolAnimation
import Testing

/// SF Symbols 6/7 animation annotations in a template: rotation anchors per slot (interpolated like the slot's
/// points), Can Rotate/Pulse/Breathe per layer, the `.defaults` of rotate and wiggle; read but never required, and a
/// bad value is an error at its place.
@Suite struct TemplateAnnotationTests {
    /// ring.dot (two layers, three small masters) as a v6 template, with `extra` added to its guides and `style` to
    /// its style sheet. Anchors sit at local (20, −30), (30, −30) and (40, −30) of Ultralight-S, Regular-S and Black-S.
    static func template(anchors: Bool = true, extra: String = "", style: String = "") throws -> Symbol {
        try Symbol(svg: Array(text(anchors: anchors, extra: extra, style: style).utf8), name: "ring.dot", file: "ring.dot.svg")
    }

    static func text(anchors: Bool = true, extra: String = "", style: String = "") throws -> String {
        var text = try String(contentsOfFile: FixtureFiles.template("ring.dot"), encoding: .utf8)
        text = text.replacingOccurrences(of: "Template v.4.0", with: "Template v.6.0")
        var guides = extra
        if anchors {
            guides += #"""
                <circle id="Ultralight-S-rotate-anchor" cx="535.6815" cy="666" r="2"/>
                <circle id="Regular-S-rotate-anchor" cx="1432.6105" cy="666" r="2"/>
                <circle id="Black-S-rotate-anchor" cx="2921.6705" cy="666" r="2"/>
                <rect id="Regular-S-rotate-anchor-1" x="1410.6105" y="684" width="4" height="4"/>
                """#
        }
        text = text.replacingOccurrences(of: "<g id=\"Guides\">", with: "<g id=\"Guides\">\n" + guides)
        return text.replacingOccurrences(of: "</style>", with: style + "\n</style>")
    }

    private func close(_ a: Point?, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func anchorsAreReadPerSlotAndInterpolatedLikeTheSlotsPoints() throws {
        let symbol = try Self.template()
        func anchors(_ weight: SymbolWeight, _ scale: SymbolScale) throws -> RotationAnchors {
            try #require(symbol.glyph(for: SymbolConfiguration(weight: weight, scale: scale))).rotationAnchors
        }
        #expect(close(try anchors(.regular, .small).symbol, Point(x: 30, y: -30)))
        #expect(close(try anchors(.ultralight, .small).symbol, Point(x: 20, y: -30)))
        #expect(close(try anchors(.black, .small).symbol, Point(x: 40, y: -30)))
        // A weight between the masters lies between their anchors; another scale grows it as the paths grow.
        let bold = try #require(try anchors(.bold, .small).symbol)
        #expect(bold.x > 30 && bold.x < 40 && abs(bold.y + 30) < 1e-9)
        let template = try #require(symbol.template)
        let size = SymbolScale.large.continuousSize
        let k = WeightInterpolator.coefficients(weight: SymbolWeight.regular.continuousValue, size: size)
        let mixed = Point(x: WeightInterpolator.mix(ultralight: 20, regular: 30, black: 40, k), y: -30)
        let grow = WeightInterpolator.sizeTransform(size: size, capHeight: template.capHeights[.small]!)
        #expect(close(try anchors(.regular, .large).symbol, grow.apply(mixed)))
        // Layer 1's own anchor, given for Regular only, is taken as it is.
        #expect(close(try anchors(.regular, .small).layers[1], Point(x: 10, y: -10)))
        // Anchors are guides: the slots draw what they drew without them.
        let plain = try Self.template(anchors: false)
        #expect(try plain.plan(SymbolConfiguration(pointSize: 32)).plan == symbol.plan(SymbolConfiguration(pointSize: 32)).plan)
    }

    @Test func rotateTurnsAboutTheAnchorAndByLayerAboutTheLayersOwn() throws {
        let symbol = try Self.template()
        let configuration = SymbolConfiguration(pointSize: 32, pixelScale: 2)
        let glyph = try #require(symbol.glyph(for: configuration))
        let toDevice = Symbol.layout(glyph, template: symbol.template!, configuration: configuration).transform
        let whole = try AnimationScene(symbol: symbol, configuration: configuration, effect: SymbolEffect(.rotate),
                                       options: SymbolEffectOptions(), growsCanvas: false)
        let anchor = toDevice.apply(try #require(glyph.rotationAnchors.symbol))
        let dotAnchor = toDevice.apply(try #require(glyph.rotationAnchors.layers[1]))
        #expect(close(whole.outgoing.geometry.rotationAnchor, anchor))
        #expect(whole.timeline.states(at: 1).layers.allSatisfy { close($0.anchor, anchor) })
        // The guide box's centre is elsewhere: without anchors the turn is about it.
        let box = whole.outgoing.geometry.symbolBox
        #expect(!close(anchor, box.center, 0.5))
        let unannotated = try AnimationScene(symbol: Self.template(anchors: false), configuration: configuration, effect: SymbolEffect(.rotate),
                                             options: SymbolEffectOptions(), growsCanvas: false)
        #expect(unannotated.timeline.states(at: 1).layers.allSatisfy { close($0.anchor, box.center) })
        // By layer, the dot turns about its own anchor and the ring about the symbol's; a rotational wiggle too.
        for spelling in ["rotate.byLayer", "wiggle.clockwise.byLayer"] {
            let byLayer = try AnimationScene(symbol: symbol, configuration: configuration, effect: SymbolEffect(parsing: spelling),
                                             options: SymbolEffectOptions(), growsCanvas: false)
            let states = byLayer.timeline.states(at: 0.3).layers
            #expect(close(states[0].anchor, anchor) && close(states[1].anchor, dotAnchor), "\(spelling)")
        }
    }

    @Test func layersThatAlwaysPulseOrBreatheAreTheOnlyOnesThatDo() throws {
        let symbol = try Self.template(style: ".monochrome-1 {-sfsymbols-always-pulses:true; -sfsymbols-always-breathes:true}")
        for spelling in ["pulse", "breathe"] {
            let scene = try AnimationScene(symbol: symbol, configuration: SymbolConfiguration(pointSize: 32), effect: SymbolEffect(parsing: spelling),
                                           options: SymbolEffectOptions(), growsCanvas: false)
            let states = scene.timeline.states(at: 1).layers
            #expect(states[0].isRest && !states[1].isRest, "\(spelling)")
        }
        // Without the annotation every layer pulses.
        let plain = try AnimationScene(symbol: Self.template(), configuration: SymbolConfiguration(pointSize: 32), effect: SymbolEffect(.pulse),
                                       options: SymbolEffectOptions(), growsCanvas: false)
        #expect(plain.timeline.states(at: 1).layers.allSatisfy { !$0.isRest })
    }

    @Test func theTemplatesDefaultsGiveRotateAndWiggleTheirDirection() throws {
        let symbol = try Self.template(style: ".defaults {-sfsymbols-rotates-clockwise:false; -sfsymbols-wiggle-style:linear; -sfsymbols-wiggle-angle:90}")
        #expect(SymbolEffect(.rotate).applyingTemplateDefaults(of: symbol).direction == .counterClockwise)
        #expect(SymbolEffect(.wiggle).applyingTemplateDefaults(of: symbol).direction == .up)
        // What the code says wins.
        #expect(SymbolEffect(.rotate, direction: .clockwise).applyingTemplateDefaults(of: symbol).direction == .clockwise)
        let turning = try AnimationScene(symbol: symbol, configuration: SymbolConfiguration(pointSize: 32), effect: SymbolEffect(.rotate),
                                         options: SymbolEffectOptions(), growsCanvas: false)
        #expect(turning.timeline.states(at: 0.5).layers[0].rotation < 0)
        let rocking = try Self.template(style: ".defaults {-sfsymbols-wiggle-style:counterClockwise}")
        #expect(SymbolEffect(.wiggle).applyingTemplateDefaults(of: rocking).direction == .counterClockwise)
    }

    @Test func aTemplateNewerThanSevenIsRefusedAsXcodeRefusesIt() throws {
        let text = try Self.text().replacingOccurrences(of: "Template v.6.0", with: "Template v.8.0")
        let symbol = try Symbol(svg: Array(text.utf8), name: "ring.dot", file: "ring.dot.svg")
        #expect { try AnimatedSymbolPlan(symbol: symbol, configuration: SymbolConfiguration(), file: "ring.dot.svg") } throws: { error in
            "\(error)".contains("ring.dot.svg: error: template format 8.0 is newer than the newest this version animates (7.0)")
        }
        let seven = try Symbol(svg: Array(try Self.text().replacingOccurrences(of: "Template v.6.0", with: "Template v.7.0").utf8), name: "ring.dot")
        #expect(try AnimatedSymbolPlan(symbol: seven, configuration: SymbolConfiguration()).layers.count == 2)
    }

    @Test func badAnnotationsAreErrorsAtTheirPlace() throws {
        let cases: [(extra: String, style: String, message: String)] = [
            (#"<circle id="Regular-Q-rotate-anchor" cx="1" cy="1" r="1"/>"#, "", "'Regular-Q' is not a slot"),
            (#"<circle id="Regular-S-rotate-anchor-x" cx="1" cy="1" r="1"/>"#, "", "the suffix must be -N"),
            (#"<g id="Regular-M-rotate-anchor"></g>"#, "", "has no geometry"),
            ("", ".monochrome-1 {-sfsymbols-always-pulses:maybe}", "-sfsymbols-always-pulses: 'maybe' is not valid; use true or false"),
            ("", ".monochrome-0 {-sfsymbols-motion-group:first}", "-sfsymbols-motion-group: 'first' is not valid"),
            ("", ".defaults {-sfsymbols-wiggle-style:sideways}", "-sfsymbols-wiggle-style: 'sideways' is not valid"),
        ]
        for (extra, style, message) in cases {
            #expect { try Self.template(extra: extra, style: style) } throws: { error in
                let text = "\(error)"
                return text.contains("ring.dot.svg:") && text.contains(message)
            }
        }
        // A bad anchor names its own line.
        let bad = #"<circle id="Regular-Q-rotate-anchor" cx="1" cy="1" r="1"/>"#
        let line = try Self.text(extra: bad).components(separatedBy: "\n").firstIndex { $0.contains("Regular-Q") }! + 1
        #expect { try Self.template(extra: bad) } throws: { error in (error as? Diagnostic)?.location?.line == line }
    }
}
