import SVGPath

/// What a reader recognises a shape by before its details: how many separate parts it has and how many holes
/// (counters) they enclose. A heavy weight of a keyboard that fuses its keys with the frame, or a Black `e` whose
/// counter closes, has changed these counts; a well-made weight never does.
///
/// Counted on a grid: filled cells joined by an edge or a corner make one part, empty cells joined by an edge make
/// one hole when they do not reach the grid's border (the two connectivities are each other's complement, so a
/// diagonal pinch is either a join or a gap, never both). Parts and holes of fewer than ``minimumCells`` cells are
/// left out: a sliver between overlapping contours is not a feature.
struct ShapeTopology: Hashable, Sendable, CustomStringConvertible {
    /// Separate filled parts.
    var parts: Int
    /// Enclosed empty regions.
    var holes: Int

    /// Components smaller than this many cells are noise, not parts or holes.
    static let minimumCells = 3

    var description: String {
        "\(parts) part\(parts == 1 ? "" : "s"), \(holes) hole\(holes == 1 ? "" : "s")"
    }

    /// The topology of what `path` fills (non-zero rule) on `grid`'s cells.
    init(_ path: VectorPath, on grid: TopologyGrid) {
        self.init(CoverageGrid(path, over: grid.area, cell: grid.cell))
    }

    init(parts: Int, holes: Int) {
        self.parts = parts
        self.holes = holes
    }

    /// The topology of a coverage grid's filled cells.
    init(_ coverage: CoverageGrid) {
        self.init(filled: coverage.filled, columns: coverage.columns, rows: coverage.rows)
    }

    /// The topology of a row-major bitmap of filled cells (a render's pixels above some alpha, say).
    init(filled: [Bool], columns: Int, rows: Int) {
        precondition(filled.count == columns * rows)
        var seen = [Bool](repeating: false, count: columns * rows)
        var stack: [Int] = []
        var parts = 0, holes = 0
        for start in filled.indices where !seen[start] {
            let isFilled = filled[start]
            var size = 0
            var touchesBorder = false
            seen[start] = true
            stack.append(start)
            while let index = stack.popLast() {
                size += 1
                let row = index / columns, column = index % columns
                if row == 0 || column == 0 || row == rows - 1 || column == columns - 1 { touchesBorder = true }
                // Parts join across corners, holes only across edges.
                for dy in -1...1 {
                    for dx in -1...1 where (dx != 0 || dy != 0) && (isFilled || dx == 0 || dy == 0) {
                        let r = row + dy, c = column + dx
                        guard r >= 0, r < rows, c >= 0, c < columns else { continue }
                        let next = r * columns + c
                        if !seen[next] && filled[next] == isFilled {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
            guard size >= Self.minimumCells else { continue }
            if isFilled { parts += 1 } else if !touchesBorder { holes += 1 }
        }
        self.init(parts: parts, holes: holes)
    }
}

/// The cells on which several drawings of one shape (its weights) are compared: one area and one cell size for
/// all, so that counts differ only where the shapes do.
struct TopologyGrid: Sendable {
    var area: Rect
    var cell: Double

    /// Cells across the longer side of the area. 384 resolves a gap of a quarter of a percent of the box — about
    /// one design unit on an icon's 100-unit band, half a pixel of a 96 pt render.
    static let resolution = 384.0

    /// A grid over `bounds` grown by `reach` on every side (how far the compared outlines may move).
    init(covering bounds: Rect, reach: Double, resolution: Double = TopologyGrid.resolution) {
        let side = max(bounds.width, bounds.height) + 2 * reach
        cell = max(side, 1e-9) / resolution
        // One empty cell all around, so that parts touching the area's edge still enclose their holes.
        let margin = reach + 2 * cell
        area = Rect(x: bounds.minX - margin, y: bounds.minY - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
    }
}
