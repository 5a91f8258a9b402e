import SymbolRender

/// The outcome of one snapshot comparison, with everything a failure message needs.
public struct SnapshotResult: Sendable {
    /// What happened.
    public enum Outcome: Sendable, Hashable {
        /// The image matched its reference.
        case matched
        /// No reference existed; it was recorded (the test fails once).
        case recordedMissing
        /// The reference was rewritten because of the record mode (the test fails so the change is reviewed).
        case rerecorded
        /// No reference exists and the mode forbids recording.
        case missingReference
        /// The image differs from its reference beyond the tolerance.
        case mismatch
    }

    /// What happened.
    public var outcome: Outcome
    /// The reference file's path.
    public var referencePath: String
    /// Where the actual image was written, on mismatch.
    public var actualPath: String?
    /// Where the diff image was written, on mismatch.
    public var diffPath: String?
    /// The comparison, when one was made.
    public var comparison: ImageComparison?
    /// The reference was rewritten with the actual image (record mode `failed`).
    public var rewroteReference = false

    /// True when the test should pass.
    public var passed: Bool { outcome == .matched }

    /// The message to record when the test fails; nil when it passes.
    public var failureMessage: String? {
        switch outcome {
        case .matched:
            return nil
        case .recordedMissing:
            return "No reference was found on disk. Recorded one; review it and run again: \(referencePath)"
        case .rerecorded:
            return "Record mode is on: rewrote the reference \(referencePath). Turn recording off and run again."
        case .missingReference:
            return "No reference at \(referencePath) and SNAPSHOT_TESTING_RECORD=never forbids recording one."
        case .mismatch:
            guard let comparison else { return "Snapshot does not match \(referencePath)" }
            var message = comparison.sizeMismatch
                ? "Snapshot size differs: the reference is \(comparison.referenceWidth)×\(comparison.referenceHeight) px, the actual image \(comparison.actualWidth)×\(comparison.actualHeight) px."
                : "Snapshot does not match: \(comparison.differingPixels) of \(comparison.pixelCount) pixels differ, largest channel delta \(comparison.largestDelta)."
            if rewroteReference { message += "\n  Record mode 'failed' rewrote the reference with the actual image; review it and run again." }
            message += "\n  reference: \(referencePath)"
            if let actualPath { message += "\n  actual:    \(actualPath)" }
            if let diffPath { message += "\n  diff:      \(diffPath)" }
            return message
        }
    }
}
