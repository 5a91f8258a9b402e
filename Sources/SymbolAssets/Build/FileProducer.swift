import Synchronization
import SymbolImport
import SymbolCore

/// Makes the bytes of catalog outputs: renders images (through `SymbolRender`), assembles `.icns` and `.ico`
/// containers, exports symbol templates, and checks app-icon pixel rules as it goes. Renders shared by several
/// files (a macOS size in the catalog, the `.iconset` and the `.icns`) are made once.
final class FileProducer: Sendable {
    let sources: SourceCache
    let encoder: PNGEncoder
    let rasterizer = Rasterizer()
    private let renders = Mutex<[String: [UInt8]]>([:])
    /// Slices measured on full renders, shared by a sliced image's file and its set's `Contents.json`.
    private let slices = Mutex<[String: ImageSlicer.Result]>([:])
    /// Warnings found while making files (a colour with nothing to tint), each once, in the order found.
    let warnings = Mutex<[Diagnostic]>([])

    init(sources: SourceCache, encoder: PNGEncoder) {
        self.sources = sources
        self.encoder = encoder
    }

    /// The bytes of a recipe; failures name the source (or the output) and what went wrong.
    func bytes(_ recipe: Recipe, output: String) throws(Diagnostic) -> [UInt8] {
        switch recipe {
        case .bytes(let bytes):
            return bytes
        case .image(let render):
            return try image(render, output: output)
        case .icns(let entries):
            var images: [IconImage] = []
            for entry in entries { images.append(IconImage(pointSize: entry.pointSize, scale: entry.scale, png: try image(entry.render, output: output))) }
            do { return try ICNSWriter().encode(images) } catch { throw error.diagnostic(file: output) }
        case .ico(let renders):
            var images: [IconImage] = []
            for render in renders {
                let png = try image(render, output: output)
                images.append(IconImage(pointSize: render.composition?.side ?? Int(clamping: render.configuration.fittingSize ?? 16, to: 1...Int.max), png: png))
            }
            do { return try ICOWriter().encode(images) } catch { throw error.diagnostic(file: output) }
        case .symbolTemplate(let source, let form, let name, let importing):
            let symbol: Symbol
            if let importing { symbol = try imported(source, name: name, options: importing) } else { symbol = try sources.symbol(source) }
            guard let template = symbol.template else {
                throw Diagnostic(.error, "a symbol set needs a symbol template (a file with a 'Symbols' group); this is a plain SVG: add \"import\" : true to the entry to import it", file: sources.path(source))
            }
            guard let svg = TemplateExport.svg(template, form: form == .variable ? .variable : .static, name: name) else {
                let reason = SlotResolver.interpolationProblem(template).map { ": \($0)" } ?? ""
                throw Diagnostic(.error, "cannot export a \(form.rawValue) template\(reason); use \"form\" : \"static\"", file: sources.path(source))
            }
            return Array(svg.utf8)
        case .animation(let render):
            return try animatedPNG(render)
        case .iconLayer(let source, let nodes, let side):
            let symbol = try sources.symbol(source)
            let plan: RenderPlan
            switch symbol.content {
            case .drawing(var drawing):
                drawing.root.children = nodes.filter { $0 < drawing.root.children.count }.map { drawing.root.children[$0] }
                plan = DrawingPlanner.plan(drawing, fittingSquare: side)
            case .template:
                var configuration = SymbolConfiguration()
                configuration.fittingSize = Double(side)
                do { plan = try symbol.plan(configuration, file: sources.path(source)).plan } catch {
                    throw Diagnostic(.error, "\(error)", file: sources.path(source))
                }
            }
            do { return try VectorRenderer.render(plan, format: .svg) } catch { throw error.diagnostic(file: output) }
        case .imageSetContents(let contents):
            var resizing: [Int: JSONValue] = [:]
            for (index, render) in contents.slices {
                guard let slice = render.slice else { continue }
                resizing[index] = ImageSetContents.resizing(try sliced(render, output: output), slice: slice)
            }
            return contents.bytes(resizing: resizing)
        }
    }

    /// The slice of a render (its full bitmap cut by its ``ImageRender/slice``), made once per build with the
    /// sliced image's bytes.
    func sliced(_ render: ImageRender, output: String) throws(Diagnostic) -> ImageSlicer.Result {
        if let done = slices.withLock({ $0[render.key] }) { return done }
        _ = try image(render, output: output)
        guard let result = slices.withLock({ $0[render.key] }) else { throw Diagnostic(.error, "internal: no slice", file: output) }
        return result
    }

