import Testing
@testable import SVGPath

/// The one conversion of floating-point values to integers: hostile numbers (NaN, infinities, 1e300) become an
/// error or a clamped edge, never a trap; and messages show a number as it was given.
@Suite struct IntegerConversionTests {
    @Test func checkedConversionRefusesWhatHasNoInteger() throws {
        #expect(try Int(checking: 2.9) == 2, "toward zero, as Int(_:) rounds")
        #expect(try Int(checking: -2.9) == -2)
        #expect(try UInt8(checking: 255.5) == 255)
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18] {
            #expect(throws: IntegerConversionError.self) { try Int(checking: value) }
        }
        #expect(throws: IntegerConversionError.self) { try UInt8(checking: 256.0) }
        #expect(throws: IntegerConversionError.self) { try UInt32(checking: -1.0) }
        #expect(throws: IntegerConversionError.self) { try Int32(checking: Float.nan) }
        do { _ = try Int(checking: Double.infinity) } catch { #expect(error.description == "the number inf has no integer value in range") }
    }

    @Test func clampingConversionTakesTheNearestEdge() {
        #expect(Int(clamping: Double.nan, to: -1...10) == -1, "NaN is the lower edge")
        #expect(Int(clamping: 1e300, to: 0...10) == 10)
        #expect(Int(clamping: -Double.infinity, to: 0...10) == 0)
        #expect(Int(clamping: 4.7, to: 0...10) == 4)
        #expect(Int(clamping: 1e300, to: 0...Int.max) == Int.max)
        #expect(UInt8(clamping: 300.0, to: 0...255) == 255)
    }

    /// A Double to an Int takes a written-out path; Int64, the same numbers as another type, takes the general one.
    @Test func theDoubleToIntPathIsTheGeneralOne() {
        let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -0.0, 0.5, -0.5, 0.999_999, 4.7, -4.7,
                                9.0, 10.0, 10.5, -1.0, -1.5, 9.3e18, -9.3e18, 9_223_372_036_854_774_784, .ulpOfOne,
                                -.leastNonzeroMagnitude, Double(Int32.max) + 0.5]
        let ranges: [ClosedRange<Int>] = [-1...10, 0...10, 0...Int.max, Int.min...Int.max, 5...5, -(1 << 62) - 1...(1 << 62) + 1]
        for value in values {
            for range in ranges {
                let general = Int64(clamping: value, to: Int64(range.lowerBound)...Int64(range.upperBound))
                #expect(Int(clamping: value, to: range) == Int(general), "\(value) in \(range)")
            }
        }
    }

    @Test func messagesShowNumbersAsGiven() {
        #expect(NumberFormatting.described(.nan) == "nan")
        #expect(NumberFormatting.described(.infinity) == "inf")
        #expect(NumberFormatting.described(-.infinity) == "-inf")
        #expect(NumberFormatting.described(1e-9) == "1e-09", "not 0: six decimals would hide it")
        #expect(NumberFormatting.described(0) == "0")
        #expect(NumberFormatting.described(0.25) == "0.25")
        #expect(NumberFormatting.string(.nan) == "0", "SVG output keeps writing a number")
    }
}
