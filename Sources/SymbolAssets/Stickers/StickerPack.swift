import SymbolRender
import SymbolCore

/// An iMessage sticker pack of animated symbols: a `.stickerpack` folder holding one `.stickersequence` per
/// animation (its frames as PNGs, its `duration` and `repetitions`), as Xcode's Messages-extension catalogs hold them.
/// Animations never go into an `.imageset`.
///
/// Apple's limits are checked before anything is written: a sticker image's longer side must lie in 300…618 px (the
/// small, regular and large grid cells at @3x) and every file must stay under 500 KB, or Messages refuses it.
public struct StickerPack: Sendable {
    /// The pack's grid: how big Messages draws its stickers (100, 136 or 206 points).
    public enum GridSize: String, Sendable, Hashable, CaseIterable {
        /// 300 px cells at @3x.
        case small
        /// 408 px cells at @3x.
        case regular
        /// 618 px cells at @3x.
        case large

        /// The cell's side in pixels at @3x.
        public var side: Int {
            switch self {
            case .small: return 300
            case .regular: return 408
            case .large: return 618
            }
        }
    }

    /// One animated sticker.
    public struct Sequence: Sendable {
        /// The sticker's name (the `.stickersequence` folder's stem and the frames' base name).
        public var name: String
        /// Its frames and timing, rendered at @3x.
        public var animation: AnimatedSymbolImage

        /// Creates a sequence.
        public init(name: String, animation: AnimatedSymbolImage) {
            self.name = name
            self.animation = animation
        }
    }

    /// The pack's folder name without `.stickerpack`.
    public var name: String
    /// The grid size.
    public var gridSize: GridSize
    /// The stickers, in the order Messages shows them.
    public var sequences: [Sequence]

    /// Messages refuses sticker files above this size.
    public static let byteLimit = 500 * 1024
    /// The longer side a sticker image may have, in pixels (MSSticker's documented range at @3x).
    public static let sideRange = 300...618

    /// Creates a pack.
    public init(name: String, gridSize: GridSize = .regular, sequences: [Sequence]) {
        self.name = name
        self.gridSize = gridSize
        self.sequences = sequences
    }

    /// The pack's files, paths relative to the catalog folder: the pack's `Contents.json`, and each sequence's
    /// `Contents.json` and frames. Throws a `Diagnostic` naming the sticker when a frame is outside
    /// ``sideRange`` or a file would be over ``byteLimit``.
    public func files(encoder: PNGEncoder = PNGEncoder()) throws -> [(path: String, bytes: [UInt8])] {
        let pack = name + ".stickerpack"
        var files: [(path: String, bytes: [UInt8])] = []
        files.append((pack + "/Contents.json", ContentsJSON.bytes(.object([
            ("info", ContentsJSON.info),
            ("properties", .object([("grid-size", .string(gridSize.rawValue))])),
            ("stickers", .array(sequences.map { .object([("filename", .string($0.name + ".stickersequence"))]) })),
        ]))))
        for sequence in sequences {
            let folder = pack + "/" + sequence.name + ".stickersequence"
            var frameNames: [String] = []
            for (index, frame) in sequence.animation.frames.enumerated() {
                let side = max(frame.width, frame.height)
                guard Self.sideRange.contains(side) else {
                    throw Diagnostic(.error, "sticker \(sequence.name): frames are \(frame.width)×\(frame.height) px; a sticker's longer side must be 300…618 px at @3x (size the symbol with --size and --pixel-scale 3)", file: folder)
                }
                let png = try encoder.encode(frame)
                let frameName = AnimationTiming.frameName(sequence.name, index: index)
                guard png.count <= Self.byteLimit else {
                    throw Diagnostic(.error, "sticker \(sequence.name): \(frameName) is \(png.count / 1024) KB; Messages refuses sticker files over 500 KB", file: folder)
                }
                files.append((folder + "/" + frameName, png))
                frameNames.append(frameName)
            }
            let animation = sequence.animation
            files.append((folder + "/Contents.json", ContentsJSON.bytes(.object([
                ("frames", .array(frameNames.map { .object([("filename", .string($0))]) })),
                ("info", ContentsJSON.info),
                ("properties", .object([
                    // One play's length; `fixed` makes Messages spread the frames over it evenly.
                    ("duration", .number(Double(animation.frames.count) / animation.framesPerSecond)),
                    ("duration-type", .string("fixed")),
                    ("repetitions", .number(Double(animation.plays))),
                ])),
            ]))))
        }
        return files
    }
}
