/// Closed polygons indexed by horizontal band, for asking the winding number around many points: a point meets only
/// the polygons whose height spans it, not every polygon of the path. Deciding which side of each contour is filled
/// asks it ten times a contour, so a path of thousands of small contours (hostile or merely busy artwork) would
/// otherwise cost the square of their number.
struct WindingIndex {
    /// Each polygon's extent: a point below `minY`, at or above `maxY`, or at or right of `maxX` gets nothing from
    /// it (the winding number counts crossings of a ray going right).
    private let extents: [(minY: Double, maxY: Double, maxX: Double)]
    private let top: Double
    private let bandHeight: Double
    /// The polygons whose height meets each band.
    private let bands: [[Int32]]
    /// Polygons with a point that is not finite (hostile artwork): asked about every point, as they were.
    private let unbounded: [Int32]
    /// The points of the polygons each band holds, and of the unbounded ones: what a question in the band reads.
    private let bandPoints: [Int]
    private let unboundedPoints: Int
    /// The polygons' points one after another (polygon `i` is `points[starts[i]..<starts[i + 1]]`), and each run
    /// of ``chunk`` edges' height (polygon `i`'s first run is `runs[firstRun[i]]`): a question reads the edges of
    /// the runs its ray meets, not every point of a polygon its band holds. A ring over a thousand others is
    /// crossed by the ray in two of its runs: stacked rings cost a few times less to ask about, with the same
    /// crossings counted (an edge is crossed only where its height spans the ray, so only where its run's does).
    private let points: [Point]
    private let starts: [Int]
    private let firstRun: [Int]
    private let runs: [(minY: Double, maxY: Double)]
    private static let chunk = 16

    init(_ polygons: [[Point]]) {
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
        bandPoints = bands.map { $0.reduce(0) { $0 + polygons[Int($1)].count } }
        unboundedPoints = unbounded.reduce(0) { $0 + polygons[Int($1)].count }
        var points: [Point] = []
        points.reserveCapacity(polygons.reduce(0) { $0 + $1.count })
        var starts = [0], firstRun: [Int] = [], runs: [(minY: Double, maxY: Double)] = []
        for polygon in polygons {
            firstRun.append(runs.count)
            points.append(contentsOf: polygon)
            starts.append(points.count)
            // Run `r` holds the edges ending at points chunk·r ..< chunk·(r + 1); the first edge starts at the last point.
            var previous = polygon.last ?? .zero
            var start = 0
            while start < polygon.count {
                let end = min(start + Self.chunk, polygon.count)
                var (low, high) = (previous.y, previous.y)
                for p in polygon[start..<end] { (low, high) = (min(low, p.y), max(high, p.y)) }
                runs.append((low, high))
                previous = polygon[end - 1]
                start = end
            }
        }
        self.points = points
        self.starts = starts
        self.firstRun = firstRun
        self.runs = runs
    }

    /// Polygon `index`'s points, for the questions asked edge by edge (a point or a polygon that is not finite).
    private func polygon(_ index: Int) -> [Point] {
        Array(points[starts[index]..<starts[index + 1]])
    }

    /// The signed crossings of polygon `index`'s edges by the ray going right from `point` (finite): its winding
    /// number around the point, as ``VectorPath/windingNumber(of:at:evenOdd:)`` counts it edge by edge, reading
    /// only the runs of edges whose height spans the ray.
    private func winding(of index: Int, at point: Point) -> Int {
        let (start, end) = (starts[index], starts[index + 1])
        guard end - start > 1 else { return 0 }
        return points.withUnsafeBufferPointer { p in
            runs.withUnsafeBufferPointer { runs in
                var winding = 0
                var run = firstRun[index]
                var k = start
                while k < end {
                    let stop = min(k + Self.chunk, end)
                    // An edge is crossed only where one end is at or above the ray and the other below it, so only
                    // where its run's height spans the ray.
                    if point.y >= runs[run].minY, point.y < runs[run].maxY {
                        var previous = p[k == start ? end - 1 : k - 1]
                        for j in k..<stop {
                            winding += VectorPath.crossing(from: previous, to: p[j], byRayFrom: point)
                            previous = p[j]
                        }
                    }
                    k = stop
                    run += 1
                }
                return winding
            }
        }
    }

