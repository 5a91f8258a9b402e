import ArgumentParser
import SymbolAssets
import SymbolRender
import SymbolCore

/// `animate`'s run: renders the effect and writes it in the chosen format.
extension Animate {
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
                func byte(_ value: Double) -> UInt8 { UInt8(clamping: (value * 255).rounded(), to: 0...255) }
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
