import SymbolCore

/// Lists the outputs of a manifest's animations: stickers into the catalog's `Stickers.stickerpack` (one `.sticker` holding an
/// animated PNG each), the others as animated PNGs in the plain PNG folder. Never into an `.imageset`.
enum AnimationOutputs {
    /// The sticker pack, when some animation is a sticker. Its grid is the largest cell the stickers' `size` fills
    /// at @3x (100, 136 or 206 points), so that Messages never scales a sticker up.
    static func stickerPack(_ manifest: AssetManifest, catalog: String) -> [CatalogOutput] {
        let stickers = manifest.animations.filter(\.isSticker)
        guard !stickers.isEmpty else { return [] }
        let pack = catalog + "/Stickers.stickerpack"
        let smallest = stickers.map { configuration(of: $0, manifest: manifest).fittingSize ?? 0 }.min() ?? 0
        let grid = smallest >= 206 ? "large" : smallest >= 136 ? "regular" : "small"
        var files = [CatalogOutputs.contents(pack, [
            "info": ContentsJSON.info,
            "properties": .object([("grid-size", .string(grid))]),
            "stickers": .array(stickers.map { .object([("filename", .string($0.name + ".sticker"))]) }),
        ])]
        for sticker in stickers {
            let folder = pack + "/" + sticker.name + ".sticker"
            files.append(CatalogOutputs.contents(folder, ["info": ContentsJSON.info,
                                                          "properties": .object([("filename", .string(sticker.name + ".png"))])]))
            files.append(CatalogOutput(path: folder + "/" + sticker.name + ".png", recipe: .animation(render(sticker, manifest: manifest, scale: 3))))
        }
        return files
    }

    /// `NAME.png` (and `NAME@2x.png`, … per scale) animated PNGs in the PNG folder.
    static func animatedPNGs(_ manifest: AssetManifest, folder: String) -> [CatalogOutput] {
        manifest.animations.filter { !$0.isSticker }.flatMap { animation in
            manifest.defaults.applying(animation.options).resolvedScales.map { scale in
                CatalogOutput(path: folder + "/" + SwiftAccessorWriter.fileName(animation.name, scale: scale, appearance: .any),
                            recipe: .animation(render(animation, manifest: manifest, scale: scale)))
            }
        }
    }

    /// A sticker with no `size` (here or in the defaults) is fitted to the regular grid's cell, 136 points (408 px
    /// at @3x), inside the 300…618 px Messages takes: a symbol at its text size would be far below it.
    static let defaultStickerSize = 136.0

    /// The rest pose's configuration: the defaults under the animation's own keys, a sticker's size filled in.
    private static func configuration(of animation: AnimationEntry, manifest: AssetManifest) -> SymbolConfiguration {
        var configuration = manifest.defaults.applying(animation.options).configuration
        if animation.isSticker && configuration.fittingSize == nil { configuration.fittingSize = defaultStickerSize }
        return configuration
    }

    private static func render(_ animation: AnimationEntry, manifest: AssetManifest, scale: Int) -> AnimationRender {
        var configuration = configuration(of: animation, manifest: manifest)
        configuration.pixelScale = Double(scale)
        // A plain SVG's sidecar beside it (Documentation/Animation.md): part of the recipe, so editing it rebuilds.
        let sidecar = AnimationAnnotations.sidecarPath(for: animation.source)
        let path = FileSystem.isAbsolute(sidecar) ? sidecar : FileSystem.join(manifest.baseFolder, sidecar)
        let annotations = animation.symbolName == nil && FileSystem.kind(of: path) == .file ? sidecar : nil
        let own = animation.options.configuration.fittingSize != nil ? "/size" : ""
        return AnimationRender(source: animation.source, replacement: animation.replacement,
                               configuration: configuration, effect: animation.effect, options: animation.effectOptions,
                               framesPerSecond: animation.framesPerSecond, isSticker: animation.isSticker, annotations: annotations,
                               manifestFile: manifest.file,
                               entryLocation: manifest.location(of: animation.pointer + own) ?? manifest.location(of: animation.pointer))
    }
}
