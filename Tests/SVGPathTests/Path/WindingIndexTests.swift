import Testing
@testable import SVGPath

/// The banded index gives every point the winding number the polygons give it one by one.
@Suite struct WindingIndexTests {
    @Test func theIndexCountsAsEveryPolygonDoes() {
        // Small squares of both turns, overlapping ones, a large ring around them, a sliver, a lone point and a
        // polygon with an infinite corner.
        var generator = SplitMix(seed: 11)
        var polygons: [[Point]] = [[Point(x: -1, y: -1), Point(x: 21, y: -1), Point(x: 21, y: 21), Point(x: -1, y: 21)],
                                   [Point(x: 0, y: 5), Point(x: 20, y: 5.0001), Point(x: 0, y: 5.0002)],
                                   [Point(x: 3, y: 3)],
                                   [Point(x: 2, y: 2), Point(x: .infinity, y: 4), Point(x: 2, y: 6)]]
        for _ in 0..<300 {
            let x = generator.next(in: 0...20), y = generator.next(in: 0...20), side = generator.next(in: 0.1...3)
            let square = [Point(x: x, y: y), Point(x: x + side, y: y), Point(x: x + side, y: y + side), Point(x: x, y: y + side)]
            polygons.append(generator.next(in: 0...1) < 0.5 ? square : square.reversed())
        }
        let index = WindingIndex(polygons)
        for _ in 0..<2000 {
            let point = Point(x: generator.next(in: -2...22), y: generator.next(in: -2...22))
            #expect(index.windingNumber(at: point) == VectorPath.windingNumber(of: polygons, at: point))
        }
        #expect(index.windingNumber(at: Point(x: .nan, y: 3)) == VectorPath.windingNumber(of: polygons, at: Point(x: .nan, y: 3)))
        // The polygons around a point, each by the even-odd rule, counted as each polygon alone counts them.
        for excluded in [0, 5, -1] {
            for _ in 0..<500 {
                let point = Point(x: generator.next(in: -2...22), y: generator.next(in: -2...22))
                let one = polygons.indices.filter { $0 != excluded && VectorPath.windingNumber(of: [polygons[$0]], at: point, evenOdd: true) != 0 }
                #expect(index.containing(point, excluding: excluded) == one.count)
            }
        }
    }

    /// `count` rings of radius 9 a little apart, each over all the others: every band of the index holds every ring.
    static func stackedRings(_ count: Int) -> VectorPath {
        let d = (0..<count).map { i in
            let (x, y) = (12 + Double(i % 7) * 0.1, 12 + Double(i % 11) * 0.1)
            return "M\(x - 9) \(y)a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM\(x - 7) \(y)a7 7 0 1 1 14 0a7 7 0 1 1 -14 0z"
        }.joined()
        return PathParser.parse(d).path
    }

    @Test func questionsAboutContoursStackedOnEachOtherCostTheSquareOfTheirNumberAndAreBounded() {
        // The cost estimate grows with the square of stacked rings, and linearly with squares one above another
        // (the index's bands are horizontal).
        let cost = { (path: VectorPath) in
            let polygons = path.flattened(tolerance: 0.01)
            return WindingIndex(polygons).cost(of: polygons, questions: 10, limit: .max)
        }
        let (ten, forty) = (cost(Self.stackedRings(10)), cost(Self.stackedRings(40)))
        #expect(forty > 12 * ten)
        let apart = { (count: Int) in
            PathParser.parse((0..<count).map { "M0 \(3 * $0)h2v2h-2z" }.joined()).path
        }
        #expect(cost(apart(400)) < 5 * cost(apart(100)))
        // Past the limit both rewrites decline (the caller keeps the fill as drawn and says so); within it they
        // are what they are without one. Each rewrite is made once without a limit and once within it: the
        // questions about 40 stacked rings are what this test spends its time on (66 s under AddressSanitizer when
        // every comparison asked them again).
        let rings = Self.stackedRings(40)
        let (holes, sides) = (rings.evenOddAsNonZero(), OutlineOffset.orientedLikeStrokeOutlines(rings))
        // (Finding holes asks one question a contour, a tenth of what finding sides asks.)
        #expect(rings.evenOddAsNonZero(workLimit: forty / 10 - 1) == nil)
        #expect(OutlineOffset.orientedLikeStrokeOutlines(rings, workLimit: forty - 1) == nil)
        // The work given is shared: what one rewrite reads is taken from it, and a second finds too little left.
        var work = forty / 10
        #expect(rings.evenOddAsNonZero(work: &work) == holes)
        #expect(work == 0)
        #expect(rings.evenOddAsNonZero(work: &work) == nil)
        #expect(work == 0)
        work = 3 * forty
        #expect(OutlineOffset.orientedLikeStrokeOutlines(rings, work: &work) == sides)
        #expect(work >= 0 && work <= 2 * forty)
        // 300 of them (600 contours) are past the import's limit, and finding that out is cheap.
        let many = Self.stackedRings(300)
        #expect(many.evenOddAsNonZero(workLimit: VectorPath.windingWorkLimit) == nil)
        #expect(OutlineOffset.orientedLikeStrokeOutlines(many, workLimit: VectorPath.windingWorkLimit) == nil)
    }
}

/// A small deterministic generator, so that the test sees the same polygons every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(in range: ClosedRange<Double>) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Double(z >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
