import SVGPath
import SymbolImport

/// A shape half filled (`circle.lefthalf.filled`, `square.tophalf.filled`, `shield.righthalf.filled`): the shape's
/// `.fill` drawing with the other half erased, under the shape's outline drawn whole. The half is cut at the ink
/// box's middle; the eraser is a solid, grown by half the stroke like every fill, so its edge is placed half a
/// Regular stroke beyond the middle and the cut sits on the middle at Regular.
enum HalfFilledComposer {
    /// The words naming the filled half, and the side of the ink box it keeps.
    static let halves = ["lefthalf", "righthalf", "tophalf", "bottomhalf"]

    static func halfFilled(_ outline: SymbolSketch, fill: SymbolSketch, half: String) -> SymbolSketch {
        var sketch = outline.asGenerated()
        sketch.badges = []
        let box = VariantComposer.inkBox(fill.layers)
        // The eraser reaches the ink box's edges (grown by half the stroke, it covers the fill at every weight) and
        // no farther: its outline counts as the template's ink, which stays within the cap band.
        let middle = box.center, margin = 0.0, offset = VariantComposer.regularWidth / 2
        let (minX, maxX, minY, maxY) = (box.minX - margin, box.maxX + margin, box.minY - margin, box.maxY + margin)
        // The rectangle that erases the half that stays empty.
        let corners: [Point]
        switch half {
        case "lefthalf": corners = [Point(x: middle.x + offset, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: middle.x + offset, y: maxY)]
        case "righthalf": corners = [Point(x: minX, y: minY), Point(x: middle.x - offset, y: minY), Point(x: middle.x - offset, y: maxY), Point(x: minX, y: maxY)]
        case "tophalf": corners = [Point(x: minX, y: middle.y + offset), Point(x: maxX, y: middle.y + offset), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
        default: corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: middle.y - offset), Point(x: minX, y: middle.y - offset)]
        }
        let eraser = SketchShape(solid: ShapeCenterlines.polyline(corners, closed: true))
        let solid = fill.layers.filter { $0.behavior == .normal }.flatMap(\.shapes)
        let strokes = outline.layers.filter { $0.behavior == .normal }.flatMap(\.shapes)
        sketch.layers = [SketchLayer(level: "primary", shapes: solid),
                         SketchLayer(level: "primary", behavior: .erase, shapes: [eraser]),
                         SketchLayer(level: "primary", shapes: strokes)]
        sketch.composition = "half"
        return sketch
    }
}
