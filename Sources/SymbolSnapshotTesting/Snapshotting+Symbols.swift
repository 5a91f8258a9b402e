// Strategies for swift-snapshot-testing users. Compiled only with the SnapshotTestingSupport trait, so clients that
// do not ask for it never fetch swift-snapshot-testing or swift-syntax.
#if canImport(SnapshotTesting)
import Foundation
import SnapshotTesting
import SymbolRender
import SymbolTesting

extension Diffing where Value == Bitmap {
    /// Compares decoded pixels (not PNG bytes) with a tolerance; on failure writes a diff image next to the
    /// failed snapshot under `SNAPSHOT_ARTIFACTS` and names it in the message (attachments never surface on Linux).
    public static func symbolImage(tolerance: ImageComparison.Tolerance = .exact) -> Diffing {
        .diff(
            toData: { Data((try? PNGEncoder().encode($0)) ?? []) },
            // A corrupt reference decodes to an empty image, which then fails as a size mismatch instead of trapping.
            fromData: { (try? PNGDecoder.decode(Array($0))) ?? Bitmap(width: 0, height: 0) },
            diffV2: { reference, actual in
                let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
                guard !comparison.matches else { return nil }
                let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
                let path = (folder as NSString).appendingPathComponent("diff-\(UUID().uuidString).png")
                let diff = ImageComparison.diffImage(reference: reference, actual: actual, tolerance: tolerance)
                try? AtomicFileWriter.write(PNGEncoder().encode(diff), to: path)
                let summary = comparison.sizeMismatch
                    ? "Size differs: \(reference.width)×\(reference.height) vs \(actual.width)×\(actual.height)."
                    : "\(comparison.differingPixels) of \(comparison.pixelCount) pixels differ, largest channel delta \(comparison.largestDelta)."
                return ("\(summary) Diff image: \(path)", [])
            })
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as a PNG reference, compared pixel by pixel.
    public static func symbolImage(tolerance: ImageComparison.Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .symbolImage(tolerance: tolerance))
    }
}

extension Snapshotting where Value == SymbolImage, Format == Bitmap {
    /// A rendered symbol as a PNG reference, compared pixel by pixel.
    public static func symbolImage(tolerance: ImageComparison.Tolerance = .exact) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.symbolImage(tolerance: tolerance).pullback(\.bitmap)
    }
}
#endif
