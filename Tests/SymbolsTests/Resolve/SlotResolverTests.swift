import Testing
@testable import Symbols

@Suite struct SlotResolverTests {
    @Test func smallMastersOfOurFixtureInterpolate() throws {
        let template = try FixtureFiles.loadTemplate("ring.dot")
        #expect(SlotResolver.interpolationProblem(template) == nil)
    }

    @Test func regularSmallResolvesToItsOwnSlot() throws {
        let template = try FixtureFiles.loadTemplate("ring.dot")
        let glyph = try #require(SlotResolver.resolve(template, weight: .regular, scale: .small))
        #expect(glyph.source == .slot(TemplateSlotID(.regular, .small)))
        #expect(glyph.paths == template.slots[TemplateSlotID(.regular, .small)]!.paths)
    }

    @Test func missingSlotsAreInterpolated() throws {
        let template = try FixtureFiles.loadTemplate("ring.dot")
        let glyph = try #require(SlotResolver.resolve(template, weight: .bold, scale: .large))
        #expect(glyph.source == .interpolated)
    }

    @Test func interpolationWithZeroCoefficientsReproducesTheMaster() throws {
        let template = try FixtureFiles.loadTemplate("ring.dot")
        let regular = template.slots[TemplateSlotID(.regular, .small)]!
        let mixed = try #require(SlotResolver.interpolate(template, continuousWeight: 0, scale: .small))
        #expect(mixed.paths.map(\.path) == regular.paths.map(\.path))
    }

    @Test func derivingFromMastersReproducesAStaticExportWithinTolerance() throws {
        // Export all 27 slots, read them back, and derive each from the three masters again.
        let template = try FixtureFiles.loadTemplate("speaker.wave.3")
        let text = try #require(TemplateExport.svg(template, form: .static, name: "speaker.wave.3"))
        let reread = try #require(try Symbol(svg: Array(text.utf8), name: "x").template)
        #expect(reread.slots.count == 27)
        var worst = 0.0
        for id in TemplateSlotID.all {
            let own = reread.slots[id]!.paths.map(\.path)
            let derived = try #require(SlotResolver.interpolate(reread, continuousWeight: id.weight.continuousValue, scale: id.scale)).paths.map(\.path)
            #expect(own.count == derived.count)
            for (a, b) in zip(own, derived) {
                for (p, q) in zip(a.elements.flatMap(\.points), b.elements.flatMap(\.points)) {
                    worst = max(worst, abs(p.x - q.x), abs(p.y - q.y))
                }
            }
        }
        #expect(worst < 0.05)
    }

    @Test func incompatibleMastersNameSlotPathAndCommand() throws {
        var template = try FixtureFiles.loadTemplate("ring.dot")
        let black = TemplateSlotID(.black, .small)
        var path = template.slots[black]!.paths[0].path
        path.elements[1] = .line(to: Point(x: 1, y: 1))
        template.slots[black]!.paths[0].path = path
        let problem = try #require(SlotResolver.interpolationProblem(template))
        #expect(problem.contains("Black-S path 0 command 1"))
        // Still drawable: the nearest weight present at the requested scale is used.
        let glyph = try #require(SlotResolver.resolve(template, weight: .bold, scale: .small))
        #expect(glyph.source == .fallback(black, reason: "nearest weight present at this scale"))
    }

    @Test func continuousWeightLiesBetweenItsNeighbours() throws {
        let template = try FixtureFiles.loadTemplate("ring.dot")
        func outerRadius(_ glyph: ResolvedGlyph) -> Double { glyph.paths[0].path.bounds!.width }
        let semibold = outerRadius(try #require(SlotResolver.resolve(template, weight: .semibold, scale: .medium)))
        let bold = outerRadius(try #require(SlotResolver.resolve(template, weight: .bold, scale: .medium)))
        let between = outerRadius(try #require(SlotResolver.resolve(template, continuousWeight: 0.35, scale: .medium)))
        #expect(semibold < between && between < bold)
    }

    @Test func marginsInterpolateAndScaleWithTheGlyph() throws {
        let template = try FixtureFiles.loadTemplate("ring.dot")
        let small = try #require(SlotResolver.resolve(template, weight: .regular, scale: .small)?.margins)
        let large = try #require(SlotResolver.resolve(template, weight: .regular, scale: .large)?.margins)
        #expect(large.right > small.right * 1.5)
    }
}
