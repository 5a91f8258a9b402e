extension OutlineOffset {
    /// The filled outline (non-zero rule) with each contour turned the way ``Stroker`` turns its outlines:
    /// counter-clockwise on screen around what is filled, clockwise around holes. Fills and stroke outlines so
    /// turned can be drawn as one path and fill the union of their regions (opposite turns would cancel where they
    /// overlap). Elements are kept one for one.
    ///
    /// A contour with fill on both sides (a shape drawn inside another the same way round, as Bootstrap draws a
    /// gear's hub; or one crossing others, as brand logos are often drawn) stays as drawn, unless the contours
    /// around it were turned over so that, drawn as it was, it now cancels them and cuts a hole the source does not
    /// have: then it turns over too (``cutsAHole(_:in:turned:epsilon:)``).
    package static func orientedLikeStrokeOutlines(_ path: VectorPath) -> VectorPath {
        orientedLikeStrokeOutlines(path, workLimit: .max) ?? path
    }

    /// ``orientedLikeStrokeOutlines(_:)``, or nil when deciding the contours' sides would read more than
    /// `workLimit` polygon points (``VectorPath/windingWorkLimit`` bounds an import's).
    package static func orientedLikeStrokeOutlines(_ path: VectorPath, workLimit: Int) -> VectorPath? {
        var work = workLimit
        return orientedLikeStrokeOutlines(path, work: &work)
    }

    /// ``orientedLikeStrokeOutlines(_:workLimit:)`` with `work` the polygon points left to read, less what this one
    /// reads when it decides (unchanged when it declines): the fills of one icon share one bound.
    package static func orientedLikeStrokeOutlines(_ path: VectorPath, work: inout Int) -> VectorPath? {
        let workLimit = work
        guard let box = path.controlPointBounds else { return path }
        var contours = path.subpaths
        let flat = contours.map { $0.flattened(tolerance: 0.01) }
        let polygons = WindingIndex(flat.flatMap { $0 })
        // Ten questions a contour to find its side, and twenty more (on two indexes much alike) for one filled on
        // both sides.
        let sides = workLimit == .max ? 0 : polygons.cost(of: flat.map { $0.first ?? [] }, questions: 10, limit: workLimit)
        guard sides <= workLimit else { return nil }
        var spent = sides
        let epsilon = max(box.width, box.height) * 1e-4 + 1e-9
        var bothSides: [Int] = []
        for (index, contour) in contours.enumerated() {
            let side = outwardSide(of: flat[index].first ?? [], in: polygons, epsilon: epsilon)
            if side < 0 { contours[index] = contour.reversedContours() }
            if side == 0 { bothSides.append(index) }
        }
        if !bothSides.isEmpty {
            if workLimit < .max {
                let more = polygons.cost(of: bothSides.map { flat[$0].first ?? [] }, questions: 20, limit: workLimit - sides)
                guard more <= workLimit - sides else { return nil }
                spent += more
            }
            var turned = VectorPath()
            for contour in contours { turned.append(contour) }
            let now = WindingIndex(turned.flattened(tolerance: 0.01))
            // These contours are still as drawn, so their polygons are the source's.
            for index in bothSides {
                guard let polygon = flat[index].first, cutsAHole(polygon, in: polygons, turned: now, epsilon: epsilon) else { continue }
                contours[index] = contours[index].reversedContours()
            }
        }
        var result = VectorPath()
        for contour in contours { result.append(contour) }
        if workLimit < .max { work -= spent }
        return result
    }

    /// Whether, at most of `polygon`'s edge samples, the source (`polygons`) fills both sides while the turned
    /// outline leaves the polygon's own inside empty. Turning the polygon over changes the winding only on its
    /// inside, by twice its own turn, so it fills that inside again and leaves the outside as it is.
    static func cutsAHole(_ polygon: [Point], in polygons: WindingIndex, turned: WindingIndex, epsilon: Double) -> Bool {
        let samples = VectorPath.edgeSamples(of: polygon, count: 5)
        let cuts = samples.filter { sample in
            let normal = Stroker.rot90(sample.direction) * epsilon
            let (plus, minus) = (sample.point + normal, sample.point - normal)
            guard polygons.windingNumber(at: plus) != 0, polygons.windingNumber(at: minus) != 0 else { return false }
            let inside = VectorPath.windingNumber(of: [polygon], at: plus) != 0 ? plus : minus
            let outside = inside == plus ? minus : plus
            return turned.windingNumber(at: inside) == 0 && turned.windingNumber(at: outside) != 0
        }
        return 2 * cuts.count > samples.count
    }
}
