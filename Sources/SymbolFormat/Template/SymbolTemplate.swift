import SVGPath
import SymbolCore

/// A symbol template as read from its SVG: the faithful model, no rendering decisions.
///
/// Geometry is kept in each slot's local coordinates: x from the slot's left margin (its origin), y down from
/// the baseline of the slot's row, in template units (1 unit = 1/``sourcePointSize`` of the point size).
package struct SymbolTemplate: Sendable, Hashable {
    /// The template format version (`Template v.3.0` → 3.0).
    package var version: TemplateVersion
    /// Cap height of each row in template units (baseline.y − capline.y).
    package var capHeights: [SymbolScale: Double]
    /// Point size the template is drawn at: round(cap height of the Medium row / 0.704589844) (§1.4).
    package var sourcePointSize: Double
    /// The slots present in the file.
    package var slots: [TemplateSlotID: TemplateSlot]
    /// Margins per slot, in the slot's local x (left is usually 0). Legacy `left-margin`/`right-margin` are
    /// stored under Regular-M.
    package var margins: [TemplateSlotID: TemplateMargins]
    /// The `<style>` rules that annotate layers (`monochrome-0`, `hierarchical-1:secondary`, …), kept for the
    /// rendering modes. Preview-only classes are dropped.
    package var layerRules: [LayerRule]
    /// Rotation anchors per slot (SF Symbols 6, `Regular-M-rotate-anchor`), in the slot's local coordinates; read
    /// but never required. Empty when the template annotates none.
    package var rotationAnchors: [TemplateSlotID: RotationAnchors] = [:]
    /// The canvas size declared by the root element.
    package var canvasWidth: Double
    /// The canvas height declared by the root element.
    package var canvasHeight: Double

    /// Creates a template.
    package init(version: TemplateVersion, capHeights: [SymbolScale: Double], sourcePointSize: Double,
                slots: [TemplateSlotID: TemplateSlot], margins: [TemplateSlotID: TemplateMargins],
                layerRules: [LayerRule] = [], canvasWidth: Double = 3300, canvasHeight: Double = 2200) {
        self.version = version
        self.capHeights = capHeights
        self.sourcePointSize = sourcePointSize
        self.slots = slots
        self.margins = margins
        self.layerRules = layerRules
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
    }

    /// True when the three small masters exist (the precondition for deriving other slots).
    package var hasMasters: Bool { TemplateSlotID.masters.allSatisfy { slots[$0] != nil } }
}

/// A template format version such as 3.0.
package struct TemplateVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major number.
    package var major: Int
    /// The minor number.
    package var minor: Int

    /// Creates a version.
    package init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses the marker text: `Template v.3.0`, `v.2.0`, `3.0`, `3`.
    package init?(marker: String) {
        var text = Substring(marker)
        if let v = text.firstIndex(of: "v"), text[v...].dropFirst().first == "." {
            text = text[text.index(v, offsetBy: 2)...]
        }
        text = text.drop(while: { $0 == " " })
        let number = text.prefix(while: { $0.isNumber || $0 == "." })
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, let major = Int(first) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1].prefix(1)) ?? 0 : 0
        self.init(major, minor)
    }

    /// Orders versions.
    package static func < (a: TemplateVersion, b: TemplateVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    /// `3.0`.
    package var description: String { "\(major).\(minor)" }
}

/// One slot of a template: the paths drawn for one weight at one scale.
package struct TemplateSlot: Sendable, Hashable {
    /// Which slot.
    package var id: TemplateSlotID
    /// The slot's paths in document order, in slot-local coordinates.
    package var paths: [TemplatePath]
    /// Where the slot's group starts in the file.
    package var location: FileLocation?

    /// Creates a slot.
    package init(id: TemplateSlotID, paths: [TemplatePath], location: FileLocation? = nil) {
        self.id = id
        self.paths = paths
        self.location = location
    }

    /// The tight bounds of all paths, or nil when the slot draws nothing.
    package var bounds: Rect? {
        var result: Rect?
        for case let box? in paths.map({ $0.path.bounds }) {
            result = result.map { $0.union(box) } ?? box
        }
        return result
    }
}

/// A path of a slot, with the layer annotations it carries.
package struct TemplatePath: Sendable, Hashable {
    /// The outline, slot-local coordinates.
    package var path: VectorPath
    /// The `class` tokens (`monochrome-0`, `multicolor-1:systemBlueColor`, …); preview classes removed.
    package var classes: [String]
    /// Where the element is in the file.
    package var location: FileLocation?

    /// Creates a template path.
    package init(path: VectorPath, classes: [String] = [], location: FileLocation? = nil) {
        self.path = path
        self.classes = classes
        self.location = location
    }
}

/// Left and right margins of a slot, in slot-local x.
package struct TemplateMargins: Sendable, Hashable {
    /// The left margin's x.
    package var left: Double
    /// The right margin's x.
    package var right: Double

    /// Creates margins.
    package init(left: Double, right: Double) {
        self.left = left
        self.right = right
    }
}

/// A `<style>` rule about layers: `.hierarchical-0:primary { opacity: 1 }` → class name and properties.
package struct LayerRule: Sendable, Hashable {
    /// The class name, read literally (colons included).
    package var className: String
    /// The declarations in order, names lowercased (`fill`, `opacity`, `-sfsymbols-clear-behind`, …).
    package var properties: [(name: String, value: String)]

    /// Creates a rule.
    package init(className: String, properties: [(name: String, value: String)]) {
        self.className = className
        self.properties = properties
    }

    /// The last value given for a property.
    package func value(of name: String) -> String? {
        properties.last { $0.name == name }?.value
    }

    package static func == (a: LayerRule, b: LayerRule) -> Bool {
        a.className == b.className && a.properties.map(\.name) == b.properties.map(\.name)
            && a.properties.map(\.value) == b.properties.map(\.value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(className)
        for p in properties { hasher.combine(p.name); hasher.combine(p.value) }
    }
}

/// The points rotations turn about in one slot (or a resolved glyph), in its local coordinates: the bounding-box
/// centre of each `<Weight>-<Scale>-rotate-anchor` element (the whole symbol's, and every layer's without its own)
/// and of each `<Weight>-<Scale>-rotate-anchor-N` element (layer N of the mode's annotations, `monochrome-N`).
package struct RotationAnchors: Sendable, Hashable {
    /// The anchor of the whole symbol, and of the layers without one of their own.
    package var symbol: Point?
    /// Anchors of single layers, by annotation index.
    package var layers: [Int: Point]

    /// Creates anchors.
    package init(symbol: Point? = nil, layers: [Int: Point] = [:]) {
        self.symbol = symbol
        self.layers = layers
    }

    /// True when there is no anchor at all.
    package var isEmpty: Bool { symbol == nil && layers.isEmpty }

    /// The anchor of layer `index` (its own, else the symbol's).
    package func anchor(ofLayer index: Int) -> Point? { layers[index] ?? symbol }

    /// Every point moved by `transform`.
    package func transformed(by transform: AffineTransform) -> RotationAnchors {
        RotationAnchors(symbol: symbol.map(transform.apply), layers: layers.mapValues(transform.apply))
    }
}
