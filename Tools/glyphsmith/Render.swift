import ArgumentParser
import SymbolRender

/// `glyphsmith render`: SVG files or folders of SVGs to PNG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render SVG files (or folders of SVGs) to PNG.",
        discussion: """
            With one input file, OUTPUT is the PNG file to write. With several inputs or a folder, OUTPUT is a \
            folder that receives one PNG per input, named after the input's stem. Every file is written \
            atomically: a failed render never leaves a partial file.
            """
    )

    @Argument(help: "SVG files or folders containing SVG files.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The PNG file (one input) or the output folder (several inputs).")
    var output: String

    @Option(help: "Fit the drawing into a PX×PX canvas, preserving its aspect ratio, centered.")
    var size: Int?

    @OptionGroup(title: "Symbol templates")
    var symbol: SymbolOptions

    @OptionGroup(title: "Modes and colors")
    var paint: StyleOptions

    @Option(help: "Number of parallel render workers (default: one per core).")
    var jobs: Int?

    @Option(help: "An opaque background color, e.g. '#ffffff' (default: transparent).")
    var background: String?

    @Option(help: "Output format: png (default), or pdf/svg documents of the same drawing through Cairo's vector surfaces.")
    var format: String = "png"

    @Option(help: "zlib compression level for PNGs, 0 (fastest) … 9 (smallest).")
    var compression: Int = 6

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print a line for every file.")
    var verbose = false

    func validate() throws {
        if let size {
            guard size > 0 else { throw ValidationError("--size must be a positive number of pixels, got \(size)") }
            do { try Rasterizer().checkCanvas(width: size, height: size) } catch {
                throw ValidationError("--size \(size): \(error.description)")
            }
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        guard ["png", "pdf", "svg"].contains(format) else { throw ValidationError("--format must be png, pdf or svg, got '\(format)'") }
        guard (0...9).contains(compression) else { throw ValidationError("--compression must be 0…9") }
        if let background, ColorParser.parseColor(Substring(background)) == nil {
            throw ValidationError("--background '\(background)' is not a color (try '#ffffff' or 'white')")
        }
    }

    func run() throws {
        let allInputs = inputs + BulkInputs.paths.withLock { $0 }
        let collected = InputCollector.collect(allInputs)
        let console = Console(quiet: quiet, verbose: verbose)
        for diagnostic in collected.diagnostics { console.report(diagnostic) }
        // Nothing to render: say so, and create no output folder.
        guard !collected.files.isEmpty else { throw ExitCode.failure }
        let singleFile = collected.files.count == 1 && allInputs.count == 1 && FileSystem.kind(of: allInputs[0]) != .directory
        let plan: [RenderJob]
        do {
            plan = try RenderJob.plan(collected.files, output: output, singleFile: singleFile, fileExtension: format)
        } catch {
            console.report(error)
            throw ExitCode.failure
        }
        var configuration = try symbol.configuration().applying(paint.configuration())
        configuration.fittingSize = size.map(Double.init)
        configuration.background = background.flatMap { try? SymbolColor(parsing: $0) }
        let options = RenderOptions(renderer: SymbolRenderer(configuration: configuration, encoder: PNGEncoder(compressionLevel: compression)),
                                    format: VectorRenderer.Format(rawValue: format))
        let summary = BatchRenderer(options: options, workers: jobs ?? BatchRenderer.processorCount)
            .run(plan, console: console)
        console.summary(summary, noun: format.uppercased())
        if summary.failed > 0 || !collected.diagnostics.isEmpty || collected.files.isEmpty {
            throw ExitCode.failure
        }
    }
}
