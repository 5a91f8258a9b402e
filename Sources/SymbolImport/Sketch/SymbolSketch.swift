import SVGPath

/// One symbol as its author describes it: centerlines and solid shapes on the design grid, in layers, with the
/// catalog data the library index needs.
///
/// The design grid is the Medium scale at 100 units of cap height: y = 0 is the cap line, y = 100 the baseline,
/// y grows downward as in SVG, x = 0 is the left edge of the artwork's box.
package struct SymbolSketch: Sendable {
    /// Where the drawing was described (`file:line`), for errors.
    package var source: String
    /// The catalog name (`heart`, `heart.fill`).
    package var name: String
    /// Categories, the first being the main one.
    package var categories: [String] = []
    /// Search keywords.
    package var keywords: [String] = []
    /// Former names that resolve to this one.
    package var aliases: [String] = []
    /// The preferred rendering mode (`monochrome`, `hierarchical`, `palette`, `multicolor`).
    package var preferredMode: String = "monochrome"
    /// The direction it is drawn for (`left-to-right`, `right-to-left`) when the system should mirror it in a layout of
    /// the other direction; nil for fixed symbols.
    package var direction: String?
    /// Enclosed variants to generate (`circle`, `square`).
    package var enclosures: [String] = []
    /// The glyph drawn inside the enclosed variants' frames, where it is drawn otherwise than the symbol itself
    /// (`enclosed` in a sketch): a frame leaves the glyph about half its size, and a detail that reads at full size
    /// (a leaf's vein, a basket's rail) crowds its counters there, so that the glyph could not grow as bold as its
    /// frame. Nil: the symbol's own layers.
    package var enclosedLayers: [SketchLayer]?
    /// Whether a `.slash` variant is generated.
    package var slashed = false
    /// Badged names to compose (`badge` in a sketch): `dot` gives `NAME.badge`, any other word `W` gives
    /// `NAME.badge.W` (and the same from the `.fill` drawing); see the library's `NameFamilies`.
    package var badges: [String] = []
    /// How a generated name was composed (`enclosure`, `slash`, `badge`, `direction`, `number`); nil when drawn.
    package var composition: String?
    /// For a copy of another generated name (a `direction` alias, an `rtl` form), the composition of the name it
    /// copies: a copy of a container is framed as the container is, and narrowed the same way.
    package var copiedComposition: String?
    /// True for a glyph that composed names are made of (a digit, a letter: `glyph` in a sketch), which is no name
    /// of the library itself.
    package var isGlyph = false
    /// The layers, bottom first.
    package var layers: [SketchLayer] = []
    /// Fixed left and right margins in design units, the same in every master; nil places them around the ink.
    package var margins: SketchMargins?
    /// The share of the Regular → Black stroke-width progression the Black master takes (1 = all of it): less
    /// where a heavier stroke would close a counter or fuse parts (``LibraryTopology``).
    package var heavierShare = 1.0
    /// In the enclosed variants, the share of the glyph's heavier progression (on top of ``heavierShare``) that the
    /// glyph keeps; the frame keeps all of it. Less where the glyph's details would fill at Black in a frame although
    /// no count sees it (slots that open into a counter, as between a hand's fingers).
    package var enclosedHeavierShare = 1.0

    /// True for a `.fill` drawing.
    package var isFill: Bool { name.hasSuffix(".fill") }
    /// The name without `.fill`.
    package var baseName: String { isFill ? String(name.dropLast(5)) : name }

    /// An empty drawing: the authoring language and the importer fill it in.
    package init(source: String, name: String) {
        self.source = source
        self.name = name
    }

    /// A copy to make a generated name from: it asks for no aliases, enclosed or slashed variants and has no
    /// enclosed glyph of its own, since those requests belong to the name it is made from. The caller names it.
    package func asGenerated() -> SymbolSketch {
        var sketch = self
        sketch.aliases = []
        sketch.enclosures = []
        sketch.enclosedLayers = nil
        sketch.slashed = false
        return sketch
    }
}

