import SVGPath
import SymbolFormat
import SymbolCore

/// Turns a plain SVG icon into a symbol drawing.
///
/// - Placement: the viewBox (or the artwork's bounds) is fitted to the cap band, its larger side spanning it,
///   centred on the cap midline; margins go around the ink or at explicit insets.
/// - Weights: strokes stay centerlines, so the three masters are the same lines stroked at three widths (Regular at
///   the icon's own width) and interpolate by construction; fills are offset in and out by the same progression.
/// - Layers: a new layer wherever the paint or the top-level group changes; the most opaque layers are primary;
///   colors other than the foreground become multicolor colors.
package enum SVGImporter {
    /// The sketch and what the import could not carry over.
    package struct Result: Sendable {
        package var sketch: SymbolSketch
        package var warnings: [Diagnostic]
    }

    /// Sources with more path elements than this are refused: every element becomes several in each of three
    /// masters, and no icon needs so many (all 18,950 icons of the six corpora in Tools/corpora.py import under it).
    static let maximumElements = 100_000

    /// Fills with more path elements than this are drawn as they are in every weight: offsetting them is checked on
    /// grids, which would take seconds on a hostile (or traced) outline.
    static let maximumOffsetElements = 50_000

    /// Imports SVG bytes; `name` becomes the symbol's name.
    package static func sketch(from bytes: [UInt8], name: String, file: String,
                                options: SymbolImportOptions = SymbolImportOptions()) throws(Diagnostic) -> Result {
        let document = try XMLReader.parse(bytes, file: file)
        if TemplateReader.isTemplate(document) {
            throw Diagnostic(.error, "this is already a symbol template (it has a 'Symbols' or 'Guides' group); use it as it is, or import the plain icon it was made from", file: file)
        }
        let read = try SVGReader.read(document, file: file)
        // An error from the reader (a mask chain nested too deep, a reference it refused) means part of the drawing
        // was left out: importing the rest would write a symbol that is not the icon, and count it imported.
        if let error = read.diagnostics.first(where: { $0.severity == .error }) { throw error }
        let artwork = ImportedArtwork(read.drawing, foreground: options.foreground)
        var warnings = read.diagnostics + artwork.warnings.map { Diagnostic(.warning, $0, file: file) }
        guard !artwork.pieces.isEmpty, let ink = artwork.bounds else {
            throw Diagnostic(.error, "the SVG draws nothing to import", file: file)
        }
        let elements = artwork.pieces.reduce(0) { $0 + $1.elementCount }
        guard elements <= maximumElements else {
            throw Diagnostic(.error, "the SVG has \(elements) path elements; an icon imports with at most \(maximumElements) (three masters of outlines are made from them)", file: file)
        }
        let viewBox = read.drawing.viewBox
        let box = options.fit == .artwork || viewBox.width <= 0 || viewBox.height <= 0 ? ink : viewBox
        let slack = 1e-3 * max(viewBox.width, viewBox.height)
        if box == viewBox && (ink.minX < box.minX - slack || ink.minY < box.minY - slack || ink.maxX > box.maxX + slack || ink.maxY > box.maxY + slack) {
            warnings.append(Diagnostic(.warning, "the artwork reaches outside the viewBox; a browser clips it there, the symbol keeps all of it", file: file))
        }
        guard box.width > 0 || box.height > 0 else { throw Diagnostic(.error, "the artwork has no extent", file: file) }
        try ArtworkReach.check(artwork.pieces, box: box, file: file)
        // The box's larger side spans the cap band (100 design units), centred on the cap midline.
        let scale = 100 / max(box.width, box.height)
        let toDesign = AffineTransform.translation(x: -box.minX, y: -box.minY)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(.translation(x: 0, y: 50 - box.height * scale / 2))

        var sketch = SymbolSketch(source: file, name: name)
        sketch.categories = ["imported"]
        if let insets = options.insets {
            sketch.margins = SketchMargins(left: insets.left * scale, right: (box.width - insets.right) * scale)
        }
        let strokeWidths = artwork.pieces.compactMap { piece -> Double? in
            if case .stroke(_, let width, _, _) = piece.geometry { return width * scale }
            return nil
        }.sorted()

        // Layers and their shapes; fills to offset are gathered to be weighed together.
        var layers: [SketchLayer] = []
        var paints: [ImportedArtwork.Paint] = []
        var lastKey: (ImportedArtwork.Paint, Int)?
        var offsetFills: [(layer: Int, shape: Int, path: VectorPath)] = []
        for piece in artwork.pieces {
            if options.layers == .single ? layers.isEmpty : lastKey.map({ $0.0 != piece.paint || $0.1 != piece.group }) ?? true {
                layers.append(SketchLayer())
                paints.append(piece.paint)
                lastKey = (piece.paint, piece.group)
            }
            var fill: VectorPath?
            switch piece.geometry {
            case .fill(let path):
                fill = path.transformed(by: toDesign)
            case .stroke(let path, let width, let cap, let join):
                let centerline = path.transformed(by: toDesign)
                switch options.weights {
                case .auto, .stroke:
                    var shape = SketchShape(centerline: centerline)
                    shape.cap = cap
                    shape.join = join
                    shape.weight = width * scale / VariantComposer.regularWidth
                    layers[layers.count - 1].shapes.append(shape)
                case .outline, .none:
                    fill = Stroker.outline(of: centerline, style: StrokeGeometry(width: width * scale, cap: cap, join: join))
                }
            }
            guard let fill else { continue }
            if options.weights == .auto || options.weights == .outline {
                offsetFills.append((layers.count - 1, layers[layers.count - 1].shapes.count, fill))
            }
            layers[layers.count - 1].shapes.append(SketchShape(centerline: fill, fixedOutline: true))
        }

        var knockouts = Set<Int>()
        if options.knockouts {
            let finding = Knockouts.find(layers, paints: paints)
            knockouts = finding.knockouts
            for index in knockouts { layers[index].behavior = .cutout }
            warnings += finding.ambiguous.map { Diagnostic(.warning, $0, file: file) }
            if let first = finding.unexamined {
                warnings.append(Diagnostic(.warning, "layers \(first + 1) to \(layers.count) are not looked at for knockouts: the layers fill more than the \(Knockouts.maximumCells / 1_000_000) million cells compared (Knockouts.maximumCells); a lighter shape among them is kept as a layer of its own", file: file))
            }
        }

        let fillElements = offsetFills.reduce(0) { $0 + $1.path.elements.count }
        if fillElements > maximumOffsetElements {
            warnings.append(Diagnostic(.warning, "the filled outlines have \(fillElements) path elements, more than the \(maximumOffsetElements) whose offsets can be checked quickly; every weight draws them as they are", file: file))
            offsetFills = []
        }
        // The fills' offsets and the weight guard share one budget of work (thousands of layers, or a layer of
        // thousands of edges, would otherwise take seconds); what it does not pay for is left as drawn, and said.
        let budget = WeightBudget()
        if !offsetFills.isEmpty {
            // Fills follow the strokes' progression in a mixed icon, else that of their own stems (kept within what
            // strokes of symbols span, so that a solid disc does not swell by its radius).
            let fills = offsetFills.map(\.path)
            var union = VectorPath()
            for path in fills { union.append(path) }
            let thickness = strokeWidths.isEmpty || options.weights == .outline
                ? min(max(OutlineOffset.stemThickness(of: union) ?? 8, 2), VariantComposer.regularWidth)
                : strokeWidths[strokeWidths.count / 2]
            let weighed = FillWeights.masters(of: fills, layers: offsetFills.map(\.layer), thickness: thickness, budget: budget)
            for (index, entry) in offsetFills.enumerated() {
                layers[entry.layer].shapes[entry.shape].masterOutlines = weighed.masters[index]
            }
            for limit in weighed.limits {
                warnings.append(Diagnostic(.warning, WeightWarnings.describe(limit, layerCount: layers.count), file: file))
            }
            if let unweighed = WeightWarnings.describeUnweighed(weighed.unweighed, layerCount: layers.count) {
                warnings.append(Diagnostic(.warning, unweighed, file: file))
            }
        }
        let narrowed: Int
        do { narrowed = try StrokeWeights.limitHeavyWidths(&layers) } catch {
            throw Diagnostic(.error, "a stroke reaches too far to import (\(error)); its coordinates, scaled to the icon, leave the numbers a symbol can hold", file: file)
        }
        if narrowed > 0 {
            warnings.append(Diagnostic(.warning, "\(narrowed) stroke\(narrowed == 1 ? " is" : "s are") drawn narrower than the Black weight's width, which would leave holes where \(narrowed == 1 ? "it bends" : "they bend") tighter than half the width", file: file))
        }
        assignColors(&layers, paints: paints, options: options)
        sketch.layers = layers
        if options.weights != .none {
            warnings += WeightWarnings.describe(WeightGuard.apply(&sketch, budget: budget), layerCount: layers.count, file: file)
        }
        // A cut-out's own color shows in multicolor only; what the icon is otherwise drawn in decides.
        let drawn = paints.indices.filter { !knockouts.contains($0) }
        let levels = Set(drawn.map { layers[$0].level })
        sketch.preferredMode = drawn.contains { !paints[$0].foreground } ? "multicolor" : levels.count > 1 ? "hierarchical" : "monochrome"
        return Result(sketch: sketch, warnings: warnings)
    }

    /// Hierarchical levels by opacity or order, and multicolor colors: the foreground is the label color, any
    /// other color a custom one; translucent layers keep their opacity in multicolor.
    static func assignColors(_ layers: inout [SketchLayer], paints: [ImportedArtwork.Paint], options: SymbolImportOptions) {
        let names = ["primary", "secondary", "tertiary"]
        let opacities = Array(Set(paints.map(\.opacity))).sorted(by: >)
        let colored = paints.contains { !$0.foreground || $0.opacity < 1 }
        for index in layers.indices {
            let paint = paints[index]
            let rank = options.levels == .order ? index : opacities.firstIndex(of: paint.opacity) ?? 0
            layers[index].level = names[min(rank, 2)]
            guard colored else { continue }
            layers[index].color = paint.foreground ? "labelColor" : "custom"
            if !paint.foreground { layers[index].customFill = paint.hex }
            layers[index].multicolorOpacity = paint.opacity
        }
    }
}
