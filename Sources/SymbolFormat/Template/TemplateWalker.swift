import SVGPath
import SymbolCore

/// One pass over a template document: finds the marker, guides, slots and layer rules, with transforms
/// accumulated from the root (so wrapper groups are harmless).
struct TemplateWalker {
    let document: XMLTree
    let file: String?
    var diagnostics: [Diagnostic] = []

    private var versionText: String?
    private var baselines: [SymbolScale: Double] = [:]
    private var caplines: [SymbolScale: Double] = [:]
    private var marginLines: [String: (x: Double, location: FileLocation)] = [:]
    private var slotElements: [TemplateSlotID: (element: XMLElement, transform: AffineTransform)] = [:]
    private var styleText = ""
    /// Where the first `<style>` element is: the place style values are reported at (the style sheet keeps no offsets).
    private var styleLocation: FileLocation?
    /// Rotation anchors found anywhere in the document, in canvas coordinates (placed in their slot by `run`).
    private var anchorCentres: [(slot: TemplateSlotID, layer: Int?, centre: Point, location: FileLocation)] = []
    private var foundSymbolsGroup = false
    /// The declared canvas (Apple's 3300×2200 when absent); percentages in guides and slots resolve against it.
    private let canvas: Rect

    init(document: XMLTree, file: String?) {
        self.document = document
        self.file = file
        func size(_ name: String, _ fallback: Double) -> Double {
            document.root.attribute(name).flatMap { LengthParser.parse(Substring($0)) } ?? fallback
        }
        canvas = Rect(x: 0, y: 0, width: size("width", 3300), height: size("height", 2200))
    }

    mutating func run() throws(Diagnostic) -> TemplateReader.Result {
        let root = document.root
        guard root.localName == "svg" else {
            throw Diagnostic(.error, "expected an <svg> root element, found <\(root.name)>", file: file, at: root.location)
        }
        walk(root, transform: .identity, section: .none)
        guard foundSymbolsGroup else {
            throw Diagnostic(.error, "not a symbol template: no <g id=\"Symbols\"> group", file: file, at: root.location)
        }
        guard let baselineM = baselines[.medium], let caplineM = caplines[.medium] else {
            throw Diagnostic(.error, "missing the Baseline-M or Capline-M guide, needed for the template's point size", file: file, at: root.location)
        }
        // §1.4: sourcePointSize = round((Baseline-M − Capline-M) / 0.704589844).
        let sourcePointSize = ((baselineM - caplineM) / 0.704589844).rounded()
        guard sourcePointSize >= 1 else {
            throw Diagnostic(.error, "the Baseline-M and Capline-M guides give too small a point size", file: file, at: root.location)
        }
        var capHeights: [SymbolScale: Double] = [:]
        for scale in SymbolScale.allCases {
            if let b = baselines[scale], let c = caplines[scale] { capHeights[scale] = b - c }
        }
        let version = resolveVersion()
        var slots: [TemplateSlotID: TemplateSlot] = [:]
        var margins: [TemplateSlotID: TemplateMargins] = [:]
        var origins: [TemplateSlotID: Point] = [:]
        for id in slotElements.keys.sorted() {
            guard let baseline = baselines[id.scale] else {
                diagnose(.error, "slot \(id) cannot be placed: the Baseline-\(id.scale.templateLetter) guide is missing", at: slotElements[id]!.element.location)
                continue
            }
            let (element, transform) = slotElements[id]!
            let canvasPaths = collectPaths(element, transform: transform)
            let margin = marginPair(for: id)
            let originX: Double
            if let margin {
                originX = margin.left
            } else if !transform.isIdentity {
                originX = transform.e
            } else {
                originX = canvasPaths.compactMap { $0.path.bounds?.minX }.min() ?? 0
            }
            let toLocal = AffineTransform.translation(x: -originX, y: -baseline)
            slots[id] = TemplateSlot(id: id, paths: canvasPaths.map {
                TemplatePath(path: $0.path.transformed(by: toLocal), classes: $0.classes, location: $0.location)
            }, location: element.location)
            if let margin { margins[id] = TemplateMargins(left: 0, right: margin.right - originX) }
            origins[id] = Point(x: originX, y: baseline)
        }
        // Legacy single pair (v1/v2) belongs to Regular-M.
        let regularM = TemplateSlotID(.regular, .medium)
        if margins[regularM] == nil, let l = marginLines["left-margin"], let r = marginLines["right-margin"] {
            let originX = slotElements[regularM].map { $0.transform.isIdentity ? l.x : $0.transform.e } ?? l.x
            margins[regularM] = TemplateMargins(left: l.x - originX, right: r.x - originX)
        }
        var template = SymbolTemplate(
            version: version, capHeights: capHeights, sourcePointSize: sourcePointSize, slots: slots, margins: margins,
            layerRules: layerRules(), canvasWidth: canvas.width, canvasHeight: canvas.height)
        template.rotationAnchors = placeAnchors(origins: origins)
        return TemplateReader.Result(template: template, diagnostics: diagnostics)
    }