/// A layer: shapes that share a hierarchy level, a multicolor color and a behavior.
package struct SketchLayer: Sendable {
    /// How a layer treats what lies below it.
    package enum Behavior: String, Sendable {
        /// Composited normally.
        case normal
        /// `-sfsymbols-clear-behind`: replaces the symbol's pixels below it.
        case clear
        /// A hole in monochrome (opacity 0, clear-behind), a clear-behind layer in the other modes.
        case knockout
        /// A hole in every mode.
        case erase
        /// A hole in monochrome, hierarchical and palette (opacity 0, clear-behind); in multicolor drawn in its own
        /// color over a cleared area: an imported two-tone icon's light glyph on a dark shape.
        case cutout
    }

    /// `primary`, `secondary` or `tertiary`.
    package var level: String = "primary"
    /// The multicolor color name as templates spell it (`systemRedColor`, `labelColor`, `custom`), or nil.
    package var color: String?
    /// The multicolor fill of a color that is not a system color (`#33D17A`), written into the layer's rule.
    package var customFill: String?
    /// The multicolor opacity of the layer (an imported icon's translucent parts).
    package var multicolorOpacity = 1.0
    /// Whether the layer takes part in variable-value rendering.
    package var variable = false
    /// How it composites.
    package var behavior: Behavior = .normal
    /// The shapes.
    package var shapes: [SketchShape] = []

    /// A layer; every property has its default unless given.
    package init(level: String = "primary", color: String? = nil, behavior: Behavior = .normal, shapes: [SketchShape] = []) {
        self.level = level
        self.color = color
        self.behavior = behavior
        self.shapes = shapes
    }
}

/// One centerline (stroked) or solid shape (filled and grown by half the stroke width).
package struct SketchShape: Sendable {
    /// The centerline in design units.
    package var centerline: VectorPath
    /// True for a solid shape.
    package var filled = false
    /// Ends and corners.
    package var cap: StrokeGeometry.Cap = .round
    /// Corner shape.
    package var join: StrokeGeometry.Join = .round
    /// The stroke width as a multiple of the master's width.
    package var weight: Double = 1
    /// A finished outline, drawn as it is in every master (imported fill-only artwork).
    package var fixedOutline = false
    /// The share of the heavier progression this shape's stroke takes, on top of the drawing's
    /// (``SymbolSketch/heavierShare``): less for a detail that would close on its own (a handle's loop).
    package var heavierShare = 1.0
    /// Finished outlines for the Ultralight, Regular and Black masters, element for element alike (imported fills
    /// offset in and out, or explicit master drawings); they take precedence over the centerline.
    package var masterOutlines: [VectorPath]?
    /// The size of the centerline in the Black master, scaled about ``blackCenter`` (1: as drawn): an enclosed glyph
    /// drawn smaller toward Black, so that the frame's inward growth leaves it room to grow too.
    package var blackScale = 1.0
    /// The point the Black master's centerline is scaled about (``blackScale``).
    package var blackCenter = Point(x: 0, y: 0)

    /// The shape with its centerline mapped by `transform` (widths unchanged; a similarity, where the Black master
    /// is scaled: its center moves with the shape).
    package func transformed(by transform: AffineTransform) -> SketchShape {
        var copy = self
        copy.centerline = centerline.transformed(by: transform)
        copy.blackCenter = transform.apply(blackCenter)
        return copy
    }

    /// The scaling of the Black master's outline about ``blackCenter`` (``blackScale``).
    package var blackScaling: AffineTransform {
        .scale(by: blackScale, about: blackCenter)
    }
}

/// Margins fixed by the author, in design units.
package struct SketchMargins: Sendable, Hashable {
    /// The left margin's x.
    package var left: Double
    /// The right margin's x.
    package var right: Double

    package init(left: Double, right: Double) {
        self.left = left
        self.right = right
    }
}

extension SketchShape {
    /// A solid shape bounded by `outline` (filled and grown by half the stroke width), for drawings composed in
    /// other modules (a badge's dot, the disk that clears the gap around a badge).
    package init(solid outline: VectorPath) {
        self.init(centerline: outline, filled: true)
    }
}
