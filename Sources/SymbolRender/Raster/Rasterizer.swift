/// Executes `RenderPlan`s on Cairo image surfaces (anti-aliased, sRGB, 8-bit).
public struct Rasterizer: Sendable {
    /// The largest canvas, in pixels, the rasterizer agrees to allocate (4 bytes each).
    public var maximumPixels: Int

    /// Creates a rasterizer; the default limit (64 megapixels, 256 MB) keeps a batch on this
    /// machine far from an out-of-memory kill.
    public init(maximumPixels: Int = 64 * 1024 * 1024) {
        self.maximumPixels = maximumPixels
    }

    /// Renders a plan to straight-alpha RGBA pixels.
    package func render(_ plan: RenderPlan) throws(RenderError) -> Bitmap {
        var ignored: [String] = []
        return try render(plan, warnings: &ignored)
    }

    /// Renders a plan to straight-alpha RGBA pixels and appends what drawing warned about to `warnings`.
    package func render(_ plan: RenderPlan, warnings: inout [String]) throws(RenderError) -> Bitmap {
        let canvas = try makeCanvas(for: plan)
        warnings += canvas.session.warnings
        return canvas.bitmap()
    }

    /// Renders a plan and encodes it as PNG without an intermediate straight-alpha copy.
    package func renderPNG(_ plan: RenderPlan, encoder: PNGEncoder = PNGEncoder()) throws(RenderError) -> [UInt8] {
        var ignored: [String] = []
        return try renderPNG(plan, encoder: encoder, warnings: &ignored)
    }

    /// Renders a plan as PNG and appends what drawing warned about (a filter at reduced resolution, an image that
    /// did not decode) to `warnings`.
    package func renderPNG(_ plan: RenderPlan, encoder: PNGEncoder = PNGEncoder(), warnings: inout [String]) throws(RenderError) -> [UInt8] {
        let canvas = try makeCanvas(for: plan)
        warnings += canvas.session.warnings
        // A plan on an opaque background is written without an alpha channel (the one rule, `hasOpaqueBackground`).
        let opaque = plan.hasOpaqueBackground
        return try canvas.withPremultipliedPixels { data, stride throws(RenderError) in
            opaque ? try encoder.encodeOpaquePremultiplied(data, stride: stride, width: plan.width, height: plan.height)
                : try encoder.encodePremultiplied(data, stride: stride, width: plan.width, height: plan.height)
        }
    }

    private func makeCanvas(for plan: RenderPlan) throws(RenderError) -> CairoCanvas {
        try checkCanvas(width: plan.width, height: plan.height)
        // The thread's reusable surface, cleared: no 4 MB allocation and page faults per 1024 px icon.
        guard let surface = ThreadScratch.current.surface(width: plan.width, height: plan.height) else {
            throw .cairo("cannot create a \(plan.width)×\(plan.height) surface")
        }
        let canvas = try CairoCanvas(surface: surface, width: plan.width, height: plan.height)
        canvas.session.filterMemory = maximumPixels.multipliedReportingOverflow(by: 4).overflow ? Int.max : maximumPixels * 4
        if let background = plan.background { canvas.paint(background) }
        if let clip = plan.clip { canvas.clip(to: clip) }
        canvas.execute(plan.operations)
        if plan.mirrorsHorizontally { canvas.mirrorPixels() }
        return canvas
    }

    /// Cairo's own limit on an image surface's side, in pixels.
    package static let maximumSide = 32767

    /// The one place canvas sizes are checked: Cairo's own limit is 32767 per side; ours bounds memory.
    package func checkCanvas(width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
              width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels else {
            throw .canvasTooLarge(width: width, height: height, limit: maximumPixels)
        }
    }
}
