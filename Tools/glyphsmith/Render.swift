import ArgumentParser
import SymbolRender
import SymbolAssets
import SymbolCore

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

    @Argument(help: "SVG files or folders containing SVG files; - reads one SVG from standard input.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The PNG file (one input; - for standard output) or the output folder (several inputs).")
    var output: String

    @Option(help: "Fit the drawing into a PX×PX canvas (times --pixel-scale), preserving its aspect ratio, centered; a list (16,32,64) renders each; W×H (100x50) a box.")
    var size: SizeList?

    @Option(help: "How the drawing fills the --size box: fill, contain, cover, none, inside, outside (UIKit's scaleToFill, scaleAspectFit, scaleAspectFill too; default contain).")
    var fit: ContentMode?

    @Option(help: "Where the drawing sits in the box: center, top, bottom, left, right, top-left, top-right, bottom-left, bottom-right (default center).")
    var position: ContentPosition?

    @Option(help: "Multiply the drawing's alpha by this value in 0…1 (a background stays opaque).")
    var opacity: Double?

    @Option(help: "Write a resizable image: the minimal bitmap for 3-part-horizontal, 3-part-vertical or 9-part slicing, and print its cap insets in pixels.")
    var slice: ImageSlice.Mode?

    @Option(help: "What the slice's centre does: stretch (one pixel) or tile (one --slice-period); default stretch.")
    var sliceCenter: ImageSlice.Center?

    @Option(help: "The tiled centre's period in points (the pattern's repeat).")
    var slicePeriod: Double?

    @Option(help: "Cap insets in points as top,left,bottom,right (only the slice's axes are used), or auto: the smallest caps whose centre is uniform (default auto).")
    var capInsets: String?

    @Option(help: "The layout's direction: ltr or rtl. In rtl a symbol drawn left to right (its template says so, or --direction) is drawn mirrored.")
    var layoutDirection: LayoutDirection?

    @Option(help: "The direction the drawing is drawn for, overriding its template's: fixed, mirrors (= left-to-right), left-to-right, right-to-left.")
    var direction: LanguageDirection?

    @Option(help: "Pick a library name's localized variant for this locale (ar → character.ar, he → list.number.rtl); names without one render as they are.")
    var locale: String?

    @Option(help: "Output names in a folder: {name}, {scale}, {size}, {mode}, {appearance}, {contrast}, {ext} (default {name}[-{size}][@{scale}x].{ext}).")
    var outputPattern: String?

    @Flag(help: "Look for SVGs in the subfolders of input folders too (outputs mirror the subfolders).")
    var recursive = false

    @Flag(help: "Print what was written as JSON on standard output: per file the output, warnings and metrics, or the error.")
    var json = false

    @OptionGroup(title: "Symbol templates")
    var symbol: SymbolOptions

    @OptionGroup(title: "Modes and colors")
    var paint: StyleOptions

    @Option(help: "Number of parallel render workers (default: one per core).")
    var jobs: Int?

    @Option(help: "An opaque background color, e.g. '#ffffff' or a system background such as 'systemBackground' (resolved for --appearance, --contrast and --interface-level; default: transparent).")
    var background: String?

    @Option(help: "Output format: png, or pdf/svg documents of the same drawing through Cairo's vector surfaces (default: the output file's extension, else png).")
    var format: OutputFormat?

    @Flag(help: "Replace an existing output file even when it is not an image of the format being written.")
    var force = false

    @Flag(help: "Fail an input that has any warning, writing nothing for it (for builds).")
    var warningsAsErrors = false

    @Option(help: "The work one input may ask for, in work units (a pass over the whole canvas costs 2^20; default 2^28, far above any real icon). Raise it for a file refused as too expensive that you trust.")
    var workBudget: Int?

    @Option(help: "Color space of the PNGs: srgb, or display-p3 (colors converted to P3 before painting, PNGs tagged with an ICC Display P3 profile; default srgb).")
    var colorSpace: OutputColorSpace?

    @Flag(help: "With --color-space display-p3, also write a cICP chunk (12, 13, 0, 1) beside the ICC profile.")
    var cicp = false

    @Option(help: "PNG compression: fast, default, smallest, or a level 1 (fastest) … 12 (smallest); default is 7.")
    var compression = CompressionLevel(PNGEncoder.defaultLevel)

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print a line for every file.")
    var verbose = false

    func validate() throws {
        if let height = size?.height, !(height > 0 && height == height.rounded()) {
            throw ValidationError("--size takes whole numbers of pixels above 0, got a height of \(NumberFormatting.string(height))")
        }
        if let opacity, !(opacity >= 0 && opacity <= 1) { throw ValidationError("--opacity \(NumberFormatting.string(opacity)) is out of range: use a value in 0…1") }
        if (fit != nil || position != nil) && size == nil { throw ValidationError("--fit and --position place the drawing in the --size box; add --size") }
        for value in size?.values ?? [] {
            guard value > 0, value == value.rounded() else { throw ValidationError("--size takes whole numbers of pixels above 0, got \(NumberFormatting.string(value))") }
            let side = Int(min(value * (symbol.pixelScale.values.max() ?? 1), 1e9))
            do { try Rasterizer().checkCanvas(width: side, height: side) } catch {
                throw ValidationError("--size \(NumberFormatting.string(value)): \(error.description)")
            }
        }
        if let outputPattern, !outputPattern.contains("{name}") {
            throw ValidationError("--output-pattern must contain {name}, or every input would write the same file")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if cicp && colorSpace != .displayP3 { throw ValidationError("--cicp tags Display P3 PNGs; add --color-space display-p3") }
        if colorSpace == .displayP3, try outputFormat() != .png {
            throw ValidationError("--color-space display-p3 writes PNGs; PDF and SVG documents are written in sRGB")
        }
        _ = try outputFormat()
        if slice == nil && (sliceCenter != nil || slicePeriod != nil || capInsets != nil) {
            throw ValidationError("--slice-center, --slice-period and --cap-insets describe a slice; add --slice 3-part-horizontal|3-part-vertical|9-part")
        }
        if let slice = try imageSlice() {
            do { try slice.validate() } catch { throw ValidationError("--slice: \(error.description)") }
            if let scale = symbol.pixelScale.values.first(where: { $0 != $0.rounded() || $0 < 1 }) {
                throw ValidationError("--slice needs whole pixel scales (1, 2, 3), got \(NumberFormatting.string(scale))")
            }
            if format != nil && format != .png { throw ValidationError("a sliced image is written as PNG (Xcode keeps no vector data with resizing)") }
        }
        if direction == .both { throw ValidationError("--direction both names two drawings; render each file with its own direction") }
        if let locale, !SymbolAssets.LocalizedSource.isLocaleCode(locale.replacing("_", with: "-")) {
            throw ValidationError("--locale '\(locale)' is not a locale code: use a language such as ar, he, ja or zh-Hans")
        }
        if let background, (try? SymbolColor(parsing: background)) == nil {
            throw ValidationError("--background '\(background)' is not a color (try '#ffffff', 'white' or 'systemBackground')")
        }
    }

    /// The slice `--slice`, `--slice-center`, `--slice-period` and `--cap-insets` describe, or nil.
    func imageSlice() throws -> ImageSlice? {
        guard let slice else { return nil }
        var insets = ImageSlice.CapInsets.auto
        if let capInsets, capInsets != "auto" {
            let parts = capInsets.split(separator: ",", omittingEmptySubsequences: false)
            let values = parts.compactMap { NumberScanner.parse(String($0.filter { $0 != " " })) }
            guard parts.count == 4, values.count == 4 else {
                throw ValidationError("--cap-insets '\(capInsets)' must be auto or four numbers of points: top,left,bottom,right")
            }
            insets = .points(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        return ImageSlice(mode: slice, center: sliceCenter ?? .stretch, capInsets: insets, period: slicePeriod)
    }

    /// The format: `--format`, else the single output's extension, else PNG; a clash between the two is an error
    /// (`--format pdf -o x.png` would write a PDF named .png).
    func outputFormat() throws -> OutputFormat {
        let lowered = output.lowercased()
        let implied = OutputFormat.allCases.first { lowered.hasSuffix("." + $0.rawValue) }
        if let format, let implied, format != implied {
            throw ValidationError("--format \(format.rawValue) does not match the output's extension (\(output)); name it .\(format.rawValue) or drop --format")
        }
        return format ?? implied ?? .png
    }

    func run() throws {
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
        let plan: [RenderJob]
        do {
            guard output != "-" || (singleFile && symbol.pixelScale.values.count == 1 && (size?.values.count ?? 1) == 1) else {
                throw Diagnostic(.error, "standard output (-o -) takes one input; name a folder for several")
            }
            let naming = RenderJob.Naming(pattern: outputPattern, fileExtension: format.rawValue,
                                          mode: (configuration.renderingMode ?? .monochrome).rawValue,
                                          appearance: (configuration.appearance ?? .light).rawValue,
                                          contrast: (configuration.contrast ?? .standard).rawValue)
            plan = try RenderJob.plan(Array(zip(collected.files, collected.relativeFolders)), output: output, singleFile: singleFile,
                                      scales: symbol.pixelScale.values, sizes: size.map { $0.values.map { Int($0) } } ?? [nil], naming: naming)
        } catch {
            console.report(error)
            throw ExitCode.failure
        }
        var limits = XMLLimits.default
        if let workBudget { limits.maximumWork = max(0, workBudget) }
        var encoder = PNGEncoder(compressionLevel: compression.level)
        encoder.writesCICP = cicp
        var renderer = SymbolRenderer(configuration: configuration, encoder: encoder, limits: limits, slice: try imageSlice())
        renderer.languageDirection = direction
        let options = BatchRenderer.Options(renderer: renderer,
                                    format: VectorRenderer.Format(rawValue: format.rawValue),
                                    writer: OutputWriter(protecting: collected.files, force: force),
                                    warningsAsErrors: warningsAsErrors)
        var summary = BatchRenderer(options: options, workers: jobs ?? BatchRenderer.processorCount).run(plan, console: console)
        // Inputs that could not be collected failed too: the summary counts every failure behind a non-zero exit.
        summary.failed += collectionErrors
        console.summary(summary, noun: format.rawValue.uppercased())
        if json {
            print(summary.json(jobs: plan, slice: try imageSlice()))
        } else if !quiet, let slice = try imageSlice() {
            // The insets are what a build without catalogs needs next to the PNG: said on standard output.
            for (job, result) in zip(plan, summary.results) {
                guard let cut = result.slice else { continue }
                print("\(job.output): \(cut.capInsetsDescription(slice))")
            }
        }
        if summary.failed > 0 { throw ExitCode.failure }
    }
}

/// What `render` writes.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case png, pdf, svg
}
