import SymbolFormat

/// How a plain SVG icon becomes a symbol template: the options of `glyphsmith import` and of a manifest's
/// `"import"` object, which take the same names and give the same template.
public struct SymbolImportOptions: Sendable, Hashable {
    /// Where the weights come from.
    public enum Weights: String, Sendable, CaseIterable {
        /// Strokes follow the weight axis through the stroker; fills are offset in and out by the same progression
        /// (or kept as drawn where that would break their shape).
        case auto
        /// Strokes follow the weight axis; fills stay as drawn.
        case stroke
        /// Everything is outlined at its own width first, then offset in and out.
        case outline
        /// One weight: every master is the icon as drawn.
        case none
    }

    /// What spans the cap band.
    public enum Fit: String, Sendable, CaseIterable {
        /// The viewBox's larger side (keeps an icon set's relative sizes).
        case viewbox
        /// The artwork's bounds' larger side (every icon as large as the band allows).
        case artwork
    }

    /// How layers get their hierarchical level.
    public enum Levels: String, Sendable, CaseIterable {
        /// The most opaque layers are primary, the next secondary, the rest tertiary.
        case opacity
        /// The first layer is primary, the second secondary, the rest tertiary.
        case order
    }

    /// How the source is cut into layers.
    public enum Layers: String, Sendable, CaseIterable {
        /// A new layer wherever the paint (color, opacity) or the top-level group changes.
        case auto
        /// One layer.
        case single
    }

    /// Margins as insets from the fitted box's left and right sides, in source units (positive inward).
    public struct Insets: Sendable, Hashable {
        /// From the fitted box's left side.
        public var left: Double
        /// From the fitted box's right side.
        public var right: Double

        /// Insets in source units, positive inward.
        public init(left: Double, right: Double) {
            self.left = left
            self.right = right
        }
    }

    /// Where the weights come from (`auto`).
    public var weights = Weights.auto
    /// What spans the cap band (`viewbox`).
    public var fit = Fit.viewbox
    /// Explicit margins; nil places them 4 design units outside the ink of each master.
    public var insets: Insets?
    /// How layers get their hierarchical level (`opacity`).
    public var levels = Levels.opacity
    /// How the source is cut into layers (`auto`).
    public var layers = Layers.auto
    /// Colors that stand for the foreground (the label color) besides black and `currentColor`.
    public var foreground: [RGBAColor] = []
    /// Whether a lighter paint drawn on a darker shape becomes a cut-out (a hole in monochrome, hierarchical and
    /// palette images, its own color in multicolor) rather than a layer of its own.
    public var knockouts = true

    /// The defaults of `glyphsmith import`.
    public init() {}
}
