import SVGPath
import Testing
@testable import SymbolFormat

@Suite struct TransformParserTests {
    func map(_ s: Substring, _ x: Double, _ y: Double) throws -> Point {
        try TransformParser.parse(s).apply(Point(x: x, y: y))
    }

    func close(_ p: Point, _ x: Double, _ y: Double) -> Bool {
        abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9
    }

    func error(_ s: Substring) -> StyleParseError? {
        do {
            _ = try TransformParser.parse(s)
            return nil
        } catch {
            return error
        }
    }

    @Test func singleFunctions() throws {
        #expect(try TransformParser.parse("matrix(1 2 3 4 5 6)") == AffineTransform(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6))
        #expect(try TransformParser.parse("matrix(1,0,0,1,10,20)") == .translation(x: 10, y: 20))
        #expect(try TransformParser.parse("matrix(1, 0 ,0,1 , -1e1,.5E+1)") == .translation(x: -10, y: 5))
        #expect(try TransformParser.parse("translate(5)") == .translation(x: 5, y: 0))
        #expect(try TransformParser.parse("translate(5-6)") == .translation(x: 5, y: -6))
        #expect(try TransformParser.parse("scale(2)") == .scale(x: 2, y: 2))
        #expect(try TransformParser.parse("scale(2,3)") == .scale(x: 2, y: 3))
        #expect(try TransformParser.parse("rotate(90)") == AffineTransform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 0))
        #expect(close(try map("rotate(45)", 1, 0), 0.5.squareRoot(), 0.5.squareRoot()))
        #expect(close(try map("skewX(45)", 0, 1), 1, 1))
        #expect(close(try map("skewY(45)", 1, 0), 1, 1))
        #expect(try TransformParser.parse("") == .identity)
        #expect(try TransformParser.parse("  \n ") == .identity)
        #expect(try TransformParser.parse(" Translate ( 1 2 ) ") == .translation(x: 1, y: 2))
    }

    @Test func compositionOrder() throws {
        #expect(try map("translate(10,0) scale(2)", 1, 1) == Point(x: 12, y: 2))
        #expect(try map("scale(2) translate(10,0)", 1, 1) == Point(x: 22, y: 2))
        #expect(try map("translate(10,0),scale(2)", 1, 1) == Point(x: 12, y: 2))
        #expect(try map("translate(10,0) , scale(2)", 1, 1) == Point(x: 12, y: 2))
        #expect(try map("translate(10,0)scale(2)", 1, 1) == Point(x: 12, y: 2))
        #expect(try map("translate(1) translate(2) scale(3)", 1, 0) == Point(x: 6, y: 0))
        #expect(close(try map("translate(100 0) rotate(90)", 1, 0), 100, 1))
    }

    @Test func rotateAboutCenter() throws {
        #expect(close(try map("rotate(90 10 10)", 20, 10), 10, 20))
        #expect(close(try map("rotate(180, 5, 5)", 0, 0), 10, 10))
        #expect(close(try map("rotate(90 10 10)", 10, 10), 10, 10))
        let t = try TransformParser.parse("rotate(30 4 7)")
        let expected = try TransformParser.parse("translate(4 7) rotate(30) translate(-4 -7)")
        #expect(close(t.apply(Point(x: 3, y: -2)), expected.apply(Point(x: 3, y: -2)).x, expected.apply(Point(x: 3, y: -2)).y))
    }

    @Test func errorsCarryOffsetsAndMessages() {
        #expect(error("matrix(1 0 0 1 0)") == StyleParseError(offset: 6, message: "matrix() takes 6 numbers, got 5"))
        #expect(error("matrix(1 0 0 1 0 0 7)")?.message == "matrix() takes 6 numbers, got 7")
        #expect(error("matrix(1 0 0 1 0 0") == StyleParseError(offset: 18, message: "expected ')' after matrix arguments"))
        #expect(error("matrix(1 0 0 1 0 0 x)") == StyleParseError(offset: 19, message: "expected ')' after matrix arguments"))
        #expect(error("rotate(1 2)")?.message == "rotate() takes 1 or 3 numbers, got 2")
        #expect(error("skewX(1 2)")?.message == "skewX() takes 1 number, got 2")
        #expect(error("scale()") == StyleParseError(offset: 5, message: "scale() takes 1 or 2 numbers, got 0"))
        #expect(error("scale(x)") == StyleParseError(offset: 6, message: "expected a number in scale()"))
        #expect(error("translate 5") == StyleParseError(offset: 10, message: "expected '(' after translate"))
        #expect(error("scale(2) spin(3)") == StyleParseError(offset: 9, message: "unknown transform function 'spin'"))
        #expect(error("scale(2) )") == StyleParseError(offset: 9, message: "expected a transform function"))
        #expect(error("translate(1,)") == StyleParseError(offset: 11, message: "expected a number after ','"))
        #expect(error("scale(1e999)")?.message == "number out of range")
        #expect(error("é scale(2)")?.offset == 0)
    }

    @Test func garbageNeverCrashes() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("matrixscaleroteskewXY(), .-+e0123456789".utf8)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            _ = try? TransformParser.parse(String(decoding: bytes, as: UTF8.self)[...])
        }
    }
}
