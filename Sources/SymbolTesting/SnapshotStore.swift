import Foundation
import SymbolRender
import SymbolCore

/// Compares images with references stored as PNGs next to the test file:
/// `__Snapshots__/<TestFile>/<testName>.<name>.png`, as swift-snapshot-testing lays them out. Failed runs leave the
/// actual image and a diff image under `SNAPSHOT_ARTIFACTS` (default: the temporary folder).
public struct SnapshotStore: Sendable {
    /// The record mode.
    public var recordMode: SnapshotRecordMode
    /// Where failed snapshots and diffs go.
    public var artifactsDirectory: String

    /// Creates a store; the defaults come from `SNAPSHOT_TESTING_RECORD` and `SNAPSHOT_ARTIFACTS`.
    public init(recordMode: SnapshotRecordMode? = nil, artifactsDirectory: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.recordMode = recordMode ?? SnapshotRecordMode.fromEnvironment(environment)
        self.artifactsDirectory = artifactsDirectory ?? environment["SNAPSHOT_ARTIFACTS"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("glyphsmith-snapshots").path
    }

    /// The reference path for a test file, test name and snapshot name.
    public static func referencePath(testFile: String, testName: String, name: String) -> String {
        let url = URL(fileURLWithPath: testFile)
        let folder = url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
        return folder.appendingPathComponent("\(sanitize(testName)).\(sanitize(name)).png").path
    }

    /// Compares `actual` with the reference at `referencePath`, recording per the mode.
    public func check(_ actual: Bitmap, referencePath: String, tolerance: ImageComparison.Tolerance) -> SnapshotResult {
        let fileManager = FileManager.default
        var result = SnapshotResult(outcome: .matched, referencePath: referencePath)
        guard fileManager.fileExists(atPath: referencePath) else {
            guard recordMode != .never else { result.outcome = .missingReference; return result }
            write(actual, to: referencePath)
            result.outcome = .recordedMissing
            return result
        }
        if recordMode == .all {
            write(actual, to: referencePath)
            result.outcome = .rerecorded
            return result
        }
        let reference: Bitmap
        do {
            reference = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: referencePath))))
        } catch {
            result.outcome = .mismatch
            return result
        }
        let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
        result.comparison = comparison
        guard !comparison.matches else { return result }
        result.outcome = .mismatch
        let stem = URL(fileURLWithPath: referencePath).deletingPathExtension().lastPathComponent
        let group = URL(fileURLWithPath: referencePath).deletingLastPathComponent().lastPathComponent
        let folder = URL(fileURLWithPath: artifactsDirectory).appendingPathComponent(group)
        let actualPath = folder.appendingPathComponent(stem + ".png").path
        let diffPath = folder.appendingPathComponent(stem + ".diff.png").path
        if write(actual, to: actualPath) { result.actualPath = actualPath }
        if write(ImageComparison.diffImage(reference: reference, actual: actual, tolerance: tolerance), to: diffPath) {
            result.diffPath = diffPath
        }
        if recordMode == .failed {
            result.rewroteReference = write(actual, to: referencePath)
        }
        return result
    }

    @discardableResult
    private func write(_ bitmap: Bitmap, to path: String) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFileWriter.write(PNGEncoder().encode(bitmap), to: path)
            return true
        } catch {
            return false
        }
    }

    /// Test names like `rendersEveryMode()` become `rendersEveryMode`.
    static func sanitize(_ name: String) -> String {
        var text = name
        if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        return String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }
}
