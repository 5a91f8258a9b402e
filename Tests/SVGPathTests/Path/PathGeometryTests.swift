import Testing
import PropertyBased
@testable import SVGPath

@Suite struct PathGeometryTests {
    /// Two elements are the same command exactly when their letters are.
    @Test func sameCommandMeansTheSameLetter() {
        let p = Point(x: 1, y: 2), q = Point(x: 3, y: 4)
        let elements: [PathElement] = [.move(to: p), .move(to: q), .line(to: p), .quad(control: q, to: p),
                                       .cubic(control1: p, control2: q, to: p), .cubic(control1: q, control2: p, to: q), .close]
        for a in elements {
            for b in elements { #expect(a.isSameCommand(as: b) == (a.letter == b.letter), "\(a) \(b)") }
        }
    }

    @Test func boundsIncludeCurveExtremaNotControlPoints() throws {
        let path = try PathParser.parseStrict("M0 0C0 10 10 10 10 0")
        let bounds = try #require(path.bounds)
        #expect(abs(bounds.maxY - 7.5) < 1e-12)   // the curve peaks at 3/4 of the control height
        #expect(path.controlPointBounds!.maxY == 10)
        #expect(VectorPath().bounds == nil)
        #expect(VectorPath([.move(to: Point(x: 3, y: 4))]).bounds == Rect(x: 3, y: 4, width: 0, height: 0))
    }

    @Test func flatteningClosesSubpathsAndKeepsWithinTolerance() throws {
        let circle = try PathParser.parseStrict("M10 0A10 10 0 1 1 -10 0A10 10 0 1 1 10 0Z")
        let polylines = circle.flattened(tolerance: 0.01)
        #expect(polylines.count == 1)
        #expect(polylines[0].first == polylines[0].last)
        #expect(polylines[0].allSatisfy { abs($0.length - 10) < 0.02 })
    }

    @Test func numberFormattingIsShortAndLocaleFree() {
        #expect(NumberFormatting.string(1.5) == "1.5")
        #expect(NumberFormatting.string(-0.0000001) == "0")
        #expect(NumberFormatting.string(2) == "2")
        #expect(NumberFormatting.string(-12.3456789, maximumFractionDigits: 3) == "-12.346")
        #expect(NumberFormatting.string(1e-7, maximumFractionDigits: 6) == "0")
        #expect(NumberFormatting.string(123456.000001) == "123456.000001")
        #expect(NumberFormatting.string(1e300) == "1e+300")
        #expect(NumberFormatting.string(.nan) == "0")
        // Fractions with leading zeros, a whole number past a fraction's rounding, the most digits, and the bytes
        // writers append are the same text.
        #expect(NumberFormatting.string(0.0012) == "0.0012")
        #expect(NumberFormatting.string(-0.05) == "-0.05")
        #expect(NumberFormatting.string(10.01) == "10.01")
        #expect(NumberFormatting.string(9.9999999) == "10")
        #expect(NumberFormatting.string(0.1234567890123456, maximumFractionDigits: 20) == "0.123456789012346")
        var bytes = Array("x".utf8)
        NumberFormatting.append(-1.25, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x-1.25")
    }

    /// Builds a path from generated numbers: kinds pick commands, coordinates feed them.
    static func path(kinds: [Int], coordinates: [Double]) -> VectorPath {
        var elements: [PathElement] = [.move(to: Point(x: coordinates[0], y: coordinates[1]))]
        var i = 2
        func next() -> Point {
            defer { i += 2 }
            return Point(x: coordinates[i % coordinates.count], y: coordinates[(i + 1) % coordinates.count])
        }
        for kind in kinds {
            switch kind {
            case 0: elements.append(.line(to: next()))
            case 1: elements.append(.quad(control: next(), to: next()))
            case 2: elements.append(.cubic(control1: next(), control2: next(), to: next()))
            case 3: elements.append(.close); elements.append(.move(to: next()))
            default: elements.append(.move(to: next()))
            }
        }
        return VectorPath(elements)
    }

    @Test func writingThenParsingReproducesThePath() async {
        await propertyCheck(input: Gen.int(in: 0...4).array(of: 1...12), Gen.double(in: -1000...1000).array(of: 40)) { kinds, coordinates in
            let path = Self.path(kinds: kinds, coordinates: coordinates)
            let reparsed = PathParser.parse(PathWriter.string(for: path, maximumFractionDigits: 6))
            #expect(reparsed.error == nil)
            #expect(reparsed.path.elements.map(\.letter) == path.elements.map(\.letter))
            for (a, b) in zip(reparsed.path.elements.flatMap(\.points), path.elements.flatMap(\.points)) {
                #expect(abs(a.x - b.x) <= 5e-7 && abs(a.y - b.y) <= 5e-7)
            }
        }
    }

    @Test func boundsContainTheCurveAndAreTight() async {
        await propertyCheck(input: Gen.int(in: 0...2).array(of: 1...8), Gen.double(in: -100...100).array(of: 30)) { kinds, coordinates in
            let path = Self.path(kinds: kinds, coordinates: coordinates)
            guard let bounds = path.bounds else { return }
            let points = path.flattened(tolerance: 0.001).flatMap { $0 }
            let slack = 1e-6
            #expect(points.allSatisfy { $0.x >= bounds.minX - slack && $0.x <= bounds.maxX + slack && $0.y >= bounds.minY - slack && $0.y <= bounds.maxY + slack })
            // Tight: every edge of the box is touched by the flattened curve within the tolerance.
            let tolerance = 0.01
            #expect(points.contains { abs($0.x - bounds.minX) < tolerance })
            #expect(points.contains { abs($0.x - bounds.maxX) < tolerance })
            #expect(points.contains { abs($0.y - bounds.minY) < tolerance })
            #expect(points.contains { abs($0.y - bounds.maxY) < tolerance })
        }
    }
}
