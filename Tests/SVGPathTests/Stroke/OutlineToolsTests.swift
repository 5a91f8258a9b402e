import Testing
@testable import SVGPath

/// Contours as filled regions, outlines offset point for point, dashes, and stroke coverage: the geometry the SVG
/// importer builds its weights from.
@Suite struct OutlineToolsTests {
    func path(_ d: String) throws -> VectorPath { try PathParser.parseStrict(d) }

    @Test func anEvenOddDonutFillsTheSameRingUnderNonZero() throws {
        // Two circles drawn the same way round: non-zero would fill the hole, even-odd does not.
        let donut = try path("M0 10A10 10 0 1 1 20 10A10 10 0 1 1 0 10Z M5 10A5 5 0 1 1 15 10A5 5 0 1 1 5 10Z")
        #expect(donut.windingNumber(at: Point(x: 10, y: 10)) != 0)
        let rewritten = donut.evenOddAsNonZero()
        #expect(rewritten.windingNumber(at: Point(x: 10, y: 10)) == 0)
        #expect(rewritten.windingNumber(at: Point(x: 2, y: 10)) != 0)
        #expect(rewritten.elements.map(\.letter).count == donut.elements.count)
    }

    @Test func reversingAContourKeepsItsElementsKinds() throws {
        let shape = try path("M0 0L10 0C12 2 12 8 10 10Q5 12 0 10Z")
        let reversed = shape.reversedContours()
        #expect(reversed.elements.map(\.letter) == ["M", "Q", "C", "L", "Z"])
        #expect((shape.signedArea > 0) != (reversed.signedArea > 0))
        #expect(abs(abs(shape.signedArea) - abs(reversed.signedArea)) < 1e-6)
    }

    @Test func anOffsetSquareMovesEveryEdgeByTheDistanceAndKeepsItsElements() throws {
        for d in ["M0 0H10V10H0Z", "M0 0V10H10V0Z"] {
            let square = try path(d)
            let bolder = OutlineOffset.offset(square, by: 2)
            #expect(bolder.keepsShape)
            #expect(bolder.path.elements.map(\.letter) == square.elements.map(\.letter))
            let box = try #require(bolder.path.bounds)
            #expect(abs(box.minX + 2) < 1e-9 && abs(box.maxX - 12) < 1e-9 && abs(box.minY + 2) < 1e-9)
            let lighter = try #require(OutlineOffset.offset(square, by: -2).path.bounds)
            #expect(abs(lighter.width - 6) < 1e-9)
        }
    }

    @Test func aHoleShrinksWhenTheShapeGrows() throws {
        let frame = try path("M0 0H30V30H0Z M10 10V20H20V10Z")
        let bolder = OutlineOffset.offset(frame, by: 2).path
        #expect(bolder.windingNumber(at: Point(x: 11, y: 15)) != 0, "the hole's edge moved inward")
        #expect(bolder.windingNumber(at: Point(x: 15, y: 15)) == 0)
    }

    @Test func thinningPastAPartsHalfWidthBreaksTheShape() throws {
        let bar = try path("M0 0H40V2H0Z")
        #expect(OutlineOffset.offset(bar, by: -0.5).keepsShape)
        #expect(!OutlineOffset.offset(bar, by: -3).keepsShape, "a 2-wide bar cannot lose 3 from each side")
        let gap = try path("M0 0H10V10H0Z M11 0H21V10H11Z")
        #expect(OutlineOffset.offset(gap, by: 0.4).keepsShape)
        // Stems are the thin parts: a 2-wide bar beside a solid 10×20 block still measures about 2.
        let stems = try #require(OutlineOffset.stemThickness(of: try path("M0 0H40V2H0Z M0 10H10V30H0Z")))
        #expect(abs(stems - 2) < 0.3, "\(stems)")
    }

