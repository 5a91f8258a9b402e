import Foundation
import Testing
@testable import SVGPath

@Suite struct ArcConversionTests {
    /// Samples a cubic at t.
    func sample(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        VectorPath.cubicPoint(p0, c1, c2, p1, t)
    }

    @Test func quarterCircleStaysOnTheCircle() {
        let cubics = ArcConversion.cubics(from: Point(x: 10, y: 0), to: Point(x: 0, y: 10), radiusX: 10, radiusY: 10,
                                          rotationDegrees: 0, largeArc: false, sweep: true)
        #expect(cubics.count == 1)
        guard case .cubic(let c1, let c2, let end) = cubics[0] else { Issue.record("not a cubic"); return }
        for t in stride(from: 0.0, through: 1, by: 0.1) {
            let q = sample(Point(x: 10, y: 0), c1, c2, end, t)
            #expect(abs(q.length - 10) / 10 < 1e-3)
        }
    }

    @Test func largeArcsSplitIntoAtMostNinetyDegreePieces() {
        let cubics = ArcConversion.cubics(from: Point(x: 10, y: 0), to: Point(x: -10, y: 0), radiusX: 10, radiusY: 10,
                                          rotationDegrees: 0, largeArc: true, sweep: true)
        #expect(cubics.count == 2)
        let full = ArcConversion.cubics(from: Point(x: 10, y: 0), to: Point(x: 10, y: -0.001), radiusX: 10, radiusY: 10,
                                        rotationDegrees: 0, largeArc: true, sweep: true)
        #expect(full.count == 4)
    }

    @Test func tooSmallRadiiAreScaledUpToReach() {
        // Radius 1 cannot span 10 units: it becomes 5, a half circle through (5, ±5).
        let cubics = ArcConversion.cubics(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0), radiusX: 1, radiusY: 1,
                                          rotationDegrees: 0, largeArc: false, sweep: true)
        let bounds = VectorPath([.move(to: .zero)] + cubics).bounds!
        #expect(abs(bounds.height - 5) < 1e-3)
        #expect(abs(bounds.width - 10) < 1e-9)
    }

    @Test func rotatedEllipsesFollowTheirAxes() {
        // An ellipse rotated 90°: rx 10 along y.
        let cubics = ArcConversion.cubics(from: Point(x: 0, y: -10), to: Point(x: 0, y: 10), radiusX: 10, radiusY: 5,
                                          rotationDegrees: 90, largeArc: false, sweep: true)
        let bounds = VectorPath([.move(to: Point(x: 0, y: -10))] + cubics).bounds!
        #expect(abs(bounds.width - 5) < 1e-3)
        #expect(abs(bounds.height - 20) < 1e-9)
    }

    @Test func absurdRadiiDrawTheChordInsteadOfTrapping() throws {
        let path = try PathParser.parseStrict("M0 0A1e300 1e300 0 0 1 1e300 1e300")
        #expect(path.elements.count >= 2)
    }

    @Test func sweepFlagPicksTheSide() {
        // sweep-flag 1 runs in the positive-angle direction: clockwise on screen, y pointing down.
        let right = VectorPath([.move(to: .zero)] + ArcConversion.cubics(from: .zero, to: Point(x: 0, y: 10), radiusX: 5, radiusY: 5, rotationDegrees: 0, largeArc: false, sweep: true)).bounds!
        let left = VectorPath([.move(to: .zero)] + ArcConversion.cubics(from: .zero, to: Point(x: 0, y: 10), radiusX: 5, radiusY: 5, rotationDegrees: 0, largeArc: false, sweep: false)).bounds!
        #expect(right.maxX > 4.99 && left.minX < -4.99)
    }
}
