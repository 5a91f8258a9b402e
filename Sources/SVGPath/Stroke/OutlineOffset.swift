/// Moves the edges of a filled outline outward (heavier) or inward (lighter) by a distance, point for point: every
/// point, on the curve or a control point, slides along the bisector of its two neighbours' directions far enough
/// that straight edges move by exactly the distance (a miter, clamped at a limit, cut short where pieces of the
/// outline meet across a hairline: ``junctions(_:tuning:)``, and carried on to where the edges meet at a sharp corner
/// between straight edges that the move runs against: ``Prepared/Corner``). The result has the same elements as the
/// input, so outlines offset by different distances interpolate with each other: it is how fill-only icons get
/// lighter and heavier masters.
///
/// Which side is outward is read from the fill itself (non-zero rule): for each contour, the side of its longest
/// edge where the whole path's winding number is zero. A contour with fill on both sides (buried in an overlap)
/// stays where it is.
package enum OutlineOffset {
    /// The offset outline, and whether it kept its shape.
    package struct Result: Sendable {
        /// The moved outline, element for element like the input.
        package var path: VectorPath
        /// False when the moved outline fills more than 2 % of its cells differently from the true offset region
        /// (the shape with a band of the distance added or removed along its edges): a thin part turned inside out
        /// (inward) or a loop sticking out (outward), which a point-for-point offset cannot avoid past some distance.
        package var keepsShape: Bool
    }

    /// The outline of `path` (filled with the non-zero rule) moved outward by `distance` (inward when negative),
    /// and whether it kept its shape.
    package static func offset(_ path: VectorPath, by distance: Double, miterLimit: Double = 4) -> Result {
        offset(Prepared(path, miterLimit: miterLimit), by: distance)
    }

    /// ``offset(_:by:miterLimit:)`` of a prepared outline.
    package static func offset(_ prepared: Prepared, by distance: Double) -> Result {
        let (moved, whole) = prepared.moved(by: distance)
        guard let box = prepared.path.controlPointBounds else { return Result(path: moved, keepsShape: true) }
        return Result(path: moved, keepsShape: whole && matchesTrueOffset(prepared.path, moved, distance: distance,
                                                                          miterLimit: prepared.miterLimit, bounds: box))
    }

    /// The moved outline alone, unchecked (for small distances known to be safe).
    package static func moved(_ path: VectorPath, by distance: Double, miterLimit: Double = 4) -> VectorPath {
        Prepared(path, miterLimit: miterLimit).moved(by: distance).path
    }

    /// An outline ready to be moved by any distance: which side of each contour is outward and how far each point
    /// moves per unit of distance do not depend on the distance, and the importer moves one outline by many.
    package struct Prepared: Sendable {
        package let path: VectorPath
        /// How corners move (``Tuning``).
        let tuning: Tuning
        /// Each contour ready to move (``Contour``).
        let contours: [Contour]
        /// The polygon points its winding questions read (``WindingIndex/cost(of:questions:limit:)``), `Int.max`
        /// past the work it was given, where no contour moves.
        package let windingWork: Int

        /// The miter limit the outline's corners move by.
        var miterLimit: Double { tuning.miterLimit }

        package init(_ path: VectorPath, miterLimit: Double = 4) {
            self.init(path, tuning: Tuning(miterLimit: miterLimit))
        }

        package init(_ path: VectorPath, tuning: Tuning) {
            var work = VectorPath.windingWorkLimit
            self.init(path, tuning: tuning, work: &work)
        }

        /// An outline whose winding questions may read at most `work` polygon points, less what they read (the
        /// paths of one icon share one bound); past it, no contour moves.
        package init(_ path: VectorPath, tuning: Tuning, work: inout Int) {
            self.path = path
            self.tuning = tuning
            // Each contour flattened once: for the winding index, its outward side and its neighbours' distances.
            let subpaths = path.subpaths
            let flat = subpaths.map { $0.flattened(tolerance: 0.01) }
            let polygons = WindingIndex(flat.flatMap { $0 })
            let box = path.controlPointBounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let epsilon = max(box.width, box.height) * 1e-4 + 1e-9
            // Past the work the winding questions may take (``VectorPath/windingWorkLimit``), no side is known and
            // every contour stays where it is, as one filled on both sides does.
            windingWork = polygons.cost(of: flat.map { $0.first ?? [] }, questions: 10, limit: work)
            let affordable = windingWork <= work
            if affordable { work -= windingWork }
            let walked = zip(subpaths, flat).map { subpath, polylines in
                let outline = polylines.first ?? []
                return (points: subpath.elements.flatMap(\.points),
                        side: affordable ? outwardSide(of: outline, in: polygons, epsilon: epsilon) : 0, outline: outline)
            }
            // Sharp corners where pieces meet across a hairline grow a short miter only (``junctions(_:tuning:)``).
            let junction = junctions(walked, tuning: tuning)
            contours = zip(subpaths, walked).enumerated().map { c, pair in
                let (subpath, (points, side, _)) = pair
                guard side != 0, points.count > 1 else { return Contour(elements: subpath.elements, points: points) }
                return Contour(elements: subpath.elements, points: points,
                               heavier: points.indices.map { index in
                                   junction[c].contains(index)
                                       ? shift(at: index, in: points, by: side, miterLimit: tuning.junctionMiter, bevelling: false)
                                       : shift(at: index, in: points, by: side, miterLimit: tuning.miterLimit)
                               },
                               lighter: points.indices.map { shift(at: $0, in: points, by: -side, miterLimit: tuning.miterLimit) },
                               corners: crossingCorners(subpath.elements, points, side: side, tuning: tuning))
            }
        }

        /// The moved outline, and false where a part was thinner than the move (a contour or a run of segments
        /// turned over with nothing for them to meet in: a bar thinned past its half width).
        package func moved(by distance: Double) -> (path: VectorPath, whole: Bool) {
            guard distance != 0 else { return (path, true) }
            var whole = true
            var result: [PathElement] = []
            for contour in contours {
                let (elements, points) = (contour.elements, contour.points)
                guard !contour.heavier.isEmpty else {
                    result.append(contentsOf: elements)
                    continue
                }
                let unit = distance > 0 ? contour.heavier : contour.lighter
                let length = abs(distance)
                var moved = points.indices.map { points[$0] + unit[$0] * length }
                for corner in contour.corners where corner.heavier == (distance > 0) {
                    if let point = corner.moved(points[corner.index], by: length, limit: miterLimit) { moved[corner.index] = point }
                }
                if !collapseTurnedSegments(&moved, original: points, elements: elements, limit: length * miterLimit) {
                    whole = false
                }
                var cursor = 0
                for element in elements {
                    result.append(element.mapped { _ in
                        defer { cursor += 1 }
                        return moved[cursor]
                    })
                }
            }
            return (VectorPath(result), whole)
        }
    }

    /// Segments whose offset turned over (a rounded corner of a smaller radius than the distance moved in, a
    /// short edge between two corners): their moved chord points against the source's, and left alone they cross
    /// as a loop that the non-zero rule fills, a spike past a corner or a bar across a counter. A true offset has
    /// no such segment: its neighbours meet in a corner. So each run of turned segments collapses onto the point
    /// where the moved neighbours' tangents meet (their middle, where that point is farther than `limit`): the
    /// elements stay, so the outline still interpolates with the other masters, in which the segment is short or
    /// as drawn. A contour that turns over everywhere (a dot thinner than the move) shrinks to its centre. False
    /// when that happened, or a run's neighbours run parallel (a part thinner than the move: nothing to meet in).
    @discardableResult
    static func collapseTurnedSegments(_ moved: inout [Point], original points: [Point], elements: [PathElement], limit: Double) -> Bool {
        let anchors = anchorIndices(of: elements)
        let n = anchors.count
        guard n > 2, (anchors.last ?? -1) + 1 == points.count else { return true }
        // Segment i runs from anchors[i] to anchors[(i + 1) % n] (the last one closes the contour).
        var turned = [Bool](repeating: false, count: n)
        for i in 0..<n {
            let a = anchors[i], b = anchors[(i + 1) % n]
            let before = points[b] - points[a], after = moved[b] - moved[a]
            turned[i] = before.length > 1e-9 && before.x * after.x + before.y * after.y < 0
        }
        guard turned.contains(true) else { return true }
        if !turned.contains(false) {
            var centre = Point.zero
            for p in points { centre = centre + p * (1 / Double(points.count)) }
            for index in moved.indices { moved[index] = centre }
            return false
        }
        // Runs of turned segments, starting after a segment that kept its direction.
        let first = (0..<n).first { !turned[$0] }!
        var i = (first + 1) % n
        var visited = 0
        var collapsed = Set<Int>()
        var met = true
        while visited < n {
            guard turned[i] else { i = (i + 1) % n; visited += 1; continue }
            var length = 0
            while turned[(i + length) % n] && length < n { length += 1 }
            let start = anchors[i], end = anchors[(i + length) % n]
            // Tangents of the neighbours where they meet the run: from the nearest distinct point before its start,
            // to the nearest one after its end (a contour drawn back to its start has that point twice).
            func tangent(at index: Int, step: Int) -> Point {
                var other = index
                for _ in 1..<points.count {
                    other = (other + step + points.count) % points.count
                    let d = step < 0 ? moved[index] - moved[other] : moved[other] - moved[index]
                    if d.length > 1e-9 { return d }
                }
                return .zero
            }
            let incoming = tangent(at: start, step: -1)
            let outgoing = tangent(at: end, step: 1)
            let middle = (moved[start] + moved[end]) * 0.5
            var meeting = middle
            let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
            if abs(cross) > 1e-12 * max(incoming.length * outgoing.length, 1e-12) {
                let t = ((moved[end].x - moved[start].x) * outgoing.y - (moved[end].y - moved[start].y) * outgoing.x) / cross
                let candidate = moved[start] + incoming * t
                if (candidate - middle).length <= limit { meeting = candidate } else { met = false }
            } else {
                met = false
            }
            var index = start
            while true {
                moved[index] = meeting
                collapsed.insert(index)
                if index == end { break }
                index = (index + 1) % points.count
            }
            i = (i + length) % n
            visited += length
        }
        // A contour drawn back to its start before closing has that point twice: both go where either went.
        let (head, tail) = (anchors[0], anchors[n - 1])
        if points[head] == points[tail] && collapsed.contains(head) != collapsed.contains(tail) {
            if collapsed.contains(head) { moved[tail] = moved[head] } else { moved[head] = moved[tail] }
        }
        return met
    }

    /// Compares the moved outline with the region it should fill, on a grid of about 96 cells a side. Outward,
    /// that region is the shape plus a band of the distance along its edges (miter corners); inward, the cells of
    /// the shape farther than the distance from its outside (so that edges buried in overlapping contours do not
    /// count), and nothing outside the shape. Cells within a cell and a half of the region's edge may go either way.
    static func matchesTrueOffset(_ path: VectorPath, _ moved: VectorPath, distance: Double, miterLimit: Double, bounds: Rect) -> Bool {
        guard distance != 0 else { return true }
        let reach = abs(distance) * miterLimit
        let area = Rect(x: bounds.minX - reach, y: bounds.minY - reach, width: bounds.width + 2 * reach, height: bounds.height + 2 * reach)
        let cell = max(area.width, area.height) / 96
        guard cell > 0 else { return true }
        let shape = CoverageGrid(path, over: area, cell: cell)
        let actual = CoverageGrid(moved, over: area, cell: cell)
        var wrong = 0
        if distance > 0 {
            let grown = CoverageGrid(Stroker.outline(of: path, style: StrokeGeometry(width: 2 * distance + 3 * cell, cap: .butt, join: .miter(limit: miterLimit))),
                                     over: area, cell: cell)
            let shrunk = CoverageGrid(Stroker.outline(of: path, style: StrokeGeometry(width: max(2 * distance - 3 * cell, 0), cap: .butt, join: .miter(limit: miterLimit))),
                                      over: area, cell: cell)
            for index in shape.filled.indices {
                let surely = shape.filled[index] || shrunk.filled[index]
                let possibly = shape.filled[index] || grown.filled[index]
                if actual.filled[index] ? !possibly : surely { wrong += 1 }
            }
        } else {
            let outside = shape.distances(toFilled: false)
            let limit = -distance / cell
            var beyond = false
            for index in shape.filled.indices {
                let depth = outside[index]
                if actual.filled[index] ? depth < limit - 1.5 : depth > limit + 1.5 { wrong += 1 }
                if actual.filled[index] && !shape.filled[index] { beyond = true }
            }
            // A thinner outline never reaches outside the shape it came from: a spike there shows at once (measured
            // only where the outline fills some cell outside the shape).
            if beyond {
                let away = shape.distances(toFilled: true)
                var sticking = 0
                for index in shape.filled.indices where actual.filled[index] && away[index] > 1.5 { sticking += 1 }
                if sticking > 2 { return false }
            }
        }
        return Double(wrong) <= 0.02 * Double(max(shape.count, 1)) + 4
    }

    /// How far (design units) `moved` fills outside the true offset region of `path` by `distance`: outward, the
    /// shape with a band of the distance along its edges (miter corners up to `miterLimit`, bevelled past it);
    /// inward, the cells of the shape at least the distance from its outside. Measured on a grid of `resolution`
    /// cells across the area the offset can reach, to within a cell; 0 where the moved outline stays inside.
    package static func excursion(_ path: VectorPath, _ moved: VectorPath, distance: Double, miterLimit: Double = 4,
                                  resolution: Double = 128) -> Double {
        guard distance != 0, let bounds = path.controlPointBounds else { return 0 }
        let reach = abs(distance) * miterLimit
        let area = Rect(x: bounds.minX - reach, y: bounds.minY - reach, width: bounds.width + 2 * reach, height: bounds.height + 2 * reach)
        let cell = max(area.width, area.height) / resolution
        guard cell > 0 else { return 0 }
        let shape = CoverageGrid(path, over: area, cell: cell)
        let actual = CoverageGrid(moved, over: area, cell: cell)
        var worst = 0.0
        if distance > 0 {
            var region = CoverageGrid(Stroker.outline(of: path, style: StrokeGeometry(width: 2 * distance, cap: .butt, join: .miter(limit: miterLimit))),
                                      over: area, cell: cell)
            region.formUnion(shape)
            // Most outlines stay inside: then no cell is away from the region, and the distances are not needed.
            if actual.filled.indices.contains(where: { actual.filled[$0] && !region.filled[$0] }) {
                let away = region.distances(toFilled: true)
                for index in actual.filled.indices where actual.filled[index] { worst = max(worst, away[index]) }
            }
        } else {
            // A cell `depth` cells inside the shape lies (at least) distance − depth outside the inward region; one
            // outside the shape, distance and its way to the shape (measured only where there is such a cell).
            let depth = shape.distances(toFilled: false)
            var outside = false
            for index in actual.filled.indices where actual.filled[index] {
                if shape.filled[index] { worst = max(worst, -distance / cell - depth[index]) } else { outside = true }
            }
            if outside {
                let away = shape.distances(toFilled: true)
                for index in actual.filled.indices where actual.filled[index] && !shape.filled[index] {
                    worst = max(worst, -distance / cell + away[index])
                }
            }
        }
        // Cells are sampled at their centres: a cell of excursion is within the sampling error.
        return max(0, worst - 1) * cell
    }

    /// The thickness of a filled outline's stems: its thinner parts, as a type designer measures a weight. Read on
    /// a grid of about 192 cells a side from the depth of the shape's ridge (the cells farthest from the outside
    /// across each part): the 30th percentile of twice that depth, so that solid areas do not count as stems.
    /// Nil for an outline that fills no cell.
    package static func stemThickness(of path: VectorPath) -> Double? {
        guard let box = path.bounds, max(box.width, box.height) > 0 else { return nil }
        let cell = max(box.width, box.height) / 192
        let area = Rect(x: box.minX - cell, y: box.minY - cell, width: box.width + 2 * cell, height: box.height + 2 * cell)
        let grid = CoverageGrid(path, over: area, cell: cell)
        let depth = grid.distances(toFilled: false)
        var ridge: [Double] = []
        for row in 1..<max(1, grid.rows - 1) {
            for column in 1..<max(1, grid.columns - 1) {
                let i = row * grid.columns + column
                guard grid.filled[i] else { continue }
                let d = depth[i]
                let c = grid.columns
                if depth[i - 1] <= d, depth[i + 1] <= d, depth[i - c] <= d, depth[i + c] <= d,
                   depth[i - c - 1] <= d, depth[i - c + 1] <= d, depth[i + c - 1] <= d, depth[i + c + 1] <= d {
                    ridge.append(d)
                }
            }
        }
        guard !ridge.isEmpty else { return nil }
        ridge.sort()
        // A part n cells across has its ridge about (n + 1) / 2 cells from the outside.
        return (2 * ridge[ridge.count * 3 / 10] - 1) * cell
    }

    /// +1 when the outside lies to the left of the contour's direction on screen (the side `rot90` points to),
    /// -1 when it lies to the right, 0 when both sides or neither are filled. Decided by a vote at points a little
    /// off the middle of the contour's five longest edges (a middle often touches another contour's corner in
    /// symmetric artwork).
    static func outwardSide(of polygon: [Point], in polygons: WindingIndex, epsilon: Double) -> Double {
        var vote = 0
        for (sample, direction) in VectorPath.edgeSamples(of: polygon, count: 5) {
            let normal = Stroker.rot90(direction)
            let plus = polygons.windingNumber(at: sample + normal * epsilon) != 0
            let minus = polygons.windingNumber(at: sample - normal * epsilon) != 0
            if plus != minus { vote += plus ? -1 : 1 }
        }
        return vote > 0 ? 1 : vote < 0 ? -1 : 0
    }

    /// The displacement of `points[index]` for an outward distance `distance` (already signed by the side). With
    /// `bevelling` false a corner past the limit goes out by the limit along its bisector, whichever way it points.
    static func shift(at index: Int, in points: [Point], by distance: Double, miterLimit: Double, bevelling: Bool = true) -> Point {
        let (incoming, outgoing) = directions(at: index, in: points)
        guard let a = incoming ?? outgoing, let b = outgoing ?? incoming else { return .zero }
        let (sum, length, miterLength) = miter(a, b)
        guard length > 1e-12 else { return Stroker.rot90(a) * distance }
        guard miterLength > miterLimit else { return sum * (miterLength / length * distance) }
        // Past the limit a true offset bevels the corner. Where the offset edges part there (a corner pointing the
        // way the outline moves: a speech bubble's tail growing heavier), one point can only stand for the bevel's
        // middle, half the two edges' normals away; the limit's length would stick out of the true offset as a
        // spike. Where they cross (the corner points against the move) the point goes in by the limit; between
        // straight edges, ``Prepared/Corner`` carries it on to where they meet.
        let parting = bevelling && turn(a, b) * distance < 0
        return parting ? sum * (distance / 2) : sum * (miterLimit / length * distance)
    }

    /// At a corner whose edges run in directions `a` then `b` (unit vectors): the sum of their left normals (the
    /// bisector, `length` long) and the miter's length per unit of distance, 1 / cos(half the turn).
    static func miter(_ a: Point, _ b: Point) -> (sum: Point, length: Double, miter: Double) {
        let sum = Stroker.rot90(a) + Stroker.rot90(b)
        let length = sum.length
        return (sum, length, length / max(1 + (a.x * b.x + a.y * b.y), 1e-12))
    }

    /// Which way a corner turns from direction `a` to `b`: positive toward `a`'s left normal (``Stroker/rot90(_:)``),
    /// negative away from it. Moved by a distance of the same sign (signed by the side), the corner's offset edges
    /// cross; of the other sign, they part.
    static func turn(_ a: Point, _ b: Point) -> Double {
        b.x * Stroker.rot90(a).x + b.y * Stroker.rot90(a).y
    }

    /// The index in a contour's points of each element's end point: its on-curve points.
    static func anchorIndices(of elements: [PathElement]) -> [Int] {
        var anchors: [Int] = []
        var cursor = 0
        for element in elements {
            let count = element.points.count
            if count > 0 { anchors.append(cursor + count - 1) }
            cursor += count
        }
        return anchors
    }

    /// The directions from the nearest distinct point before `points[index]` and to the nearest distinct one after
    /// it, walking around the contour; nil where every other point coincides with it.
    static func directions(at index: Int, in points: [Point]) -> (incoming: Point?, outgoing: Point?) {
        let (before, after) = neighbourIndices(at: index, in: points)
        let here = points[index]
        return (before.flatMap { Stroker.normalized(here - points[$0]) }, after.flatMap { Stroker.normalized(points[$0] - here) })
    }

    /// The indices of the nearest points before and after `points[index]`, walking around the contour, that
    /// differ from it enough to give a direction; nil where every other point coincides with it.
    static func neighbourIndices(at index: Int, in points: [Point]) -> (before: Int?, after: Int?) {
        let count = points.count
        let here = points[index]
        var before: Int?, after: Int?
        var step = 1
        while before == nil && step < count {
            let other = (index - step + count) % count
            if Stroker.normalized(here - points[other]) != nil { before = other }
            step += 1
        }
        step = 1
        while after == nil && step < count {
            let other = (index + step) % count
            if Stroker.normalized(points[other] - here) != nil { after = other }
            step += 1
        }
        return (before, after)
    }
}
