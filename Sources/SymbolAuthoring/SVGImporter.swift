import SVGPath
import SymbolFormat

/// Turns a plain SVG icon into a symbol drawing: its viewBox fitted to the cap band, strokes kept as centerlines
/// (so the three masters are the same lines stroked at three widths and interpolate by construction, with Regular
/// at the icon's own width), fills kept as they are in every master.
package enum SVGImporter {
    /// How the weights of an imported icon are made.
    package enum Weights: String, Sendable, CaseIterable {
        /// Strokes follow the weight axis; fills stay as drawn.
        case stroke
        /// One weight: every master is the icon as drawn (strokes outlined at their own width).
        case none
    }

    /// The drawing and what the import could not carry over.
    package struct Result: Sendable {
        package var drawing: SymbolDrawing
        package var warnings: [Diagnostic]
    }

    /// Imports SVG bytes; `name` becomes the symbol's name.
    package static func drawing(from bytes: [UInt8], name: String, file: String, weights: Weights = .stroke) throws(Diagnostic) -> Result {
        let read = try SVGReader.read(bytes, file: file)
        var warnings = read.diagnostics
        let box = read.drawing.viewBox
        guard box.width > 0, box.height > 0 else { throw Diagnostic(.error, "the SVG has an empty viewBox", file: file) }
        // The viewBox's larger side spans the cap band (100 design units), centred on the cap midline.
        let scale = 100 / max(box.width, box.height)
        let toDesign = AffineTransform.translation(x: -box.minX, y: -box.minY)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(.translation(x: 0, y: 50 - box.height * scale / 2))
        var shapes: [DrawingShape] = []
        var skipped = false
        func visit(_ group: DrawingGroup) {
            if group.clip != nil || group.mask != nil || group.filter != nil { skipped = true }
            for node in group.children {
                switch node {
                case .group(let inner): visit(inner)
                case .image: skipped = true
                case .shape(let shape):
                    let toShape = shape.transform.concatenating(toDesign)
                    let path = shape.path.transformed(by: toShape)
                    if let fill = shape.fill, fill.color.alpha > 0 || fill.gradient != nil {
                        if fill.rule == .evenOdd { skipped = true }
                        shapes.append(DrawingShape(centerline: path, fixedOutline: true))
                    }
                    if let stroke = shape.stroke, stroke.width > 0 {
                        // The stroke's width in design units, measured along the transform's mean scale.
                        let linear = (abs(toShape.a * toShape.d - toShape.b * toShape.c)).squareRoot()
                        let width = stroke.width * linear
                        var centerline = DrawingShape(centerline: path)
                        centerline.cap = StrokeGeometry.Cap(rawValue: stroke.cap.rawValue) ?? .butt
                        centerline.join = stroke.join == .round ? .round : stroke.join == .bevel ? .bevel : .miter(limit: stroke.miterLimit)
                        if !stroke.dashes.isEmpty { skipped = true }
                        switch weights {
                        case .stroke:
                            centerline.weight = width / VariantComposer.regularWidth
                        case .none:
                            centerline = DrawingShape(centerline: Stroker.outline(of: path, style: StrokeGeometry(width: width, cap: centerline.cap, join: centerline.join)),
                                                      fixedOutline: true)
                        }
                        shapes.append(centerline)
                    }
                }
            }
        }
        visit(read.drawing.root)
        guard !shapes.isEmpty else { throw Diagnostic(.error, "the SVG draws nothing to import", file: file) }
        if skipped {
            warnings.append(Diagnostic(.warning, "clip paths, masks, filters, images, dashes and even-odd fills are not imported yet; the symbol is drawn without them", file: file))
        }
        var drawing = SymbolDrawing(source: file, name: name)
        drawing.categories = ["imported"]
        drawing.layers = [DrawingLayer(shapes: shapes)]
        return Result(drawing: drawing, warnings: warnings)
    }
}
