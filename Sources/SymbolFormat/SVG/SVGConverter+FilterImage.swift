import SVGPath
import SymbolCore

extension SVGConverter {
    /// `feImage`: the element its `href` names, or the image it names (a `data:` URI, or a file under the image
    /// folder), drawn into the primitive's subregion as resvg draws it. The content's user space has its origin at
    /// the subregion's corner and the filtered element's scale (not its rotation); an image is fitted into the
    /// subregion by `preserveAspectRatio`. What draws nothing (no `href`, a missing element, an image that cannot be
    /// read) gives transparent black, with the reader's warning. The content is charged like any other drawing.
    /// Nil when it names the element the filter is on: the filter is then dropped (the element drawn unfiltered),
    /// as resvg does.
    mutating func feImage(_ element: XMLElement, subregion: Rect, transform: AffineTransform, filtered: XMLElement) -> FilterPrimitive? {
        let result = element.attribute("result")
        let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let sy = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        let corner = subregion.boundingBox(under: transform)
        let contentTransform = AffineTransform(a: sx, b: 0, c: 0, d: sy, e: corner.minX, f: corner.minY)
        var content: [DrawingNode] = []
        if let href = element.attribute("href") ?? element.attribute("xlink:href") {
            if href.hasPrefix("#") {
                let id = String(href.dropFirst())
                if let target = self.element(withID: id) {
                    if target.location == filtered.location {
                        warnOnce("feImage refers to '#\(id)', the element its filter is on; the filter is dropped", at: element)
                        return nil
                    }
                    if checkReference(id, property: "feImage", at: element) {
                        referenceStack.append(id)
                        content = convert(target, parentStyle: SVGStyle(), parentTransform: contentTransform)
                        referenceStack.removeLast()
                    }
                } else {
                    warnOnce("feImage refers to '#\(id)', which does not exist; it draws nothing", at: element)
                }
            } else if sx > 0, sy > 0 {
                // The image element's rules (sources, formats, aspect), with the subregion as its viewport.
                var style = SVGStyle()
                applyStyle(of: element, to: &style, parent: SVGStyle())
                var placed = element
                let size = Rect(x: 0, y: 0, width: corner.width / sx, height: corner.height / sy)
                placed.attributes.removeAll { ["x", "y", "width", "height"].contains($0.name) }
                placed.attributes += [("x", size.minX), ("y", size.minY), ("width", size.width), ("height", size.height)]
                    .map { XMLAttribute(name: $0.0, value: "\($0.1)", valueLocation: element.location) }
                content = image(placed, style: style, transform: contentTransform)
            }
        } else {
            warnOnce("feImage has no href; it draws nothing", at: element)
        }
        return FilterPrimitive(kind: .image(FilterImage(content: content)), inputs: [], result: result)
    }
}
