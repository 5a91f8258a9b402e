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
}
