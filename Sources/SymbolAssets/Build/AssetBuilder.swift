#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Builds what a manifest describes into an output folder: incrementally (content hashes of sources, options and
/// tool version decide what to redo), in parallel, and safely (everything is made before anything is moved into
/// place, so a failure leaves the previous outputs as they were; only files the tool recorded as its own are ever
/// removed or replaced).
public struct AssetBuilder: Sendable {
    /// Write the outputs, or only report what is out of date.
    public enum Mode: Sendable { case write, check }

    /// The tool's version; part of every recipe, so a new version rebuilds everything.
    public var toolVersion: String
    /// Parallel workers.
    public var jobs: Int
    /// PNG settings.
    public var encoder: PNGEncoder
    /// Replace files in the way that the tool did not write.
    public var force: Bool
    /// Fail every output whose source has a warning (a bad path drawn up to its error, an unsupported element):
    /// for builds that must not ship a half-drawn icon.
    public var warningsAsErrors = false

    /// Creates a builder.
    public init(toolVersion: String, jobs: Int = 2, encoder: PNGEncoder = PNGEncoder(), force: Bool = false) {
        self.toolVersion = toolVersion
        self.jobs = max(1, jobs)
        self.encoder = encoder
        self.force = force
    }

    /// Every file the manifest produces, in a stable order. Icon Composer bundles read their source here: the
    /// number of layers is the number of its top-level groups.
    package static func plan(_ manifest: AssetManifest) throws(Diagnostic) -> [PlannedFile] {
        var files = CatalogPlanner.plan(manifest)
        let sources = SourceCache(baseFolder: manifest.baseFolder)
        for icon in manifest.appIcons {
            files += AppIconPlanner.plan(icon, manifest: manifest)
            if let options = icon.iconComposer {
                let symbol = try sources.symbol(icon.source)
                let layers: [[Int]]
                if case .drawing(let drawing) = symbol.content { layers = IconComposerPlanner.layerNodes(of: drawing) } else { layers = [[]] }
                files += IconComposerPlanner.plan(icon, options: options, manifest: manifest, layerNodes: layers)
            }
        }
        var seen = Set<String>()
        for file in files where !seen.insert(file.path).inserted {
            throw Diagnostic(.error, "two entries would both write '\(file.path)'; give them different names", file: manifest.file)
        }
        return files
    }

    /// Builds (or checks) `manifest` into `output`; `progress` hears of each file made, from worker threads.
    public func build(_ manifest: AssetManifest, into output: String, mode: Mode = .write,
                      progress: @Sendable (_ done: Int, _ total: Int, _ path: String) -> Void = { _, _, _ in }) -> AssetBuildSummary {
        let start = DispatchTime.now().uptimeNanoseconds
        var summary = AssetBuildSummary()
        do {
            try run(manifest, output: output, mode: mode, summary: &summary, progress: progress)
        } catch {
            summary.diagnostics.append(error)
        }
        summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return summary
    }

