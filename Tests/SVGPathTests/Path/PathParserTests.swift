import Testing
@testable import SVGPath

@Suite struct PathParserTests {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    func elements(_ data: String) throws -> [PathElement] {
        try PathParser.parseStrict(data).elements
    }

    @Test func absoluteAndRelativeLines() throws {
        #expect(try elements("M10 20 L30 40 l5 5 H50 h-10 V0 v10 Z") == [
            .move(to: p(10, 20)), .line(to: p(30, 40)), .line(to: p(35, 45)), .line(to: p(50, 45)),
            .line(to: p(40, 45)), .line(to: p(40, 0)), .line(to: p(40, 10)), .close,
        ])
    }

    @Test func moveToFollowedByCoordinatesIsAnImplicitLineTo() throws {
        #expect(try elements("M1 1 2 2 3 3") == [.move(to: p(1, 1)), .line(to: p(2, 2)), .line(to: p(3, 3))])
        #expect(try elements("m1 1 2 2") == [.move(to: p(1, 1)), .line(to: p(3, 3))])
    }

    @Test func commandsRepeatImplicitly() throws {
        #expect(try elements("M0 0L1 1 2 2h1 1") == [.move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 2)), .line(to: p(3, 2)), .line(to: p(4, 2))])
    }

    @Test func numbersInEveryForm() throws {
        #expect(try elements("M.5.5L-.5e-3+1E2") == [.move(to: p(0.5, 0.5)), .line(to: p(-0.0005, 100))])
        #expect(try elements("M1.e1,2") == [.move(to: p(10, 2))])
        #expect(try elements("M-1-2") == [.move(to: p(-1, -2))])
        #expect(try elements("  M 1 , 2\n\tL\r3,4  ") == [.move(to: p(1, 2)), .line(to: p(3, 4))])
        #expect(try elements("M0.1 0.3") == [.move(to: p(0.1, 0.3))])  // exact to the nearest double
    }

    @Test func smoothCurvesReflectTheirControls() throws {
        #expect(try elements("M0 0C1 1 2 1 3 0S5 -1 6 0") == [
            .move(to: p(0, 0)), .cubic(control1: p(1, 1), control2: p(2, 1), to: p(3, 0)),
            .cubic(control1: p(4, -1), control2: p(5, -1), to: p(6, 0)),
        ])
        #expect(try elements("M0 0Q1 1 2 0T4 0") == [.move(to: p(0, 0)), .quad(control: p(1, 1), to: p(2, 0)), .quad(control: p(3, -1), to: p(4, 0))])
        // Without a previous curve of the same kind the control is the current point.
        #expect(try elements("M0 0L1 0S2 1 3 0") == [.move(to: p(0, 0)), .line(to: p(1, 0)), .cubic(control1: p(1, 0), control2: p(2, 1), to: p(3, 0))])
        #expect(try elements("M0 0C0 1 1 1 1 0T2 0") == [.move(to: p(0, 0)), .cubic(control1: p(0, 1), control2: p(1, 1), to: p(1, 0)), .quad(control: p(1, 0), to: p(2, 0))])
    }

    @Test func compactArcFlags() throws {
        let compact = try elements("M0 0a1 1 0 00 1 1")
        let spaced = try elements("M0 0 a 1 1 0 0 0 1 1")
        #expect(compact == spaced)
        #expect(compact.count >= 2)
        guard case .cubic(_, _, let end) = compact.last! else { Issue.record("arc should end in a cubic"); return }
        #expect(end == p(1, 1))
        #expect(try elements("M0 0a1,1,0,1,1,2,0") .count >= 3)
    }

    @Test func zeroRadiusArcIsALineAndEqualEndpointsDrawNothing() throws {
        #expect(try elements("M0 0A0 5 0 0 1 10 0") == [.move(to: p(0, 0)), .line(to: p(10, 0))])
        #expect(try elements("M3 3A5 5 0 0 1 3 3") == [.move(to: p(3, 3))])
    }

    @Test func segmentsAfterCloseStartFromTheSubpathStart() throws {
        #expect(try elements("M10 10L20 10Zl5 5") == [.move(to: p(10, 10)), .line(to: p(20, 10)), .close, .move(to: p(10, 10)), .line(to: p(15, 15))])
    }

    @Test func emptyDataIsAnEmptyPath() throws {
        #expect(try elements("") == [])
        #expect(try elements(" \n ") == [])
    }

    @Test func errorsRenderUpToTheErrorAndReportItsOffset() {
        let truncated = PathParser.parse("M 10 10 L 20")
        #expect(truncated.path.elements == [.move(to: p(10, 10))])
        #expect(truncated.error == PathError(offset: 12, message: "expected a number after 'L', found the end of the data"))
        let bad = PathParser.parse("M10,10 L20,x")
        #expect(bad.error?.offset == 11)
        #expect(bad.error?.message == "expected a number after 'L', found 'x'")
        let noMove = PathParser.parse("L1 1")
        #expect(noMove.path.isEmpty)
        #expect(noMove.error?.offset == 0)
        let badFlag = PathParser.parse("M0 0a1 1 0 2 0 1 1")
        #expect(badFlag.error?.message == "expected an arc flag (0 or 1), found '2'")
        let stray = PathParser.parse("M0 0 L1 1 # 2")
        #expect(stray.error?.offset == 10)
        #expect(stray.path.elements.count == 2)
    }

    @Test func hugeNumbersAreErrorsNotInfinities() {
        let result = PathParser.parse("M1e400 0")
        #expect(result.error?.message == "number out of range")
    }

    @Test func longNumbersStillRoundCorrectly() throws {
        #expect(try elements("M0.123456789012345678901 1")[0] == .move(to: p(0.123456789012345678901, 1)))
        #expect(try elements("M123456789012345678901234 1")[0] == .move(to: p(Double("123456789012345678901234")!, 1)))
    }
}
