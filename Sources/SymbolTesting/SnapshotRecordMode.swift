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

    /// The mode from `SNAPSHOT_TESTING_RECORD`, else `.missing`. A value that names no mode gives `.never`, so
    /// that a typo writes nothing; ``environmentProblem(_:)`` says what is wrong, and `assertSymbolSnapshot` fails
    /// with that message.
    public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode {
        guard let value = environment["SNAPSHOT_TESTING_RECORD"] else { return .missing }
        return SnapshotRecordMode(rawValue: value.lowercased()) ?? .never
    }

    /// Why `SNAPSHOT_TESTING_RECORD` cannot be used (it names no mode), with the valid values; nil when it is unset
    /// or valid.
    public static func environmentProblem(_ environment: [String: String]) -> String? {
        guard let value = environment["SNAPSHOT_TESTING_RECORD"], SnapshotRecordMode(rawValue: value.lowercased()) == nil else { return nil }
        return "SNAPSHOT_TESTING_RECORD is '\(value)', which is not a record mode: use one of "
            + allCases.map(\.rawValue).joined(separator: ", ") + " (or unset it for missing)"
    }
}
