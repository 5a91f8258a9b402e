import ArgumentParser
import SymbolAssets
import SymbolImport
import SymbolFormat
import SymbolRender
import SymbolCore

/// `import`'s run: collects the SVGs, imports them in parallel, prints progress and the summary.
extension Import {
    func run() throws {
        let collected = InputCollector.collect(inputs, recursive: true)
        let console = Console(quiet: quiet, verbose: verbose)
        for diagnostic in collected.diagnostics { console.report(diagnostic) }
        guard !collected.files.isEmpty else { throw ExitCode.failure }
        if ultralight != nil && collected.files.count != 1 {
            console.report(Diagnostic(.error, "--ultralight and --black need exactly one input, got \(collected.files.count)"))
            throw ExitCode.failure
        }
        // Two inputs with one name would write one template over the other.
        if let clash = SymbolImportWriter.nameClash(in: collected.files) {
            console.report(clash)
            throw ExitCode.failure
        }
        do { try FileSystem.createDirectory(output) } catch {
            console.report(error)
            throw ExitCode.failure
        }
        var options = SymbolImportOptions()
        options.weights = weights
        options.fit = fit
        options.insets = insets.value
        options.levels = levels
        options.layers = layers
        options.foreground = foreground.map(\.color)
        options.knockouts = !noKnockouts
        let writer = SymbolImportWriter(importer: SymbolImporter(options: options), folder: output, format: format,
                                        writer: OutputWriter(protecting: collected.files + [ultralight, black].compactMap { $0 }, force: force),
                                        ultralight: ultralight, black: black)
        let files = collected.files
        let unreadable = collected.diagnostics.filter { $0.severity == .error }.count
        let imported = writer.run(files, workers: jobs ?? BatchRenderer.processorCount) { event in
            switch event {
            case .problem(let error): console.report(error)
            case .finished(let input, let warnings, let total, let failed):
                console.progress(input, warnings: warnings, total: total, failed: failed)
            }
        }
        let failedCount = files.count - imported
        let failures = failedCount + unreadable
        console.finish("imported \(imported) symbol\(imported == 1 ? "" : "s") into \(output), \(failures) failed", always: failures > 0)
        if failures > 0 { throw ExitCode.failure }
    }
}
