import Testing
@testable import Symbols

@Suite struct WeightInterpolatorTests {
    @Test func namedWeightsHitTheTableExactly() {
        let k = WeightInterpolator.coefficients(.semibold, .medium)
        #expect(abs(k.ultralight - 0.122634428) < 1e-9)
        #expect(abs(k.black - 0.291416928) < 1e-9)
        #expect(WeightInterpolator.coefficients(.black, .small) == .init(ultralight: 0, black: 1))
        #expect(WeightInterpolator.coefficients(.ultralight, .small) == .init(ultralight: 1, black: 0))
    }

    @Test func weightsBetweenColumnsInterpolateLinearly() {
        // 0.35 is halfway between semibold (0.3) and bold (0.4) at Small.
        let k = WeightInterpolator.coefficients(weight: 0.35, size: 1)
        #expect(abs(k.black - (0.318 + 0.5) / 2) < 1e-9)
        #expect(k.ultralight == 0)
    }

    @Test func sizesBetweenRowsInterpolateLinearly() {
        let k = WeightInterpolator.coefficients(weight: 0, size: (1.276 + 1.647) / 2)
        #expect(abs(k.ultralight - (0.1820937 + 0.369791304) / 2) < 1e-9)
    }

    @Test func valuesOutsideTheTableClamp() {
        #expect(WeightInterpolator.coefficients(weight: -5, size: 1) == WeightInterpolator.coefficients(.ultralight, .small))
        #expect(WeightInterpolator.coefficients(weight: 5, size: 1) == WeightInterpolator.coefficients(.black, .small))
    }

    @Test func sizeTransformKeepsTheCapMidlineFixed() {
        let grow = WeightInterpolator.sizeTransform(size: 1.276, capHeight: 70.459)
        let midline = grow.apply(Point(x: 0, y: -70.459 / 2))
        #expect(abs(midline.y + 70.459 / 2) < 1e-9)
        #expect(midline.x == 0)
        #expect(abs(grow.apply(Point(x: 10, y: 0)).x - 12.76) < 1e-9)
    }

    @Test func incompatibleStructuresDoNotMix() {
        let a = VectorPath([.move(to: .zero), .line(to: Point(x: 1, y: 0))])
        let b = VectorPath([.move(to: .zero), .cubic(control1: .zero, control2: .zero, to: Point(x: 1, y: 0))])
        #expect(WeightInterpolator.mix(ultralight: a, regular: a, black: b, .init(ultralight: 0, black: 1)) == nil)
    }
}
