import SVGPath
import Synchronization

/// What a run of text asks of a font: CSS's `font-family` list (generic names included), weight, style, stretch.
package struct FontRequest: Sendable, Hashable {
    /// Family names in order of preference; `serif`, `sans-serif`, `monospace`, `cursive`, `fantasy` are generic.
    package var families: [String]
    /// CSS weight, 1…1000 (400 normal, 700 bold).
    package var weight: Int
    /// Italic or oblique.
    package var italic: Bool
    /// CSS `font-stretch` as a percentage of normal width (50…200).
    package var stretch: Double
    /// Whether the font's standard ligatures apply (CSS turns them off where letters are spaced).
    package var ligatures: Bool
    /// Whether the font's kerning applies (`font-kerning: none` turns it off).
    package var kerning: Bool

    /// Creates a request.
    package init(families: [String], weight: Int = 400, italic: Bool = false, stretch: Double = 100, ligatures: Bool = true,
                 kerning: Bool = true) {
        self.families = families
        self.ligatures = ligatures
        self.kerning = kerning
        self.weight = weight
        self.italic = italic
        self.stretch = stretch
    }
}

/// A font's vertical metrics in ems (1 = the font size); positive is up from the alphabetic baseline.
package struct FontMetrics: Sendable, Hashable {
    /// The ascent above the baseline.
    package var ascent: Double
    /// The descent below the baseline (positive).
    package var descent: Double
    /// Where an underline's centre sits (negative: below the baseline).
    package var underlinePosition: Double
    /// An underline's thickness.
    package var underlineThickness: Double
    /// Where a line-through's centre sits.
    package var strikeoutPosition: Double
    /// A line-through's thickness.
    package var strikeoutThickness: Double
    /// The height of lowercase letters.
    package var xHeight: Double
    /// How far `baseline-shift: sub` lowers text.
    package var subscriptOffset: Double
    /// How far `baseline-shift: super` raises text.
    package var superscriptOffset: Double

    /// Creates metrics.
    package init(ascent: Double, descent: Double, underlinePosition: Double, underlineThickness: Double,
                 strikeoutPosition: Double, strikeoutThickness: Double, xHeight: Double,
                 subscriptOffset: Double = 0.2, superscriptOffset: Double = 0.34) {
        self.subscriptOffset = subscriptOffset
        self.superscriptOffset = superscriptOffset
        self.ascent = ascent
        self.descent = descent
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.strikeoutPosition = strikeoutPosition
        self.strikeoutThickness = strikeoutThickness
        self.xHeight = xHeight
    }
}

/// One glyph of a shaped run, in ems with y pointing down and the pen at the origin.
package struct ShapedGlyph: Sendable, Hashable {
    /// The glyph's outline (empty for a space).
    package var outline: VectorPath
    /// How far the pen moves after it, kerning with the next glyph included.
    package var advance: Double

    /// Creates a glyph.
    package init(outline: VectorPath, advance: Double) {
        self.outline = outline
        self.advance = advance
    }
}

/// A shaped run: one glyph per Unicode scalar (a ligature on its first character, the others empty and without
/// advance), and the metrics of the font the run asked for.
package struct ShapedRun: Sendable, Hashable {
    /// The glyphs, one per scalar of the text.
    package var glyphs: [ShapedGlyph]
    /// The first matched font's metrics (for baselines and decorations).
    package var metrics: FontMetrics

    /// Creates a run.
    package init(glyphs: [ShapedGlyph], metrics: FontMetrics) {
        self.glyphs = glyphs
        self.metrics = metrics
    }
}

/// Turns characters into glyph outlines. SymbolFormat lays text out; the fonts are read by whoever implements this
/// (SymbolRender, through fontconfig and FreeType), so that this module stays free of C libraries.
package protocol TextShaper: Sendable {
    /// One glyph per scalar of `text` in the font `request` selects (per scalar, the first family that has it,
    /// else a fallback font that does); nil when no font at all can be loaded.
    func shape(_ text: [Unicode.Scalar], font request: FontRequest) -> ShapedRun?
}

/// The process's text shaper. Without one, `<text>` is skipped with a warning, as before text was supported.
package enum TextShaping {
    private static let installed = Mutex<(any TextShaper)?>(nil)

    /// The installed shaper, if any.
    package static var shaper: (any TextShaper)? { installed.withLock { $0 } }

    /// Installs the shaper every later SVG read uses.
    package static func install(_ shaper: any TextShaper) {
        installed.withLock { $0 = shaper }
    }
}
