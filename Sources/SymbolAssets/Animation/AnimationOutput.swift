import SymbolCore
import SymbolLibrary

/// What `glyphsmith animate` writes, as a library: the formats, the input (a file or a library name, with a plain
/// SVG's `NAME.animation.json`), the files of a frame sequence and of a sticker pack, and their all-or-nothing
/// writing. The command only parses its options, calls these and prints.
public enum AnimationOutput {
    /// An output format.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// An animated PNG (the default for a `.png`/`.apng` output).
        case apng
        /// `NAME_0000.png …` and `NAME.json` in a folder.
        case frames
        /// A filmstrip contact sheet, light and dark.
        case sheet
        /// An iMessage sticker pack in a catalog folder.
        case stickers
        /// A GIF over a matte.
        case gif
    }

    /// The format an output path implies: GIF for `.gif`, APNG for `.png`/`.apng`, else frames (a folder).
    public static func format(forOutput path: String) -> Format {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".gif") { return .gif }
        return lowered.hasSuffix(".png") || lowered.hasSuffix(".apng") ? .apng : .frames
    }

    /// The base name of frames and stickers: the file name without folder and `.svg` (`frame` when empty).
    public static func baseName(of path: String) -> String {
        var name = FileSystem.lastComponent(path)
        if name.lowercased().hasSuffix(".svg") { name.removeLast(4) }
        return name.isEmpty ? "frame" : name
    }

    /// A symbol to animate: read from a file, or the bundled library's template of a name (`bell.slash`) when no file
    /// of that name exists; a plain SVG file's sidecar `NAME.animation.json` comes with it.
    public struct Input: Sendable {
        /// The symbol.
        public var symbol: Symbol
        /// The file or name, for messages and names.
        public var file: String
        /// The plain SVG's motion annotations, when it has a sidecar.
        public var annotations: AnimationAnnotations?

        /// Loads `input`. Throws a located `Diagnostic` for a file that cannot be read, a bad sidecar, or a name
        /// the library does not know (with its close matches).
        public init(_ input: String) throws(Diagnostic) {
            file = input
            let looksLikeName = !FileSystem.containsSlash(input) && !input.lowercased().hasSuffix(".svg") && input != "-" && !input.isEmpty
            if looksLikeName && FileSystem.kind(of: input) == .missing {
                do {
                    symbol = try SymbolLibrary.bundled().symbol(named: input)
                } catch {
                    throw Diagnostic(.error, "no such file or folder, and \(error.message)", file: input)
                }
                return
            }
            symbol = try Symbol(contentsOf: input)
            if !symbol.isTemplate { annotations = try AnimationAnnotations.read(besides: input) }
        }
    }

    /// An animator for `input`: its sidecar's annotations set.
    public static func animator(_ base: SymbolAnimator, for input: Input) -> SymbolAnimator {
        var animator = base
        animator.annotations = input.annotations ?? base.annotations
        return animator
    }

    /// The files of a frame sequence (`NAME_0000.png …`, each encoded straight from the rasterizer as `render`
    /// encodes a still, and `NAME.json`), paths relative to the output folder, and the frame count.
    public static func frameSequence(_ animator: SymbolAnimator, input: Input, replacement: Input? = nil, name: String, jobs: Int = 1,
                                     encoder: PNGEncoder = PNGEncoder()) throws -> (files: [(path: String, bytes: [UInt8])], frameCount: Int) {
        let (frames, _, timing) = try animator.renderPNGs(input.symbol, replacement: replacement?.symbol, file: input.file, jobs: jobs, encoder: encoder)
        var files = frames.enumerated().map { (path: AnimationTiming.frameName(name, index: $0.offset), bytes: $0.element) }
        // The frames' size from the first one's header (the encoder just wrote it).
        let header = try frames.first.map { png throws(Diagnostic) in try PNGHeader(png) }
        let json = timing.frameSequenceJSON(name: name, width: header?.width ?? 0, height: header?.height ?? 0,
                                            pixelScale: animator.configuration.resolvedPixelScale)
        files.append((name + ".json", Array(json.utf8)))
        return (files, frames.count)
    }

    /// The files of a sticker pack holding the animation as `NAME.stickersequence`, paths relative to the catalog
    /// folder (its `Contents.json` when `catalog` has none yet), and the frame count. Messages' limits are checked
    /// before anything is returned.
    public static func stickerPack(_ animator: SymbolAnimator, input: Input, replacement: Input? = nil, name: String, pack: String,
                                   gridSize: StickerPack.GridSize, catalog: String, jobs: Int = 1,
                                   encoder: PNGEncoder = PNGEncoder()) throws -> (files: [(path: String, bytes: [UInt8])], frameCount: Int) {
        let animation = try animator.render(input.symbol, replacement: replacement?.symbol, file: input.file, jobs: jobs)
        let stickers = StickerPack(name: pack, gridSize: gridSize, sequences: [StickerPack.Sequence(name: name, animation: animation)])
        var files = try stickers.files(encoder: encoder)
        if FileSystem.kind(of: FileSystem.join(catalog, "Contents.json")) == .missing {
            files.insert(("Contents.json", ContentsJSON.bytes(.object([("info", ContentsJSON.info)]))), at: 0)
        }
        return (files, animation.frames.count)
    }
}
