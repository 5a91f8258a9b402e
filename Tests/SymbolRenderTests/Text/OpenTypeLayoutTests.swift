import Testing
@testable import SymbolRender

/// GPOS kerning and GSUB ligatures read from tables of our own, byte by byte (big-endian 16-bit words).
@Suite struct OpenTypeLayoutTests {
    static func table(_ words: [Int]) -> [UInt8] {
        words.flatMap { [UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
    }

    /// A `kern` feature with one pair lookup: glyph 5 then glyph 7 moves 50 units closer.
    static let gpos = table([
        1, 0, 10, 12, 26,                       // header: version 1.0, script, feature and lookup lists
        0,                                      // script list: none (every script's features are merged)
        1, 0x6B65, 0x726E, 8,                   // feature list: "kern" at +8
        0, 1, 0,                                // feature: lookup 0
        1, 4,                                   // lookup list: one lookup at +4
        2, 0, 1, 8,                             // lookup: pair adjustment, one subtable at +8
        1, 12, 4, 0, 1, 18,                     // pair format 1: coverage at +12, XAdvance only, one pair set at +18
        1, 1, 5,                                // coverage: glyph 5
        1, 7, 0xFFCE,                           // pair set: glyph 7, XAdvance -50
    ])

    /// A `liga` feature with one ligature lookup: glyphs 3 4 become glyph 9.
    static let gsub = table([
        1, 0, 10, 12, 26,
        0,
        1, 0x6C69, 0x6761, 8,                   // "liga"
        0, 1, 0,
        1, 4,
        4, 0, 1, 8,                             // ligature substitution
        1, 8, 1, 14,                            // format 1: coverage at +8, one ligature set at +14
        1, 1, 3,                                // coverage: glyph 3
        1, 4,                                   // ligature set: one ligature at +4
        9, 2, 4,                                // glyph 9 from 2 components: (3) 4
    ])

    @Test func pairKerningComesFromTheKernFeature() {
        var layout = OpenTypeLayout(gpos: Self.gpos, gsub: [])
        #expect(layout.hasKerning)
        #expect(layout.kerning(5, 7) == -50)
        #expect(layout.kerning(5, 8) == 0)
        #expect(layout.kerning(7, 5) == 0)
    }

    @Test func ligaturesTakeTheFollowingComponents() {
        let layout = OpenTypeLayout(gpos: [], gsub: Self.gsub)
        let result = layout.ligate([3, 4, 5, 3, 5])
        #expect(result.map(\.glyph) == [9, 4, 5, 3, 5])
        #expect(result.map(\.joined) == [false, true, false, false, false])
    }

    @Test func damagedTablesShapeWithoutTrapping() {
        // Every truncation, and every byte overwritten with 0xFF: reads past the end are zeros, counts are
        // clamped to what the table holds.
        for table in [Self.gpos, Self.gsub] {
            for length in 0..<table.count {
                var layout = OpenTypeLayout(gpos: Array(table.prefix(length)), gsub: Array(table.prefix(length)))
                _ = layout.kerning(5, 7)
                _ = layout.ligate([3, 4, 5])
            }
            for index in table.indices {
                var damaged = table
                damaged[index] = 0xFF
                var layout = OpenTypeLayout(gpos: damaged, gsub: damaged)
                _ = layout.kerning(5, 7)
                _ = layout.ligate([3, 4, 5, 3, 4])
            }
        }
    }
}
