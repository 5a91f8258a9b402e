import Foundation
import Testing
import XCTest
@testable import SymbolRender
@testable import SymbolTesting

/// Failures must be recorded through the framework that runs the test.
@Suite struct SwiftTestingFrameworkTests {
    @Test func swiftTestingIsDetected() {
        #expect(currentTestFramework() == .swiftTesting)
    }

    @Test func aMismatchIsRecordedAsAnIssue() throws {
        let reference = FileManager.default.temporaryDirectory.appendingPathComponent("fw-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: reference) }
        var red = Bitmap(width: 2, height: 2)
        red[0, 0] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        try AtomicFileWriter.write(PNGEncoder().encode(red), to: reference)
        let result = SnapshotStore(recordMode: .never, environment: [:]).check(Bitmap(width: 2, height: 2), referencePath: reference, tolerance: .exact)
        withKnownIssue {
            reportFailure(result.failureMessage ?? "", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        }
    }
}

final class XCTestFrameworkTests: XCTestCase {
    func testXCTestIsDetected() {
        XCTAssertEqual(currentTestFramework(), .xcTest)
    }

    func testMatchingSnapshotPassesUnderXCTest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xc-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = SnapshotStore(recordMode: .missing, artifactsDirectory: folder, environment: [:])
        let path = folder + "/ref.png"
        XCTAssertEqual(store.check(Bitmap(width: 3, height: 3), referencePath: path, tolerance: .exact).outcome, .recordedMissing)
        XCTAssertTrue(store.check(Bitmap(width: 3, height: 3), referencePath: path, tolerance: .exact).passed)
    }
}