    private func run(_ manifest: AssetManifest, output: String, mode: Mode, summary: inout AssetBuildSummary,
                     progress: @Sendable (Int, Int, String) -> Void) throws(Diagnostic) {
        let files = try Self.plan(manifest)
        let state = try BuildState.read(output)
        let sources = SourceCache(baseFolder: manifest.baseFolder, warningsAsErrors: warningsAsErrors)
        let producer = FileProducer(sources: sources, encoder: encoder)

        // Recipes: what decides each file's bytes. A source that cannot be read fails its files, nothing else.
        var recipes: [String] = []
        var todo: [Int] = []
        var next = BuildState()
        for (index, file) in files.enumerated() {
            var hash = SHA256()
            hash.update(field: "glyphsmith " + toolVersion)
            hash.update(field: file.recipe.key)
            var readable = true
            for source in file.recipe.sources {
                do { hash.update(field: SHA256.hex(try sources.bytes(source))) } catch {
                    // Reported where the manifest names the file, once however many outputs it feeds.
                    var problem = error
                    if let location = manifest.sourceLocations[source] {
                        problem = Diagnostic(.error, "cannot read '\(source)': \(error.message)", file: manifest.file, at: location)
                    }
                    if !summary.diagnostics.contains(problem) { summary.diagnostics.append(problem) }
                    readable = false
                }
            }
            let recipe = hash.hexDigest()
            recipes.append(recipe)
            guard readable else { continue }
            let path = FileSystem.join(output, file.path)
            if let recorded = state.files[file.path], recorded.recipe == recipe, FileSystem.kind(of: path) == .file,
               let existing = try? FileReader.read(path, maximumSize: 1 << 30), SHA256.hex(existing) == recorded.content {
                next.files[file.path] = recorded
                summary.unchanged += 1
            } else {
                todo.append(index)
            }
        }
        guard !summary.failed else { return }

        // Make every out-of-date file in memory, in parallel.
        let made = Mutex<[Int: [UInt8]]>([:])
        let failures = Mutex<[Diagnostic]>([])
        let counter = Atomic<Int>(0)
        let work = todo
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, work.count))) { _ in
            while true {
                let slot = counter.add(1, ordering: .relaxed).oldValue
                guard slot < work.count else { return }
                let file = files[work[slot]]
                do throws(Diagnostic) {
                    let bytes = try producer.bytes(file.recipe, output: FileSystem.join(output, file.path))
                    made.withLock { $0[work[slot]] = bytes }
                } catch {
                    failures.withLock { $0.append(error) }
                }
                progress(slot + 1, work.count, file.path)
            }
        }
        summary.diagnostics += failures.withLock { $0 }.sorted { ($0.file ?? "") < ($1.file ?? "") }
        guard !summary.failed else { return }
        let products = made.withLock { $0 }

        // Files whose new bytes equal what is on disk are unchanged (a first build over committed outputs adopts
        // them); a file in the way that the tool does not own is an error unless forced.
        var writes: [(path: String, bytes: [UInt8])] = []
        for index in todo {
            let file = files[index], bytes = products[index]!
            let path = FileSystem.join(output, file.path)
            let content = SHA256.hex(bytes)
            next.files[file.path] = BuildState.Entry(recipe: recipes[index], content: content)
            switch FileSystem.kind(of: path) {
            case .file:
                if let existing = try? FileReader.read(path, maximumSize: 1 << 30), existing == bytes {
                    summary.unchanged += 1
                    continue
                }
                if state.files[file.path] == nil && !force {
                    summary.diagnostics.append(Diagnostic(.error, "exists and was not written by glyphsmith; move it away or pass --force to replace it", file: path))
                    continue
                }
            case .missing: break
            case .directory, .other:
                summary.diagnostics.append(Diagnostic(.error, "is in the way of an output file (not a regular file)", file: path))
                continue
            }
            writes.append((file.path, bytes))
        }
        let stale = state.files.keys.filter { next.files[$0] == nil }.sorted()
        summary.written = writes.map(\.path)
        guard !summary.failed else { return }
        if mode == .check {
            summary.removed = stale.filter { FileSystem.kind(of: FileSystem.join(output, $0)) == .file }
            return
        }
        try commit(writes, stale: stale, state: state, next: next, output: output, summary: &summary)
    }

    /// Stages every new file, then moves them into place, removes stale outputs the tool owns, and records the
    /// new state.
    private func commit(_ writes: [(path: String, bytes: [UInt8])], stale: [String], state: BuildState, next: BuildState,
                        output: String, summary: inout AssetBuildSummary) throws(Diagnostic) {
        let staging = FileSystem.join(output, ".glyphsmith-staging")
        try FileSystem.createDirectory(output)
        if !writes.isEmpty {
            try FileSystem.createDirectory(staging)
            defer { FileSystem.removeTree(staging) }
            for (index, write) in writes.enumerated() {
                do { try AtomicFileWriter.write(write.bytes, to: FileSystem.join(staging, "\(index)")) } catch {
                    throw Diagnostic(.error, "cannot stage an output: \(error)", file: FileSystem.join(output, write.path))
                }
            }
            for (index, write) in writes.enumerated() {
                let target = FileSystem.join(output, write.path)
                if let slash = target.lastIndex(of: "/") { try FileSystem.createDirectory(String(target[..<slash])) }
                guard rename(FileSystem.join(staging, "\(index)"), target) == 0 else {
                    throw Diagnostic(.error, "cannot move the new file into place: \(String(cString: strerror(errno)))", file: target)
                }
            }
        }
        for path in stale {
            let full = FileSystem.join(output, path)
            guard FileSystem.kind(of: full) == .file else { continue }
            if let existing = try? FileReader.read(full, maximumSize: 1 << 30), SHA256.hex(existing) != state.files[path]!.content {
                summary.diagnostics.append(Diagnostic(.warning, "no longer produced by the manifest, but edited since glyphsmith wrote it: left in place", file: full))
                continue
            }
            unlink(full)
            summary.removed.append(path)
            FileSystem.removeEmptyParents(of: path, under: output)
        }
        if next != state || !FileSystem.exists(FileSystem.join(output, BuildState.fileName)) {
            do { try AtomicFileWriter.write(next.bytes(), to: FileSystem.join(output, BuildState.fileName)) } catch {
                throw Diagnostic(.error, "cannot record the outputs: \(error)", file: FileSystem.join(output, BuildState.fileName))
            }
        }
    }
}
