import SVGPath
import SymbolFormat

/// How closely shapes are kept across the weights: the cells they are counted on, the margins past a share or a
/// pixel that are checked too, the least speck that counts, how far a side may be narrowed and how finely, and the
/// slots probed. The importer (``WeightGuard``, ``FillWeights``) keeps to ``imported``; the library author keeps
/// its hand-drawn symbols to ``library``.
package struct WeightPolicy: Sendable {
    /// How the cells a shape is counted on are sized.
    package enum Grid: Sendable, Equatable {
        /// Cells of a fixed side in design units, at most `maximum` across (artwork reaching far outside its
        /// viewBox gets coarser cells, not an unbounded grid).
        case cell(Double, maximum: Double)
        /// A fixed number of cells across the drawing's box, whatever its size.
        case across(Double)

        /// The cells across a grid whose side (the box and its reach) is `side` design units.
        package func resolution(across side: Double) -> Double {
            switch self {
            case let .cell(cell, maximum): min(side / cell, maximum)
            case let .across(cells): cells
            }
        }
    }

    /// The cells shapes are counted on.
    package var grid: Grid
    /// Room around the masters' box, in design units, for slots past the masters (Ultralight-L extrapolates).
    package var reach: Double
    /// How much heavier than its share a heavier side is also checked (a share of the side).
    package var heavierMargin: Double
    /// How much wider than a pixel a gap must be to count as open.
    package var pixelMargin: Double
    /// The fewest cells a part or a hole has to be matched one to one with the reference's.
    package var speck: Int
    /// Heavier slots are compared with gaps of up to twice this many cells closed.
    package var gapCells: Int
    /// The least share of a side a shape keeps.
    package var floor: Double
    /// The halvings a side's share is bisected with (``WeightBisection``).
    package var steps: Int
    /// The slots each side is bisected on, where it breaks first.
    package var lighterProbes: [TemplateSlotID]
    package var heavierProbes: [TemplateSlotID]
    /// Every slot each side is checked at (the library checks Regular at each scale with the lighter side).
    package var lighterSlots: [TemplateSlotID]
    package var heavierSlots: [TemplateSlotID]
    /// The most outline elements a layer's masters may have to be checked.
    package var maximumElements: Int
    /// How filled outlines are offset into their masters.
    package var offset: OutlineOffset.Tuning

    /// Imported icons: cells of a 256-pixel cap band (2.56 pixels a unit), where a one-unit gap shows, read as a
    /// render's antialiasing reads pixels (``WeightGuard``); each side narrowed to no less than an eighth.
    package static let imported = WeightPolicy(
        grid: .cell(1 / 2.56, maximum: 1024),
        reach: 2,
        heavierMargin: 0.06,
        pixelMargin: 1,
        speck: 2,
        gapCells: 1,
        floor: 0.125,
        steps: 5,
        lighterProbes: [TemplateSlotID(.ultralight, .large), TemplateSlotID(.ultralight, .medium), TemplateSlotID(.light, .medium)],
        heavierProbes: [TemplateSlotID(.black, .small), TemplateSlotID(.black, .medium), TemplateSlotID(.medium, .medium)],
        lighterSlots: [TemplateSlotID(.ultralight, .large)] + [SymbolWeight.ultralight, .thin, .light].map { TemplateSlotID($0, .medium) },
        heavierSlots: [TemplateSlotID(.black, .small)] + [SymbolWeight.black, .heavy, .bold, .semibold, .medium].map { TemplateSlotID($0, .medium) },
        maximumElements: 20_000,
        offset: .standard)

    /// The bundled library: the monochrome silhouette on 256 cells across the drawing, read at cell centres, so a gap
    /// must be 1.15 pixels wide at the 96 pt check size to count as open; the heavier side may be narrowed to
    /// nothing (drawn as Regular), at every heavier slot of every scale.
    package static let library = WeightPolicy(
        grid: .across(256),
        reach: 4,
        heavierMargin: 0,
        pixelMargin: 1.15,
        speck: ShapeTopology.minimumCells,
        gapCells: 0,
        floor: 0,
        steps: 6,
        lighterProbes: [TemplateSlotID(.ultralight, .large)],
        heavierProbes: TemplateSlotID.all.filter { $0.weight > .regular },
        lighterSlots: TemplateSlotID.all.filter { $0.weight <= .regular },
        heavierSlots: TemplateSlotID.all.filter { $0.weight > .regular },
        maximumElements: .max,
        offset: .standard)
}
