import SymbolCore
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
                throw error.diagnostic(file: file)
            }
        }
        let title = (file.map { FileSystem.lastComponent($0) + " — " } ?? "") + effect.description
        return ContactSheet(title: title, columns: times.map { NumberFormatting.string($0, maximumFractionDigits: 3) + " s" },
                            rows: [effect.description], cells: cells)
    }

    /// The effect's frames at `times` (seconds into a play), in the configuration's appearance.
    public func frames(at times: [Double], of symbol: Symbol, replacement: Symbol? = nil, file: String? = nil) throws -> [Bitmap] {
        let scene = try scene(symbol, replacement: replacement, file: file)
        return try times.map { time in
            do throws(RenderError) { return try rasterizer.render(scene.plan(at: time)) } catch { throw error.diagnostic(file: file) }
        }
    }

    /// A filmstrip without text: `count` evenly spaced frames in a row over white, and the same frames in the dark
    /// appearance over near-black below them. Drawn by copying pixels only (no fonts), so that it is the same image on
    /// every machine: what a reference image in a test needs.
    public func filmstripImage(_ symbol: Symbol, replacement: Symbol? = nil, frames count: Int = 8, file: String? = nil) throws -> Bitmap {
        guard (1...64).contains(count) else { throw Diagnostic(.error, "a filmstrip shows 1…64 frames, not \(count)", file: file) }
        var dark = self
        dark.configuration.appearance = .dark
        let times = filmstripTimes(count: count, playDuration: try scene(symbol, replacement: replacement, file: file).timeline.playDuration)
        let light = try frames(at: times, of: symbol, replacement: replacement, file: file)
        let darkFrames = try dark.frames(at: times, of: symbol, replacement: replacement, file: file)
        let cellWidth = (light + darkFrames).map(\.width).max() ?? 1, cellHeight = (light + darkFrames).map(\.height).max() ?? 1
        var strip = Bitmap(width: cellWidth * count, height: cellHeight * 2)
        for (row, (frames, background)) in [(light, (255, 255, 255)), (darkFrames, (28, 28, 30))].enumerated() {
            for (column, frame) in frames.enumerated() {
                Self.composite(frame, over: background, into: &strip, x: column * cellWidth, y: row * cellHeight,
                               cellWidth: cellWidth, cellHeight: cellHeight)
            }
        }
        return strip
    }

    /// Fills a cell with an opaque colour and draws `frame` over it, centred (straight alpha, rounded to bytes).
    private static func composite(_ frame: Bitmap, over background: (Int, Int, Int), into strip: inout Bitmap, x: Int, y: Int,
                                  cellWidth: Int, cellHeight: Int) {
        let left = x + (cellWidth - frame.width) / 2, top = y + (cellHeight - frame.height) / 2
        let back = [background.0, background.1, background.2]
        for row in y..<(y + cellHeight) {
            for column in x..<(x + cellWidth) {
                let target = (row * strip.width + column) * 4
                let fx = column - left, fy = row - top
                var source = [0, 0, 0, 0]
                if fx >= 0, fy >= 0, fx < frame.width, fy < frame.height {
                    let index = (fy * frame.width + fx) * 4
                    source = [Int(frame.pixels[index]), Int(frame.pixels[index + 1]), Int(frame.pixels[index + 2]), Int(frame.pixels[index + 3])]
                }
                for channel in 0..<3 {
                    strip.pixels[target + channel] = UInt8((source[channel] * source[3] + back[channel] * (255 - source[3]) + 127) / 255)
                }
                strip.pixels[target + 3] = 255
            }
        }
    }

    /// The scene of this animator's effect on `symbol`, errors as diagnostics naming `file`.
    func scene(_ symbol: Symbol, replacement: Symbol?, file: String?) throws -> AnimationScene {
        guard framesPerSecond.isFinite, Self.framesPerSecondRange.contains(framesPerSecond) else {
            throw Diagnostic(.error, "fps \(NumberFormatting.described(framesPerSecond)) is out of range: use 1…120", file: file)
        }
        if effect.kind == .replace && replacement == nil {
            throw Diagnostic(.error, "\(effect) needs the symbol to replace this one with", file: file)
        }
        do {
            return try AnimationScene(symbol: symbol, replacement: replacement, configuration: configuration, effect: effect,
                                      options: options, growsCanvas: growsCanvas, splitsDrawingGroups: splitsDrawingGroups,
                                      annotations: annotations, file: file)
        } catch let error as SymbolEffectError {
            throw Diagnostic(.error, error.message, file: file)
        }
    }
}
