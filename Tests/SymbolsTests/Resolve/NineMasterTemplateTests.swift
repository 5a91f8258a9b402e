import Testing
@testable import Symbols

/// SF Symbols 6 files carry Ultralight, Regular and Black for every scale. Each scale is interpolated between its
/// own masters, as the SF Symbols app does; masters pasted from another scale are reported, not silently mixed.
@Suite struct NineMasterTemplateTests {
    static let weights: [SymbolWeight] = [.ultralight, .regular, .black]

    /// Our ring fixture with Medium and Large masters: drawn at their own size (what the Small masters give
    /// there), or pasted from Small and moved down, as a real export did.
    static func nineMasters(copied: Bool) throws -> SymbolTemplate {
        var template = try FixtureFiles.loadTemplate("ring.dot")
        for scale in [SymbolScale.medium, .large] {
            for weight in weights {
                let id = TemplateSlotID(weight, scale)
                if copied {
                    let small = template.slots[TemplateSlotID(weight, .small)]!
                    let moved = AffineTransform.translation(x: 0, y: 12)
                    template.slots[id] = TemplateSlot(id: id, paths: small.paths.map { TemplatePath(path: $0.path.transformed(by: moved), classes: $0.classes) })
                    template.margins[id] = template.margins[TemplateSlotID(weight, .small)]
                } else {
                    let glyph = try #require(SlotResolver.interpolate(template, continuousWeight: weight.continuousValue, scale: scale))
                    template.slots[id] = TemplateSlot(id: id, paths: glyph.paths)
                    template.margins[id] = glyph.margins
                }
            }
        }
        return template
    }

    /// The template as a file, through the writer.
    static func text(_ template: SymbolTemplate) -> String {
        let slots = template.slots.values.sorted { $0.id < $1.id }.map { slot in
            TemplateWriter.Slot(id: slot.id, paths: slot.paths, margins: template.margins[slot.id] ?? TemplateMargins(left: 0, right: 10))
        }
        return TemplateWriter.write(version: template.version, capHeights: template.capHeights, slots: slots, layerRules: template.layerRules, name: "ring")
    }

    static func height(_ glyph: ResolvedGlyph) -> Double {
        var box: Rect?
        for path in glyph.paths { if let b = path.path.bounds { box = box.map { $0.union(b) } ?? b } }
        return box?.height ?? 0
    }

    @Test func aScaleWithItsOwnMastersInterpolatesBetweenThem() throws {
        let template = try Self.nineMasters(copied: true)
        let medium = try #require(SlotResolver.resolve(template, weight: .medium, scale: .medium))
        #expect(medium.source == .interpolated)
        let ownRegular = template.slots[TemplateSlotID(.regular, .medium)]!
        let ownBlack = template.slots[TemplateSlotID(.black, .medium)]!
        let k = WeightInterpolator.coefficients(.medium, .small)
        let expected = try #require(WeightInterpolator.mix(ultralight: template.slots[TemplateSlotID(.ultralight, .medium)]!.paths[0].path,
                                                           regular: ownRegular.paths[0].path, black: ownBlack.paths[0].path, k))
        #expect(medium.paths[0].path == expected)
    }

    @Test func copiedMastersSweepTheirWeightsWithoutASizeJump() throws {
        let template = try Self.nineMasters(copied: true)
        for scale in [SymbolScale.medium, .large] {
            let heights = try SymbolWeight.allCases.map { Self.height(try #require(SlotResolver.resolve(template, weight: $0, scale: scale))) }
            // Every weight is drawn from the pasted (Small-sized) masters: each height lies between its neighbours'
            // Small counterparts' within a twentieth, never 1.28 or 1.65 times larger.
            let small = try SymbolWeight.allCases.map { Self.height(try #require(SlotResolver.resolve(template, weight: $0, scale: .small))) }
            for (index, weight) in SymbolWeight.allCases.enumerated() {
                #expect(abs(heights[index] / small[index] - 1) < 0.05, "\(weight)-\(scale): \(heights[index]) vs Small \(small[index])")
            }
        }
    }

    @Test func mastersDrawnAtTheirScaleGiveWhatTheSmallMastersGive() throws {
        let nine = try Self.nineMasters(copied: false)
        let three = try FixtureFiles.loadTemplate("ring.dot")
        for scale in [SymbolScale.medium, .large] {
            for weight in SymbolWeight.allCases {
                let a = try #require(SlotResolver.resolve(nine, weight: weight, scale: scale)).paths.map(\.path)
                let b = try #require(SlotResolver.resolve(three, weight: weight, scale: scale)).paths.map(\.path)
                // CoreUI's Medium row is exactly a mix of Medium masters; its Large row's middle weights lie up to
                // 0.3 units from one (template units; the glyph is about 60 tall), within validate's tolerance.
                let tolerance = scale == .medium ? 1e-3 : TemplateValidator.slotDeviationTolerance
                #expect(SlotResolver.largestDifference(a.map { TemplatePath(path: $0, classes: []) }, b.map { TemplatePath(path: $0, classes: []) }) < tolerance,
                        "\(weight)-\(scale)")
            }
        }
        #expect(TemplateValidator.validate(Array(Self.text(nine).utf8), file: "ring.svg").filter { $0.severity != .error }.isEmpty)
    }

    @Test func validateNamesCopiedMastersAndSlotsThatDisagreeWithTheMasters() throws {
        let findings = TemplateValidator.validate(Array(Self.text(try Self.nineMasters(copied: true)).utf8), file: "ring.svg")
        let messages = findings.filter { $0.severity == .warning }.map(\.message)
        #expect(messages.contains { $0.contains("Ultralight-M, Regular-M, Black-M are copies of the small masters moved by (0, 12)") }, "\(messages)")
        #expect(messages.contains { $0.contains("Ultralight-L, Regular-L, Black-L are copies of the small masters") }, "\(messages)")
        #expect(messages.contains { $0.contains("own slots differ from what the Small masters interpolate to") && $0.contains("Regular-M") }, "\(messages)")
        #expect(!findings.contains { $0.severity == .error })
    }
}