    /// The polygon points that `questions` questions about points along `polygon` read, about: those of the polygons
    /// in the bands its height meets, on average over those bands (a point that is not finite reads every polygon).
    func cost(of polygon: [Point], questions: Int) -> Int {
        guard let first = polygon.first else { return 0 }
        var (low, high) = (first.y, first.y)
        for point in polygon { (low, high) = (min(low, point.y), max(high, point.y)) }
        guard low.isFinite, high.isFinite else { return points.count.multipliedReportingOverflow(by: questions).partialValue }
        let range = Self.band(low, top, bandHeight, bands.count)...Self.band(high, top, bandHeight, bands.count)
        let read = range.reduce(0) { $0 + bandPoints[$1] } / range.count + unboundedPoints
        let (total, overflow) = read.multipliedReportingOverflow(by: questions)
        return overflow ? Int.max : total
    }

    /// The polygon points that `questions` questions about points along each of `polygons` read, about; the sum
    /// stops growing once past `limit`.
    func cost(of polygons: [[Point]], questions: Int, limit: Int = VectorPath.windingWorkLimit) -> Int {
        var total = 0
        for polygon in polygons {
            total = total.addingReportingOverflow(cost(of: polygon, questions: questions)).partialValue
            if total > limit || total < 0 { return Int.max }
        }
        return total
    }

    private static func band(_ y: Double, _ top: Double, _ height: Double, _ count: Int) -> Int {
        let value = ((y - top) / height).rounded(.down)
        return value.isFinite ? Int(clamping: value, to: 0...max(0, count - 1)) : 0
    }

    /// The winding number around `point`: the same as ``VectorPath/windingNumber(of:at:evenOdd:)`` over all the
    /// polygons (a polygon whose extent does not meet the ray contributes nothing to it).
    func windingNumber(at point: Point) -> Int {
        guard point.y.isFinite, point.x.isFinite else { return VectorPath.windingNumber(of: firstRun.indices.map(polygon), at: point) }
        var winding = unbounded.reduce(0) { $0 + VectorPath.windingNumber(of: [polygon(Int($1))], at: point) }
        for index in bands[Self.band(point.y, top, bandHeight, bands.count)] {
            let extent = extents[Int(index)]
            guard point.y >= extent.minY, point.y < extent.maxY, point.x < extent.maxX else { continue }
            winding += self.winding(of: Int(index), at: point)
        }
        return winding
    }

    /// How many of the polygons, other than the one at `excluded`, contain `point` (each by the even-odd rule):
    /// the same as asking each polygon alone.
    func containing(_ point: Point, excluding excluded: Int) -> Int {
        guard point.y.isFinite, point.x.isFinite else {
            return firstRun.indices.filter { $0 != excluded && VectorPath.windingNumber(of: [polygon($0)], at: point, evenOdd: true) != 0 }.count
        }
        var count = 0
        for index in unbounded where Int(index) != excluded {
            count += VectorPath.windingNumber(of: [polygon(Int(index))], at: point, evenOdd: true)
        }
        for index in bands[Self.band(point.y, top, bandHeight, bands.count)] where Int(index) != excluded {
            let extent = extents[Int(index)]
            guard point.y >= extent.minY, point.y < extent.maxY, point.x < extent.maxX else { continue }
            count += winding(of: Int(index), at: point) & 1
        }
        return count
    }
}

extension VectorPath {
    /// The most polygon points the winding questions about one outline may read (``WindingIndex``), about 0.1 s.
    /// The index only helps where contours are short or lie side by side: thousands of large contours stacked on
    /// each other (5,000 rings over one another, every band holding every ring) still make each question read all
    /// of them, which took minutes. What an outline past this would decide (which way its contours turn, which side
    /// of them moves) is left as drawn, and the importer says so. Icons read a few hundred thousand.
    package static let windingWorkLimit = 40_000_000
}
