/// How a slot's cells are read when they are compared with its reference's read the same way. A cell is a pixel of
/// a large render, sampled at the centres of its four quarters (``TopologyGrid/quarters(_:)``); a render's
/// antialiasing shows a pixel at alpha 0.5 where about half of it is covered. Where a wall or a gap is about a pixel
/// wide, what a render shows depends on its size and on where its pixels fall, so a slot must agree with Regular-M
/// read several ways, not only the one.
package enum ShapeReading: Equatable, Sendable {
    /// Cells two of whose four samples are ink: what a render shows.
    case drawn
    /// Cells three of four: a crack about a pixel wide breaks into the beads a render shows along it.
    case firm
    /// Cells one of four: a gap under a pixel closes, as a render closes a bay's mouth narrowed to a hair
    /// (heavier slots, holes only).
    case faint
    /// Two of four on cells half a cell over: what a render whose pixels lie half a pixel over shows.
    case shifted
    /// Walls under about a pixel taken away (the samples thinned by a pixel's width, then two of four); the
    /// library's necks of ink under a pixel cut.
    case solid
    /// Where the ink is at least two cells thick.
    case thick
    /// With cracks of up to two cells closed; the library's gaps under a pixel closed.
    case closed
    /// Gaps squeezed to cracks of up to two cells.
    case cracked

    /// The readings besides ``drawn`` that an imported slot must agree with Regular-M on, one to one. (Reading the
    /// cells with gaps under a pixel closed too cost a tenth of an import and saved one icon in 15,000.)
    static let edges: [ShapeReading] = [.firm, .shifted, .solid]

    /// How a warning says it, after the counts: empty for what a render shows.
    var phrase: String {
        switch self {
        case .drawn: ""
        case .firm: " counting pixels three quarters covered"
        case .faint: " counting pixels a quarter covered"
        case .shifted: " on pixels half a pixel over"
        case .solid: " with walls under a pixel taken away"
        case .thick: " where the ink is two pixels thick"
        case .closed: " with cracks of a pixel or two closed"
        case .cracked: ", with gaps squeezed to cracks of a pixel or two"
        }
    }
}
