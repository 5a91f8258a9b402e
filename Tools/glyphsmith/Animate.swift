import ArgumentParser
import SymbolAssets
import SymbolLibrary
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

    /// What `animate` writes.
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

    /// The format: `--format`, else apng for a `.png`/`.apng` name, else frames (a folder).
    private func resolvedFormat() -> AnimationFormat {
        if let format { return format }
        let lowered = output.lowercased()
        if lowered.hasSuffix(".gif") { return .gif }
        return lowered.hasSuffix(".png") || lowered.hasSuffix(".apng") ? .apng : .frames
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
            let symbol = try Self.load(input)
            let incoming = try replacement.map(Self.load)
            var animator = SymbolAnimator(configuration: configuration, effect: effect, options: options(), framesPerSecond: fps)
            animator.growsCanvas = !keepCanvas
            animator.splitsDrawingGroups = layersFromGroups
            let writer = OutputWriter(protecting: [input] + (replacement.map { [$0] } ?? []), force: force)
            let workers = jobs ?? BatchRenderer.processorCount
            switch resolvedFormat() {
            case .apng:
                let apng = try animator.apngData(symbol.value, replacement: incoming?.value, file: symbol.file, jobs: workers,
                                                 encoder: PNGEncoder(compressionLevel: compression.level))
                try RenderJob.createParent(of: output)
                try write(apng, to: output, kind: .png, writer: writer)
                let frames = apng.count >= 45 && String(decoding: apng[37..<41], as: UTF8.self) == "acTL" ? apng[41..<45].reduce(0) { $0 << 8 | Int($1) } : 0
                console.finish("wrote \(output): \(frames) frames at \(NumberFormatting.string(fps)) fps")
            case .frames:
                // Each frame encoded straight from the rasterizer, as `render` encodes a still.
                let (frames, _, timing) = try animator.renderPNGs(symbol.value, replacement: incoming?.value, file: symbol.file, jobs: workers,
                                                                   encoder: PNGEncoder(compressionLevel: compression.level))
                try FileSystem.createDirectory(output)
                let name = Self.stem(symbol.file)
                for (index, png) in frames.enumerated() {
                    try write(png, to: output + "/" + AnimatedSymbolImage.frameName(name, index: index), kind: .png, writer: writer)
                }
                // The frames' size from the first one's header (the encoder just wrote it).
                let header = try frames.first.map { png throws(Diagnostic) in try PNGHeader(png) }
                let json = AnimatedSymbolImage.frameSequenceJSON(
                    name: name, effect: timing.effect, framesPerSecond: fps, frameCount: frames.count, plays: timing.plays,
                    repeatDelay: timing.repeatDelay, width: header?.width ?? 0, height: header?.height ?? 0,
                    pixelScale: configuration.resolvedPixelScale)
                try write(Array(json.utf8), to: output + "/" + name + ".json", kind: .json, writer: writer)
                console.finish("wrote \(frames.count) frames and \(name).json to \(output)")
            case .gif:
                let animation = try animator.render(symbol.value, replacement: incoming?.value, file: symbol.file, jobs: workers)
                let color = ColorParser.parseColor(Substring(matte ?? "white")) ?? RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
                func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
                let gif = try GIFEncoder(matte: (byte(color.red), byte(color.green), byte(color.blue)))
                    .encode(frames: animation.frames, framesPerSecond: fps, plays: animation.plays, extraDelay: animation.repeatDelay)
                try RenderJob.createParent(of: output)
                try write(gif, to: output, kind: .gif, writer: writer)
                console.finish("wrote \(output): \(animation.frames.count) frames at \(NumberFormatting.string(fps)) fps, matte \(matte ?? "")")
            case .stickers:
                let animation = try animator.render(symbol.value, replacement: incoming?.value, file: symbol.file, jobs: workers)
                let name = Self.stem(symbol.file)
                let pack = StickerPack(name: stickerPack, gridSize: StickerPack.GridSize(rawValue: gridSize.lowercased()) ?? .regular,
                                       sequences: [StickerPack.Sequence(name: name, animation: animation)])
                // Every limit is checked before the first file is written.
                let files = try pack.files(encoder: PNGEncoder(compressionLevel: compression.level))
                try FileSystem.createDirectory(output)
                if FileSystem.kind(of: output + "/Contents.json") == .missing {
                    try write(ContentsJSON.bytes(.object([("info", ContentsJSON.info)])), to: output + "/Contents.json", kind: .json, writer: writer)
                }
                for file in files {
                    let path = output + "/" + file.path
                    try FileSystem.createDirectory(String(path[..<path.lastIndex(of: "/")!]))
                    try write(file.bytes, to: path, kind: file.path.hasSuffix(".json") ? .json : .png, writer: writer)
                }
                console.finish("wrote \(name).stickersequence (\(animation.frames.count) frames) into \(output)/\(stickerPack).stickerpack")
            case .sheet:
                let sheet = try animator.filmstrip(symbol.value, replacement: incoming?.value, frames: sheetFrames, file: symbol.file)
                try RenderJob.createParent(of: output)
                try write(PNGEncoder().encode(sheet.render()), to: output, kind: .png, writer: writer)
                console.finish("wrote \(output): a filmstrip of \(sheetFrames) frames, light and dark")
            }
        } catch {
            console.report(error)
            throw ExitCode.failure
        }
    }

    private func write(_ bytes: [UInt8], to path: String, kind: OutputWriter.Kind, writer: OutputWriter) throws {
        do { try writer.write(bytes, to: path, kind: kind) } catch { throw Diagnostic(.error, error.description, file: path) }
    }

    /// A file, or the template of a library name.
    private static func load(_ input: String) throws -> (value: Symbol, file: String) {
        guard LibraryInputs.looksLikeName(input), FileSystem.kind(of: input) == .missing else {
            return (try Symbol(contentsOf: input), input)
        }
        do {
            return (try SymbolLibrary.bundled().symbol(named: input), input)
        } catch {
            throw Diagnostic(.error, "no such file or folder, and \(error.message)", file: input)
        }
    }

    /// The file name without folder and `.svg`: the frames' base name.
    private static func stem(_ path: String) -> String {
        var name = FileSystem.lastComponent(path)
        if name.lowercased().hasSuffix(".svg") { name.removeLast(4) }
        return name.isEmpty ? "frame" : name
    }
}
