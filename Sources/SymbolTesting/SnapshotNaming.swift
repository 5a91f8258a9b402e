import Synchronization
import Testing

/// Names snapshots that are asserted without `named:` (`<test>.1.png`, `<test>.2.png`, counted per test, as
/// swift-snapshot-testing does), and catches one reference asserted twice in a run: the symptom of a parameterized
/// test that uses one name for all its arguments, whose cases would otherwise write one file concurrently.
enum SnapshotNaming {
    private static let counters = Mutex<[String: Int]>([:])
    private static let asserted = Mutex<Set<String>>([])

    /// The next automatic name for a test; nil inside a parameterized test, whose cases run in any order (they must
    /// name their snapshots, with the argument in the name).
    static func nextName(testFile: String, testName: String) -> String? {
        if Test.Case.current?.isParameterized == true { return nil }
        let key = testFile + "#" + testName
        return String(counters.withLock { counters in
            counters[key, default: 0] += 1
            return counters[key]!
        })
    }

    /// Claims a reference path for this run; false when it was already asserted.
    static func claim(_ referencePath: String) -> Bool {
        asserted.withLock { $0.insert(referencePath).inserted }
    }
}