    @Test func dashesCutLinesAndCurvesAtTheirLengths() throws {
        let line = try path("M0 0H10")
        let dashes = DashPattern.dashes(of: line, pattern: [2, 3])
        #expect(dashes.subpaths.count == 2)
        #expect(dashes.subpaths.map { $0.bounds!.minX } == [0, 5])
        #expect(dashes.subpaths.map { $0.bounds!.maxX } == [2, 7])
        // An odd list repeats (SVG): [1] is dash 1, gap 1.
        #expect(DashPattern.dashes(of: line, pattern: [1]).subpaths.count == 5)
        // The offset shifts the pattern.
        #expect(DashPattern.dashes(of: line, pattern: [2, 3], offset: 1).subpaths.first!.bounds!.maxX == 1)
        let arc = try path("M0 0C0 10 10 10 10 0")
        let curved = DashPattern.dashes(of: arc, pattern: [3, 1])
        #expect(curved.elements.contains { if case .cubic = $0 { return true } else { return false } })
        #expect(DashPattern.dashes(of: line, pattern: [0, 0]) == line, "an all-zero pattern draws the line")
        #expect(DashPattern.dashes(of: try path("M0 0H1000000"), pattern: [1e-6, 1e-6]) == (try path("M0 0H1000000")),
                "a pattern of millions of dashes draws the path solid")
    }

    @Test func aSmallCircleStrokedWiderThanItsDiameterLeavesNoSpaceInside() throws {
        let circle = try path("M-1 0A1 1 0 1 1 1 0A1 1 0 1 1 -1 0Z")
        #expect(!StrokeCoverage.leavesSpaceInside(circle, width: 4))
        #expect(StrokeCoverage.leavesSpaceInside(circle, width: 0.5))
        let wide = Stroker.outline(of: circle, style: StrokeGeometry(width: 4, cap: .round, join: .round))
        #expect(try StrokeCoverage.holes(in: wide, centerline: circle, width: 4) > 0, "offset contours leave a hole there")
        let thin = Stroker.outline(of: circle, style: StrokeGeometry(width: 1, cap: .round, join: .round))
        #expect(try StrokeCoverage.holes(in: thin, centerline: circle, width: 1) == 0)
    }
}

extension OutlineToolsTests {
    @Test func fillsTurnedLikeStrokeOutlinesUniteWithThem() throws {
        // A clockwise square (as drawn) and a stroke across it: drawn as one path, the overlap must stay filled.
        let square = try path("M0 0H10V10H0Z")
        let stroke = Stroker.outline(of: try path("M-5 5H15"), style: StrokeGeometry(width: 2, cap: .butt, join: .miter(limit: 4)))
        var naive = square
        naive.append(stroke)
        #expect(naive.windingNumber(at: Point(x: 5, y: 5)) == 0, "opposite turns cancel")
        var united = OutlineOffset.orientedLikeStrokeOutlines(square)
        united.append(stroke)
        #expect(united.windingNumber(at: Point(x: 5, y: 5)) != 0)
        #expect(OutlineOffset.orientedLikeStrokeOutlines(try path("M0 0V10H10V0Z")) == (try path("M0 0V10H10V0Z")))
    }

    @Test func aShapeDrawnInsideAnotherTheSameWayRoundStaysFilled() throws {
        // Both squares clockwise on screen: non-zero fills the inner one twice over. The outer square is turned
        // over; the inner one must turn with it, or the two cancel into a hole.
        let nested = try path("M0 0H10V10H0Z M3 3H7V7H3Z")
        #expect(nested.windingNumber(at: Point(x: 5, y: 5)) != 0)
        let turned = OutlineOffset.orientedLikeStrokeOutlines(nested)
        #expect(turned.windingNumber(at: Point(x: 5, y: 5)) != 0)
        #expect(turned.windingNumber(at: Point(x: 1, y: 5)) != 0)
        #expect(turned.windingNumber(at: Point(x: 11, y: 5)) == 0)
        // Where nothing around it is turned over, it stays as drawn.
        let kept = try path("M0 0V10H10V0Z M3 3V7H7V3Z")
        #expect(OutlineOffset.orientedLikeStrokeOutlines(kept) == kept)
        // Drawn the other way round, the inner square is a hole, and stays one.
        let holed = OutlineOffset.orientedLikeStrokeOutlines(try path("M0 0H10V10H0Z M3 3V7H7V3Z"))
        #expect(holed.windingNumber(at: Point(x: 5, y: 5)) == 0)
        #expect(holed.windingNumber(at: Point(x: 1, y: 5)) != 0)
    }
}

extension OutlineToolsTests {
    @Test func aHoleWhoseCornerTouchesTheMiddleOfAnEdgeStaysAHole() throws {
        // Material's triforce: the inner triangle's bottom corner sits on the middle of the outer triangle's base.
        let triforce = try path("M1.5,21L12,3.5L22.5,21H1.5M12,21L17,12H7L12,21Z")
        let turned = OutlineOffset.orientedLikeStrokeOutlines(triforce)
        #expect(turned.windingNumber(at: Point(x: 12, y: 15)) == 0, "the hole")
        #expect(turned.windingNumber(at: Point(x: 12, y: 8)) != 0)
        #expect(triforce.evenOddAsNonZero().windingNumber(at: Point(x: 12, y: 15)) == 0)
    }
}
