import CPlatform
import ArgumentParser
import Dispatch
import Synchronization
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
    var format: ImportFormat = .template

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
        var seen: [String: String] = [:]
        for file in collected.files {
            let name = Self.symbolName(file)
            if let other = seen[name] {
                console.report(Diagnostic(.error, "\(file) and \(other) would both become '\(name)'; import them into different folders"))
                throw ExitCode.failure
            }
            seen[name] = file
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
        let importer = SymbolImporter(options: options)
        let writer = OutputWriter(protecting: collected.files + [ultralight, black].compactMap { $0 }, force: force)
        let files = collected.files
        let unreadable = collected.diagnostics.filter { $0.severity == .error }.count
        let workers = min(jobs ?? BatchRenderer.processorCount, files.count)
        let outcomes = ParallelWork.map(files.count, workers: workers) { index -> Bool in
            let file = files[index]
            do {
                let warnings = try importOne(file, importer: importer, writer: writer)
                console.progress(file, warnings: warnings, total: files.count, failed: false)
                return true
            } catch {
                console.report(error)
                console.progress(file, warnings: [], total: files.count, failed: true)
                return false
            }
        }
        let failedCount = outcomes.filter { !$0 }.count
        let imported = files.count - failedCount
        let failures = failedCount + unreadable
        console.finish("imported \(imported) symbol\(imported == 1 ? "" : "s") into \(output), \(failures) failed", always: failures > 0)
        if failures > 0 { throw ExitCode.failure }
    }

    static func symbolName(_ file: String) -> String { SymbolImporter.symbolName(file) }

    /// Imports one file and writes its template (or symbol set); returns the warnings.
    private func importOne(_ file: String, importer: SymbolImporter, writer: OutputWriter) throws(Diagnostic) -> [Diagnostic] {
        let name = Self.symbolName(file)
        let result = try importer.importSymbol(contentsOf: file, name: name, ultralight: ultralight, black: black)
        let template = result.template
        var targets: [(path: String, bytes: [UInt8], kind: OutputWriter.Kind)] = []
        var newFolder: String?
        switch format {
        case .template:
            targets.append((FileSystem.join(output, name + ".svg"), template, .svg))
        case .symbolset:
            let folder = FileSystem.join(output, name + ".symbolset")
            if FileSystem.kind(of: folder) == .missing { newFolder = folder }
            try FileSystem.createDirectory(folder)
            targets.append((FileSystem.join(folder, name + ".svg"), template, .svg))
            targets.append((FileSystem.join(folder, "Contents.json"), ContentsJSON.symbolSet(file: name + ".svg", renderingIntent: nil), .json))
        }
        for (index, target) in targets.enumerated() {
            do { try writer.write(target.bytes, to: target.path, kind: target.kind) } catch {
                // A symbol set this run started is taken back whole rather than left half-written.
                if let newFolder {
                    for written in targets[..<index] { unlink(written.path) }
                    rmdir(newFolder)
                }
                throw Diagnostic(.error, error.description, file: target.path)
            }
        }
        return result.warnings
    }
}

/// What `import` writes.
enum ImportFormat: String, ExpressibleByArgument, CaseIterable {
    case template, symbolset
}

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
