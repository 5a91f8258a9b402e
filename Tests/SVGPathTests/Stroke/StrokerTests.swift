import Testing
@testable import SVGPath

/// The stroker's contract: the outline's structure depends on the centerline only, so masters stroked at
/// different widths interpolate command by command.
@Suite struct StrokerTests {
    static let centerlines = [
        "M10 10L90 10",                                   // a line
        "M10 80L50 20L90 80",                             // a corner (outer round join, inner pivot)
        "M10 50C10 10 90 10 90 50S170 90 170 50",          // smooth cubics with an inflection
        "M50 10A40 40 0 1 1 49.9 10",                     // a nearly closed arc
        "M10 10L90 10L90 90L10 90Z",                      // a closed square
        "M20 50A30 30 0 1 0 80 50A30 30 0 1 0 20 50Z",   // a closed circle
        "M40 40L40 40",                                   // a dot
        "M10 10L50 10L50 10L90 50",                       // a repeated point
        "M10 50L90 50L10 50",                             // a reversal
    ]

    static func letters(_ path: VectorPath) -> String { String(path.elements.map(\.letter)) }

    @Test(arguments: centerlines, [StrokeGeometry.Cap.round, .butt, .square])
    func structureDoesNotDependOnWidth(data: String, cap: StrokeGeometry.Cap) throws {
        let centerline = try PathParser.parseStrict(data)
        for join in [StrokeGeometry.Join.round, .miter(limit: 4), .bevel] {
            let shapes = [0.5, 4, 10, 24, 40].map { Stroker.outline(of: centerline, style: StrokeGeometry(width: $0, cap: cap, join: join)) }
            #expect(Set(shapes.map(Self.letters)).count == 1, "\(data) \(cap) \(join)")
            let filled = [0.5, 24].map { Stroker.filledOutline(of: centerline, style: StrokeGeometry(width: $0, cap: cap, join: join)) }
            #expect(Self.letters(filled[0]) == Self.letters(filled[1]))
        }
    }

    @Test func aLineWithButtCapsIsARectangle() throws {
        let outline = Stroker.outline(of: try PathParser.parseStrict("M0 0L10 0"), style: StrokeGeometry(width: 4, cap: .butt))
        let box = try #require(outline.bounds)
        #expect(box == Rect(x: 0, y: -2, width: 10, height: 4))
    }

    @Test func roundCapsAndDotsAreHalfDiscs() throws {
        let line = Stroker.outline(of: try PathParser.parseStrict("M0 0L10 0"), style: StrokeGeometry(width: 4))
        let box = try #require(line.bounds)
        #expect(abs(box.minX + 2) < 1e-9 && abs(box.maxX - 12) < 1e-9 && abs(box.height - 4) < 1e-9)
        let dot = Stroker.outline(of: try PathParser.parseStrict("M5 5L5 5"), style: StrokeGeometry(width: 6))
        let points = dot.elements.compactMap { $0.points.last }
        #expect(points.allSatisfy { abs($0.distance(to: Point(x: 5, y: 5)) - 3) < 1e-9 })
        #expect(Stroker.outline(of: try PathParser.parseStrict("M5 5L5 5"), style: StrokeGeometry(width: 6, cap: .butt)).isEmpty)
    }

    @Test(arguments: [StrokeGeometry.Cap.round, .square])
    func dotsTurnLikeLinesSoThatOverlapsAdd(cap: StrokeGeometry.Cap) throws {
        // An exclamation mark whose dot reaches into the mark at a heavy weight: one path, non-zero rule. Where the
        // two overlap the ink stays (opposite turns would cancel there and leave a lens of background).
        func area(_ points: [Point]) -> Double {
            zip(points, points.dropFirst() + [points[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } / 2
        }
        let style = StrokeGeometry(width: 10, cap: cap)
        let line = Stroker.outline(of: try PathParser.parseStrict("M50 10L50 40"), style: style).flattened(tolerance: 0.01)
        let dot = Stroker.outline(of: try PathParser.parseStrict("M50 48L50 48"), style: style).flattened(tolerance: 0.01)
        #expect(line.count == 1 && dot.count == 1)
        #expect(area(line[0]) * area(dot[0]) > 0)
        let both = Stroker.outline(of: try PathParser.parseStrict("M50 10L50 40M50 48L50 48"), style: style)
        let grid = CoverageGrid(both, over: Rect(x: 40, y: 0, width: 20, height: 60), cell: 0.5)
        // The cell at (50, 44), inside the mark's cap and the dot both.
        #expect(grid.filled[88 * grid.columns + 20])
    }

    @Test func offsetArcsStayOnTheirCircles() throws {
        // A circle of radius 30 stroked 10 wide: the two contours lie on radii 35 and 25 (curvature-scaled arms).
        let circle = try PathParser.parseStrict("M20 50A30 30 0 1 0 80 50A30 30 0 1 0 20 50Z")
        let outline = Stroker.outline(of: circle, style: StrokeGeometry(width: 10))
        let center = Point(x: 50, y: 50)
        for polyline in outline.flattened(tolerance: 0.001) {
            let radii = polyline.map { $0.distance(to: center) }
            let mean = radii.reduce(0, +) / Double(radii.count)
            #expect(abs(mean - 35) < 0.05 || abs(mean - 25) < 0.05)
            #expect(radii.allSatisfy { abs($0 - mean) < 0.05 }, "radius drifts by \(radii.map { abs($0 - mean) }.max()!)")
        }
    }

    @Test func closedCenterlinesGiveContoursOfOppositeDirection() throws {
        let square = try PathParser.parseStrict("M10 10L90 10L90 90L10 90Z")
        let outline = Stroker.outline(of: square, style: StrokeGeometry(width: 8))
        let contours = outline.flattened(tolerance: 0.01)
        #expect(contours.count == 2)
        func area(_ points: [Point]) -> Double {
            zip(points, points.dropFirst() + [points[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } / 2
        }
        #expect(area(contours[0]) * area(contours[1]) < 0)
        // Filled: the centerline and the outer contour, in the same direction, reaching half the width outside.
        let filled = Stroker.filledOutline(of: square, style: StrokeGeometry(width: 8))
        let parts = filled.flattened(tolerance: 0.01)
        #expect(parts.count == 2 && area(parts[0]) * area(parts[1]) > 0)
        #expect(filled.bounds == Rect(x: 6, y: 6, width: 88, height: 88))
    }

    /// Relative moves of -1e308 add up to -inf, and a line between two points at -inf has no direction (NaN): its
    /// pieces force-unwrapped the tangent and trapped `glyphsmith import` (SIGILL). Found by the path-parser fuzz
    /// target; every cap and join now outlines it without trapping.
    @Test func linesBetweenInfinitePointsDoNotTrap() {
        let path = PathParser.parse("M-09.9-09.90 v-1e308 4-040 .909.90 v-1e308 .9-09.90 48").path
        for cap in StrokeGeometry.Cap.allCases {
            for join: StrokeGeometry.Join in [.round, .miter(limit: 4), .bevel] {
                _ = Stroker.outline(of: path, style: StrokeGeometry(width: 4, cap: cap, join: join))
                _ = Stroker.filledOutline(of: path, style: StrokeGeometry(width: 4, cap: cap, join: join))
            }
        }
    }
}
