extension OutlineOffset {
    /// For each contour (its points, as ``Prepared`` walks them; which side is outward; its outline flattened), the
    /// corners whose miter a heavier offset cuts short (``Tuning/junctionMiter``): sharp corners (under 60°, whose miter is
    /// more than twice the distance) pointing the way the outline grows, within ``Tuning/junctionReach`` of another
    /// contour. Each piece of a sliced shape would grow its own miter there and stick out of the grown union as a
    /// barb (Simple Icons' Anycubic cube at Black), where the union's own corner is blunt. A star's points, alone,
    /// keep their miters.
    static func junctions(_ contours: [(points: [Point], side: Double, outline: [Point])], tuning: Tuning) -> [Set<Int>] {
        let junctionReach = tuning.junctionReach
        var result = contours.map { _ in Set<Int>() }
        guard contours.count > 1 else { return result }
        // Each contour's bounds; none for a contour that encloses nothing (a stray `m 0 0` after a `z` is a point
        // on the corner it follows, not a piece).
        let boxes = contours.map { contour -> Rect? in
            guard contour.outline.count > 2, contour.side != 0, let first = contour.outline.first else { return nil }
            var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
            for p in contour.outline {
                (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
            }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        var budget = tuning.junctionBudget
        for (c, contour) in contours.enumerated() where contour.side != 0 {
            let points = contour.points
            for index in points.indices where isSharpParting(at: index, in: points, side: contour.side) {
                let here = points[index]
                var near = false
                for (other, box) in boxes.enumerated() where other != c && !near {
                    budget -= 1
                    guard budget > 0 else { return result }
                    guard let box, here.x >= box.minX - junctionReach, here.x <= box.maxX + junctionReach,
                          here.y >= box.minY - junctionReach, here.y <= box.maxY + junctionReach else { continue }
                    let others = contours[other].outline
                    budget -= others.count
                    guard budget > 0 else { return result }
                    var previous = others[others.count - 1]
                    for p in others {
                        if StrokeCoverage.distance(here, previous, p) < junctionReach { near = true; break }
                        previous = p
                    }
                }
                if near { result[c].insert(index) }
            }
        }
        return result
    }

    /// Whether the corner at `points[index]` is under 60° and points the way an offset toward `side` moves it.
    static func isSharpParting(at index: Int, in points: [Point], side: Double) -> Bool {
        guard points.count > 2, case let (a?, b?) = directions(at: index, in: points) else { return false }
        // A turn of more than 120° leaves a corner under 60°; the edges part where the corner points outward.
        let sharp = a.x * b.x + a.y * b.y < -0.5
        let parting = turn(a, b) * side < 0
        return sharp && parting
    }
}
