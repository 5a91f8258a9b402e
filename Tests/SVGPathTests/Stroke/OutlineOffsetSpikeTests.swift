import Foundation
import Testing
@testable import SVGPath

/// Point-for-point offsets stay inside the true offset region: a sharp corner that the offset would draw out past
/// its bevel, and a segment whose offset turns over, are repaired where they are (no spike, no bar across a
/// counter), and the outline keeps its elements so that the masters still interpolate.
@Suite struct OutlineOffsetSpikeTests {
    /// A 24-unit icon's outline scaled to the 100-unit cap band.
    func icon(_ d: String) throws -> VectorPath {
        try PathParser.parseStrict(d).transformed(by: .scale(x: 100.0 / 24, y: 100.0 / 24))
    }

    /// A speech bubble with a sharp tail (25° at its tip) and a letter m cut into it.
    var bubble: VectorPath {
        get throws {
            try icon("M4 2H20C21.1 2 22 2.9 22 4V15C22 16.1 21.1 17 20 17H9L3.5 22.5L5.5 17H4C2.9 17 2 16.1 2 15V4C2 2.9 2.9 2 4 2Z "
                     + "M6.5 14V6.5H15.8C16.9 6.5 17.5 7.1 17.5 8.2V14H16.1V7.9H12.7V14H11.3V7.9H7.9V14Z")
        }
    }

    /// A chevron a little over half a unit thick.
    var chevron: VectorPath { get throws { try icon("M8 4L16 12L8 20L7.2 19.2L14.4 12L7.2 4.8Z") } }

    @Test(arguments: [-3.0, -1.5, 2.0, 4.0, 7.0])
    func theBubbleAndTheChevronStayWithinAUnitOfTheTrueOffset(distance: Double) throws {
        for (name, shape) in [("bubble", try bubble), ("chevron", try chevron)] {
            // The chevron is 2.4 units thick: thinning it by more turns it inside out, which the importer refuses.
            guard name == "bubble" || distance > -1.2 else { continue }
            let moved = OutlineOffset.moved(shape, by: distance)
            #expect(moved.elements.map(\.letter) == shape.elements.map(\.letter))
            let excursion = OutlineOffset.excursion(shape, moved, distance: distance)
            #expect(excursion <= 1, "\(name) moved by \(distance) leaves the true offset by \(excursion)")
        }
    }

    @Test func aSharpTipGrowingBolderEndsAtItsBevelNotAtTheMiterLimit() throws {
        let tip = Point(x: 3.5 * 100 / 24, y: 22.5 * 100 / 24)
        let moved = OutlineOffset.moved(try bubble, by: 6)
        let points = moved.elements.flatMap(\.points)
        let original = try bubble.elements.flatMap(\.points)
        let index = try #require(original.firstIndex { ($0 - tip).length < 1e-9 })
        // The 25° tip's miter would be 4.6 distances long, clamped to 4: 24 units of spike. Its bevel's middle is
        // cos(77.5°) of a distance out.
        #expect((points[index] - tip).length < 6, "\((points[index] - tip).length)")
    }

    @Test func aRoundedCornerTighterThanTheInwardMoveBecomesACorner() throws {
        // A square whose corners are quarter circles of radius 2 (cubics), thinned by 5: the arcs would turn over
        // into loops past each corner; they collapse onto the corner the edges meet in.
        let k = 2 * 0.5523
        let square = try PathParser.parseStrict(
            "M2 0H38C\(38 + k) 0 40 \(2 - k) 40 2V38C40 \(38 + k) \(38 + k) 40 38 40H2C\(2 - k) 40 0 \(38 + k) 0 38V2C0 \(2 - k) \(2 - k) 0 2 0Z")
        let moved = OutlineOffset.moved(square, by: -5)
        #expect(moved.elements.map(\.letter) == square.elements.map(\.letter))
        #expect(OutlineOffset.excursion(square, moved, distance: -5) <= 0.5)
        let box = try #require(moved.bounds)
        #expect(abs(box.minX - 5) < 1e-6 && abs(box.maxX - 35) < 1e-6, "\(box)")
        #expect(moved.windingNumber(at: Point(x: 5.5, y: 5.5)) != 0, "the corner is square")
    }

    @Test func aContourThinnerThanTheMoveShrinksToAPointInsteadOfTurningInsideOut() throws {
        let dot = try PathParser.parseStrict("M0 0H2V2H0Z M10 0H40V30H10Z")
        let moved = OutlineOffset.moved(dot, by: -3)
        let first = moved.subpaths[0].elements.flatMap(\.points)
        #expect(first.allSatisfy { ($0 - Point(x: 1, y: 1)).length < 1e-9 }, "\(first)")
        #expect(moved.windingNumber(at: Point(x: 1, y: 1)) == 0)
    }

