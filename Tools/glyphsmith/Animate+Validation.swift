import ArgumentParser
import SymbolAssets
import SymbolRender
import SymbolCore

/// What `animate` checks before running, and the effect options and format its arguments describe.
extension Animate {
    func validate() throws {
        do { _ = try SymbolEffect(parsing: effect) } catch { throw ValidationError("--effect: \(error.description)") }
        do { try options().validate() } catch { throw ValidationError(error.message) }
        guard fps.isFinite, SymbolAnimator.framesPerSecondRange.contains(fps) else {
            throw ValidationError("--fps \(NumberFormatting.described(fps)) is out of range: use 1…120")
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

    func options() -> SymbolEffectOptions {
        SymbolEffectOptions(speed: speed, repeatCount: repeatCount, repeatDelay: repeatDelay, isContinuous: continuous)
    }

    /// The format: `--format`, else what the output's name implies.
    func resolvedFormat() -> AnimationOutput.Format {
        format.flatMap { AnimationOutput.Format(rawValue: $0.rawValue) } ?? AnimationOutput.format(forOutput: output)
    }
}