    // MARK: Walking

    private enum Section { case none, notes, guides, symbols }

    private mutating func walk(_ element: XMLElement, transform parent: AffineTransform, section: Section) {
        let transform = elementTransform(element).concatenating(parent)
        let id = element.attribute("id")
        var section = section
        if id == "template-version" {
            versionText = Self.allText(of: element)
        }
        if element.localName == "style" {
            styleText += element.text + "\n"
            if styleLocation == nil { styleLocation = element.location }
        }
        switch id {
        case "Notes": section = .notes
        case "Guides": section = .guides
        case "Symbols": section = .symbols; foundSymbolsGroup = true
        default: break
        }
        if let id, id.contains("-rotate-anchor") {
            recordAnchor(id, element, transform: transform)
            return
        }
        if section == .guides, let id, element.localName != "g" || id.hasPrefix("left-margin") || id.hasPrefix("right-margin") {
            recordGuide(id, element, transform: transform)
        }
        if section == .symbols, element.localName == "g", let id, let slot = TemplateSlotID(templateID: id) {
            if slotElements[slot] != nil {
                diagnose(.warning, "slot \(slot) appears twice; the first one is used", at: element.location)
            } else {
                slotElements[slot] = (element, transform)
            }
            return
        }
        for child in element.elementChildren {
            walk(child, transform: transform, section: section)
        }
    }

    private mutating func recordGuide(_ id: String, _ element: XMLElement, transform: AffineTransform) {
        guard let box = guideOutline(element)?.transformed(by: transform).bounds else { return }
        let scales: [String: SymbolScale] = ["S": .small, "M": .medium, "L": .large]
        if id.hasPrefix("Baseline-"), let scale = scales[String(id.dropFirst(9))] {
            baselines[scale] = box.center.y
        } else if id.hasPrefix("Capline-"), let scale = scales[String(id.dropFirst(8))] {
            caplines[scale] = box.center.y
        } else if id.hasPrefix("left-margin") || id.hasPrefix("right-margin") {
            marginLines[id] = (box.center.x, element.location)
        }
    }

    /// The geometry of a guide: any shape; the reader uses the middle of its bounding box.
    private mutating func guideOutline(_ element: XMLElement) -> VectorPath? {
        if element.localName == "g" {
            // A group guide (H-reference style) counts by its content.
            var combined = VectorPath()
            for child in element.elementChildren {
                if let p = guideOutline(child) { combined.append(p.transformed(by: elementTransform(child))) }
            }
            return combined.isEmpty ? nil : combined
        }
        guard let outline = ShapeGeometry.outline(of: element, viewport: canvas) else { return nil }
        if outline.path.isEmpty, element.localName == "rect" {
            // A zero-height rectangle is a valid guide: its top edge is the line.
            let x = element.attribute("x").flatMap { LengthParser.parse(Substring($0)) } ?? 0
            let y = element.attribute("y").flatMap { LengthParser.parse(Substring($0)) } ?? 0
            let w = element.attribute("width").flatMap { LengthParser.parse(Substring($0)) } ?? 0
            return VectorPath([.move(to: Point(x: x, y: y)), .line(to: Point(x: x + w, y: y))])
        }
        return outline.path
    }

    private struct CanvasPath {
        var path: VectorPath
        var classes: [String]
        var location: FileLocation
    }

