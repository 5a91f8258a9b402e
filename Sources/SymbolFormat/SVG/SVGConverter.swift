import SVGPath
import SymbolCore

/// Walks an SVG element tree and produces the normalized drawing (see ``SVGReader``).
struct SVGConverter {
    let document: XMLTree
    let file: String?
    private(set) var diagnostics: [Diagnostic] = []
    /// Elements by `id`, built on the first reference: most icons have none, and a process rendering one icon
    /// should not pay for a table it never reads.
    private var elementsByID: [String: XMLElement]?
    /// Each element's parent by offset, for selectors that need it (see SVGConverter+Selectors).
    var parentsByOffset: [Int: XMLElement]?
    /// Computed styles of elements by offset, for what referenced elements inherit (see `inheritedStyle(for:)`).
    var documentStyles: [Int: SVGStyle] = [:]
    private(set) var root: XMLElement?
    var styleSheet = StyleSheet(rules: [])
    /// The sheet's rules by the id, class or type their selectors need: an element tests only the rules that can
    /// match it (100,000 classes on an element against 100,000 rules would otherwise be 10¹⁰ comparisons).
    private(set) var styleIndex = StyleSheetIndex(StyleSheet(rules: []))
    var viewport = Rect(x: 0, y: 0, width: 100, height: 100)
    /// The root viewport (root user space), what a layer's share of the canvas is measured against.
    var rootBox: Rect?
    /// `use` and reference nesting, to stop cycles.
    var referenceStack: [String] = []
    var warnedAbout: Set<String> = []
    let limits: XMLLimits
    /// Elements visited and path segments made so far, `<use>` expansions included.
    var drawnElements = 0
    private var pathSegments = 0
    /// Set when a limit is crossed; conversion then stops at once.
    private(set) var limitExceeded: Diagnostic?
    /// The work the drawing asks for so far (see ``WorkBudget``).
    var budget: WorkBudget
    /// Gradients already resolved, by id and the viewport their percentages refer to: resolved, reduced and
    /// charged once per document, not once per shape.
    var gradientCache: [GradientKey: DrawingGradient?] = [:]
    /// Embedded images already charged for decoding (by their bytes): Cairo decodes each once per document.
    var decodedImages: Set<[UInt8]> = []
    var decodedImagePixels = 0
    /// How many markers are being expanded, to name what made a drawing too large.
    var markerDepth = 0
    /// Root-space boxes of the invisible shapes (`visibility: hidden`) in each group being converted: they draw
    /// nothing, but a group's bounding box holds them (as in resvg and browsers), which a clip, mask or filter in
    /// bounding-box units measures.
    var hiddenBoxes: [Rect?] = []
    /// The root element's `font-size`, which `rem` lengths measure.
    var rootFontSize = 12.0
    /// Elements each id expands to through `<use>` (see `expandedSize(ofID:)`).
    var expansionSizes: [String: Int] = [:]
    /// How many SVG images this document is inside (0: the file itself; see `SVGConverter+Images`).
    var imageDepth = 0
    /// The document's root user space → the root user space of the file (identity but for an SVG image).
    var documentTransform = AffineTransform.identity

    struct GradientKey: Hashable {
        var id: String
        var viewport: Rect
    }

    /// Elements whose content never renders directly (a `switch`, not a `Set`: see `SVGStyle.isProperty`).
    static func isNonRendering(_ name: Substring) -> Bool {
        switch name {
        case "defs", "symbol", "clipPath", "mask", "linearGradient", "radialGradient", "pattern", "marker", "filter",
             "style", "title", "desc", "metadata", "script", "font", "font-face", "cursor", "view":
            return true
        default:
            return false
        }
    }
    static let maximumReferenceDepth = 32

    /// Where `<text>` gets its glyphs (nil: text is skipped with a warning).
    let textShaper: (any TextShaper)?

    init(document: XMLTree, file: String?, limits: XMLLimits = .default, textShaper: (any TextShaper)? = TextShaping.shaper) {
        self.textShaper = textShaper
        self.document = document
        self.file = file
        self.limits = limits
        self.budget = WorkBudget(limit: limits.maximumWork)
    }

    /// The first fatal error: a count limit or the work budget crossed.
    var fatalError: Diagnostic? { limitExceeded ?? budget.exceeded }

