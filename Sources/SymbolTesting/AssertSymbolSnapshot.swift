import Foundation
import SymbolRender
import Testing
import XCTest

/// Asserts that an image matches its reference PNG in `__Snapshots__/<TestFile>/<test>.<name>.png`.
///
/// Works in Swift Testing (records an `Issue` at the call site) and in XCTest (calls `XCTFail` with file and line).
/// A missing reference is recorded and the test fails once, naming the file; a mismatch writes the actual image and
/// a diff image to `SNAPSHOT_ARTIFACTS` and names both. `record` overrides `SNAPSHOT_TESTING_RECORD`. Without
/// `named:`, snapshots are numbered per test (`<test>.1.png`, `<test>.2.png`); a parameterized test must name them,
/// with its argument in the name, and asserting one reference twice in a run is a failure that says so.
public func assertSymbolSnapshot(
    of bitmap: Bitmap,
    named name: String? = nil,
    tolerance: ImageComparison.Tolerance = .exact,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let name = name ?? SnapshotNaming.nextName(testFile: "\(filePath)", testName: testName) else {
        reportFailure("A parameterized test must name its snapshots, with the argument in the name (named: \"bold-\\(argument)\"): its cases run in any order, so numbered names would not identify them.",
                      fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    if record == nil, let problem = SnapshotRecordMode.environmentProblem(ProcessInfo.processInfo.environment) {
        reportFailure(problem, fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    let store = SnapshotStore(recordMode: record)
    let path = SnapshotStore.referencePath(testFile: "\(filePath)", testName: testName, name: name)
    guard SnapshotNaming.claim(path) else {
        reportFailure("The snapshot \(path) was already asserted in this run. In a parameterized test, include the argument in named: so that each case has its own reference.",
                      fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    let result = store.check(bitmap, referencePath: path, tolerance: tolerance)
    guard let message = result.failureMessage else { return }
    reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a rendered symbol matches its reference (see ``assertSymbolSnapshot(of:named:tolerance:record:fileID:filePath:testName:line:column:)``).
public func assertSymbolSnapshot(
    of image: SymbolImage,
    named name: String? = nil,
    tolerance: ImageComparison.Tolerance = .exact,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSymbolSnapshot(of: image.bitmap, named: name, tolerance: tolerance, record: record, fileID: fileID,
                         filePath: filePath, testName: testName, line: line, column: column)
}

/// The test framework running the current code.
enum TestFramework: Equatable {
    case swiftTesting, xcTest
}

/// Swift Testing sets `Test.current` while one of its tests runs; otherwise the caller is XCTest.
func currentTestFramework() -> TestFramework {
    Test.current != nil ? .swiftTesting : .xcTest
}

/// Records a failure through whichever test framework is running the current test.
func reportFailure(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    if currentTestFramework() == .swiftTesting {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: Testing.SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