    /// A 20-unit square cut along its diagonal by a hairline: each half has 45° corners at the cut's ends.
    var halves: VectorPath { get throws { try PathParser.parseStrict("M0.2 0H20V19.8Z M0 0.2V20H19.8Z") } }

    @Test func piecesPartedByAHairlineGrowNoBarbsWhereTheyMeet() throws {
        // Each half's 45° tip would grow a miter 2.6 times the distance long, out of the grown square's corner.
        let square = try PathParser.parseStrict("M0 0H20V20H0Z")
        let moved = OutlineOffset.moved(try halves, by: 3)
        #expect(moved.elements.map(\.letter) == (try halves).elements.map(\.letter))
        let excursion = OutlineOffset.excursion(square, moved, distance: 3)
        #expect(excursion <= 1, "the grown halves leave the grown square by \(excursion)")
    }

    @Test func aPieceAloneKeepsItsMiterAndAStrayPointIsNoNeighbour() throws {
        // One half alone is a triangle whose 45° tip grows its full miter, as a star's points do.
        let half = try PathParser.parseStrict("M0.2 0H20V19.8Z")
        let alone = OutlineOffset.moved(half, by: 3).elements.flatMap(\.points)
        #expect(alone[0].x < -5, "the tip at (0.2, 0) moved to \(alone[0])")
        // A `m 0 0` after the `z` is a point on that tip, not a piece beside it.
        let stray = OutlineOffset.moved(try PathParser.parseStrict("M0.2 0H20V19.8Z m0 0"), by: 3).elements.flatMap(\.points)
        #expect(Array(stray.prefix(alone.count)) == alone)
    }

    /// A 40-unit square with a slit cut into it: a triangle 15° at its tip, like the gap between an envelope's flap and
    /// the slash across it.
    var slit: VectorPath { get throws { try PathParser.parseStrict("M0 0H40V40H0Z M4 16L4 24L34 20Z") } }

    @Test func aCountersSharpTipRecedesToWhereItsMovedEdgesMeet() throws {
        // Growing the ink by 1 moves the slit's edges in by 1, so its tip recedes 1 / sin(7.6°) = 7.6 units along
        // its axis. Stopped at the miter limit (4 units), the tip would taper on as a sliver a render breaks into
        // beads.
        let tip = OutlineOffset.moved(try slit, by: 1).subpaths[1].elements.flatMap(\.points)[2]
        #expect(abs(tip.x - (34 - 1 / sin(atan(4.0 / 30)))) < 1e-6, "the tip at (34, 20) moved to \(tip)")
        #expect(abs(tip.y - 20) < 1e-9)
        #expect(OutlineOffset.excursion(try slit, OutlineOffset.moved(try slit, by: 1), distance: 1) <= 0.5)
    }

    @Test func aThinPointThinsToWhereItsMovedEdgesMeet() throws {
        // The same triangle alone is a thin point: thinned by 1, its tip goes in by as much as the slit's.
        let spike = try PathParser.parseStrict("M4 16L34 20L4 24Z")
        let moved = OutlineOffset.moved(spike, by: -1).elements.flatMap(\.points)
        #expect(abs(moved[1].x - (34 - 1 / sin(atan(4.0 / 30)))) < 1e-6, "the tip at (34, 20) moved to \(moved[1])")
        #expect(abs(moved[1].y - 20) < 1e-9)
    }

    @Test(arguments: [1.0, 2.0])
    func aCountersTipBetweenCurvesStaysWithinTheTrueOffset(distance: Double) throws {
        // A lens-shaped counter: its tips' tangents meet far beyond where its curved sides, spreading apart, meet
        // when they move. Such a tip keeps the miter limit.
        let lens = try PathParser.parseStrict("M0 0V100H100V0Z M20 50C40 49 60 30 80 50C60 70 40 51 20 50Z")
        let moved = OutlineOffset.moved(lens, by: distance)
        let excursion = OutlineOffset.excursion(lens, moved, distance: distance)
        #expect(excursion <= 0.5, "the grown lens leaves the true offset by \(excursion)")
        #expect(OutlineOffset.offset(try PathParser.parseStrict("M20 50C40 49 60 30 80 50C60 70 40 51 20 50Z"), by: -1).keepsShape)
    }
}
