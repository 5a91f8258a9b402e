// Strategies for swift-snapshot-testing users. Compiled only with the SnapshotTestingSupport trait (its condition, not
// canImport, which a stale module in .build can satisfy), so clients that
// do not ask for it never fetch swift-snapshot-testing or swift-syntax.
#if SnapshotTestingSupport
import Foundation
import SnapshotTesting
import Synchronization
import Testing
import SymbolRender
import SymbolTesting
import SymbolCore

extension Diffing where Value == Bitmap {
    /// Compares decoded pixels (not PNG bytes) with a tolerance; on failure writes a diff image next to the
    /// failed snapshot under `SNAPSHOT_ARTIFACTS` and names it in the message (attachments never surface on Linux).
    /// `filePath` and `testName` name the diff under XCTest (Swift Testing names it from the running test); their
    /// defaults are the caller's, which is the test that builds the strategy.
    public static func symbolImage(tolerance: ImageComparison.Tolerance = .exact, filePath: StaticString = #filePath,
                                   testName: String = #function) -> Diffing {
        let caller = AdapterArtifacts.Caller(filePath: "\(filePath)", testName: testName)
        return .diff(
            toData: { Data((try? PNGEncoder().encode($0)) ?? []) },
            // A corrupt reference decodes to an empty image, which then fails as a size mismatch instead of trapping.
            fromData: { (try? PNGDecoder.decode(Array($0))) ?? Bitmap(width: 0, height: 0) },
            diffV2: { reference, actual in
                let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
                guard !comparison.matches else { return nil }
                let path = AdapterArtifacts.diffPath(caller: caller)
                let diff = ImageComparison.diffImage(reference: reference, actual: actual, tolerance: tolerance)
                // A fresh CI run has no artifacts folder yet: make it, or the named diff would not exist.
                try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                let written = (try? AtomicFileWriter.write(PNGEncoder().encode(diff), to: path)) != nil
                let summary = comparison.sizeMismatch
                    ? "Size differs: the reference is \(reference.width)×\(reference.height) px, the actual image \(actual.width)×\(actual.height) px."
                    : "\(comparison.differingPixels) of \(comparison.pixelCount) pixels differ, largest channel delta \(comparison.largestDelta)."
                return (summary + (written ? " Diff image: \(path)" : " (the diff image could not be written to \(path))"), [])
            })
    }
}

/// Where the adapter's diff images go: beside the failed snapshot swift-snapshot-testing writes, under
/// `SNAPSHOT_ARTIFACTS/<TestFile>/`, named after the test and numbered per test in assertion order (its own names
/// for unnamed snapshots are `<test>.1.png`, `<test>.2.png`), instead of piling up as `diff-<UUID>.png`; under XCTest
/// from the strategy's caller, since there is no current test to ask.
enum AdapterArtifacts {
    /// The file and function that built the strategy: the test, under XCTest, where `Test.current` is nil.
    struct Caller: Sendable {
        var filePath: String
        var testName: String
    }

    private static let counters = Mutex<[String: Int]>([:])

    static func diffPath(caller: Caller) -> String {
        let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let filePath = Test.current.map { $0.sourceLocation.filePath } ?? caller.filePath
        let file = ((filePath as NSString).lastPathComponent as NSString).deletingPathExtension
        var name = Test.current?.name ?? caller.testName
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        let key = filePath + "#" + name
        let count = counters.withLock { counters -> Int in
            counters[key, default: 0] += 1
            return counters[key]!
        }
        return (((folder as NSString).appendingPathComponent(file)) as NSString).appendingPathComponent("\(name).\(count).diff.png")
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as a PNG reference, compared pixel by pixel (`filePath` and `testName` name diffs under XCTest).
    public static func symbolImage(tolerance: ImageComparison.Tolerance = .exact, filePath: StaticString = #filePath,
                                   testName: String = #function) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .symbolImage(tolerance: tolerance, filePath: filePath, testName: testName))
    }
}

extension Snapshotting where Value == SymbolImage, Format == Bitmap {
    /// A rendered symbol as a PNG reference, compared pixel by pixel (`filePath` and `testName` name diffs under
    /// XCTest).
    public static func symbolImage(tolerance: ImageComparison.Tolerance = .exact, filePath: StaticString = #filePath,
                                   testName: String = #function) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.symbolImage(tolerance: tolerance, filePath: filePath, testName: testName).pullback(\.bitmap)
    }
}
#endif