    /// Every shape inside a slot, in canvas coordinates, in document order.
    private mutating func collectPaths(_ element: XMLElement, transform: AffineTransform) -> [CanvasPath] {
        var result: [CanvasPath] = []
        for child in element.elementChildren {
            let childTransform = elementTransform(child).concatenating(transform)
            if let id = child.attribute("id"), id.contains("-rotate-anchor") {
                // An anchor is a guide, not artwork: never drawn, wherever the file puts it.
                recordAnchor(id, child, transform: childTransform)
                continue
            }
            let classes = ClassList.tokens(Substring(child.attribute("class") ?? "")).filter { !$0.hasPrefix("SFSymbolsPreview") }
            switch child.localName {
            case "g":
                result += collectPaths(child, transform: childTransform)
            case "path", "rect", "circle", "ellipse", "polygon":
                guard let outline = ShapeGeometry.outline(of: child, viewport: canvas) else { continue }
                if let error = outline.pathError, let attribute = outline.dataAttribute {
                    diagnose(.error, "invalid path data: \(error.message)",
                             location: document.location(atOffset: attribute.valueLocation.offset + error.offset))
                }
                if child.localName != "path" {
                    diagnose(.warning, "<\(child.localName)> in slot: the SF Symbols app expects only <path> elements", at: child.location)
                }
                result.append(CanvasPath(path: outline.path.transformed(by: childTransform), classes: classes, location: child.location))
            default:
                continue
            }
        }
        return result
    }

    // MARK: Rotation anchors

    /// An SF Symbols 6 rotation anchor: `<Weight>-<Scale>-rotate-anchor` (the symbol's) or `…-rotate-anchor-N` (layer
    /// N's), any shape or group whose bounding-box centre is the point. A misspelt id or an element without geometry
    /// is an error at the element: the annotation is optional, but a wrong one must not turn about the wrong point.
    private mutating func recordAnchor(_ id: String, _ element: XMLElement, transform: AffineTransform) {
        let marker = "-rotate-anchor"
        guard let start = id.indices.first(where: { id[$0...].hasPrefix(marker) }) else { return }
        let slotName = String(id[..<start]), rest = id[id.index(start, offsetBy: marker.count)...]
        guard let slot = TemplateSlotID(templateID: slotName) else {
            diagnose(.error, "rotation anchor '\(id)': '\(slotName)' is not a slot (Weight-Scale, e.g. Regular-M)", at: element.location)
            return
        }
        var layer: Int?
        if !rest.isEmpty {
            guard rest.first == "-", let index = Int(rest.dropFirst()), index >= 0, index < 10_000, !rest.dropFirst().hasPrefix("+") else {
                diagnose(.error, "rotation anchor '\(id)': the suffix must be -N, the index of a layer (e.g. \(slotName)-rotate-anchor-1)", at: element.location)
                return
            }
            layer = index
        }
        guard let box = guideOutline(element)?.transformed(by: transform).bounds, box.minX.isFinite, box.minY.isFinite else {
            diagnose(.error, "rotation anchor '\(id)' has no geometry: give it a shape whose bounding box's centre is the anchor", at: element.location)
            return
        }
        if anchorCentres.contains(where: { $0.slot == slot && $0.layer == layer }) {
            diagnose(.warning, "rotation anchor '\(id)' appears twice; the first one is used", at: element.location)
            return
        }
        anchorCentres.append((slot, layer, box.center, element.location))
    }

    /// The anchors in their slots' local coordinates. An anchor of a slot the template does not draw has no origin
    /// to be measured from: a warning, and it is left out.
    private mutating func placeAnchors(origins: [TemplateSlotID: Point]) -> [TemplateSlotID: RotationAnchors] {
        var result: [TemplateSlotID: RotationAnchors] = [:]
        for anchor in anchorCentres {
            guard let origin = origins[anchor.slot] else {
                diagnose(.warning, "rotation anchor of \(anchor.slot), which the template does not draw, is ignored", at: anchor.location)
                continue
            }
            let local = Point(x: anchor.centre.x - origin.x, y: anchor.centre.y - origin.y)
            var anchors = result[anchor.slot] ?? RotationAnchors()
            if let layer = anchor.layer { anchors.layers[layer] = local } else { anchors.symbol = local }
            result[anchor.slot] = anchors
        }
        return result
    }

    // MARK: Pieces

