import Testing
@testable import SymbolRender

/// Arabic joining from tables of our own, byte by byte: `init` forms as single (type 1) and multiple (type 2)
/// substitutions, and `curs` cursive attachment.
@Suite struct OpenTypeJoiningTests {
    static let table = OpenTypeLayoutTests.table

    /// `init` with two lookups: a single substitution adding 10 to glyph 5, a multiple one taking glyph 6 to 20 21.
    static let gsub = table([
        1, 0, 10, 12, 28,                       // header
        0,                                      // script list: none
        1, 0x696E, 0x6974, 8,                   // feature list: "init" at +8
        0, 2, 0, 1,                             // feature: lookups 0 and 1
        2, 6, 26,                               // lookup list: lookups at +6 and +26
        1, 0, 1, 8,                             // lookup 0: single substitution, subtable at +8
        1, 6, 10,                               // format 1: coverage at +6, delta 10
        1, 1, 5,                                // coverage: glyph 5
        2, 0, 1, 8,                             // lookup 1: multiple substitution, subtable at +8
        1, 8, 1, 14,                            // format 1: coverage at +8, one sequence at +14
        1, 1, 6,                                // coverage: glyph 6
        2, 20, 21,                              // sequence: glyphs 20 21
    ])

    /// `curs`: glyph 3 exits at x = 100, glyph 4 enters at x = 700.
    static let gpos = table([
        1, 0, 10, 12, 26,
        0,
        1, 0x6375, 0x7273, 8,                   // "curs"
        0, 1, 0,
        1, 4,
        3, 0, 1, 8,                             // lookup: cursive attachment, subtable at +8
        1, 14, 2, 0, 22, 28, 0,                 // format 1: coverage at +14; glyph 3 no entry, exit at +22; glyph 4 entry at +28
        1, 2, 3, 4,                             // coverage: glyphs 3, 4
        1, 100, 0,                              // anchor: x 100
        1, 700, 0,                              // anchor: x 700
    ])

    @Test func joiningFormsComeFromSingleAndMultipleSubstitutions() {
        let layout = OpenTypeLayout(gpos: [], gsub: Self.gsub)
        #expect(layout.substitute(5, form: "init") == 15)
        #expect(layout.substitute(6, form: "init") == 20)
        #expect(layout.substitute(7, form: "init") == 7)
        #expect(layout.substitute(5, form: "fina") == 5)
    }

    @Test func cursiveAttachmentJoinsExitToEntry() {
        let layout = OpenTypeLayout(gpos: Self.gpos, gsub: [])
        // The later glyph (4) is drawn to the left: its advance puts its entry (700) on the earlier's exit (100).
        #expect(layout.cursiveAdvance(3, 4) == 600)
        #expect(layout.cursiveAdvance(4, 3) == nil)
        #expect(layout.cursiveAdvance(3, 5) == nil)
    }

    @Test func damagedJoiningTablesDoNotTrap() {
        for length in 0..<max(Self.gsub.count, Self.gpos.count) {
            let layout = OpenTypeLayout(gpos: Array(Self.gpos.prefix(length)), gsub: Array(Self.gsub.prefix(length)))
            _ = layout.substitute(5, form: "init")
            _ = layout.substitute(6, form: "init")
            _ = layout.cursiveAdvance(3, 4)
        }
    }
}
