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

    @Option(name: .customLong("font-dir"), help: "A folder of fonts <text> may use besides the system's (repeatable).")
    var fontDirectories: [String] = []

    @Option(name: .customLong("image-dir"), help: "A folder <image> may read files from (found relative to the SVG; none outside it, no link followed). Without it only data: images are drawn.")
    var imageDirectory: String?

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
}
