import SymbolCore
/// Animated PNGs for a manifest's animations, with Messages' sticker limits checked as each is made.
extension FileProducer {
    func animatedPNG(_ render: AnimationRender) throws(Diagnostic) -> [UInt8] {
        let file = sources.path(render.source)
        let symbol = try sources.symbol(render.source)
        let incoming: Symbol?
        if let replacement = render.replacement { incoming = try sources.symbol(replacement) } else { incoming = nil }
        var animator = SymbolAnimator(configuration: render.configuration, effect: render.effect, options: render.options,
                                      framesPerSecond: render.framesPerSecond)
        if let sidecar = render.annotations, !symbol.isTemplate {
            animator.annotations = try AnimationAnnotations(json: sources.bytes(sidecar), file: sources.path(sidecar))
        }
        let animation: AnimatedSymbolImage
        do {
            animation = try animator.render(symbol, replacement: incoming, file: file)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic(.error, "\(error)", file: file)
        }
        let bytes: [UInt8]
        do { bytes = try animation.apngData(encoder: encoder) } catch { throw error.diagnostic(file: file) }
        if render.isSticker {
            let side = max(animation.still.width, animation.still.height)
            guard StickerPack.sideRange.contains(side) else {
                // The size that would bring the longer side (the fitted symbol and the effect's motion) into range.
                let size = render.configuration.fittingSize ?? AnimationOutputs.defaultStickerSize
                let range = StickerPack.sideRange
                let fix = side > range.upperBound
                    ? "set 'size' to at most \(Int(clamping: (size * Double(range.upperBound) / Double(side)).rounded(.down), to: 1...4096)) points"
                    : "set 'size' to at least \(Int(clamping: (size * Double(range.lowerBound) / Double(side)).rounded(.up), to: 1...4096)) points"
                throw Diagnostic(.error, "a sticker's longer side must be \(range.lowerBound)…\(range.upperBound) px at @3x; \(render.effect) on \(FileSystem.lastComponent(file)) at 'size' \(NumberFormatting.described(size)) is \(animation.still.width)×\(animation.still.height) px: \(fix)",
                                 file: render.manifestFile ?? file, at: render.entryLocation)
            }
            guard bytes.count <= StickerPack.byteLimit else {
                throw Diagnostic(.error, "the sticker is \(bytes.count / 1024) KB; Messages refuses sticker files over 500 KB (lower 'fps', 'size' or the duration)",
                                 file: render.manifestFile ?? file, at: render.entryLocation)
            }
        }
        return bytes
    }
}