    /// Charges the budget for something at an element; false once it is spent.
    @discardableResult
    mutating func charge(_ units: Int, _ kind: String, for what: @autoclosure () -> String, at element: XMLElement) -> Bool {
        budget.charge(units, kind: kind, for: what(), file: file, at: element.location)
    }

    // MARK: Root

    mutating func convertRoot(_ root: XMLElement) -> Drawing {
        self.root = root
        collectStyleSheets(root)
        styleIndex = StyleSheetIndex(styleSheet)
        let viewBox = root.attribute("viewBox").flatMap { Self.viewBox($0) }
        // Percentages of the root size have no viewport to refer to; they fall back to the viewBox size.
        let width = length(root, "width", percentOf: nil) ?? viewBox?.width ?? 100
        let height = length(root, "height", percentOf: nil) ?? viewBox?.height ?? 100
        let box = viewBox ?? Rect(x: 0, y: 0, width: width, height: height)
        viewport = box
        // An SVG image keeps its file's root box: its content is placed in the file's root space.
        if rootBox == nil { rootBox = box }
        let aspect = root.attribute("preserveAspectRatio").flatMap(PreserveAspectRatio.parse) ?? PreserveAspectRatio()
        var style = SVGStyle()
        applyStyle(of: root, to: &style, parent: SVGStyle())
        rootFontSize = style.text.fontSize
        var children: [DrawingNode] = []
        // A root whose conditions fail draws nothing (SVG 2 §5.8.1).
        let rootChildren = Self.conditionsHold(root) && style.displayed ? root.elementChildren : []
        var groups: [Int] = []
        for (index, child) in rootChildren.enumerated() {
            let nodes = convert(child, parentStyle: style, parentTransform: documentTransform)
            children += nodes
            let isGroup = ["g", "a", "switch"].contains(child.localName)
            groups += Array(repeating: isGroup ? index : -1, count: nodes.count)
        }
        let group = makeGroup(children, style: style, element: root, transform: documentTransform)
        var drawing = Drawing(viewBox: box, width: width, height: height, aspectRatio: aspect, root: group)
        drawing.topLevelGroups = groups
        return drawing
    }

    /// The element with `id` (the first in document order, as browsers resolve duplicates).
    mutating func element(withID id: String) -> XMLElement? {
        if let elementsByID { return elementsByID[id] }
        var table: [String: XMLElement] = [:]
        // Iterative, so depth never threatens the stack (the XML reader bounds it anyway).
        var pending = root.map { [$0] } ?? []
        while let next = pending.popLast() {
            if let id = next.attribute("id"), table[id] == nil { table[id] = next }
            pending.append(contentsOf: next.elementChildren.reversed())
        }
        elementsByID = table
        return table[id]
    }

    mutating func collectStyleSheets(_ element: XMLElement) {
        var pending = [element]
        while let next = pending.popLast() {
            if next.localName == "style", next.prefix == nil {
                let sheet = StyleSheet.parse(next.text)
                styleSheet.rules.append(contentsOf: sheet.rules.map { rule in
                    var r = rule
                    r.order += styleSheet.rules.count
                    return r
                })
            }
            pending.append(contentsOf: next.elementChildren.reversed())
        }
    }

    // MARK: Elements

    mutating func convertChildren(of element: XMLElement, style: SVGStyle, transform: AffineTransform) -> [DrawingNode] {
        if element.localName == "switch" {
            guard let choice = Self.switchChoice(element) else { return [] }
            return convert(choice, parentStyle: style, parentTransform: transform, chosen: true)
        }
        var nodes: [DrawingNode] = []
        for child in element.elementChildren {
            nodes.append(contentsOf: convert(child, parentStyle: style, parentTransform: transform))
        }
        return nodes
    }

