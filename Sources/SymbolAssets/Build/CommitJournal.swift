import SymbolCore
/// How a build swaps its new files into the output folder so that every failure, `kill -9` included, leaves the
/// previous outputs as they were.
///
/// A build stages every new file (and the new output record) in a folder of its own, `.glyphsmith-staging-…`,
/// then writes this journal there: one step per output moved in (`put`) or stale output taken out (`drop`). Each
/// step first moves the file it replaces aside into the staging folder, then moves the new one in, so nothing is
/// ever overwritten in place. Removing the journal is the commit point. Until then, a failure rolls the steps
/// back in reverse; a build killed in between leaves the journal behind, and the next build rolls it back
/// before it does anything else (under the folder's lock), then removes the staging folder.
///
/// Why a journal rather than swapping a whole new tree in with one rename: the output folder is the user's (it
/// may hold their own files, be committed, or be watched by Xcode), so the build never replaces the folder itself
/// and never writes beside it; a journal keeps every operation inside it. The cost is a window of milliseconds,
/// during the moves, in which another program reading the folder could see old and new files together;
/// glyphsmith itself never does, because its builds and checks take the folder's lock.
///
/// The journal is read back from disk, so it is treated as data to verify: its paths pass `OutputPath`, every
/// move goes through `OutputFolder` (no links followed), and a rollback moves a file out of place only when its
/// inode is the one the journal recorded when it staged it, which a journal planted in a pull request cannot know.
struct CommitJournal: Equatable {
    /// One move of the commit.
    enum Step: Equatable {
        /// The staged file `new/index` (whose identity is recorded) replaces `path`; what was there goes to `old/index`.
        case put(path: String, index: Int, identity: FileIdentity)
        /// The stale output `path` is taken out to `old/index`.
        case drop(path: String, index: Int)

        var path: String {
            switch self {
            case .put(let path, _, _), .drop(let path, _): return path
            }
        }
    }

    /// The prefix of staging folders' names; older versions used exactly `.glyphsmith-staging`.
    static let stagingPrefix = ".glyphsmith-staging"
    static let fileName = "journal"

    /// The staging folder, relative to the output folder.
    var staging: String
    var steps: [Step] = []

    func new(_ index: Int) -> String { "\(staging)/new/\(index)" }
    func old(_ index: Int) -> String { "\(staging)/old/\(index)" }

    // MARK: Committing

    /// Writes the journal into the staging folder; from here on the commit can be rolled back.
    func write(in folder: OutputFolder) throws(Diagnostic) {
        var text = "glyphsmith-commit 1\n"
        for step in steps {
            switch step {
            case .put(let path, let index, let identity): text += "put\t\(index)\t\(identity.device)\t\(identity.inode)\t\(path)\n"
            case .drop(let path, let index): text += "drop\t\(index)\t\(path)\n"
            }
        }
        text += "end\n"
        try folder.create("\(staging)/\(Self.fileName).partial", bytes: Array(text.utf8))
        try folder.rename("\(staging)/\(Self.fileName).partial", to: "\(staging)/\(Self.fileName)")
    }

    /// Makes every move; on a failure rolls back what was done and rethrows.
    func apply(in folder: OutputFolder) throws(Diagnostic) {
        do {
            for step in steps { try perform(step, in: folder) }
        } catch {
            rollBack(in: folder)
            throw error
        }
    }

    /// One move: what is in the way goes aside into the staging folder first, so nothing is overwritten in place.
    func perform(_ step: Step, in folder: OutputFolder) throws(Diagnostic) {
        switch step {
        case .put(let path, let index, _):
            if try folder.kind(path) != .missing { try folder.rename(path, to: old(index)) }
            try folder.rename(new(index), to: path)
        case .drop(let path, let index):
            try folder.rename(path, to: old(index))
        }
    }

    /// Removes the folders that dropped outputs left empty (a rollback would make them again), then the journal —
    /// the commit point — then the staging folder with the replaced files.
    func finish(in folder: OutputFolder) throws(Diagnostic) {
        for case .drop(let path, _) in steps { folder.removeEmptyParents(of: path) }
        try folder.removeFile("\(staging)/\(Self.fileName)")
        try? folder.removeTree(staging)
    }

    /// Undoes the moves in reverse, as far as they happened, then removes the staging folder. Never overwrites:
    /// a replaced file goes back only where its place is empty.
    func rollBack(in folder: OutputFolder) {
        for step in steps.reversed() {
            switch step {
            case .put(let path, let index, let identity):
                if (try? folder.identity(path)) == identity { try? folder.rename(path, to: new(index)) }
                if (try? folder.kind(path)) == .missing, (try? folder.kind(old(index))) == .file {
                    try? folder.rename(old(index), to: path)
                } else if (try? folder.kind(path)) == .missing {
                    folder.removeEmptyParents(of: path)
                }
            case .drop(let path, let index):
                if (try? folder.kind(path)) == .missing, (try? folder.kind(old(index))) == .file { try? folder.rename(old(index), to: path) }
            }
        }
        try? folder.removeFile("\(staging)/\(Self.fileName)")
        try? folder.removeTree(staging)
    }

    // MARK: Recovering

    /// Before a build: rolls back the commit of a build that was killed, and removes every staging folder
    /// left behind (and anything else planted under a staging name, a link included, without following it).
    static func recover(in folder: OutputFolder) throws(Diagnostic) {
        for name in try folder.topLevelNames() where name.hasPrefix(stagingPrefix) {
            if try folder.kind(name) == .directory, let journal = try read(staging: name, in: folder) {
                journal.rollBack(in: folder)
            }
            try folder.removeTree(name)
        }
    }

    /// Whether a killed build's commit is waiting to be rolled back (a check reports it instead of judging a
    /// half-moved folder).
    static func interruptedCommit(in folder: OutputFolder) throws(Diagnostic) -> String? {
        for name in try folder.topLevelNames() where name.hasPrefix(stagingPrefix) {
            if try folder.kind(name) == .directory, try read(staging: name, in: folder) != nil { return name }
        }
        return nil
    }

    /// The journal in `staging`, or nil when there is none or it is not one this tool wrote completely.
    static func read(staging: String, in folder: OutputFolder) throws(Diagnostic) -> CommitJournal? {
        let path = "\(staging)/\(fileName)"
        guard try folder.kind(path) == .file else { return nil }
        let bytes = try folder.read(path, maximumSize: 64 << 20)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "glyphsmith-commit 1", lines.count >= 3, lines[lines.count - 2] == "end", lines.last == "" else { return nil }
        var journal = CommitJournal(staging: staging)
        for line in lines.dropFirst().dropLast(2) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let path = fields.last, path == BuildState.fileName || OutputPath.problem(path: path, what: "a path") == nil else { return nil }
            switch fields.first {
            case "put" where fields.count == 5:
                guard let index = Int(fields[1]), let device = UInt64(fields[2]), let inode = UInt64(fields[3]) else { return nil }
                journal.steps.append(.put(path: path, index: index, identity: FileIdentity(device: device, inode: inode)))
            case "drop" where fields.count == 3:
                guard let index = Int(fields[1]) else { return nil }
                journal.steps.append(.drop(path: path, index: index))
            default:
                return nil
            }
        }
        return journal
    }
}
