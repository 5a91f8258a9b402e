import ArgumentParser
import SymbolAssets
import SymbolRender
import SymbolCore

/// `glyphsmith animate`: a symbol effect as an animated PNG, a frame sequence or a filmstrip contact sheet.
struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a symbol effect (bounce, pulse, variable color, draw on…) as APNG, frames, a filmstrip, GIF or stickers.",
        discussion: """
            Effects are spelled as SwiftUI spells them: \(SymbolEffect.names.joined(separator: ", ")), with options \
            such as bounce.up, variableColor.iterative.reversing, replace.downUp, wiggle.left, drawOn.byLayer \
            (case, - and _ do not matter). Frame k is the symbol at time k/fps; frame 0 is the rest pose. Timing \
            follows observed reference values (see Documentation/Animation.md), unverified against a device.
            """
    )

    @Argument(help: "A symbol template, a plain SVG, or a library symbol name.")
    var input: String

    @Option(help: "The effect, e.g. bounce.up, pulse, scale.up, variableColor.iterative.reversing, replace.downUp, rotate.clockwise, drawOn.byLayer.")
    var effect: String

    @Option(name: .customLong("to"), help: "replace: the symbol (template, SVG or library name) that replaces INPUT.")
    var replacement: String?

    @Option(name: .shortAndLong, help: "The output: an .png/.apng file (apng), a folder (frames), or a .png sheet (sheet).")
    var output: String

    @Option(help: "apng (default for a .png/.apng output), frames (NAME_0000.png … plus NAME.json in the output folder), sheet (a filmstrip, light and dark), gif (needs --matte), or stickers (an iMessage .stickerpack with a .stickersequence, into the catalog folder OUTPUT).")
    var format: AnimationFormat?

    @Option(help: "Frames per second, 1…120 (default 30).")
    var fps: Double = 30

    @Option(help: "Playback speed, 0.1…10 (2 plays twice as fast).")
    var speed: Double = 1

    @Option(help: "How many times the animation plays; 0 plays forever (default 1).")
    var repeatCount: Int = 1

    @Option(help: "Seconds of rest between plays (at speed 1).")
    var repeatDelay: Double = 0

    @Flag(help: "Loop forever without rest.")
    var continuous = false

    @Option(help: "wiggle: the rocking angle in degrees (default 5).")
    var wiggleAngle: Double?

    @Option(help: "sheet: how many frames the filmstrip shows, evenly spaced from the start to the end of a play (default 8).")
    var sheetFrames: Int = 8

    @Option(help: "gif: the colour the GIF is shown on, e.g. '#ffffff': partly transparent edges are blended into it (GIF has one-bit transparency).")
    var matte: String?

    @Option(help: "stickers: the pack's name (default 'Sticker Pack').")
    var stickerPack = "Sticker Pack"

    @Option(help: "stickers: the pack's grid size: small (300 px), regular (408 px) or large (618 px) at @3x (default regular).")
    var gridSize: String = "regular"

    @Option(help: "Fit the symbol into a PX×PX canvas (times --pixel-scale), centered.")
    var size: Double?

    @Flag(help: "Animate a plain SVG as one layer per top-level element (by-layer effects stagger them) instead of one layer.")
    var layersFromGroups = false

    @Flag(help: "Keep the still image's canvas, cutting off what scales, turns or moves beyond it (default: the canvas grows to hold every pose).")
    var keepCanvas = false

    @Option(help: "An opaque background color, e.g. '#ffffff' (default: transparent).")
    var background: String?

    @OptionGroup(title: "Symbol templates")
    var symbol: SymbolOptions

    @OptionGroup(title: "Modes and colors")
    var paint: StyleOptions

    @Option(help: "Number of threads rendering frames (default: one per core); the output is the same for any number.")
    var jobs: Int?

    @Option(help: "PNG compression: fast, default, smallest, or a level 1 (fastest) … 12 (smallest); default is 7.")
    var compression = CompressionLevel(PNGEncoder.defaultLevel)

    @Flag(help: "Replace an existing output file even when it is not an image of the format being written.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    /// `--format`'s spellings: `AnimationOutput.Format`'s.
    enum AnimationFormat: String, CaseIterable, ExpressibleByArgument {
        case apng, frames, sheet, stickers, gif
    }
}
