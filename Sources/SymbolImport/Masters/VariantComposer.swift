import SVGPath

/// Derives the enclosed and slashed variants of a drawing: `.circle`, `.circle.fill`, `.square`, `.square.fill`, `.app`, `.app.fill`,
/// `.slash` (and `.slash.fill` from a `.fill` drawing), in the canonical name order
/// `base[.slash][.circle|.square][.fill]` (Documentation/SymbolFormat.md §8).
package enum VariantComposer {
    /// Regular-M stroke width in design units, for ink estimates.
    package static let regularWidth = 10.0

    /// The variants of `base` (and of its `.fill` drawing, when there is one).
    package static func variants(of base: SymbolSketch, fill: SymbolSketch?) -> [SymbolSketch] {
        var result: [SymbolSketch] = []
        let enclosures = base.enclosures.isEmpty ? (fill?.enclosures ?? []) : base.enclosures
        // A solid glyph cut out of a solid frame loses its own cut-out details (a clock's hands, an envelope's
        // flap); such glyphs are cut out in their outline form instead.
        let solid = fill.flatMap { fill in fill.layers.contains { $0.behavior != .normal } ? nil : fill }
        // The base drawing says how its glyph sits in a frame, also when the solid glyph is the `.fill` drawing.
        let solidGlyph = solid.map { fill in
            var copy = fill
            copy.enclosedHeavierShare = base.enclosedHeavierShare
            return copy
        }
        // The glyph as drawn for a frame, where the base drawing says how; it is cut out of the filled frame too,
        // rather than the solid `.fill` drawing.
        var glyph = base
        if let layers = base.enclosedLayers { glyph.layers = layers }
        let cut = base.enclosedLayers == nil ? solidGlyph ?? base : glyph
        for enclosure in enclosures {
            result.append(enclosed(glyph, in: enclosure, filled: false))
            result.append(enclosed(cut, in: enclosure, filled: true, name: "\(base.name).\(enclosure).fill"))
        }
        if base.slashed { result.append(slashed(base, name: "\(base.name).slash")) }
        if let fill, fill.slashed || base.slashed { result.append(slashed(fill, name: "\(base.name).slash.fill")) }
        return result
    }

    /// A glyph's layers placed in an enclosure by `fit`, their strokes thinned to 0.8 and their heavier share the
    /// glyph's times its enclosed share: one rule for every frame a glyph goes into (variants and containers).
    package static func fittedGlyphLayers(_ layers: [SketchLayer], of glyph: SymbolSketch, fit: AffineTransform) -> [SketchLayer] {
        layers.map { layer in
            var copy = layer
            copy.shapes = layer.shapes.map { shape in
                var s = shape.transformed(by: fit)
                s.weight *= 0.8
                s.heavierShare *= glyph.heavierShare * glyph.enclosedHeavierShare
                return s
            }
            return copy
        }
    }

    /// The ink box of a set of layers at Regular (centerlines grown by half the stroke).
    package static func inkBox(_ layers: [SketchLayer]) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for layer in layers where layer.behavior != .erase {
            for shape in layer.shapes {
                guard let box = shape.centerline.bounds else { continue }
                let h = regularWidth * shape.weight / 2
                minX = min(minX, box.minX - h); minY = min(minY, box.minY - h)
                maxX = max(maxX, box.maxX + h); maxY = max(maxY, box.maxY + h)
            }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How far from `center` the ink of `shapes` reaches at Regular: the farthest point of their centerlines, plus
    /// half the stroke (an eraser's disk as far as it erases).
    package static func farthestInk(of shapes: [SketchShape], from center: Point) -> Double {
        var farthest = 0.0
        for shape in shapes {
            let half = regularWidth * shape.weight / 2
            for polyline in shape.centerline.flattened(tolerance: 0.05) {
                for point in polyline {
                    let dx = point.x - center.x, dy = point.y - center.y
                    farthest = max(farthest, (dx * dx + dy * dy).squareRoot() + half)
                }
            }
        }
        return farthest
    }

    /// `glyph` in a frame (`circle`, `square`, `app`), outline or `filled` (the glyph cut out), fitted by its ink box or
    /// by `box` where the glyph is set on a line of its own (a digit keeps its place on the cap band).
    package static func enclosed(_ glyph: SymbolSketch, in enclosure: String, filled: Bool, name: String? = nil, box given: Rect? = nil) -> SymbolSketch {
        var sketch = glyph.asGenerated()
        sketch.name = name ?? "\(glyph.name).\(enclosure)"
        // The frame keeps the full heavier progression; the glyph keeps its drawing's share, times its enclosed share.
        sketch.heavierShare = 1
        sketch.enclosedHeavierShare = 1
        let center = Point(x: 60, y: 50)
        let frame: SketchShape
        let room: Double
        if enclosure == "circle" {
            frame = SketchShape(centerline: ShapeCenterlines.ellipse(center: center, rx: 52, ry: 52), filled: filled)
            room = 54
        } else {
            // `app` is the square of an app icon: the same box with the rounder corners of a squircle.
            let radius = enclosure == "app" ? 32.0 : 24.0
            frame = SketchShape(centerline: ShapeCenterlines.roundedRect(x: center.x - 51, y: center.y - 51, width: 102, height: 102, radius: radius),
                                 filled: filled)
            room = enclosure == "app" ? 54 : 58
        }
        let box = given ?? inkBox(glyph.layers)
        var scale = min(1, room / max(box.width, box.height))
        // A badged glyph in a circle is also fitted by its reach, the gap ring around its badge included, to where a
        // glyph filling the room reaches (its corners): fitted by its box, the badge in the box's corner met the
        // circle at the heavier weights (`bell.badge.circle`).
        if glyph.composition == "badge", enclosure == "circle" {
            let reach = farthestInk(of: glyph.layers.flatMap(\.shapes), from: box.center)
            if reach > 0 { scale = min(scale, room / 2 * 2.0.squareRoot() / reach) }
        }
        let fit = AffineTransform.translation(x: -box.center.x, y: -box.center.y)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(.translation(x: center.x, y: center.y))
        var glyphLayers = fittedGlyphLayers(glyph.layers, of: glyph, fit: fit)
        let mainColor = glyph.layers.lazy.compactMap(\.color).first { $0 != "labelColor" && $0 != "white" }
            ?? glyph.layers.lazy.compactMap(\.color).first
        var frameLayer = SketchLayer(level: "secondary", color: mainColor, shapes: [frame])
        if filled {
            // The glyph becomes one layer cut out of the filled frame (drawn on top of it in the other modes).
            let merged = glyphLayers.filter { $0.behavior != .erase }.flatMap(\.shapes)
            glyphLayers = [SketchLayer(level: "primary", color: mainColor == nil ? nil : "white", behavior: .knockout, shapes: merged)]
            frameLayer.level = "secondary"
        }
        sketch.layers = [frameLayer] + glyphLayers
        if filled, sketch.preferredMode == "monochrome" { sketch.preferredMode = "hierarchical" }
        return sketch
    }

    /// The share of the heavier progression a slash's gap takes (the slash itself takes all of it).
    package static let slashGapHeavierShare = 0.45

    package static func slashed(_ glyph: SymbolSketch, name: String) -> SymbolSketch {
        var sketch = glyph.asGenerated()
        sketch.name = name
        let box = inkBox(glyph.layers)
        let halfHeight = min(47, max(box.height / 2 + 4, 32))
        let halfWidth = halfHeight * 0.82
        let centerY = min(max(box.center.y, 2 + halfHeight), 98 - halfHeight)
        let from = Point(x: box.center.x - halfWidth, y: centerY - halfHeight)
        let to = Point(x: box.center.x + halfWidth, y: centerY + halfHeight)
        let line = VectorPath([.move(to: from), .line(to: to)])
        let color = glyph.layers.lazy.compactMap(\.color).first
        // The gap: an eraser band 2.4 times as wide as the slash at Regular, then the slash itself. The band takes 45 %
        // of the heavier progression, so that the gap beside a Black slash stays about as wide as beside a Regular one
        // (7.5 units, not 16): a wider one left only slivers and tapered stubs of a small glyph.
        var band = SketchShape(centerline: line, weight: 2.4)
        band.heavierShare = slashGapHeavierShare
        let gap = SketchLayer(level: "primary", color: color, behavior: .erase, shapes: [band])
        let slash = SketchLayer(level: "primary", color: color, shapes: [SketchShape(centerline: line)])
        sketch.layers = glyph.layers + [gap, slash]
        return sketch
    }
}
