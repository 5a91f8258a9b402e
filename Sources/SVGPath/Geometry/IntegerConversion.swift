/// The one way the package turns a floating-point value into an integer. Swift's `Int(_:)` traps on NaN, on an
/// infinity and on a value beyond the integer type's range, and hostile input reaches every such conversion (a
/// control point at 1e300 makes a grid column of 1e298; a NaN speed makes a frame count of NaN). Conversions go
/// through `init(checking:)`, which throws, or `init(clamping:to:)`, where clamping is the meaning (a pixel column
/// left of the canvas is column 0); never through `Int(_:)` on a `Double` or a `Float`.
///
/// SVGPath is the lowest module with numbers in it (it depends on the C library only), so every module above it
/// shares this file; a caller turns the error into a located diagnostic, as it knows the file and the value's role.
package struct IntegerConversionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value that has no integer: NaN, an infinity, or a finite value beyond the type's range.
    package let value: Double

    package init(value: Double) { self.value = value }

    package var description: String {
        "the number \(NumberFormatting.described(value)) has no integer value in range"
    }
}

extension FixedWidthInteger {
    /// `value` rounded toward zero, as `init(_:)` rounds; throws when `value` is not finite or its integer part
    /// lies outside the type's range. Round first (`value.rounded(.up)`) for another rule.
    package init<Source: BinaryFloatingPoint>(checking value: Source) throws(IntegerConversionError) {
        guard let result = Self(exactly: value.rounded(.towardZero)) else {
            throw IntegerConversionError(value: Double(value))
        }
        self = result
    }

    /// `value` rounded toward zero and clamped to `range`; NaN becomes the range's lower bound. For positions that
    /// are meaningful clamped (a grid cell, a channel byte), where a value out of range is an edge, not an error.
    package init<Source: BinaryFloatingPoint>(clamping value: Source, to range: ClosedRange<Self>) {
        if value.isNaN {
            self = range.lowerBound
        } else if value <= Source(range.lowerBound) {
            self = range.lowerBound
        } else if value >= Source(range.upperBound) {
            self = range.upperBound
        } else {
            // Strictly inside the range's bounds as floating-point values, so inside the type's range too.
            if let value = value as? Double, Self.self == Int.self {
                // The common case, a Double to an Int, written out: the generic conversion takes the value apart
                // bit by bit (significand width, exponent), about 25 ns against 3, and the rasterizer's scan makes
                // two per edge and row (a tenth of the library check's time). Truncation, as `init(checking:)`.
                self = Int(value) as! Self
            } else {
                self = (try? Self(checking: value)) ?? range.lowerBound
            }
        }
    }
}
