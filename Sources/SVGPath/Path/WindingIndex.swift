/// Closed polygons indexed by horizontal band, for asking the winding number around many points: a point meets only
/// the polygons whose height spans it, not every polygon of the path. Deciding which side of each contour is filled
/// asks it ten times a contour, so a path of thousands of small contours (hostile or merely busy artwork) would
/// otherwise cost the square of their number.
struct WindingIndex {
    private let polygons: [[Point]]
    /// Each polygon's extent: a point below `minY`, at or above `maxY`, or at or right of `maxX` gets nothing from
    /// it (the winding number counts crossings of a ray going right).
    private let extents: [(minY: Double, maxY: Double, maxX: Double)]
    private let top: Double
    private let bandHeight: Double
    /// The polygons whose height meets each band.
    private let bands: [[Int32]]
    /// Polygons with a point that is not finite (hostile artwork): asked about every point, as they were.
    private let unbounded: [Int32]

    init(_ polygons: [[Point]]) {
        self.polygons = polygons
        let extents = polygons.map { polygon in
            polygon.reduce((minY: Double.infinity, maxY: -Double.infinity, maxX: -Double.infinity)) {
                (min($0.minY, $1.y), max($0.maxY, $1.y), max($0.maxX, $1.x))
            }
        }
        self.extents = extents
        let bounded = polygons.map { $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        let finite = extents.indices.filter { bounded[$0] }.map { extents[$0] }
        let low = finite.map(\.minY).min() ?? 0, high = finite.map(\.maxY).max() ?? 0
        let count = max(1, min(polygons.count, 1024))
        top = low
        bandHeight = high > low ? (high - low) / Double(count) : 1
        var bands = [[Int32]](repeating: [], count: count)
        var unbounded: [Int32] = []
        for (index, extent) in extents.enumerated() {
            guard bounded[index] else {
                unbounded.append(Int32(index))
                continue
            }
            for band in Self.band(extent.minY, top, bandHeight, count)...Self.band(extent.maxY, top, bandHeight, count) {
                bands[band].append(Int32(index))
            }
        }
        self.bands = bands
        self.unbounded = unbounded
    }

    private static func band(_ y: Double, _ top: Double, _ height: Double, _ count: Int) -> Int {
        let value = ((y - top) / height).rounded(.down)
        return value.isFinite ? Int(clamping: value, to: 0...max(0, count - 1)) : 0
    }

    /// The winding number around `point`: the same as ``VectorPath/windingNumber(of:at:evenOdd:)`` over all the
    /// polygons (a polygon whose extent does not meet the ray contributes nothing to it).
    func windingNumber(at point: Point) -> Int {
        guard point.y.isFinite, point.x.isFinite else { return VectorPath.windingNumber(of: polygons, at: point) }
        var winding = unbounded.reduce(0) { $0 + VectorPath.windingNumber(of: [polygons[Int($1)]], at: point) }
        for index in bands[Self.band(point.y, top, bandHeight, bands.count)] {
            let extent = extents[Int(index)]
            guard point.y >= extent.minY, point.y < extent.maxY, point.x < extent.maxX else { continue }
            winding += VectorPath.windingNumber(of: [polygons[Int(index)]], at: point)
        }
        return winding
    }
}