    /// `chosen`: a `<switch>` picked the element, its conditions already evaluated.
    mutating func convert(_ element: XMLElement, parentStyle: SVGStyle, parentTransform: AffineTransform,
                          chosen: Bool = false) -> [DrawingNode] {
        guard element.prefix == nil || element.prefix == "svg" else { return [] }  // editor namespaces
        guard limitExceeded == nil, budget.exceeded == nil else { return [] }
        drawnElements += 1
        if drawnElements > limits.maximumDrawnElements {
            refuseExpansion(at: element)
            return []
        }
        charge(1, "elements", for: "<\(element.localName)> at \(Self.location(of: element))", at: element)
        let name = element.localName
        if Self.isNonRendering(name) { return [] }
        guard chosen || Self.conditionsHold(element) else { return [] }
        var style = parentStyle.child()
        applyStyle(of: element, to: &style, parent: parentStyle)
        guard style.displayed else { return [] }
        let transform = elementTransform(element, style: style).concatenating(parentTransform)

        switch name {
        case "g", "a", "switch":
            hiddenBoxes.append(nil)
            let children = convertChildren(of: element, style: style, transform: transform)
            let hidden = hiddenBoxes.removeLast()
            if let hidden, let outer = hiddenBoxes.indices.last { hiddenBoxes[outer] = hiddenBoxes[outer].map { $0.union(hidden) } ?? hidden }
            return wrap(children, style: style, element: element, transform: transform, hidden: hidden)
        case "svg":
            return nestedSVG(element, style: style, transform: transform)
        case "use":
            return use(element, style: style, transform: transform)
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            return shape(element, name: name, style: style, transform: transform)
        case "image":
            guard style.visible else { return [] }
            return wrap(image(element, style: style, transform: transform), style: style, element: element, transform: transform)
        case "text":
            return wrap(text(element, style: style, transform: transform), style: style, element: element, transform: transform)
        case "foreignObject":
            warnOnce("<\(name)> is not supported and was skipped", at: element)
            return []
        default:
            // Unknown elements (and their content) are skipped, as SVG requires.
            return []
        }
    }

    /// A basic shape or path with its paint and markers. Apart from `convert` so that its locals do not weigh on
    /// every level of a deeply nested drawing's stack (a debug build keeps every local of a function in its frame).
    @inline(never)
    private mutating func shape(_ element: XMLElement, name: Substring, style: SVGStyle, transform: AffineTransform) -> [DrawingNode] {
        guard style.visible else {
            if let group = hiddenBoxes.indices.last, let box = outline(of: element, fontSize: style.text.fontSize)?.transformed(by: transform).bounds {
                hiddenBoxes[group] = hiddenBoxes[group].map { $0.union(box) } ?? box
            }
            return []
        }
        guard let path = outline(of: element, fontSize: style.text.fontSize), !path.isEmpty else { return [] }
        pathSegments += path.elements.count
        if pathSegments > limits.maximumPathSegments {
            limitExceeded = Diagnostic(.error, "the drawing has more than \(limits.maximumPathSegments) path segments (through \(expansionCause)); refusing it (XMLLimits.maximumPathSegments)",
                                       file: file, at: element.location)
            return []
        }
        guard charge(path.elements.count, "path segments", for: "a path of \(path.elements.count) segments at \(Self.location(of: element))", at: element) else { return [] }
        var fill = style.resolvedFill(servers: { paintServer($0) })
        if name == "line" || name == "polyline" && fill != nil && path.elements.count < 3 { fill = nil }
        var stroke = style.resolvedStroke(servers: { paintServer($0) })
        // A server in bounding-box units cannot paint a shape whose box has no width or height (a straight line):
        // the paint's fallback is used instead, or nothing (SVG 2 §13.2.3, as resvg and librsvg do).
        let fillInBox = fill?.gradient?.usesBoundingBox == true || fill?.pattern?.usesBoundingBox == true
        let strokeInBox = stroke?.gradient?.usesBoundingBox == true || stroke?.pattern?.usesBoundingBox == true
        if fillInBox || strokeInBox, let box = path.bounds, box.width == 0 || box.height == 0 {
            if fillInBox {
                var fallback = style
                fallback.fill = style.fillFallback ?? .none
                fallback.fillFallback = nil
                fill = fallback.resolvedFill(servers: { paintServer($0) })
            }
            if strokeInBox {
                var fallback = style
                fallback.stroke = style.strokeFallback ?? .none
                fallback.strokeFallback = nil
                stroke = fallback.resolvedStroke(servers: { paintServer($0) })
            }
        }
        chargeGradientUse(fill?.gradient, at: element)
        chargeGradientUse(stroke?.gradient, at: element)
        var nodes: [DrawingNode] = []
        func paint(fill: FillStyle?, stroke: StrokeStyle?) {
            guard fill != nil || stroke != nil else { return }
            nodes.append(.shape(DrawingShape(path: path, transform: transform, fill: fill, stroke: stroke,
                                             id: element.attribute("id"), classes: Self.classes(of: element), location: element.location)))
            // Cairo gives a zero-length subpath no square cap; SVG 2 §13.4.1 draws a square there, on the axes.
            if let stroke, stroke.cap == .square, let squares = ShapeGeometry.zeroLengthSquares(in: path, width: stroke.width) {
                var paint = FillStyle(color: stroke.color, rule: .nonZero, usesCurrentColor: stroke.usesCurrentColor)
                paint.gradient = stroke.gradient
                paint.pattern = stroke.pattern
                nodes.append(.shape(DrawingShape(path: squares, transform: transform, fill: paint, stroke: nil,
                                                 id: element.attribute("id"), classes: Self.classes(of: element), location: element.location)))
            }
        }
        // `paint-order` (SVG 2 §13.5); fill then stroke stay one shape, as most drawings have them. Markers go on
        // every shape, as SVG 2 §13.7 says (SVG 1.1 had them on paths, lines, polylines and polygons only).
        var layers = style.paintOrder[...]
        while let layer = layers.popFirst() {
            switch layer {
            case .fill where layers.first == .stroke:
                layers.removeFirst()
                paint(fill: fill, stroke: stroke)
            case .fill: paint(fill: fill, stroke: nil)
            case .stroke: paint(fill: nil, stroke: stroke)
            case .markers: nodes += markers(on: path, style: style, transform: transform, at: element)
            }
        }
        return wrap(nodes, style: style, element: element, transform: transform)
    }

