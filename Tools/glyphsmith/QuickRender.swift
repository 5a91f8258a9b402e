import CPlatform
import SymbolRender
import SymbolCore

/// A fast path for `glyphsmith render FILE.svg -o FILE.png [--size N] [--compression L] [-q|--quiet]`, and for
/// several `.svg` files into a folder (`render A.svg B.svg … -o FOLDER`, also with `--jobs N`).
///
/// ArgumentParser builds its command tree by reflection, and each reflected type costs the Swift runtime a scan of
/// every protocol conformance in the binary: 2–7 ms per process here, against ~1 ms for a one-icon render and
/// ~40 ms for 300 icons at 256 px on two cores. Build systems and `xargs` call the tool once per file, and batch
/// scripts with a list of files, so these shapes of call are handled directly, with the same planning, renderer,
/// output and messages as the full command. Any other shape (or any doubt) returns nil and takes the full parser.
enum QuickRender {
    static func run(_ arguments: [String]) -> Int32? {
        guard arguments.count >= 5, arguments[1] == "render" else { return nil }
        var inputs: [String] = []
        var output: String?
        var jobs: Int?
        var size: Int?
        var compression = PNGEncoder.defaultLevel
        var quiet = false
        var index = 2
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-o", "--output":
                guard index + 1 < arguments.count, output == nil else { return nil }
                output = arguments[index + 1]
                index += 2
            case "--size":
                guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0, value <= 4096 else { return nil }
                size = value
                index += 2
            case "--compression":
                guard index + 1 < arguments.count, let value = CompressionLevel(argument: arguments[index + 1]) else { return nil }
                compression = value.level
                index += 2
            case "--jobs":
                guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value >= 1, value <= 1024 else { return nil }
                jobs = value
                index += 2
            case "-q", "--quiet":
                quiet = true
                index += 1
            default:
                guard !argument.hasPrefix("-"), argument.hasSuffix(".svg") else { return nil }
                inputs.append(argument)
                index += 1
            }
        }
        guard let output, !inputs.isEmpty else { return nil }
        // Several inputs go through the full command's input collection, which looks at each of them.
        if inputs.count > 1 { return renderFolder(inputs, output: output, size: size, compression: compression, jobs: jobs, quiet: quiet) }
        let input = inputs[0]
        // Only the plain case: an SVG file to a new or existing .png path (anything else, such as links, pipes or a
        // format to infer, takes the full command; the renderer's writer applies the same rules either way).
        guard jobs == nil, FileSystem.kind(of: input) == .file, output.lowercased().hasSuffix(".png"),
              FileSystem.kind(of: output) != .directory else { return nil }
        // Missing folders above the output are created, as the full command does; a failure is its to report.
        do { try RenderJob.createParent(of: output) } catch { return nil }
        // The same batch code as the full command, with one job and one worker: the same output and messages.
        var configuration = SymbolConfiguration()
        configuration.fittingSize = size.map(Double.init)
        let renderer = SymbolRenderer(configuration: configuration, encoder: PNGEncoder(compressionLevel: compression))
        let console = Console(quiet: quiet, verbose: false)
        let summary = BatchRenderer(options: BatchRenderer.Options(renderer: renderer, format: nil), workers: 1)
            .run([RenderJob(input: input, output: output)], console: console)
        console.summary(summary)
        return summary.failed == 0 ? 0 : 1
    }

    /// Several SVG files into a folder, planned and written exactly as the full command does (`RenderJob.plan`,
    /// the inputs protected from being overwritten, one worker per core unless `--jobs` says otherwise).
    private static func renderFolder(_ inputs: [String], output: String, size: Int?, compression: Int, jobs: Int?,
                                     quiet: Bool) -> Int32? {
        // A name that implies another format, or an existing file, is the full command's to explain.
        let lowered = output.lowercased()
        guard !lowered.hasSuffix(".png"), !lowered.hasSuffix(".pdf"), !lowered.hasSuffix(".svg"),
              [.directory, .missing].contains(FileSystem.kind(of: output)) else { return nil }
        let collected = InputCollector.collect(inputs)
        guard collected.diagnostics.isEmpty, collected.files.count == inputs.count else { return nil }
        let naming = RenderJob.Naming(pattern: nil, fileExtension: "png", mode: "monochrome", appearance: "light", contrast: "standard")
        // A clash between two output names throws before any folder is made; the full command then reports it.
        guard let plan = try? RenderJob.plan(Array(zip(collected.files, collected.relativeFolders)), output: output,
                                             singleFile: false, scales: [1], sizes: [size], naming: naming) else { return nil }
        let renderer = SymbolRenderer(configuration: SymbolConfiguration(), encoder: PNGEncoder(compressionLevel: compression))
        let options = BatchRenderer.Options(renderer: renderer, format: nil, writer: OutputWriter(protecting: collected.files))
        let console = Console(quiet: quiet, verbose: false)
        let summary = BatchRenderer(options: options, workers: jobs ?? BatchRenderer.processorCount).run(plan, console: console)
        console.summary(summary, noun: "PNG")
        return summary.failed == 0 ? 0 : 1
    }
}