    /// A plain SVG icon imported as a symbol, as `glyphsmith import` does it (the same importer and options).
    func imported(_ source: String, name: String, options: SymbolImportOptions) throws(Diagnostic) -> Symbol {
        let imported = try SymbolImporter(options: options).importSymbol(svg: try sources.bytes(source), name: name, file: sources.path(source))
        if sources.failsOnWarnings, let warning = imported.warnings.first {
            throw Diagnostic(.error, warning.message, file: sources.path(source))
        }
        return try imported.symbol()
    }

    /// One rendered image, made once per build however many files use it.
    func image(_ render: ImageRender, output: String) throws(Diagnostic) -> [UInt8] {
        let key = render.key
        if let done = renders.withLock({ $0[key] }) { return done }
        let bytes = try makeImage(render, output: output)
        renders.withLock { $0[key] = bytes }
        return bytes
    }

    /// A render's bytes through the renderer's one entry point (`SymbolRenderer.output`), with this build's
    /// encoder and the warnings policy of builds: drawing's warnings said once per source (or, with warnings as
    /// errors, failing the file), the sRGB-only colour warning said once per build and never failing.
    private func makeImage(_ render: ImageRender, output: String) throws(Diagnostic) -> [UInt8] {
        let plan = try plan(render)
        let file = sources.path(render.source)
        let kind: OutputKind = render.slice != nil ? .sliced : render.format == .pdf ? .pdf : render.format == .opaquePNG ? .opaquePNG : .png
        let renderer = SymbolRenderer(configuration: render.configuration, encoder: encoder, rasterizer: rasterizer, slice: render.slice)
        let made: PlanOutput
        do {
            made = try renderer.output(plan, as: kind, composition: render.composition, stoppingAtWarning: sources.failsOnWarnings) {
                Self.problem(with: render.rule, in: $0)
            }
        } catch {
            // A slice that cannot be cut names the asset and the source; everything else names the output.
            if case .slice(let message) = error {
                throw Diagnostic(.error, "image '\(render.asset ?? output)': \(message)", file: file)
            }
            throw error.diagnostic(file: output)
        }
        if let warning = made.colorWarning {
            let diagnostic = Diagnostic(.warning, warning, file: file)
            warnings.withLock { if !$0.contains(diagnostic) { $0.append(diagnostic) } }
        }
        let found = made.warnings.map { Diagnostic(.warning, $0, file: file) }
        warnings.withLock { list in for warning in found where !list.contains(warning) { list.append(warning) } }
        if let slice = made.slice { slices.withLock { $0[render.key] = slice } }
        return made.bytes
    }

    /// The display list of a render: its source under its configuration, mirrored when asked.
    private func plan(_ render: ImageRender) throws(Diagnostic) -> RenderPlan {
        let symbol = try sources.symbol(render.source)
        let file = sources.path(render.source)
        var configuration = render.configuration
        // Template settings in shared defaults do not apply to plain SVGs in the same manifest.
        if symbol.template == nil { configuration = configuration.droppingTemplateOptions() }
        // A colour that tints nothing makes a dark variant equal to the light one: said once per source and colour.
        if let warning = symbol.tintWarning(for: configuration, file: file) {
            if sources.failsOnWarnings { throw Diagnostic(.error, warning.message, file: file) }
            warnings.withLock { if !$0.contains(warning) { $0.append(warning) } }
        }
        var plan: RenderPlan
        do { plan = try symbol.plan(configuration, file: file).plan } catch let error as Diagnostic { throw error } catch {
            throw Diagnostic(.error, "\(error)", file: file)
        }
        if render.mirrored { plan.mirrorsHorizontally.toggle() }
        return plan
    }

    /// What breaks an app-icon pixel rule, or nil. (Opaqueness is checked by the encoder, on every pixel.)
    static func problem(with rule: AppIconRule?, in bitmap: Bitmap) -> String? {
        switch rule {
        case nil, .opaqueWithoutAlpha:
            return nil
        case .transparentBackground:
            let last = (bitmap.width - 1, bitmap.height - 1)
            for (x, y) in [(0, 0), (last.0, 0), (0, last.1), (last.0, last.1)] where bitmap[x, y].alpha != 0 {
                return "this icon needs a transparent background, but pixel (\(x), \(y)) has alpha \(bitmap[x, y].alpha): draw no background in its artwork"
            }
            return nil
        case .coverage:
            return problem(with: .transparentBackground, in: bitmap) ?? AndroidIconOutputs.opaqueLayerProblem(bitmap)
        case .grey:
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let p = bitmap[x, y]
                    if p.red != p.green || p.green != p.blue { return "a tinted app icon must be grey, but pixel (\(x), \(y)) is \(p)" }
                }
            }
            return nil
        }
    }
}
