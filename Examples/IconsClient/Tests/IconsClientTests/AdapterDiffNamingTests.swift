import SnapshotTesting
import SymbolRender
import SymbolSnapshotTesting
import XCTest

/// Under XCTest there is no current test to ask, so the adapter names a failed comparison's diff image after the test
/// that built the strategy, beside swift-snapshot-testing's own artifacts, not `diff-<UUID>.png`.
final class AdapterDiffNamingTests: XCTestCase {
    func testDiffImagesAreNamedAfterTheXCTestThatFailed() throws {
        let diffing = Diffing<Bitmap>.symbolImage()
        let black = Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 })
        let white = Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
        let (message, _) = try XCTUnwrap(diffing.diffV2(black, white), "different images must not match")
        XCTAssertTrue(message.contains("/AdapterDiffNamingTests/testDiffImagesAreNamedAfterTheXCTestThatFailed."), message)
        XCTAssertTrue(message.contains(".diff.png"), message)
        XCTAssertFalse(message.contains("/diff-"), message)
    }
}
