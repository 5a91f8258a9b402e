import SVGPath

/// The cells on which several drawings of one shape (its weights) are compared: one area and one cell size for
/// all, so that counts differ only where the shapes do.
package struct TopologyGrid: Sendable {
    package var area: Rect
    package var cell: Double

    /// Cells across the longer side of the area: a gap of 0.4 % of it — about half a design unit on an icon's
    /// 100-unit band with the weights' reach — still shows.
    package static let resolution = 256.0

    package var columns: Int { CoverageGrid.cells(area.width, cell) }
    package var rows: Int { CoverageGrid.cells(area.height, cell) }

    /// The cells `path` fills under the non-zero rule, sampled at cell centres, row-major.
    package func cells(_ path: VectorPath) -> [Bool] {
        runs(path).filled
    }

    /// The same cells as runs per row: a `CoverageRuns` over the area, flattened to a quarter cell (it runs for
    /// every slot of every imported layer several times).
    package func runs(_ path: VectorPath) -> CoverageRuns {
        CoverageRuns(path, over: area, cell: cell, flatness: cell / 4)
    }

    /// `path` sampled at the centres of the cells' quarters (a grid over the same area, cells half as wide), from
    /// which ``CoverageRuns/init(_:samples:)`` reads what a render shows: for checks that must agree with one
    /// about walls and gaps thinner than a cell.
    package func quarters(_ path: VectorPath) -> CoverageRuns {
        CoverageRuns(path, over: area, cell: cell / 2, flatness: cell / 4)
    }

    /// A grid over `bounds` grown by `reach` on every side (how far the compared outlines may move).
    package init(covering bounds: Rect, reach: Double, resolution: Double = TopologyGrid.resolution) {
        let side = max(bounds.width, bounds.height) + 2 * reach
        cell = max(side, 1e-9) / resolution
        // One empty cell all around, so that parts touching the area's edge still enclose their holes.
        let margin = reach + 2 * cell
        area = Rect(x: bounds.minX - margin, y: bounds.minY - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
    }
}
