import CPlatform
import Dispatch
import Synchronization
import SymbolCore
import SymbolRender

/// Builds what a manifest describes into an output folder: incrementally (content hashes of sources, options and
/// tool version decide what to redo), in parallel, and safely:
///
/// - **Contained.** Every path it writes, renames or removes is a checked relative path (`OutputPath`) under the
///   output folder, reached without following links (`OutputFolder`); sources are read only from the manifest's
///   folder tree unless `allowsSourcesOutside` is set.
/// - **One build at a time.** A build takes the folder's lock; a second one waits (`lockTimeout`) and then fails.
/// - **Atomic.** Everything is made in memory, staged in a folder of the build's own, and moved in under a
///   `CommitJournal`, so any failure, a kill included, leaves the previous outputs as they were.
/// - **Owning only its own.** Only files the tool recorded as its own are ever removed or replaced.
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
    /// Read sources outside the manifest's folder tree (by `..`, an absolute path or a link) and follow links. Off by
    /// default: a manifest in a pull request must not read the machine's other files, so sources are opened under
    /// the folder without following any link.
    public var allowsSourcesOutside = false
    /// Build into an output folder that is itself a symbolic link (resolved once, when the build opens it;
    /// links under it are never followed). Off by default.
    public var allowsOutputLink = false
    /// Seconds to wait for another build of the same output folder before failing.
    public var lockTimeout = 600.0
    /// Told once when the build has to wait for another build's lock.
    public var lockWaiting: @Sendable (_ folder: String) -> Void = { _ in }
    /// After a write that did not fail, lint the asset catalog just written (`CatalogLinter`) into
    /// ``AssetBuildSummary/lint``: what `glyphsmith catalog` and the build plugin's tool both report.
    public var lintsCatalog = false

    /// Creates a builder.
    public init(toolVersion: String, jobs: Int = 2, encoder: PNGEncoder = PNGEncoder(), force: Bool = false) {
        self.toolVersion = toolVersion
        self.jobs = max(1, jobs)
        self.encoder = encoder
        self.force = force
    }

    /// Every file the manifest produces, in a stable order, each path checked to stay inside the output folder
    /// and to differ from the others in more than letter case (macOS file systems fold case). Icon Composer
    /// bundles read their source here: the number of layers is the number of its top-level groups.
    package static func outputs(_ manifest: AssetManifest, allowsSourcesOutside: Bool = false) throws(Diagnostic) -> [CatalogOutput] {
        var files = CatalogOutputs.list(manifest)
        let sources = SourceCache(baseFolder: manifest.baseFolder, allowsOutside: allowsSourcesOutside)
        for icon in manifest.appIcons {
            files += AppIconOutputs.list(icon, manifest: manifest)
            if let options = icon.iconComposer {
                let symbol = try sources.symbol(icon.source)
                let layers: [[Int]]
                if case .drawing(let drawing) = symbol.content { layers = IconComposerOutputs.layerNodes(of: drawing) } else { layers = [[]] }
                files += IconComposerOutputs.list(icon, options: options, manifest: manifest, layerNodes: layers)
            }
        }
        var seen = Set<String>()
        for file in files {
            if let problem = OutputPath.problem(path: file.path, what: "an output path") {
                throw Diagnostic(.error, "'\(file.path)': \(problem)", file: manifest.file)
            }
            if !seen.insert(file.path).inserted {
                throw Diagnostic(.error, "two entries would both write '\(file.path)'; give them different names", file: manifest.file)
            }
        }
        if let (first, second) = OutputPath.caseCollision(in: files.map(\.path)) {
            throw Diagnostic(.error, "'\(first)' and '\(second)' differ only in letter case and would be one file on macOS; give them names that differ in more than case", file: manifest.file)
        }
        return files
    }

    /// The font files of the manifest's `fontDirectories`, listed as a build lists them (for `--list-inputs`).
    package static func fontFiles(_ manifest: AssetManifest, allowsSourcesOutside: Bool = false) throws(Diagnostic) -> [String] {
        try FontFolders.read(manifest, allowsOutside: allowsSourcesOutside).files
    }

    /// Builds (or checks) `manifest` into `output`; `progress` hears of each file made, from worker threads.
    public func build(_ manifest: AssetManifest, into output: String, mode: Mode = .write,
                      progress: @Sendable (_ done: Int, _ total: Int, _ path: String) -> Void = { _, _, _ in }) -> AssetBuildSummary {
        let start = DispatchTime.now().uptimeNanoseconds
        var summary = AssetBuildSummary()
        // Asset catalogs have no interface-level key: an elevated variant is dropped from the color set, said here.
        if manifest.catalog != nil {
            for color in manifest.colors where color.color.hasElevatedVariant {
                let code = manifest.elevatedColors.map { "; \($0) builds it with a dynamic provider" }
                    ?? "; add \"elevatedColors\" : \"ElevatedColors.swift\" to write a Swift color that has it"
                summary.diagnostics.append(Diagnostic(.warning, "color '\(color.name)' has an elevated variant, which an asset catalog cannot express (the colorset keeps the base one)" + code,
                                                      file: manifest.file, at: manifest.location(of: color.pointer)))
            }
            // Wide colors need the P3 slots; sRGB-only colors gain nothing from them.
            for color in manifest.colors {
                let values = [color.color.light, color.color.dark, color.color.highContrastLight, color.color.highContrastDark]
                let wide = values.contains { !$0.isInSRGBGamut }
                if wide && color.gamut != .displayP3 {
                    summary.diagnostics.append(Diagnostic(.warning, "color '\(color.name)' lies outside sRGB and is clamped into it; add \"gamut\" : \"p3\" to keep it in a display-P3 slot",
                                                          file: manifest.file, at: manifest.location(of: color.pointer)))
                } else if !wide && color.gamut == .displayP3 {
                    summary.diagnostics.append(Diagnostic(.warning, "color '\(color.name)' lies inside sRGB: its display-P3 slots show the same color and only add bytes",
                                                          file: manifest.file, at: manifest.location(of: color.pointer)))
                }
            }
        }
        do {
            try run(manifest, output: output, mode: mode, summary: &summary, progress: progress)
        } catch {
            summary.diagnostics.append(error)
        }
        if summary.failed && mode == .write { summary.written = []; summary.removed = [] }
        summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if lintsCatalog, mode == .write, !summary.failed, let catalog = manifest.catalog {
            summary.lint = CatalogLinter().lint(catalogAt: FileSystem.join(output, catalog)).cappingRepeats().diagnostics
        }
        return summary
    }

    private func run(_ manifest: AssetManifest, output: String, mode: Mode, summary: inout AssetBuildSummary,
                     progress: @Sendable (Int, Int, String) -> Void) throws(Diagnostic) {
        let files = try Self.outputs(manifest, allowsSourcesOutside: allowsSourcesOutside)
        // The folder is opened once and locked before anything in it is read; a check of a folder never built
        // finds every output missing.
        let folder = try OutputFolder.open(output, create: mode == .write, allowLink: allowsOutputLink)
        var completed = false
        defer { if !completed || summary.failed { folder?.removeIfCreatedAndEmpty() } }
        if let folder {
            try folder.lock(exclusive: mode == .write, timeout: lockTimeout) { lockWaiting(output) }
            if mode == .write {
                try CommitJournal.recover(in: folder)
            } else if let staging = try CommitJournal.interruptedCommit(in: folder) {
                throw Diagnostic(.error, "an interrupted build left a commit to roll back; the next build restores the previous outputs first", file: folder.fullPath(staging))
            }
        }
        let state = try folder.map { folder throws(Diagnostic) in try BuildState.read(folder) } ?? BuildState()
        let fonts = try FontFolders.read(manifest, allowsOutside: allowsSourcesOutside)
        summary.diagnostics += fonts.warnings
        // A build with font folders draws text with a shaper of its own, which sees them besides the system's fonts.
        let shaper = manifest.fontDirectories.isEmpty ? TextShaping.shaper : SystemTextShaper(fontFiles: fonts.files)
        let sources = SourceCache(baseFolder: manifest.baseFolder, warningsAsErrors: warningsAsErrors, allowsOutside: allowsSourcesOutside,
                                  textShaper: shaper)
        let producer = FileProducer(sources: sources, encoder: encoder)
        // The stages, each stopping the build when it found an error: recipes, produce, reconcile, stale, commit.
        let (recipes, todo, known) = try readRecipes(files, manifest: manifest, sources: sources, fonts: fonts.fingerprint,
                                                      state: state, folder: folder, summary: &summary)
        guard !summary.failed else { return }
        let made = produce(files, todo: todo, producer: producer, output: output, summary: &summary, progress: progress)
        guard !summary.failed else { return }
        var next = known
        let writes = try reconcile(files, todo: todo, made: made, recipes: recipes, state: state, next: &next,
                                   folder: folder, output: output, summary: &summary)
        let stale = try staleOutputs(state: state, next: next, folder: folder, summary: &summary)
        guard !summary.failed else { return }
        if mode == .check {
            summary.written = writes.map(\.path)
            summary.removed = stale
            return
        }
        guard let folder else { return }
        try commit(writes, stale: stale, state: state, next: next, in: folder, summary: &summary)
        completed = true
    }

    /// Stage 1, recipes: each file's recipe hash (tool version, recipe, source bytes, and the font folders' files
    /// when the manifest has any), and which files are out of date. Up-to-date files go into the next state as they
    /// are. A source that cannot be read fails its files.
    private func readRecipes(_ files: [CatalogOutput], manifest: AssetManifest, sources: SourceCache, fonts: String?, state: BuildState,
                             folder: OutputFolder?, summary: inout AssetBuildSummary) throws(Diagnostic) -> (recipes: [String], todo: [Int], next: BuildState) {
        var recipes: [String] = []
        var todo: [Int] = []
        var next = BuildState()
        for (index, file) in files.enumerated() {
            var hash = SHA256()
            hash.update(field: "glyphsmith " + toolVersion)
            hash.update(field: file.recipe.key)
            if let fonts { hash.update(field: "fonts " + fonts) }
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
            if let folder, let recorded = state.files[file.path], recorded.recipe == recipe,
               let existing = try folder.readIfFile(file.path, maximumSize: 1 << 30), SHA256.hex(existing) == recorded.content {
                next.files[file.path] = recorded
                summary.unchanged += 1
            } else {
                todo.append(index)
            }
        }
        return (recipes, todo, next)
    }

    /// Stage 2, produce: every out-of-date file made in memory, in parallel; failures and the producer's warnings
    /// go into the summary.
    private func produce(_ files: [CatalogOutput], todo: [Int], producer: FileProducer, output: String,
                         summary: inout AssetBuildSummary, progress: @Sendable (Int, Int, String) -> Void) -> [Int: [UInt8]] {
        let work = todo
        let outcomes = ParallelWork.map(work.count, workers: jobs) { slot -> Result<[UInt8], Diagnostic> in
            let file = files[work[slot]]
            defer { progress(slot + 1, work.count, file.path) }
            do throws(Diagnostic) {
                return .success(try producer.bytes(file.recipe, output: FileSystem.join(output, file.path)))
            } catch {
                return .failure(error)
            }
        }
        var made: [Int: [UInt8]] = [:]
        var failures: [Diagnostic] = []
        for (slot, outcome) in outcomes.enumerated() {
            switch outcome {
            case .success(let bytes): made[work[slot]] = bytes
            case .failure(let error): failures.append(error)
            }
        }
        summary.diagnostics += failures.sorted { ($0.file ?? "") < ($1.file ?? "") }
        summary.diagnostics += producer.warnings.withLock { $0 }.sorted { ($0.file ?? "") < ($1.file ?? "") }
        return made
    }

    /// Stage 3, reconcile: the files to write. Files whose new bytes equal what is on disk are unchanged (a first
    /// build over committed outputs adopts them); a file in the way that the tool does not own is an error unless
    /// forced. Records each made file in `next`.
    private func reconcile(_ files: [CatalogOutput], todo: [Int], made products: [Int: [UInt8]], recipes: [String], state: BuildState,
                           next: inout BuildState, folder: OutputFolder?, output: String,
                           summary: inout AssetBuildSummary) throws(Diagnostic) -> [(path: String, bytes: [UInt8])] {
        var writes: [(path: String, bytes: [UInt8])] = []
        for index in todo {
            let file = files[index], bytes = products[index]!
            let path = FileSystem.join(output, file.path)
            next.files[file.path] = BuildState.Entry(recipe: recipes[index], content: SHA256.hex(bytes))
            switch try folder?.kind(file.path) ?? .missing {
            case .file:
                if let existing = try folder?.readIfFile(file.path, maximumSize: 1 << 30), existing == bytes {
                    summary.unchanged += 1
                    continue
                }
                if state.files[file.path] == nil && !force {
                    summary.diagnostics.append(Diagnostic(.error, "exists and was not written by glyphsmith; move it away or pass --force to replace it", file: path))
                    continue
                }
            case .missing: break
            case .link:
                if !force {
                    summary.diagnostics.append(Diagnostic(.error, "is a symbolic link in the way of an output file; glyphsmith never writes through links in its output (remove it, or pass --force to replace the link itself)", file: path))
                    continue
                }
            case .directory, .other:
                summary.diagnostics.append(Diagnostic(.error, "is in the way of an output file (not a regular file)", file: path))
                continue
            }
            writes.append((file.path, bytes))
        }
        return writes
    }

    /// Stage 4, stale: recorded outputs the manifest no longer produces; only regular files are taken out (a
    /// recorded path that now holds a link is refused: the record is never an instruction to follow one).
    private func staleOutputs(state: BuildState, next: BuildState, folder: OutputFolder?,
                              summary: inout AssetBuildSummary) throws(Diagnostic) -> [String] {
        var stale: [String] = []
        for path in state.files.keys.filter({ next.files[$0] == nil }).sorted() {
            switch try folder?.kind(path) ?? .missing {
            case .file:
                stale.append(path)
            case .link:
                summary.diagnostics.append(Diagnostic(.error, "the output record lists '\(path)', which is now a symbolic link; glyphsmith does not remove or follow links it did not make", file: folder?.fullPath(BuildState.fileName)))
            case .missing, .directory, .other:
                continue
            }
        }
        return stale
    }
}
