import SymbolCore
/// The fast path: frames encoded straight from the rasterizer, exactly as a still image is encoded, with no
/// straight-alpha bitmap in between (an extra pass and copy per frame that made a 256 px frame cost more than a still).
extension SymbolAnimator {
    /// One play's frames as PNG files (each what `render` would write for that pose), the still image's PNG, and the
    /// animation's timing.
    public func renderPNGs(_ symbol: Symbol, replacement: Symbol? = nil, file: String? = nil, jobs: Int = 1,
                           encoder: PNGEncoder = PNGEncoder()) throws -> (frames: [[UInt8]], still: [UInt8], timing: AnimationTiming) {
        let scene = try scene(symbol, replacement: replacement, file: file)
        let count = try frameCount(scene, file: file)
        let rasterizer = self.rasterizer
        let still: [UInt8]
        do { still = try rasterizer.renderPNG(scene.outgoing.still, encoder: encoder) } catch { throw error.diagnostic(file: file) }
        let frames = try perFrame(scene, count: count, jobs: jobs, file: file) { plan throws(RenderError) in
            try rasterizer.renderPNG(plan, encoder: encoder)
        }
        let timing = AnimationTiming(effect: effect, framesPerSecond: framesPerSecond, playDuration: scene.timeline.playDuration,
                                     frameCount: frames.count, plays: options.plays, repeatDelay: options.scaledRepeatDelay)
        return (frames, still, timing)
    }

    /// The effect as an animated PNG and its frame count, assembled from the fast path's frames when they share one
    /// PNG colour type (the usual case), else from straight-alpha bitmaps (``AnimatedSymbolImage/apngData(encoder:)``).
    public func apngData(_ symbol: Symbol, replacement: Symbol? = nil, file: String? = nil, jobs: Int = 1,
                         encoder: PNGEncoder = PNGEncoder()) throws -> (bytes: [UInt8], frameCount: Int) {
        // Levels 10…12 try row filters per image, which frames of one APNG cannot mix freely: the bitmap path.
        if encoder.compressionLevel < PNGEncoder.adaptiveFilterLevel {
            let (frames, still, timing) = try renderPNGs(symbol, replacement: replacement, file: file, jobs: jobs, encoder: encoder)
            if let apng = APNGEncoder.assemble(pngFrames: frames, delays: timing.delays, plays: timing.plays,
                                               stillPNG: frames.first == still ? nil : still) {
                return (apng, frames.count)
            }
        }
        let animation = try render(symbol, replacement: replacement, file: file, jobs: jobs)
        do { return (try animation.apngData(encoder: encoder), animation.frames.count) } catch { throw error.diagnostic(file: file) }
    }
}
