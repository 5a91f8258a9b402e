import ArgumentParser
import SymbolRender
import SymbolAssets
import SymbolCore

/// `render`'s run: collects the inputs, renders them as a batch, prints the summary and sets the exit code.
extension Render {
    func run() throws {
        if !fontDirectories.isEmpty { SystemTextShaper.install(fontDirectories: fontDirectories) }
        let allInputs = BulkInputs.merge(inputs)
        let collected = InputCollector.collect(allInputs, recursive: recursive, locale: locale)
        let console = Console(quiet: quiet, verbose: verbose)
        for diagnostic in collected.diagnostics { console.report(diagnostic) }
        let collectionErrors = collected.diagnostics.filter { $0.severity == .error }.count
        // Nothing to render: say so, and create no output folder.
        guard !collected.files.isEmpty else { throw ExitCode.failure }
        let singleFile = collected.files.count == 1 && allInputs.count == 1 && FileSystem.kind(of: allInputs[0]) != .directory
        let format = try outputFormat()
        // The configuration first (it reads --colorset): a bad one creates no output folder.
        var configuration = try symbol.configuration().applying(paint.configuration())
        configuration.background = background.flatMap { try? SymbolColor(parsing: $0) }
        configuration.fittingHeight = size?.height
        configuration.contentMode = fit
        configuration.contentPosition = position
        configuration.opacity = opacity
        if colorSpace == .displayP3 { configuration.outputColorSpace = .displayP3 }
        configuration.layoutDirection = layoutDirection
        let batch: [RenderJob]
        do {
            guard output != "-" || (singleFile && symbol.pixelScale.values.count == 1 && (size?.values.count ?? 1) == 1) else {
                throw Diagnostic(.error, "standard output (-o -) takes one input; name a folder for several")
            }
            let naming = RenderJob.Naming(pattern: outputPattern, fileExtension: format.rawValue,
                                          mode: (configuration.renderingMode ?? .monochrome).rawValue,
                                          appearance: (configuration.appearance ?? .light).rawValue,
                                          contrast: (configuration.contrast ?? .standard).rawValue)
            batch = try RenderJob.jobs(Array(zip(collected.files, collected.relativeFolders)), output: output, singleFile: singleFile,
                                      scales: symbol.pixelScale.values, sizes: size.map { $0.values.map { Int(clamping: $0, to: 1...Int.max) } } ?? [nil], naming: naming)
        } catch {
            console.report(error)
            throw ExitCode.failure
        }
        var limits = XMLLimits.default
        if let workBudget { limits.maximumWork = max(0, workBudget) }
        limits.imageFolder = imageDirectory
        var encoder = PNGEncoder(compressionLevel: compression.level)
        encoder.writesCICP = cicp
        var renderer = SymbolRenderer(configuration: configuration, encoder: encoder, limits: limits, slice: try imageSlice())
        renderer.languageDirection = direction
        let options = BatchRenderer.Options(renderer: renderer,
                                    format: VectorRenderer.Format(rawValue: format.rawValue),
                                    writer: OutputWriter(protecting: collected.files, force: force),
                                    warningsAsErrors: warningsAsErrors)
        var summary = BatchRenderer(options: options, workers: jobs ?? BatchRenderer.processorCount).run(batch, console: console)
        // Inputs that could not be collected failed too: the summary counts every failure behind a non-zero exit.
        summary.failed += collectionErrors
        console.summary(summary, noun: format.rawValue.uppercased())
        if json {
            print(summary.json(jobs: batch, slice: try imageSlice()))
        } else if !quiet, let slice = try imageSlice() {
            // The insets are what a build without catalogs needs next to the PNG: said on standard output.
            for (job, result) in zip(batch, summary.results) {
                guard let cut = result.slice else { continue }
                printLine("\(job.output): \(cut.capInsetsDescription(slice))")
            }
        }
        if summary.failed > 0 { throw ExitCode.failure }
    }
}
