import SVGPath
import SymbolFormat

/// Strokes a drawing at the three master widths and writes it as a v4 variable template (Ultralight-S,
/// Regular-S, Black-S with margins, layer annotations for all four modes).
package enum MasterBuilder {
    /// Stroke widths of the three small masters in design units. With the interpolation table of
    /// Documentation/SymbolFormat.md §1.6 they give Regular-M strokes of 10 units (a tenth of the cap height) and nine weights
    /// from 2.8 (Ultralight-M) to 23 (Black-M).
    package static let masterWidths: [(TemplateSlotID, Double)] = [
        (TemplateSlotID(.ultralight, .small), 2.6),
        (TemplateSlotID(.regular, .small), 11.6),
        (TemplateSlotID(.black, .small), 24),
    ]

    /// Empty space left and right of the ink, in design units.
    package static let sideBearing = 4.0

    /// Apple's cap height at 100 pt, in template units.
    package static let capHeight = 70.459
    /// Medium is 1.276 times Small.
    package static let mediumScale = 1.276

    /// The map from design units (Medium, cap line at 0, baseline at 100) to Small-slot template coordinates
    /// (origin on the baseline at the artwork's left edge).
    package static let designToSmall: AffineTransform = {
        let unit = capHeight / 100
        let midline = -capHeight / 2
        // Medium template coordinates, then scaled by 1/1.276 about the cap midline (x about the origin).
        let toMedium = AffineTransform(a: unit, b: 0, c: 0, d: unit, e: 0, f: -capHeight)
        let toSmall = AffineTransform(a: 1 / mediumScale, b: 0, c: 0, d: 1 / mediumScale, e: 0,
                                      f: midline - midline / mediumScale)
        return toMedium.concatenating(toSmall)
    }()

    /// The stroke width of a master for a shape of `sketch`: the Black master's comes back toward Regular's by
    /// the share of the heavier progression the drawing and the shape keep (``SymbolSketch/heavierShare``).
    package static func width(master: Int, for sketch: SymbolSketch, _ shape: SketchShape) -> Double {
        let widths = masterWidths.map(\.1)
        return master == 2 ? widths[1] + sketch.heavierShare * shape.heavierShare * (widths[2] - widths[1]) : widths[master]
    }

    /// The outline of every layer in one master (0 Ultralight, 1 Regular, 2 Black), in design units.
    package static func layerOutlines(_ sketch: SymbolSketch, master: Int) -> [VectorPath] {
        sketch.layers.map { layer in
            var outline = VectorPath()
            for shape in layer.shapes { outline.append(shapeOutline(shape, master: master, in: sketch)) }
            return outline
        }
    }

    /// The outline of one shape of `sketch` in one master.
    package static func shapeOutline(_ shape: SketchShape, master: Int, in sketch: SymbolSketch) -> VectorPath {
        if let outlines = shape.masterOutlines { return outlines[master] }
        if shape.fixedOutline { return shape.centerline }
        // A glyph drawn smaller at Black (``SketchShape/blackScale``) is stroked as drawn, wider by the inverse of its
        // scale, and the outline scaled: its outline keeps the structure of the other masters', which follows the
        // centerline as drawn (a scaled centerline is another one: a heart's stroked tip turned over differently).
        let scaled = master == 2 && shape.blackScale != 1
        let stroke = width(master: master, for: sketch, shape) * shape.weight / (scaled ? shape.blackScale : 1)
        let geometry = StrokeGeometry(width: stroke, cap: shape.cap, join: shape.join)
        let outline = shape.filled ? Stroker.filledOutline(of: shape.centerline, style: geometry)
                                   : Stroker.outline(of: shape.centerline, style: geometry)
        return scaled ? outline.transformed(by: shape.blackScaling) : outline
    }

    /// The template text of `sketch`.
    package static func template(for sketch: SymbolSketch) -> String {
        let hasColor = sketch.layers.contains { $0.color != nil }
        var slots: [TemplateWriter.Slot] = []
        for (master, (slotID, _)) in masterWidths.enumerated() {
            var paths: [TemplatePath] = []
            var minX = Double.infinity, maxX = -Double.infinity
            for (index, (layer, outline)) in zip(sketch.layers, layerOutlines(sketch, master: master)).enumerated() {
                if layer.behavior != .erase, let box = outline.bounds {
                    minX = min(minX, box.minX)
                    maxX = max(maxX, box.maxX)
                }
                paths.append(TemplatePath(path: outline.transformed(by: designToSmall), classes: classes(index, layer, hasColor: hasColor)))
            }
            if !minX.isFinite { minX = 0; maxX = 0 }
            let margins = sketch.margins ?? SketchMargins(left: minX - sideBearing, right: maxX + sideBearing)
            let left = designToSmall.apply(Point(x: margins.left, y: 0)).x
            let right = designToSmall.apply(Point(x: margins.right, y: 0)).x
            // Slot-local x starts at the left margin, as Apple's exports do.
            let shift = AffineTransform.translation(x: -left, y: 0)
            paths = paths.map { TemplatePath(path: $0.path.transformed(by: shift), classes: $0.classes) }
            slots.append(TemplateWriter.Slot(id: slotID, paths: paths, margins: TemplateMargins(left: 0, right: right - left)))
        }
        return TemplateWriter.write(version: TemplateVersion(4), capHeights: [.small: capHeight, .medium: capHeight, .large: capHeight],
                                    slots: slots, layerRules: rules(sketch, hasColor: hasColor), name: sketch.name,
                                    pathFractionDigits: 3)
    }

    package static func classes(_ index: Int, _ layer: SketchLayer, hasColor: Bool) -> [String] {
        var classes = ["monochrome-\(index)", "hierarchical-\(index):\(layer.level)"]
        if hasColor { classes.append("multicolor-\(index):\(layer.color ?? "labelColor")") }
        return classes
    }

    /// One rule per layer and mode: thresholds for variable layers (tᵢ of Documentation/SymbolFormat.md §4), clear-behind and
    /// erasing, multicolor preview fills.
    package static func rules(_ sketch: SymbolSketch, hasColor: Bool) -> [LayerRule] {
        let variable = sketch.layers.indices.filter { sketch.layers[$0].variable }
        var defaults = [("-glyphsmith-preferred-rendering-mode", sketch.preferredMode)]
        // Where Symbol reads a template's direction (Documentation/ImageViews.md §2).
        if let direction = sketch.direction { defaults.append(("-glyphsmith-language-direction", direction)) }
        var result = [LayerRule(className: "defaults", properties: defaults)]
        for (index, layer) in sketch.layers.enumerated() {
            var common: [(name: String, value: String)] = []
            if let position = variable.firstIndex(of: index) {
                let threshold = position == 0 ? 0 : ((100.0 * Double(position) / Double(variable.count)).rounded() + 1) / 100
                common.append(("-sfsymbols-variable-threshold", NumberFormatting.string(threshold, maximumFractionDigits: 2)))
            }
            let clears = layer.behavior != .normal
            let monochromeHole = layer.behavior == .knockout || layer.behavior == .erase || layer.behavior == .cutout
            let hierarchicalHole = layer.behavior == .erase || layer.behavior == .cutout
            let otherHole = layer.behavior == .erase
            let clearing: [(name: String, value: String)] = clears ? [("-sfsymbols-clear-behind", "true")] : []
            let mono = common + (monochromeHole ? [("opacity", "0")] : []) + clearing
            let hierarchical = common + (hierarchicalHole ? [("opacity", "0")] : []) + clearing
            let other = common + (otherHole ? [("opacity", "0")] : []) + clearing
            result.append(LayerRule(className: "monochrome-\(index)", properties: mono))
            result.append(LayerRule(className: "hierarchical-\(index):\(layer.level)", properties: hierarchical))
            if hasColor {
                let color = layer.color ?? "labelColor"
                var preview = (layer.customFill ?? SystemColorPreview.hex(color)).map { [("fill", $0)] } ?? []
                if layer.multicolorOpacity < 1 && !otherHole {
                    preview.append(("opacity", NumberFormatting.string(layer.multicolorOpacity, maximumFractionDigits: 3)))
                }
                result.append(LayerRule(className: "multicolor-\(index):\(color)", properties: preview + other))
            }
        }
        return result
    }
}

/// Preview fills written next to multicolor names (the renderer resolves the name, Documentation/SymbolFormat.md §2.1).
enum SystemColorPreview {
    package static func hex(_ name: String) -> String? {
        let table: [String: String] = [
            "systemRedColor": "#FF3B30", "systemOrangeColor": "#FF9500", "systemYellowColor": "#FFCC00",
            "systemGreenColor": "#34C759", "systemMintColor": "#00C7BE", "systemTealColor": "#30B0C7",
            "systemCyanColor": "#32ADE6", "systemBlueColor": "#007AFF", "systemIndigoColor": "#5856D6",
            "systemPurpleColor": "#AF52DE", "systemPinkColor": "#FF2D55", "systemBrownColor": "#A2845E",
            "systemGrayColor": "#8E8E93", "labelColor": "#000000", "white": "#FFFFFF", "black": "#000000",
            "tintColor": "#007AFF",
        ]
        return table[name]
    }
}