    /// Wraps nodes in a group when opacity, clip or mask need one.
    /// `hidden`: the root-space box of invisible shapes among the nodes, which counts in their bounding box.
    mutating func wrap(_ nodes: [DrawingNode], style: SVGStyle, element: XMLElement, transform: AffineTransform,
                       hidden: Rect? = nil) -> [DrawingNode] {
        guard !nodes.isEmpty else { return [] }
        let group = makeGroup(nodes, style: style, element: element, transform: transform, hidden: hidden)
        // A plain result may still differ from `nodes`: opacity can have been folded into a single shape's paint.
        if group.isPlain { return group.children }
        if group.opacity <= 0 { return [] }
        return [.group(group)]
    }

    mutating func makeGroup(_ nodes: [DrawingNode], style: SVGStyle, element: XMLElement, transform: AffineTransform,
                            hidden: Rect? = nil) -> DrawingGroup {
        var group = DrawingGroup(opacity: style.opacity, children: nodes)
        // What clips, masks and filters measure: the nodes, and the invisible shapes' box as a shape that paints nothing.
        let measured = nodes + (hidden.map { [.shape(DrawingShape(path: ShapeGeometry.rectangle(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height, rx: nil, ry: nil), fill: nil))] } ?? [])
        group.blendMode = style.blendMode
        group.isolated = style.isolated
        var style = style
        // A clip or mask that is being resolved (an element inside its own clipPath or mask) is dropped: the
        // element is drawn as if it had none, not hidden as a broken reference would be.
        for (property, id) in [("clip-path", style.clipPath), ("mask", style.mask)] {
            guard let id, referenceStack.contains(id) else { continue }
            diagnose(.warning, "\(property) reference cycle through '#\(id)'; the reference is dropped", at: element)
            if property == "clip-path" { style.clipPath = nil } else { style.mask = nil }
        }
        if let id = style.clipPath {
            if let clip = clipRegion(id, for: measured, transform: transform, at: element) {
                group.clip = clip
            } else {
                // A reference to nothing hides the element (SVG 2 §14.3.5 treats it as an invalid clip).
                group.opacity = 0
            }
        }
        if let id = style.mask {
            if let mask = maskContent(id, for: measured, transform: transform, at: element) {
                group.mask = mask
            } else {
                group.opacity = 0
            }
        }
        if let value = style.filter {
            switch filterOutcome(value, style: style, for: measured, transform: transform, at: element) {
            case .filtered(let filter): group.filter = filter
            case .unfiltered: break
            case .hidden: group.opacity = 0
            }
        }
        // A shape's own opacity can fold into its paint when there is nothing to composite as a group.
        if group.clip == nil, group.mask == nil, group.filter == nil, group.blendMode == .normal, !group.isolated,
           group.opacity < 1, nodes.count == 1,
           case .shape(var shape) = nodes[0], (shape.fill == nil) != (shape.stroke == nil) {
            if let fill = shape.fill {
                shape.fill?.color = fill.color.multiplyingAlpha(by: group.opacity)
                shape.fill?.gradient = fill.gradient?.multiplyingAlpha(by: group.opacity)
                shape.fill?.pattern?.opacity *= group.opacity
            }
            if let stroke = shape.stroke {
                shape.stroke?.color = stroke.color.multiplyingAlpha(by: group.opacity)
                shape.stroke?.gradient = stroke.gradient?.multiplyingAlpha(by: group.opacity)
                shape.stroke?.pattern?.opacity *= group.opacity
            }
            return DrawingGroup(children: [.shape(shape)])
        }
        chargeLayer(group, at: element)
        return group
    }

