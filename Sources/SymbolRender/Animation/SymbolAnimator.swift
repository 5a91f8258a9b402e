import SymbolCore
/// Renders a symbol effect as frames: the still pipeline (plan, rasterize) with every layer's state applied,
/// frame *k* at time *k / fps*. Written as APNG or a frame sequence by ``AnimatedSymbolImage``, or shown as a filmstrip.
///
/// ```swift
/// let animator = SymbolAnimator(configuration: SymbolConfiguration(pointSize: 32, pixelScale: 2),
///                               effect: try SymbolEffect(parsing: "bounce.up"), framesPerSecond: 30)
/// let animation = try animator.render(Symbol(contentsOf: "bell.svg"))
/// let apng = try animation.apngData()
/// ```
public struct SymbolAnimator: Sendable {
    /// How the symbol looks at rest.
    public var configuration: SymbolConfiguration
    /// How it moves.
    public var effect: SymbolEffect
    /// Speed and repeats.
    public var options: SymbolEffectOptions
    /// Frames per second, in ``framesPerSecondRange``.
    public var framesPerSecond: Double
    /// The rasterizer and its pixel limit (per frame).
    public var rasterizer: Rasterizer
    /// The most pixels all frames of one animation may hold together (they are kept in memory until written):
    /// 2^26, 256 MB of RGBA, e.g. 250 frames at 512 × 512.
    public var maximumTotalPixels: Int
    /// Grow the canvas so that every pose fits (default true): a bounce to 1.25 or a turn is not cut off by the
    /// still image's tight canvas. The still image (and frame 0) are then the still render on the grown canvas.
    /// False keeps the still canvas exactly, clipping what moves beyond it.
    public var growsCanvas: Bool
    /// Animate a plain SVG as one layer per top-level element (group, path, …) rather than as one layer (default
    /// false). Templates are unaffected: their layers are their annotated layers.
    public var splitsDrawingGroups: Bool
    /// A plain SVG's motion annotations (its `NAME.animation.json`, ``AnimationAnnotations/read(besides:)``): layers,
    /// motion groups, rotation anchors. Nil for templates, which annotate themselves, and for SVGs without a sidecar.
    public var annotations: AnimationAnnotations?

    /// The frame rates accepted.
    public static let framesPerSecondRange: ClosedRange<Double> = 1...120

    /// Creates an animator.
    public init(configuration: SymbolConfiguration = SymbolConfiguration(), effect: SymbolEffect,
                options: SymbolEffectOptions = SymbolEffectOptions(), framesPerSecond: Double = 30,
                rasterizer: Rasterizer = Rasterizer(), maximumTotalPixels: Int = 1 << 26) {
        self.configuration = configuration
        self.effect = effect
        self.options = options
        self.framesPerSecond = framesPerSecond
        self.rasterizer = rasterizer
        self.maximumTotalPixels = maximumTotalPixels
        self.growsCanvas = true
        self.splitsDrawingGroups = false
    }

    /// Renders every frame of one play of the effect on `symbol` (and, for `replace`, the `replacement` it hands
    /// over to), on `jobs` threads; the frames are the same whatever `jobs` is.
    ///
    /// Throws `Diagnostic` naming `file` for an effect or option out of range, a symbol that cannot be drawn, or an
    /// animation over ``maximumTotalPixels``.
    public func render(_ symbol: Symbol, replacement: Symbol? = nil, file: String? = nil, jobs: Int = 1) throws -> AnimatedSymbolImage {
        let scene = try self.scene(symbol, replacement: replacement, file: file)
        let count = try frameCount(scene, file: file)
        let still = try draw(scene.outgoing.still, file: file)
        let frames = try drawFrames(scene, count: count, jobs: jobs, file: file)
        return AnimatedSymbolImage(frames: frames, still: still, framesPerSecond: framesPerSecond,
                               playDuration: scene.timeline.playDuration, plays: options.plays,
                               repeatDelay: options.scaledRepeatDelay, effect: effect)
    }

    /// The scene's frame count at this frame rate (``EffectTimeline/writtenFrameCount(fps:)``: one play, and the end
    /// pose when the file stops there or the effect does not return to its start), refused when all frames together would pass
    /// ``maximumTotalPixels`` (they are kept in memory until written).
    func frameCount(_ scene: AnimationScene, file: String?) throws(Diagnostic) -> Int {
        let count = scene.timeline.writtenFrameCount(fps: framesPerSecond)
        let pixels = scene.outgoing.still.width * scene.outgoing.still.height
        guard pixels == 0 || count <= maximumTotalPixels / max(1, pixels) else {
            throw Diagnostic(.error, "\(count) frames of \(scene.outgoing.still.width)×\(scene.outgoing.still.height) px are more than \(maximumTotalPixels) pixels in all: lower --fps, the size or the duration", file: file)
        }
        return count
    }

    private func draw(_ plan: RenderPlan, file: String?) throws -> Bitmap {
        do { return try rasterizer.render(plan) } catch { throw error.diagnostic(file: file) }
    }

    private func drawFrames(_ scene: AnimationScene, count: Int, jobs: Int, file: String?) throws -> [Bitmap] {
        try perFrame(scene, count: count, jobs: jobs, file: file) { plan throws(RenderError) in try rasterizer.render(plan) }
    }

    /// `make` over every frame's plan, on `jobs` threads; results in frame order whatever the threads.
    func perFrame<T: Sendable>(_ scene: AnimationScene, count: Int, jobs: Int, file: String?,
                               _ make: @Sendable (RenderPlan) throws(RenderError) -> T) throws -> [T] {
        let fps = framesPerSecond
        // Frames are independent: each worker owns its Cairo surface; results come back in frame order.
        let results = ParallelWork.map(count, workers: jobs) { index -> Result<T, Diagnostic> in
            do throws(RenderError) { return .success(try make(scene.plan(frame: index, fps: fps))) } catch {
                return .failure(error.diagnostic(file: file))
            }
        }
        return try results.map { try $0.get() }
    }
}
