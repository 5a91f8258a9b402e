/// A symbol effect to render in a build (`"animations"` in the manifest): an animated PNG in the plain PNG folder,
/// or, with `"sticker" : true`, an iMessage sticker in the catalog's sticker pack. Never an image set.
public struct AnimationEntry: Sendable, Hashable {
    /// The SVG (plain or template), resolved against the manifest's folder; for a library symbol, its template's
    /// path in the bundled library.
    public var source: String
    /// `replace`: the incoming symbol's SVG (a library template's path when the entry names a library symbol).
    public var replacement: String?
    /// The library name the entry gave as `"symbol"` (`heart.fill`), or nil for a `"source"` file.
    public var symbolName: String?
    /// The asset name (default: the file's stem).
    public var name: String
    /// The effect.
    public var effect: SymbolEffect
    /// Speed and repeats.
    public var effectOptions: SymbolEffectOptions
    /// Frames per second (default 30).
    public var framesPerSecond: Double
    /// Write a sticker (`<catalog>/Stickers.stickerpack/NAME.sticker/NAME.png`) instead of a PNG-folder file.
    public var isSticker: Bool
    /// Render settings laid over the manifest's defaults (one scale: the first of `scales`, 3 for stickers).
    public var options: ImageOptions
    /// Where the entry is in the manifest.
    public var pointer: String

    /// Creates an entry.
    public init(source: String, replacement: String? = nil, name: String, effect: SymbolEffect,
                effectOptions: SymbolEffectOptions = SymbolEffectOptions(), framesPerSecond: Double = 30, isSticker: Bool = false,
                options: ImageOptions = ImageOptions(), pointer: String = "", symbolName: String? = nil) {
        self.source = source
        self.symbolName = symbolName
        self.replacement = replacement
        self.name = name
        self.effect = effect
        self.effectOptions = effectOptions
        self.framesPerSecond = framesPerSecond
        self.isSticker = isSticker
        self.options = options
        self.pointer = pointer
    }
}
