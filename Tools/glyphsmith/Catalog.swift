import ArgumentParser
import SymbolAssets
import SymbolCore

/// `glyphsmith catalog`: builds what a manifest describes (asset catalogs, app icons, PNGs with an accessor).
struct Catalog: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build asset catalogs, app icons and PNG sets from a glyphsmith.json manifest.",
        discussion: """
            Renders every image, symbol set, color set and app icon the manifest names into OUTPUT, incrementally: \
            content hashes of the sources, the options and the tool's version decide what to redo, recorded in \
            OUTPUT/.glyphsmith-outputs.json. Everything is made before anything is moved into place, under a \
            journal, so a failure (a kill included) leaves the previous outputs intact, and only files the tool \
            recorded as its own are ever removed. Nothing is written outside OUTPUT, no link inside it is \
            followed, sources are read only from the manifest's folder tree, and one build at a time holds OUTPUT's lock.
            """)

    @Argument(help: "The manifest (glyphsmith.json); with --init, the folder of SVGs to list in a new one (default: .).")
    var manifest: String?

    @Option(name: .shortAndLong, help: "The output folder.")
    var output: String?

    @Flag(help: "Write nothing; exit 1 naming every output that is missing or out of date (for CI).")
    var check = false

    @Flag(help: "Print the files the manifest produces, one per line, relative to the output folder; render nothing.")
    var listOutputs = false

    @Flag(help: "Print the source files the manifest reads, one per line; render nothing.")
    var listInputs = false

    @Flag(name: .customLong("init"), help: "Write a commented example glyphsmith.json listing the SVGs of a folder.")
    var initialize = false

    @Flag(help: "Fail every output whose source has a warning (a path drawn up to an error, an unsupported element).")
    var warningsAsErrors = false

    @Flag(help: "Replace files in the way that glyphsmith did not write.")
    var force = false

    @Flag(help: "Read sources outside the manifest's folder tree (by '..', an absolute path or a link).")
    var allowSourcesOutside = false

    @Flag(help: "Build into an output folder that is itself a symbolic link (links inside it are never followed).")
    var allowOutputLink = false

    @Option(help: "Seconds to wait for another build of the same output folder to finish (default: 600).")
    var lockTimeout: Double = 600

    @Option(help: "Number of parallel render workers (default: one per core).")
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print diagnostics and the summary as JSON on standard output.")
    var json = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if !(lockTimeout >= 0 && lockTimeout <= 86_400) { throw ValidationError("--lock-timeout must be 0…86400 seconds") }
        if !initialize && manifest == nil { throw ValidationError("name the manifest: glyphsmith catalog glyphsmith.json -o OUTPUT") }
        if !initialize && !listOutputs && !listInputs && output == nil { throw ValidationError("--output is required (the folder to build into)") }
    }

    func run() throws {
        if initialize { return try writeExample() }
        let manifestPath = manifest!
        let parsed: AssetManifest
        do {
            parsed = try ManifestReader.read(manifestPath)
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.description) }
            throw ExitCode.failure
        }
        if listInputs {
            for source in parsed.sources { print(source.hasPrefix("/") ? source : FileSystem.join(parsed.baseFolder, source)) }
            return
        }
        if listOutputs {
            do {
                for file in try AssetBuilder.plan(parsed, allowsSourcesOutside: allowSourcesOutside) { print(file.path) }
            } catch {
                printError(error.description)
                throw ExitCode.failure
            }
            return
        }
        let console = Console(quiet: quiet || json, verbose: false)
        var builder = AssetBuilder(toolVersion: GlyphsmithVersion.current, jobs: jobs ?? BatchRenderer.processorCount, force: force)
        builder.warningsAsErrors = warningsAsErrors
        builder.allowsSourcesOutside = allowSourcesOutside
        builder.allowsOutputLink = allowOutputLink
        builder.lockTimeout = lockTimeout
        let quietly = quiet || json
        builder.lockWaiting = { folder in
            if !quietly { printError("\(folder): waiting for another glyphsmith build of this folder to finish (at most \(Int(lockTimeout)) s)") }
        }
        let summary = builder.build(parsed, into: output!, mode: check ? .check : .write) { _, total, path in
            console.progress(path, warnings: [], total: total, failed: false)
        }
        var diagnostics = summary.diagnostics
        if !check && !summary.failed, let catalog = parsed.catalog {
            diagnostics += CatalogLinter().lint(catalogAt: FileSystem.join(output!, catalog)).diagnostics
        }
        if json {
            print(summary.json(diagnostics: diagnostics, check: check))
        } else {
            for diagnostic in diagnostics { console.report(diagnostic) }
            if check {
                for path in summary.written { console.say("\(FileSystem.join(output!, path)): error: out of date (run glyphsmith catalog \(manifestPath) -o \(output!))") }
                for path in summary.removed { console.say("\(FileSystem.join(output!, path)): error: no longer produced by the manifest") }
                let stale = summary.written.count + summary.removed.count
                console.finish(stale == 0 && !summary.failed ? "up to date: \(AssetBuildSummary.count(summary.unchanged)) files" :
                                "\(stale) file\(stale == 1 ? "" : "s") out of date", always: stale > 0)
            } else {
                console.finish(summary.line, always: summary.failed)
            }
        }
        let errors = diagnostics.contains { $0.severity == .error }
        if errors || (check && !(summary.written.isEmpty && summary.removed.isEmpty)) { throw ExitCode.failure }
    }

    private func writeExample() throws {
        let folder = manifest ?? "."
        let path = FileSystem.join(folder, "glyphsmith.json")
        guard FileSystem.kind(of: path) == .missing else {
            printError("\(path): error: already exists; glyphsmith catalog --init never replaces a manifest")
            throw ExitCode.failure
        }
        // The folder's SVGs, subfolders included, as paths relative to the new manifest.
        let collected = InputCollector.collect([folder], recursive: true)
        let svgs = zip(collected.files, collected.relativeFolders).map { file, relative in
            FileSystem.join(relative, FileSystem.lastComponent(file))
        }
        do {
            try AtomicFileWriter.write(Array(ManifestExample.text(svgFiles: svgs, in: folder).utf8), to: path)
        } catch {
            printError("\(path): error: cannot write: \(error.reason)")
            throw ExitCode.failure
        }
        printError("wrote \(path) listing \(svgs.count) SVG file\(svgs.count == 1 ? "" : "s"); edit it, then run: glyphsmith catalog \(path) -o Generated")
    }
}
