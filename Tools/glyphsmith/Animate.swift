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

    func validate() throws {
        do { _ = try SymbolEffect(parsing: effect) } catch { throw ValidationError("--effect: \(error.description)") }
        do { try options().validate() } catch { throw ValidationError(error.message) }
        guard fps.isFinite, SymbolAnimator.framesPerSecondRange.contains(fps) else {
            throw ValidationError("--fps \(NumberFormatting.string(fps)) is out of range: use 1…120")
        }
        guard (1...64).contains(sheetFrames) else { throw ValidationError("--sheet-frames must be in 1…64") }
        if let size, !(size > 0 && size <= 4096 && size == size.rounded()) {
            throw ValidationError("--size takes a whole number of pixels in 1…4096")
        }
        if let wiggleAngle, !(wiggleAngle.isFinite && abs(wiggleAngle) <= 90) {
            throw ValidationError("--wiggle-angle must be in -90…90 degrees")
        }
        if resolvedFormat() == .gif {
            guard let matte else { throw ValidationError("--format gif needs --matte COLOR, the background it will be shown on: GIF has one-bit transparency") }
            guard ColorParser.parseColor(Substring(matte)) != nil else { throw ValidationError("--matte '\(matte)' is not a color (try '#ffffff' or 'white')") }
        }
        guard StickerPack.GridSize(rawValue: gridSize.lowercased()) != nil else {
            throw ValidationError("--grid-size '\(gridSize)' is not a grid size; use small, regular, large")
        }
        if symbol.pixelScale.values.count > 1 { throw ValidationError("animate takes one --pixel-scale") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let background, ColorParser.parseColor(Substring(background)) == nil {
            throw ValidationError("--background '\(background)' is not a color (try '#ffffff' or 'white')")
        }
    }

    private func options() -> SymbolEffectOptions {
        SymbolEffectOptions(speed: speed, repeatCount: repeatCount, repeatDelay: repeatDelay, isContinuous: continuous)
    }

    /// The format: `--format`, else what the output's name implies.
    private func resolvedFormat() -> AnimationOutput.Format {
        format.flatMap { AnimationOutput.Format(rawValue: $0.rawValue) } ?? AnimationOutput.format(forOutput: output)
    }

    func run() throws {
        let console = Console(quiet: quiet, verbose: false)
        do {
            var effect = try SymbolEffect(parsing: self.effect)
            effect.wiggleAngle = wiggleAngle
            if effect.kind == .replace && replacement == nil {
                throw Diagnostic(.error, "--effect \(effect) needs --to, the symbol that replaces \(input)")
            }
            var configuration = try symbol.configuration().applying(paint.configuration())
            configuration.background = background.flatMap { try? SymbolColor(parsing: $0) }
            configuration.fittingSize = size
            let source = try AnimationOutput.Input(input)
            let incoming = try replacement.map { name throws(Diagnostic) in try AnimationOutput.Input(name) }
            var base = SymbolAnimator(configuration: configuration, effect: effect, options: options(), framesPerSecond: fps)
            base.growsCanvas = !keepCanvas
            base.splitsDrawingGroups = layersFromGroups
            let animator = AnimationOutput.animator(base, for: source)
            let writer = OutputWriter(protecting: [input] + (replacement.map { [$0] } ?? []), force: force)
            let workers = jobs ?? BatchRenderer.processorCount
            let encoder = PNGEncoder(compressionLevel: compression.level)
            let name = AnimationOutput.baseName(of: source.file)
            switch resolvedFormat() {
            case .apng:
                let apng = try animator.apngData(source.symbol, replacement: incoming?.symbol, file: source.file, jobs: workers, encoder: encoder)
                try write(apng.bytes, to: output, kind: .png, writer: writer)
                console.finish("wrote \(output): \(apng.frameCount) frames at \(NumberFormatting.string(fps)) fps")
            case .frames:
                let sequence = try AnimationOutput.frameSequence(animator, input: source, replacement: incoming, name: name, jobs: workers, encoder: encoder)
                try StagedFolderWriter(output: writer).write(sequence.files, into: output) { AnimationTiming.isFrameName($0, of: name) }
                console.finish("wrote \(sequence.frameCount) frames and \(name).json to \(output)")
            case .gif:
                let animation = try animator.render(source.symbol, replacement: incoming?.symbol, file: source.file, jobs: workers)
                let color = ColorParser.parseColor(Substring(matte ?? "white")) ?? RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
                func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
                let gif = try GIFEncoder(matte: (byte(color.red), byte(color.green), byte(color.blue)))
                    .encode(frames: animation.frames, framesPerSecond: fps, plays: animation.plays, extraDelay: animation.repeatDelay)
                try write(gif, to: output, kind: .gif, writer: writer)
                console.finish("wrote \(output): \(animation.frames.count) frames at \(NumberFormatting.string(fps)) fps, matte \(matte ?? "")")
            case .stickers:
                let pack = try AnimationOutput.stickerPack(animator, input: source, replacement: incoming, name: name, pack: stickerPack,
                                                           gridSize: StickerPack.GridSize(rawValue: gridSize.lowercased()) ?? .regular,
                                                           catalog: output, jobs: workers, encoder: encoder)
                try StagedFolderWriter(output: writer).write(pack.files, into: output) { AnimationTiming.isFrameName($0, of: name) }
                console.finish("wrote \(name).stickersequence (\(pack.frameCount) frames) into \(output)/\(stickerPack).stickerpack")
            case .sheet:
                let sheet = try animator.filmstrip(source.symbol, replacement: incoming?.symbol, frames: sheetFrames, file: source.file)
                try write(PNGEncoder().encode(sheet.render()), to: output, kind: .png, writer: writer)
                console.finish("wrote \(output): a filmstrip of \(sheetFrames) frames, light and dark")
            }
        } catch {
            console.report(error)
            throw ExitCode.failure
        }
    }

    /// One file the user named (written through a link, as `render` writes), its folder made first.
    private func write(_ bytes: [UInt8], to path: String, kind: OutputWriter.Kind, writer: OutputWriter) throws {
        try RenderJob.createParent(of: path)
        do { try writer.write(bytes, to: path, kind: kind) } catch { throw error.diagnostic(file: path) }
    }
}
