import SymbolRender

/// Asserts that a symbol effect matches its reference filmstrip: `frames` evenly spaced frames of one play, light
/// above dark (`SymbolAnimator.filmstripImage(_:replacement:frames:file:)`), compared as a still snapshot is, with
/// the same diff images and record modes (see ``assertSymbolSnapshot(of:named:tolerance:record:fileID:filePath:testName:line:column:)-(Bitmap,_,_,_,_,_,_,_,_)``).
///
/// ```swift
/// @Test func bellRings() throws {
///     assertSymbolEffectSnapshot(of: try Symbol(contentsOf: "bell.svg"), effect: try SymbolEffect(parsing: "wiggle.clockwise"),
///                                configuration: SymbolConfiguration(pointSize: 24, pixelScale: 2))
/// }
/// ```
public func assertSymbolEffectSnapshot(
    of symbol: Symbol,
    effect: SymbolEffect,
    configuration: SymbolConfiguration = SymbolConfiguration(),
    options: SymbolEffectOptions = SymbolEffectOptions(),
    replacement: Symbol? = nil,
    frames: Int = 8,
    named name: String? = nil,
    tolerance: ImageComparison.Tolerance = .exact,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let strip: Bitmap
    do {
        strip = try SymbolAnimator(configuration: configuration, effect: effect, options: options)
            .filmstripImage(symbol, replacement: replacement, frames: frames)
    } catch {
        reportFailure("The effect \(effect) could not be rendered: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    assertSymbolSnapshot(of: strip, named: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
                         testName: testName, line: line, column: column)
}
