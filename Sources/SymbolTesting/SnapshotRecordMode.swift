/// When reference images are (re)written — the same four modes swift-snapshot-testing users know.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write every reference, and fail so that the new files get reviewed.
    case all
    /// Rewrite references whose comparison failed (the test still fails once).
    case failed
    /// Write references that do not exist yet (the default); the test fails once, saying where the file went.
    case missing
    /// Never write; a missing reference is a failure (use this on CI).
    case never

    /// The mode from `SNAPSHOT_TESTING_RECORD`, else `.missing`.
    public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode {
        environment["SNAPSHOT_TESTING_RECORD"].flatMap { SnapshotRecordMode(rawValue: $0.lowercased()) } ?? .missing
    }
}
