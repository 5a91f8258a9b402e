/// Filmstrips: an effect's frames at chosen times side by side, on light and dark backgrounds, for documentation,
/// reviews and reference images in tests.
extension SymbolAnimator {
    /// The times of `count` frames spread evenly over one play, its start and end included.
    public func filmstripTimes(count: Int, playDuration: Double) -> [Double] {
        guard count > 1 else { return [0] }
        return (0..<count).map { playDuration * Double($0) / Double(count - 1) }
    }

    /// A contact sheet of the effect at `count` evenly spaced instants (columns labelled by time), the light panel
    /// rendered in the light appearance and the dark panel in the dark one.
    public func filmstrip(_ symbol: Symbol, replacement: Symbol? = nil, frames count: Int = 8, file: String? = nil) throws -> ContactSheet {
        guard (1...64).contains(count) else { throw Diagnostic(.error, "a filmstrip shows 1…64 frames, not \(count)", file: file) }
        var dark = self
        dark.configuration.appearance = .dark
        let lightScene = try scene(symbol, replacement: replacement, file: file)
        let darkScene = try dark.scene(symbol, replacement: replacement, file: file)
        let times = filmstripTimes(count: count, playDuration: lightScene.timeline.playDuration)
        var cells: [ContactSheet.Cell] = []
        for time in times {
            do {
                cells.append(ContactSheet.Cell(light: try rasterizer.render(lightScene.plan(at: time)),
                                               dark: try rasterizer.render(darkScene.plan(at: time))))
            } catch {
                throw Diagnostic(.error, error.description, file: file)
            }
        }
        let title = (file.map { FileSystem.lastComponent($0) + " — " } ?? "") + effect.description
        return ContactSheet(title: title, columns: times.map { NumberFormatting.string($0, maximumFractionDigits: 3) + " s" },
                            rows: [effect.description], cells: cells)
    }

    /// The scene of this animator's effect on `symbol`, errors as diagnostics naming `file`.
    func scene(_ symbol: Symbol, replacement: Symbol?, file: String?) throws -> AnimationScene {
        guard framesPerSecond.isFinite, Self.framesPerSecondRange.contains(framesPerSecond) else {
            throw Diagnostic(.error, "fps \(NumberFormatting.string(framesPerSecond)) is out of range: use 1…120", file: file)
        }
        if effect.kind == .replace && replacement == nil {
            throw Diagnostic(.error, "\(effect) needs the symbol to replace this one with", file: file)
        }
        do {
            return try AnimationScene(symbol: symbol, replacement: replacement, configuration: configuration, effect: effect,
                                      options: options, growsCanvas: growsCanvas, file: file)
        } catch let error as SymbolEffectError {
            throw Diagnostic(.error, error.message, file: file)
        }
    }
}
