import SymbolCore

/// What ``SymbolRenderer/output(_:as:composition:stoppingAtWarning:check:)`` writes a plan as.
package enum OutputKind: Sendable, Hashable {
    /// PNG. "Opaque" is decided one way, by the plan: on an opaque background (alpha 1) the file has no alpha
    /// channel, otherwise it has one (grey and alpha when every pixel is grey).
    case png
    /// PNG without an alpha channel whatever the background (app icons): every pixel must be opaque, else it fails.
    case opaquePNG
    /// A one-page PDF of the display list (sRGB: documents carry no Display P3 tag here).
    case pdf
    /// An SVG document of the display list (sRGB, as PDF).
    case svg
    /// The minimal resizable PNG under the renderer's ``SymbolRenderer/slice``, with its insets. Opaque as `png`;
    /// always sRGB (a sliced image has no P3 variant: its minimal bitmap is cut from an sRGB render).
    case sliced
}

/// A plan's bytes and what making them said.
package struct PlanOutput: Sendable {
    /// The file's bytes.
    package var bytes: [UInt8]
    /// What drawing warned about (a filter at reduced resolution, an image that did not decode), in order.
    package var warnings: [String]
    /// The warning for a Display P3 output whose colours all lie in sRGB, apart from `warnings`: `render` reports it
    /// with the file's warnings, a catalog build once per build.
    package var colorWarning: String?
    /// The cut, for ``OutputKind/sliced``.
    package var slice: ImageSlicer.Result?
}

/// Why a plan could not be written.
package enum PlanOutputFailure: Error, Sendable {
    /// Drawing or encoding failed.
    case render(RenderError)
    /// The slice could not be cut (its message).
    case slice(String)
    /// Drawing warned and the caller stops at the first warning (its message).
    case warning(String)
    /// The caller's pixel check refused the drawn bitmap (its message).
    case check(String)
}

extension SymbolRenderer {
    /// The one way from a plan to file bytes, for `render` and for catalog builds: the Display P3 preparation, the
    /// opaque rule, slicing, icon composition and pixel checks all happen here.
    ///
    /// - Parameters:
    ///   - composition: for app icons, the canvas the drawn artwork is centered on (PNG kinds only).
    ///   - stoppingAtWarning: fail with the first drawing warning before composing, checking or encoding (builds
    ///     with warnings as errors); the colour warning never stops.
    ///   - check: a rule on the bitmap, composed when there is a composition (PNG kinds drawn as a bitmap: every
    ///     `opaquePNG`, and a `png` with a composition), returning what breaks it.
    package func output(_ plan: RenderPlan, as kind: OutputKind, composition: IconComposition? = nil,
                        stoppingAtWarning: Bool = false,
                        check: (Bitmap) -> String? = { _ in nil }) throws(PlanOutputFailure) -> PlanOutput {
        var drawn: [String] = []
        func stop() throws(PlanOutputFailure) {
            if stoppingAtWarning, let first = drawn.first { throw .warning(first) }
        }
        switch kind {
        case .pdf, .svg:
            let bytes: [UInt8]
            do { bytes = try VectorRenderer.render(plan, format: kind == .pdf ? .pdf : .svg, warnings: &drawn) } catch {
                throw .render(error)
            }
            try stop()
            return PlanOutput(bytes: bytes, warnings: drawn)
        case .sliced:
            guard let slice else { throw .slice("no slice to cut") }
            let scale = configuration.resolvedPixelScale
            guard scale == scale.rounded(), scale >= 1 else {
                throw .slice("slicing needs a whole pixel scale (1, 2, 3 …), got \(NumberFormatting.described(scale))")
            }
            let bitmap: Bitmap
            do { bitmap = try rasterizer.render(plan, warnings: &drawn) } catch { throw .render(error) }
            try stop()
            let cut: ImageSlicer.Result
            do {
                try slice.validate()
                cut = try ImageSlicer.slice(bitmap, slice, scale: Int(clamping: scale, to: 1...16))
            } catch {
                throw .slice("\(error)")
            }
            do {
                let bytes = plan.hasOpaqueBackground ? try encoder.encodeOpaque(cut.bitmap) : try encoder.encode(cut.bitmap)
                return PlanOutput(bytes: bytes, warnings: drawn, slice: cut)
            } catch {
                throw .render(error)
            }
        case .png, .opaquePNG:
            // A Display P3 output: colours converted before painting, the PNG tagged; sRGB-only art is said apart.
            let prepared = WideColorOutput.prepare(plan, space: configuration.outputColorSpace, encoder: encoder)
            if kind == .png, composition == nil {
                let bytes: [UInt8]
                do { bytes = try rasterizer.renderPNG(prepared.plan, encoder: prepared.encoder, warnings: &drawn) } catch {
                    throw .render(error)
                }
                try stop()
                return PlanOutput(bytes: bytes, warnings: drawn, colorWarning: prepared.warning)
            }
            var bitmap: Bitmap
            do {
                bitmap = try rasterizer.render(prepared.plan, warnings: &drawn)
                if let composition { bitmap = try rasterizer.compose(bitmap, composition) }
            } catch {
                throw .render(error)
            }
            try stop()
            if let problem = check(bitmap) { throw .check(problem) }
            do {
                let bytes = kind == .opaquePNG ? try prepared.encoder.encodeOpaque(bitmap) : try prepared.encoder.encode(bitmap)
                return PlanOutput(bytes: bytes, warnings: drawn, colorWarning: prepared.warning)
            } catch {
                throw .render(error)
            }
        }
    }
}

extension RenderPlan {
    /// The one "opaque" rule for a plan's PNG: an opaque background (alpha 1) means no alpha channel is written.
    package var hasOpaqueBackground: Bool {
        background.map { $0.alpha >= 1 } ?? false
    }
}

extension PlanOutputFailure: CustomStringConvertible, DiagnosticConvertible {
    /// A one-line message. A stopping warning and a refused check read as the encoding failures they stop.
    package var description: String {
        switch self {
        case .render(let error): return error.description
        case .slice(let message): return message
        case .warning(let message), .check(let message): return RenderError.encoding(message).description
        }
    }
}
