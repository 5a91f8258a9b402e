/// Checks a stroke's outline against the region the stroke must cover: every point within half the width of its
/// centerline. An outline made of offset contours can leave holes there when the width outgrows the centerline's
/// curvature (a small circle stroked wider than its diameter, a tight bend); this finds them, on a grid.
package enum StrokeCoverage {
    /// The number of grid cells (about `resolution` a side over the outline) that lie clearly inside the stroke,
    /// more than a cell from its edge, and that `outline` leaves empty under the non-zero rule. Only the band
    /// beside each (flattened) piece of the centerline counts, not the caps and the outer corners of joins, whose
    /// shape depends on the cap and join styles. Throws when a coordinate is so far out (a control point at 1e300)
    /// that its cell has no integer index.
    package static func holes(in outline: VectorPath, centerline: VectorPath, width: Double,
                              resolution: Int = 128) throws(IntegerConversionError) -> Int {
        let h = width / 2
        guard h > 0, let bounds = outline.bounds else { return 0 }
        let cell = max(bounds.width, bounds.height) / Double(resolution)
        guard cell > 0 else { return 0 }
        let grid = CoverageGrid(outline, over: bounds, cell: cell)
        let inner = h - cell
        guard inner > 0 else { return 0 }
        var holes = 0
        var checked = [Bool](repeating: false, count: grid.columns * grid.rows)
        for polyline in centerline.flattened(tolerance: cell / 4) {
            for index in polyline.indices {
                let a = polyline[index], b = index + 1 < polyline.count ? polyline[index + 1] : a
                let lowColumn = max(0, try Int(checking: ((min(a.x, b.x) - inner - bounds.minX) / cell).rounded(.down)))
                let highColumn = min(grid.columns - 1, try Int(checking: ((max(a.x, b.x) + inner - bounds.minX) / cell).rounded(.up)))
                let lowRow = max(0, try Int(checking: ((min(a.y, b.y) - inner - bounds.minY) / cell).rounded(.down)))
                let highRow = min(grid.rows - 1, try Int(checking: ((max(a.y, b.y) + inner - bounds.minY) / cell).rounded(.up)))
                guard lowColumn <= highColumn, lowRow <= highRow else { continue }
                for row in lowRow...highRow {
                    for column in lowColumn...highColumn {
                        let i = row * grid.columns + column
                        if checked[i] || grid.filled[i] { continue }
                        let p = Point(x: bounds.minX + (Double(column) + 0.5) * cell, y: bounds.minY + (Double(row) + 0.5) * cell)
                        if let d = perpendicularDistance(p, a, b), d <= inner {
                            checked[i] = true
                            holes += 1
                        }
                    }
                }
            }
        }
        return holes
    }

    /// The distance from `p` to the segment when `p` lies beside it (its projection falls inside), else nil.
    static func perpendicularDistance(_ p: Point, _ a: Point, _ b: Point) -> Double? {
        let ab = b - a
        let lengthSquared = ab.x * ab.x + ab.y * ab.y
        guard lengthSquared > 0 else { return nil }
        let t = ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / lengthSquared
        guard t > 0 && t < 1 else { return nil }
        return p.distance(to: a + ab * t)
    }

    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a
        let lengthSquared = ab.x * ab.x + ab.y * ab.y
        guard lengthSquared > 0 else { return p.distance(to: a) }
        let t = min(max(((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / lengthSquared, 0), 1)
        return p.distance(to: a + ab * t)
    }
}

extension StrokeCoverage {
    /// Whether a closed centerline stroked at `width` still leaves space inside it: a cell of its interior (non-zero)
    /// farther than half the width plus a cell from the centerline. A small circle stroked wider than its diameter
    /// leaves none: its stroke is a disc.
    package static func leavesSpaceInside(_ centerline: VectorPath, width: Double, resolution: Int = 64) -> Bool {
        guard let bounds = centerline.bounds else { return false }
        let cell = max(bounds.width, bounds.height) / Double(resolution)
        guard cell > 0 else { return false }
        let grid = CoverageGrid(centerline, over: bounds, cell: cell)
        let polylines = centerline.flattened(tolerance: cell / 4)
        // Every inside cell is measured against every edge: past a few thousand edges, answer "yes" (keep the
        // inner contour) rather than spend seconds on a hostile outline.
        guard polylines.reduce(0, { $0 + $1.count }) <= 4_000 else { return true }
        let limit = width / 2 + cell
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where grid.filled[row * grid.columns + column] {
                let p = Point(x: bounds.minX + (Double(column) + 0.5) * cell, y: bounds.minY + (Double(row) + 0.5) * cell)
                var nearest = Double.infinity
                for polyline in polylines {
                    var previous = polyline[polyline.count - 1]
                    for q in polyline {
                        nearest = min(nearest, distance(p, previous, q))
                        previous = q
                    }
                }
                if nearest > limit { return true }
            }
        }
        return false
    }
}
