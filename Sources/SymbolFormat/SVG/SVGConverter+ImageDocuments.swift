import SVGPath
import SymbolCore

/// An SVG drawn by `<image>`: a document of its own, converted by a converter of its own straight into the file's
/// root space, and clipped to the image's viewport.
///
/// Bounds: the document is read under the file's `XMLLimits`; its converter gets the work the file has left as its
/// budget (a fresh share: its own accounting, whose total is then charged to the file, so an image cannot spend
/// more than the file could); SVG images nest at most `XMLLimits.maximumImageNesting` deep; an SVG image reads no
/// files (only `data:` URIs, as SVG 2 has browsers do), so no chain of files can loop back on itself. What the
/// document warns about is reported at the `<image>`, with the place inside the image it refers to.
extension SVGConverter {
    mutating func svgImage(_ bytes: [UInt8], style: SVGStyle, transform: AffineTransform, at element: XMLElement) -> [DrawingNode] {
        guard imageDepth < limits.maximumImageNesting else {
            warnOnce("<image> nests SVG images more than \(limits.maximumImageNesting) deep; skipped", at: element)
            return []
        }
        let document: XMLTree
        do {
            document = try XMLReader.parse(bytes, file: file, limits: limits)
        } catch {
            warnOnce("<image> is not a readable SVG (its line \(error.location.map { "\($0.line):\($0.column)" } ?? "1:1"): \(error.message)); skipped", at: element)
            return []
        }
        let root = document.root
        guard root.localName == "svg" else {
            warnOnce("<image> holds <\(root.name)>, not an SVG document; skipped", at: element)
            return []
        }
        var nested = SVGConverter(document: document, file: file, limits: limits, textShaper: textShaper)
        nested.imageDepth = imageDepth + 1
        nested.rootBox = rootBox
        nested.budget = WorkBudget(limit: budget.limit - budget.spent)
        // The image's own size, as its root element declares it (convertRoot reads the same attributes).
        let viewBox = root.attribute("viewBox").flatMap { Self.viewBox($0) }
        let width = nested.length(root, "width", percentOf: nil) ?? viewBox?.width ?? 100
        let height = nested.length(root, "height", percentOf: nil) ?? viewBox?.height ?? 100
        guard width > 0, height > 0, let box = imageViewport(element, intrinsic: (width, height)) else { return [] }
        let intrinsic = Drawing(viewBox: viewBox ?? Rect(x: 0, y: 0, width: width, height: height), width: width, height: height,
                                aspectRatio: root.attribute("preserveAspectRatio").flatMap(PreserveAspectRatio.parse) ?? PreserveAspectRatio(),
                                root: DrawingGroup())
            .viewTransform(width: width, height: height)
        let aspect = element.attribute("preserveAspectRatio").flatMap(PreserveAspectRatio.parse) ?? PreserveAspectRatio()
        let placement = aspect.transform(from: Rect(x: 0, y: 0, width: width, height: height), to: box)
        nested.documentTransform = intrinsic.concatenating(placement).concatenating(transform)
        let drawing = nested.convertRoot(root)
        let place = Self.location(of: element)
        for diagnostic in nested.diagnostics {
            let inside = diagnostic.location.map { " (its line \($0.line):\($0.column))" } ?? ""
            diagnose(diagnostic.severity, "in the SVG image at \(place)\(inside): \(diagnostic.message)", at: element)
        }
        // The image's work is the file's: charged in one item, which names the image when it is the largest.
        guard charge(nested.budget.spent, "SVG images", for: "the SVG image at \(place)", at: element) else { return [] }
        if let failure = nested.fatalError {
            warnOnce("<image>'s SVG is not drawn: \(failure.message)", at: element)
            return []
        }
        guard !drawing.root.children.isEmpty else { return [] }
        var group = drawing.root
        let clip = DrawingClip(shapes: [DrawingClipShape(path: ShapeGeometry.rectangle(x: box.minX, y: box.minY, width: box.width, height: box.height, rx: nil, ry: nil),
                                                         transform: transform, rule: .nonZero)])
        if group.clip == nil {
            group.clip = clip
            return [.group(group)]
        }
        return [.group(DrawingGroup(clip: clip, children: [.group(group)]))]
    }
}
