import ArgumentParser
import SymbolAssets
import SymbolCore

/// `catalog`'s run: reads the manifest, then lists, checks or builds its outputs and lints the catalog built.
extension Catalog {
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
            for source in parsed.sources { printLine(FileSystem.isAbsolute(source) ? source : FileSystem.join(parsed.baseFolder, source)) }
            do {
                for font in try AssetBuilder.fontFiles(parsed, allowsSourcesOutside: allowSourcesOutside) { printLine(font) }
            } catch {
                printError(error.description)
                throw ExitCode.failure
            }
            return
        }
        if listOutputs {
            do {
                for file in try AssetBuilder.outputs(parsed, allowsSourcesOutside: allowSourcesOutside) { printLine(file.path) }
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
        builder.lintsCatalog = !check
        let quietly = quiet || json
        builder.lockWaiting = { folder in
            if !quietly { printError("\(folder): waiting for another glyphsmith build of this folder to finish (at most \(NumberFormatting.described(lockTimeout)) s)") }
        }
        let summary = builder.build(parsed, into: output!, mode: check ? .check : .write) { _, total, path in
            console.progress(path, warnings: [], total: total, failed: false)
        }
        let diagnostics = summary.diagnostics + summary.lint
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
}
