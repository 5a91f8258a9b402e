import ArgumentParser
import SymbolAssets
import SymbolImport
import SymbolFormat
import SymbolRender
import SymbolCore

/// `glyphsmith import`: plain SVG icons to symbol templates (three masters, margins, layers), ready for `catalog`.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import plain SVG icons as symbol templates: every weight from one drawing.",
        discussion: """
            Strokes become the weight axis (the same centerlines stroked at three widths, Regular at the icon's own \
            width); fills are offset in and out by the same progression where their shape allows. The viewBox (or \
            the artwork) is fitted to the cap band; paints and top-level groups become layers.
            """)

    @Argument(help: "SVG files or folders (folders are searched recursively).")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The folder to write NAME.svg templates (or NAME.symbolset folders) into.")
    var output: String

    @Option(help: "template: NAME.svg; symbolset: NAME.symbolset/ with its Contents.json, for an asset catalog.")
    var format: SymbolImportWriter.Format = .template

    @Option(help: "auto: strokes follow the weights, fills are offset in and out; stroke: fills stay as drawn; outline: everything offset as outlines; none: one weight.")
    var weights: SymbolImportOptions.Weights = .auto

    @Option(help: "What spans the cap band: viewbox (keeps a set's relative sizes) or artwork (its ink bounds).")
    var fit: SymbolImportOptions.Fit = .viewbox

    @Option(help: "Margins: auto (around the ink), or insets from the fitted box's sides in source units: N or LEFT,RIGHT.")
    var insets: InsetsArgument = InsetsArgument(value: nil)

    @Option(help: "Hierarchical levels: opacity (the most opaque layers are primary) or order (first primary, second secondary, the rest tertiary).")
    var levels: SymbolImportOptions.Levels = .opacity

    @Option(help: "auto: a layer per paint and top-level group; single: one layer.")
    var layers: SymbolImportOptions.Layers = .auto

    @Option(parsing: .upToNextOption, help: "Colors that mean the foreground (the label color) besides black and currentColor, e.g. '#2e3436'.")
    var foreground: [ForegroundColor] = []

    @Flag(help: "Keep a lighter paint drawn on a darker shape (a white glyph on a badge) as a layer of its own instead of cutting it out (a hole in monochrome, hierarchical, palette and template images).")
    var noKnockouts = false

    @Option(help: "An Ultralight drawing of the (single) input: its outlines become the light master.")
    var ultralight: String?

    @Option(help: "A Black drawing of the (single) input: its outlines become the heavy master.")
    var black: String?

    @Option(help: "Number of parallel workers (default: one per core).")
    var jobs: Int?

    @Flag(help: "Replace existing files that are not SVG (or JSON) documents.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print a line for every file.")
    var verbose = false

    func validate() throws {
        if (ultralight == nil) != (black == nil) { throw ValidationError("--ultralight and --black go together") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

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

extension SymbolImportWriter.Format: ExpressibleByArgument {}

/// `--insets auto | N | LEFT,RIGHT`.
struct InsetsArgument: ExpressibleByArgument {
    var value: SymbolImportOptions.Insets?

    init(value: SymbolImportOptions.Insets?) { self.value = value }

    init?(argument: String) {
        if argument == "auto" { value = nil; return }
        let numbers = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0.filter { $0 != " " })) }
        guard numbers.count == 1 || numbers.count == 2, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        value = SymbolImportOptions.Insets(left: numbers[0]!, right: numbers[numbers.count - 1]!)
    }

    var defaultValueDescription: String { "auto" }
}

/// A `--foreground` color (any CSS color the SVG reader knows).
struct ForegroundColor: ExpressibleByArgument {
    var color: RGBAColor

    init?(argument: String) {
        guard let color = ColorParser.parseColor(Substring(argument)) else { return nil }
        self.color = color
    }
}

extension SymbolImportOptions.Weights: ExpressibleByArgument {}
extension SymbolImportOptions.Fit: ExpressibleByArgument {}
extension SymbolImportOptions.Levels: ExpressibleByArgument {}
extension SymbolImportOptions.Layers: ExpressibleByArgument {}