    private func marginPair(for id: TemplateSlotID) -> (left: Double, right: Double)? {
        guard let l = marginLines["left-margin-\(id)"], let r = marginLines["right-margin-\(id)"] else { return nil }
        return (l.x, r.x)
    }

    private mutating func resolveVersion() -> TemplateVersion {
        if let text = versionText {
            if let version = TemplateVersion(marker: text) { return version }
            diagnose(.warning, "unreadable template-version marker '\(text)'; reading as version 3.0", at: document.root.location)
            return TemplateVersion(3)
        }
        let hasMasters = TemplateSlotID.masters.allSatisfy { slotElements[$0] != nil }
        diagnose(.warning, "no template-version marker; reading as version \(hasMasters ? "3.0" : "2.0")", at: document.root.location)
        return hasMasters ? TemplateVersion(3) : TemplateVersion(2)
    }

    private mutating func layerRules() -> [LayerRule] {
        guard !styleText.isEmpty else { return [] }
        var rules: [LayerRule] = []
        for rule in StyleSheet.parse(styleText).rules {
            for selector in rule.selectors where selector.type == nil && selector.id == nil && selector.classes.count == 1 {
                let name = selector.classes[0]
                guard !name.hasPrefix("SFSymbolsPreview") else { continue }
                rules.append(LayerRule(className: name, properties: rule.declarations.map { ($0.name, $0.value) }))
                checkAnimationValues(rules[rules.count - 1])
            }
        }
        return rules
    }

    /// The animation annotations' values (SF Symbols 5–7: motion groups, Can Rotate/Pulse/Breathe, the `.defaults`
    /// of wiggle, rotate and draw): read but never required, and an error at the style sheet when malformed, so that a
    /// typo does not silently animate differently from Xcode.
    private mutating func checkAnimationValues(_ rule: LayerRule) {
        let booleans: Set = ["-sfsymbols-always-rotates", "-sfsymbols-always-pulses", "-sfsymbols-always-breathes",
                             "-sfsymbols-rotates-clockwise", "-sfsymbols-draw-reverses-motion-groups"]
        let wiggleStyles: Set = ["clockwise", "counterclockwise", "linear", "left", "right", "up", "down", "forward", "backward"]
        for (name, raw) in rule.properties {
            let value = String(Substring(raw).trimmingSVGSpace()), lowered = value.lowercased()
            var expected: String?
            switch name {
            case _ where booleans.contains(name):
                if lowered != "true" && lowered != "false" { expected = "true or false" }
            case "-sfsymbols-motion-group":
                if !(Int(value).map { $0 >= 0 } ?? false) { expected = "a whole number, 0 or more" }
            case "-sfsymbols-wiggle-angle":
                if !(Double(value)?.isFinite ?? false) { expected = "an angle in degrees" }
            case "-sfsymbols-wiggle-style":
                if !wiggleStyles.contains(lowered.filter { $0 != "-" && $0 != "_" }) { expected = "clockwise, counterClockwise, linear, left, right, up, down, forward or backward" }
            case "-sfsymbols-variable-value-mode":
                if lowered != "color" && lowered != "draw" { expected = "color or draw" }
            default:
                continue
            }
            if let expected {
                diagnose(.error, "style rule .\(rule.className): \(name): '\(value)' is not valid; use \(expected)", at: styleLocation ?? document.root.location)
            }
        }
    }

    private mutating func elementTransform(_ element: XMLElement) -> AffineTransform {
        guard let attribute = element.attributeNode("transform") else { return .identity }
        do {
            return try TransformParser.parse(Substring(attribute.value))
        } catch {
            // As in plain SVGs (and every SVG renderer): the transform is ignored, with a warning that says so.
            diagnose(.warning, "invalid transform ignored: \(error.message)",
                     location: document.location(atOffset: attribute.valueLocation.offset + error.offset))
            return .identity
        }
    }

    private static func allText(of element: XMLElement) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let t): text += t
            case .element(let e): text += allText(of: e)
            }
        }
        return text
    }

    private mutating func diagnose(_ severity: Diagnostic.Severity, _ message: String, at location: FileLocation?) {
        diagnostics.append(Diagnostic(severity, message, file: file, at: location))
    }

    private mutating func diagnose(_ severity: Diagnostic.Severity, _ message: String, location: FileLocation) {
        diagnostics.append(Diagnostic(severity, message, file: file, at: location))
    }
}
