import SymbolCore
import SymbolLibrary

/// `"animations"`: symbol effects, as `glyphsmith animate` renders them, with the render keys of an image.
extension ManifestReader {
    static let animationKeys = ["source", "symbol", "name", "to", "effect", "fps", "speed", "repeatCount", "repeatDelay", "continuous", "sticker"]

    /// `defaults` are the manifest's, already read: a sticker's size may come from them.
    static func animation(_ value: JSONValue, pointer: String, defaults: ImageOptions, into parent: inout ManifestFields) -> AnimationEntry? {
        var fields = ManifestFields(value, pointer: pointer, document: parent.document, what: "an animation (an object)")
        fields.rejectUnknownKeys(animationKeys + imageKeys, in: "an animation")
        // Exactly one of a file (`source`) and a library name (`symbol`, resolved as the command line resolves names).
        if fields.value("source") != nil && fields.value("symbol") != nil {
            fields.fail("give 'source' (an SVG file) or 'symbol' (a library name), not both", at: "symbol")
            parent.absorb(fields)
            return nil
        }
        let symbolName = fields.value("symbol") != nil ? fields.nonEmptyString("symbol") : nil
        let source: String
        if let symbolName {
            guard let path = librarySymbol(symbolName, key: "symbol", into: &fields) else { parent.absorb(fields); return nil }
            source = path
        } else if let file = fields.nonEmptyString("source") {
            source = file
        } else {
            if fields.value("source") == nil && fields.value("symbol") == nil {
                fields.fail("missing 'source' (an SVG file) or 'symbol' (a library name such as heart.fill)")
            }
            parent.absorb(fields)
            return nil
        }
        let name = fields.nonEmptyString("name") ?? symbolName ?? FileSystem.stem(FileSystem.lastComponent(source), droppingExtension: ".svg")
        var effect: SymbolEffect?
        if let spelling = fields.nonEmptyString("effect") {
            // The effect's own message (the word at fault and the words that would do), at the 'effect' key.
            do { effect = try SymbolEffect(parsing: spelling) } catch { fields.fail("'effect': " + error.message, at: "effect") }
        } else if fields.value("effect") == nil {
            fields.fail("missing 'effect' (bounce.up, pulse, variableColor.iterative, …)")
        }
        var effectOptions = SymbolEffectOptions()
        if let speed = fields.number("speed", in: SymbolEffectOptions.speedRange, rangeText: "0.1…10") { effectOptions.speed = speed }
        if let count = fields.number("repeatCount", in: 0...Double(SymbolEffectOptions.maximumRepeatCount), rangeText: "0 (forever) … 10000") {
            if count == count.rounded() { effectOptions.repeatCount = Int(clamping: count, to: 0...SymbolEffectOptions.maximumRepeatCount) } else { fields.fail("'repeatCount' must be a whole number", at: "repeatCount") }
        }
        if let delay = fields.number("repeatDelay", in: 0...SymbolEffectOptions.maximumRepeatDelay, rangeText: "0…60 seconds") {
            effectOptions.repeatDelay = delay
        }
        effectOptions.isContinuous = fields.bool("continuous") ?? false
        let fps = fields.number("fps", in: 1...120, rangeText: "1…120") ?? 30
        let isSticker = fields.bool("sticker") ?? false
        // With 'symbol', 'to' is a library name too.
        var replacement = fields.nonEmptyString("to")
        if symbolName != nil, let name = replacement { replacement = librarySymbol(name, key: "to", into: &fields) }
        if effect?.kind == .replace && replacement == nil { fields.fail("a replace effect needs 'to', the symbol that comes in", at: "effect") }
        let options = imageOptions(value, pointer: pointer, into: &fields, what: nil)
        if isSticker { checkStickerSize(defaults.applying(options).configuration, own: fields.value("size") != nil, into: &fields) }
        parent.absorb(fields)
        guard let effect else { return nil }
        return AnimationEntry(source: source, replacement: replacement, name: name, effect: effect, effectOptions: effectOptions,
                              framesPerSecond: fps, isSticker: isSticker, options: options, pointer: pointer, symbolName: symbolName)
    }

    /// Apple's sticker sizes are 100, 136 and 206 points (300, 408 and 618 px at @3x, the small, regular and large
    /// grids), and Messages takes a sticker whose longer side is 300…618 px: a symbol fitted to a `size` outside
    /// 100…206 points can never be one (an effect's motion only adds to it). Said at the entry's `size`, or at its
    /// `sticker` key when the size is the defaults'; without any size a sticker is fitted to 136 points.
    private static func checkStickerSize(_ configuration: SymbolConfiguration, own: Bool, into fields: inout ManifestFields) {
        let sides = [configuration.fittingSize, configuration.fittingHeight].compactMap { $0 }
        guard let bad = sides.first(where: { !stickerSizes.contains($0) }) else { return }
        let range = "\(NumberFormatting.described(stickerSizes.lowerBound))…\(NumberFormatting.described(stickerSizes.upperBound)) points"
        let reason = "a sticker's 'size' must be in \(range) (Apple's sticker sizes: 100 small, 136 regular, 206 large; Messages takes 300…618 px at @3x)"
        if own {
            fields.fail("\(reason), got \(NumberFormatting.described(bad))", at: "size")
        } else {
            fields.fail("\(reason); this sticker takes 'size' \(NumberFormatting.described(bad)) from 'defaults': give it its own 'size'", at: "sticker")
        }
    }

    /// The sizes a sticker's `size` may take, in points (Apple's small to large sticker: 300…618 px at @3x).
    static let stickerSizes = 100.0...206.0

    /// The template path of a bundled library name (aliases and renamed names resolve as on the command line), or an
    /// error at `key` with the library's close matches.
    private static func librarySymbol(_ name: String, key: String, into fields: inout ManifestFields) -> String? {
        do {
            return try SymbolLibrary.bundled().resolve(name).path
        } catch {
            fields.fail("'\(key)': \(error.message)", at: key)
            return nil
        }
    }
}