    // MARK: Style

    /// Cascade for one element: presentation attributes, then matching sheet rules by specificity and order,
    /// then the `style` attribute.
    mutating func applyStyle(of element: XMLElement, to style: inout SVGStyle, parent: SVGStyle) {
        let diagonal = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        for attribute in element.attributes where attribute.name == "clip" || attribute.name == "transform-box" {
            warnOnce("'\(attribute.name)' is not supported and was ignored", at: element)
        }
        // `mix-blend-mode`, `isolation` and the `marker` shorthand are CSS properties without a presentation attribute.
        for attribute in element.attributes where SVGStyle.isProperty(attribute.name) && !SVGStyle.isCSSOnly(attribute.name)
            && attribute.name != "mix-blend-mode" && attribute.name != "isolation" && attribute.name != "marker" {
            style.apply(attribute.name, Substring(attribute.value), parent: parent, viewportDiagonal: diagonal)
        }
        if !styleSheet.rules.isEmpty {
            let classes = Self.classes(of: element)
            let parents = styleIndex.needsElements ? parentTable() : [:]
            var compoundTests = 0
            let (declarations, tested) = styleIndex.declarations(forType: String(element.localName), id: element.attribute("id"),
                                                                 classes: classes) { selector in
                Self.matches(selector, element, parents: parents, tests: &compoundTests)
            }
            charge(classes.count + tested + compoundTests, "CSS matches", for: "<\(element.localName)> with \(classes.count) classes at \(Self.location(of: element))", at: element)
            for declaration in declarations where SVGStyle.isProperty(declaration.name) || declaration.name == "transform" {
                style.apply(declaration.name, Substring(declaration.value), parent: parent, viewportDiagonal: diagonal)
            }
        }
        if let inline = element.attribute("style") {
            for declaration in StyleDeclarations.parse(Substring(inline)) where SVGStyle.isProperty(declaration.name) || declaration.name == "transform" {
                style.apply(declaration.name, Substring(declaration.value), parent: parent, viewportDiagonal: diagonal)
            }
        }
    }

    // MARK: Diagnostics

    mutating func diagnose(_ severity: Diagnostic.Severity, _ message: String, at element: XMLElement) {
        diagnostics.append(Diagnostic(severity, message, file: file, at: element.location))
    }

    mutating func diagnose(_ severity: Diagnostic.Severity, _ message: String, location: FileLocation) {
        diagnostics.append(Diagnostic(severity, message, file: file, at: location))
    }

    /// False when `id` is already being resolved (a cycle: a warning, and the caller drops the reference and
    /// draws the rest, as browsers and resvg do) or references are nested past ``maximumReferenceDepth`` (a long
    /// chain, not a cycle: an error).
    mutating func checkReference(_ id: String, property: String, at element: XMLElement) -> Bool {
        if referenceStack.contains(id) {
            diagnose(.warning, "\(property) reference cycle through '#\(id)'; the reference is dropped", at: element)
            return false
        }
        if referenceStack.count >= Self.maximumReferenceDepth {
            diagnose(.error, "\(property) '#\(id)' is nested more than \(Self.maximumReferenceDepth) references deep; not drawn", at: element)
            return false
        }
        return true
    }

    /// The error for a drawing that expands past `maximumDrawnElements`.
    @inline(never)
    mutating func refuseExpansion(at element: XMLElement) {
        limitExceeded = Diagnostic(.error, "the drawing expands to more than \(limits.maximumDrawnElements) elements (through \(expansionCause)); refusing it (XMLLimits.maximumDrawnElements)",
                                   file: file, at: element.location)
    }

    /// What expands a drawing past its own elements, for the limit messages.
    var expansionCause: String { markerDepth > 0 ? "markers" : "<use>" }

    mutating func warnOnce(_ message: String, at element: XMLElement) {
        guard warnedAbout.insert(message).inserted else { return }
        diagnose(.warning, message, at: element)
    }
}
