import SymbolFormat
@testable import SymbolImport
import Testing

/// The one weights model the importer and the library author share: its bisection, its break and its policies.
@Suite struct WeightsModelTests {
    @Test func theBisectionFindsTheLargestShareThatHoldsToItsPrecision() {
        // Holds below 0.7: six halvings of 0…1 land within 1/64 under it.
        let found = WeightBisection.largest(from: 0, below: 1, steps: 6) { $0 < 0.7 }
        #expect(found < 0.7 && found >= 0.7 - 1.0 / 64)
        // Nothing holds: the floor it started from.
        #expect(WeightBisection.largest(from: 0.125, below: 1, steps: 5) { _ in false } == 0.125)
        // It only asks about values strictly inside the interval.
        var asked: [Double] = []
        _ = WeightBisection.largest(from: 0.5, below: 1, steps: 3) { asked.append($0); return true }
        #expect(asked == [0.75, 0.875, 0.9375])
    }

    @Test func aBreakSaysWhatItFoundAsTheImporterAndAsTheLibraryAuthorSayIt() {
        let regular = ShapeTopology(parts: 2, holes: 0), fused = ShapeTopology(parts: 1, holes: 0)
        let drawn = ShapeBreak(slot: TemplateSlotID(.black, .medium), found: fused, expected: regular, reading: .drawn)
        #expect(drawn.description == "\(fused)")
        #expect(drawn.located == "Black-M: \(fused) (Regular-M: \(regular))")
        let firm = ShapeBreak(slot: TemplateSlotID(.black, .small), found: fused, expected: regular, reading: .firm,
                              reference: TemplateSlotID(.regular, .small))
        #expect(firm.description == "\(fused) counting pixels three quarters covered, where Regular-M has \(regular)")
        #expect(firm.located == "Black-S: \(fused) (Regular-S: \(regular))")
        // Other parts than Regular-M's, as many of them.
        let swapped = ShapeBreak(slot: nil, found: regular, expected: regular, reading: .drawn)
        #expect(swapped.description == "\(regular), not the ones Regular-M has")
        #expect(drawn.showsTheSame(as: ShapeBreak(slot: TemplateSlotID(.heavy, .medium), found: fused, expected: regular, reading: .drawn)))
        #expect(!drawn.showsTheSame(as: firm))
    }

    @Test func theImportedAndTheLibraryPoliciesCheckTheirOwnCells() {
        // The importer: cells of a 256-pixel cap band, never more than 1,024 across.
        #expect(WeightPolicy.imported.grid.resolution(across: 100) == 256)
        #expect(WeightPolicy.imported.grid.resolution(across: 1_000_000) == 1024)
        // The library: 256 cells across the drawing, whatever its size.
        #expect(WeightPolicy.library.grid.resolution(across: 10) == 256)
        #expect(WeightPolicy.library.grid.resolution(across: 1000) == 256)
        // The library may draw a side as Regular; the importer keeps an eighth of it at least.
        #expect(WeightPolicy.library.floor == 0 && WeightPolicy.imported.floor == 0.125)
        // Every heavier slot is a library probe; the importer probes the extremes and the weight next to Regular.
        #expect(WeightPolicy.library.heavierProbes.count == 15)
        #expect(WeightPolicy.imported.heavierProbes.contains(TemplateSlotID(.medium, .medium)))
        #expect(Set(WeightPolicy.library.lighterSlots + WeightPolicy.library.heavierSlots) == Set(TemplateSlotID.all))
    }
}
