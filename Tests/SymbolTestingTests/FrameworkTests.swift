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
