import SymbolCore
extension AssetBuilder {
    /// Stages every new file and the new output record in a staging folder of this build's own, then moves them
    /// in and the stale outputs out under a `CommitJournal`: the previous outputs stay intact whatever fails.
    func commit(_ writes: [(path: String, bytes: [UInt8])], stale: [String], state: BuildState, next: BuildState,
                in folder: OutputFolder, summary: inout AssetBuildSummary) throws(Diagnostic) {
        // Stale outputs edited since they were written stay, with a word: they are the user's now.
        var drops: [String] = []
        for path in stale {
            if let existing = try? folder.read(path, maximumSize: 1 << 30), SHA256.hex(existing) != state.files[path]!.content {
                summary.diagnostics.append(Diagnostic(.warning, "no longer produced by the manifest, but edited since glyphsmith wrote it: left in place", file: folder.fullPath(path)))
                continue
            }
            drops.append(path)
        }
        let recordKind = try folder.kind(BuildState.fileName)
        let recordChanged = next != state || recordKind != .file
        guard !writes.isEmpty || !drops.isEmpty || recordChanged else { return }

        var journal = CommitJournal(staging: try folder.makeUniqueFolder(prefix: CommitJournal.stagingPrefix + "-"))
        do {
            for (index, write) in writes.enumerated() {
                let identity = try folder.create(journal.new(index), bytes: write.bytes)
                journal.steps.append(.put(path: write.path, index: index, identity: identity))
            }
            for (offset, path) in drops.enumerated() {
                journal.steps.append(.drop(path: path, index: writes.count + offset))
            }
            // The record moves in last: until it does, a rolled-back build leaves the old record beside the old files.
            let recordIndex = writes.count + drops.count
            let identity = try folder.create(journal.new(recordIndex), bytes: next.bytes())
            journal.steps.append(.put(path: BuildState.fileName, index: recordIndex, identity: identity))
            try journal.write(in: folder)
        } catch {
            try? folder.removeTree(journal.staging)
            throw error
        }
        try journal.apply(in: folder)
        try journal.finish(in: folder)
        summary.written = writes.map(\.path)
        summary.removed = drops
    }
}
