import Foundation
import Synchronization

/// What a test target's tests create under the temporary directory, removed when the test process exits: a run of
/// the suite creates hundreds of folders, and a machine that keeps them all (tens of thousands after a few days of
/// runs) is left to clean up by hand.
package enum TemporaryFolders {
    private static let created = Mutex<[String]>([])
    private static let removedAtExit: Void = { atexit { TemporaryFolders.removeAll() } }()

    /// `path` (a folder or a file), to be removed when the process exits.
    package static func track(_ path: String) {
        _ = removedAtExit
        created.withLock { $0.append(path) }
    }

    package static func removeAll() {
        for path in created.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
