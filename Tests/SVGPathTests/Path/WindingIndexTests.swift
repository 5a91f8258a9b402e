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
