import SVGPath

/// Keeps heavy strokes whole. A centerline stroked wider than its tightest bends allows leaves holes in an outline
/// made of offset contours (``StrokeCoverage``): a small circle at Black gets a hole in its middle. For such a
/// stroke the masters are built per subpath: a closed subpath whose stroke leaves no space inside at the Black
/// width gets its inner contour collapsed to a point there (the ring becomes a disc, and shrinks its hole smoothly
/// across the weights); if holes remain, the Black width is brought back toward Regular's until they go.
enum StrokeWeights {
    /// Fixes the master outlines of strokes that would leave holes; returns how many had to be drawn narrower.
    /// Throws when a stroke reaches so far (control points 1e300 apart) that its outline cannot be checked.
    static func limitHeavyWidths(_ layers: inout [SketchLayer]) throws(IntegerConversionError) -> Int {
        let widths = MasterBuilder.masterWidths.map(\.1)
        var narrowed = 0
        for l in layers.indices {
            for s in layers[l].shapes.indices {
                let shape = layers[l].shapes[s]
                guard !shape.fixedOutline, !shape.filled, shape.masterOutlines == nil else { continue }
                let style = { (width: Double) in StrokeGeometry(width: width, cap: shape.cap, join: shape.join) }
                let regular = widths[1] * shape.weight, black = widths[2] * shape.weight
                let subpaths = shape.centerline.subpaths
                // A closed subpath whose stroke as drawn leaves nothing inside is a dot (a circle of radius 1
                // stroked 2 wide): it stays a dot at every weight, where a lighter stroke would open it into a ring.
                let drawn = VariantComposer.regularWidth * shape.weight
                let dots = Set(subpaths.indices.filter { isDot(subpaths[$0], width: drawn) })
                let heavy = Stroker.outline(of: shape.centerline, style: style(black))
                if dots.isEmpty, try StrokeCoverage.holes(in: heavy, centerline: shape.centerline, width: black) == 0 { continue }
                let lightest = widths[0] * shape.weight
                // A dot's ring at the lightest width, where its inner contour is a proper ring (stroked once).
                let rings = Dictionary(uniqueKeysWithValues: dots.map { ($0, Stroker.outline(of: subpaths[$0], style: style(lightest))) })
                func outline(_ width: Double, collapsing: Bool) -> VectorPath {
                    var result = VectorPath()
                    for (index, subpath) in subpaths.enumerated() {
                        var piece = Stroker.outline(of: subpath, style: style(width))
                        if let ring = rings[index] {
                            piece = collapsedDot(piece, reference: ring)
                        } else if collapsing {
                            piece = collapsedInside(piece, of: subpath, width: width, regular: regular, style: style)
                        }
                        result.append(piece)
                    }
                    return result
                }
                let masters = [outline(lightest, collapsing: false), outline(regular, collapsing: false)]
                var heaviest = outline(black, collapsing: true)
                if try StrokeCoverage.holes(in: heaviest, centerline: shape.centerline, width: black) > 0 {
                    var step = 0.0
                    for candidate in [0.8, 0.6, 0.4, 0.2] {
                        let width = regular + candidate * (black - regular)
                        if try StrokeCoverage.holes(in: outline(width, collapsing: true), centerline: shape.centerline, width: width) == 0 {
                            step = candidate
                            break
                        }
                    }
                    heaviest = outline(regular + step * (black - regular), collapsing: true)
                    narrowed += 1
                }
                layers[l].shapes[s].masterOutlines = masters + [heaviest]
            }
        }
        return narrowed
    }

    /// Whether `subpath` is closed, small, and stroked at `width` leaves no space inside.
    static func isDot(_ subpath: VectorPath, width: Double) -> Bool {
        guard subpath.elements.last.map({ if case .close = $0 { true } else { false } }) == true,
              let box = subpath.bounds, max(box.width, box.height) <= 2 * width else { return false }
        return !StrokeCoverage.leavesSpaceInside(subpath, width: width)
    }

    /// A dot's outline at any width: its inner contour (the smaller one of the ring at the lightest width, where
    /// it is a proper ring) collapsed to its centre, so that the ring fills.
    static func collapsedDot(_ outline: VectorPath, reference: VectorPath) -> VectorPath {
        let ring = reference.subpaths
        guard ring.count == 2 else { return outline }
        return collapsing(outline, inner: abs(ring[0].signedArea) < abs(ring[1].signedArea) ? 0 : 1, centreFrom: ring)
    }

    /// The outline of one closed subpath with its inner contour collapsed to its centre, when the stroke at this
    /// width leaves no space inside the subpath; otherwise the outline as it is.
    static func collapsedInside(_ outline: VectorPath, of subpath: VectorPath, width: Double, regular: Double,
                                style: (Double) -> StrokeGeometry) -> VectorPath {
        guard outline.subpaths.count == 2, !StrokeCoverage.leavesSpaceInside(subpath, width: width) else { return outline }
        // Which contour is the inner one is read at Regular's width, where it is a proper ring.
        let reference = Stroker.outline(of: subpath, style: style(regular)).subpaths
        guard reference.count == 2 else { return outline }
        return collapsing(outline, inner: abs(reference[0].signedArea) < abs(reference[1].signedArea) ? 0 : 1,
                          centreFrom: outline.subpaths)
    }

    /// A two-contour outline with contour `inner` collapsed, point for point, onto the centre of the points of
    /// `centreFrom[inner]` (elements kept, so that the masters still interpolate).
    static func collapsing(_ outline: VectorPath, inner: Int, centreFrom contours: [VectorPath]) -> VectorPath {
        let own = outline.subpaths
        let points = contours[inner].elements.flatMap(\.points)
        guard own.count == 2, !points.isEmpty else { return outline }
        let centre = points.reduce(Point.zero) { $0 + $1 } * (1 / Double(points.count))
        var result = VectorPath()
        for (index, contour) in own.enumerated() {
            result.append(index == inner ? VectorPath(contour.elements.map { $0.mapped { _ in centre } }) : contour)
        }
        return result
    }
}
