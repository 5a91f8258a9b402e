import SVGPath
import SymbolImport

/// A glyph inside a library drawing used as a container (`play.rectangle`, `info.bubble`, `lock.icloud.fill`), as
/// ``VariantComposer`` puts one in a circle or a square: the container is the frame, one `secondary` layer that keeps
/// the whole heavier progression; the glyph, scaled into the container's room, its own layers above it; in the
/// `.fill` form the glyph is cut out of the container's `.fill` drawing.
enum ContainerComposer {
    static func framed(_ glyph: SymbolSketch, in holder: SymbolSketch, room: Rect, filled: Bool) -> SymbolSketch {
        var sketch = glyph.asGenerated()
        sketch.badges = []
        sketch.direction = glyph.direction ?? holder.direction
        // The frame keeps the full heavier progression; the glyph its drawing's share, times its enclosed share.
        sketch.heavierShare = 1
        sketch.enclosedHeavierShare = 1
        let layers = glyph.enclosedLayers ?? glyph.layers
        let box = VariantComposer.inkBox(layers)
        let scale = min(1, room.width / box.width, room.height / box.height)
        let fit = AffineTransform.translation(x: -box.center.x, y: -box.center.y)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(.translation(x: room.center.x, y: room.center.y))
        var glyphLayers = VariantComposer.fittedGlyphLayers(layers, of: glyph, fit: fit)
        // In multicolor the frame takes the glyph's color, or the container's own where the glyph has none (a
        // heart stays red around a bolt).
        let mainColor = layers.lazy.compactMap(\.color).first { $0 != "labelColor" && $0 != "white" }
            ?? layers.lazy.compactMap(\.color).first ?? holder.layers.lazy.compactMap(\.color).first
        // The container's own parts are one frame (its details, such as a document's fold, stay as drawn).
        let frameShapes = holder.layers.filter { $0.behavior == .normal }.flatMap { layer in
            layer.shapes.map { shape in
                var s = shape
                s.heavierShare *= holder.heavierShare
                return s
            }
        }
        let frame = SketchLayer(level: "secondary", color: mainColor, shapes: frameShapes)
        let details = holder.layers.filter { $0.behavior != .normal }.map { layer -> SketchLayer in
            var copy = layer
            copy.level = "secondary"
            return copy
        }
        if filled {
            let merged = glyphLayers.filter { $0.behavior != .erase }.flatMap(\.shapes)
            glyphLayers = [SketchLayer(level: "primary", color: mainColor == nil ? nil : "white", behavior: .knockout, shapes: merged)]
        } else {
            glyphLayers = glyphLayers.map { layer in
                var copy = layer
                if copy.level == "secondary" { copy.level = "tertiary" }
                return copy
            }
        }
        sketch.layers = [frame] + details + glyphLayers
        if sketch.preferredMode == "monochrome" { sketch.preferredMode = "hierarchical" }
        return sketch
    }
}
