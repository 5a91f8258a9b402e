import SymbolCore

/// What a plain SVG cannot say about its motion, in a sidecar `NAME.animation.json` beside `NAME.svg`: its layers'
/// motion groups and rotation anchors, and which layers alone rotate, pulse or breathe (as a template's style sheet
/// and `*-rotate-anchor` elements say them). Read but never required.
///
/// ```json
/// { "rotationAnchor" : [12, 12],
///   "layers" : [ { "layer" : 0, "motionGroup" : 0 },
///                { "layer" : 1, "motionGroup" : 0, "rotationAnchor" : [12, 5], "alwaysRotates" : true } ] }
/// ```
///
/// Points are in the SVG's user units (its `viewBox`). Layers are the root's drawn top-level elements in document
/// order, numbered from 0: a sidecar that names layers makes the animation split the SVG into them.
public struct AnimationAnnotations: Sendable, Hashable {
    /// What the sidecar says about one layer.
    public struct Layer: Sendable, Hashable {
        /// The layer's index: the root's drawn top-level elements in document order, from 0.
        public var index: Int
        /// Layers of one group move together in a by-layer effect.
        public var motionGroup: Int?
        /// The point the layer turns about, in user units.
        public var rotationAnchor: Point?
        /// When some layer says so, a by-layer `rotate` turns only those layers.
        public var alwaysRotates: Bool
        /// When some layer says so, `pulse` fades only those layers.
        public var alwaysPulses: Bool
        /// When some layer says so, `breathe` moves only those layers.
        public var alwaysBreathes: Bool
        /// Where the layer's entry is, for errors found once the SVG's layers are known.
        public var location: FileLocation?

        /// Creates a layer's annotations.
        public init(index: Int, motionGroup: Int? = nil, rotationAnchor: Point? = nil, alwaysRotates: Bool = false,
                    alwaysPulses: Bool = false, alwaysBreathes: Bool = false, location: FileLocation? = nil) {
            self.index = index
            self.motionGroup = motionGroup
            self.rotationAnchor = rotationAnchor
            self.alwaysRotates = alwaysRotates
            self.alwaysPulses = alwaysPulses
            self.alwaysBreathes = alwaysBreathes
            self.location = location
        }
    }

    /// The point whole-symbol rotations turn about, in user units (nil: the canvas's centre).
    public var rotationAnchor: Point?
    /// The layers annotated, in the file's order.
    public var layers: [Layer]
    /// The sidecar file, for errors.
    public var file: String?

    /// The largest sidecar read: an annotation file is a few hundred bytes.
    public static let maximumSize = 1 << 16

    /// Creates annotations.
    public init(rotationAnchor: Point? = nil, layers: [Layer] = [], file: String? = nil) {
        self.rotationAnchor = rotationAnchor
        self.layers = layers
        self.file = file
    }

    /// The sidecar's path for an SVG: `icons/heart.svg` → `icons/heart.animation.json`.
    public static func sidecarPath(for svgPath: String) -> String {
        var stem = svgPath
        if stem.lowercased().hasSuffix(".svg") { stem.removeLast(4) }
        return stem + ".animation.json"
    }

    /// The sidecar beside `svgPath`, or nil when there is none. Throws a located `Diagnostic` for a sidecar that is
    /// not valid JSON, is over ``maximumSize``, or holds a key or value this reader does not know.
    public static func read(besides svgPath: String) throws(Diagnostic) -> AnimationAnnotations? {
        let path = sidecarPath(for: svgPath)
        guard FileSystem.kind(of: path) != .missing else { return nil }
        return try AnimationAnnotations(json: FileReader.read(path, maximumSize: maximumSize), file: path)
    }

    /// Reads a sidecar's bytes; errors are located at the key or value at fault.
    public init(json bytes: [UInt8], file: String? = nil) throws(Diagnostic) {
        guard bytes.count <= Self.maximumSize else {
            throw Diagnostic(.error, "an animation sidecar is at most \(Self.maximumSize) bytes; this one is \(bytes.count)", file: file)
        }
        let document = try JSONReader.parseDocument(bytes, file: file)
        self.init(file: file)
        guard case .object(let members) = document.root else { throw document.diagnostic(.error, "expected an object", at: "") }
        for (key, value) in members {
            switch key {
            case "rotationAnchor": rotationAnchor = try Self.point(value, document, at: "/rotationAnchor")
            case "layers":
                guard let entries = value.arrayValue else { throw document.diagnostic(.error, "'layers' must be an array", at: "/layers") }
                for (position, entry) in entries.enumerated() {
                    let layer = try Self.layer(entry, document, at: "/layers/\(position)")
                    if layers.contains(where: { $0.index == layer.index }) {
                        throw document.diagnostic(.error, "layer \(layer.index) is annotated twice", at: "/layers/\(position)/layer")
                    }
                    layers.append(layer)
                }
            default:
                throw Diagnostic(.error, "unknown key '\(key)'; an animation sidecar takes rotationAnchor, layers", file: file,
                                 at: document.keyLocation(of: "/" + JSONDocument.escape(key)))
            }
        }
    }

    private static func layer(_ value: JSONValue, _ document: JSONDocument, at pointer: String) throws(Diagnostic) -> Layer {
        guard case .object(let members) = value else { throw document.diagnostic(.error, "a layer is an object", at: pointer) }
        guard let index = members.first(where: { $0.key == "layer" })?.value.numberValue else {
            throw document.diagnostic(.error, "missing 'layer' (its index, from 0)", at: pointer)
        }
        var layer = Layer(index: try wholeNumber(index, document, at: pointer + "/layer"), location: document.location(of: pointer))
        for (key, value) in members {
            let here = pointer + "/" + JSONDocument.escape(key)
            func flag() throws(Diagnostic) -> Bool {
                guard let flag = value.boolValue else { throw document.diagnostic(.error, "'\(key)' must be true or false", at: here) }
                return flag
            }
            switch key {
            case "layer": continue
            case "motionGroup":
                guard let number = value.numberValue else { throw document.diagnostic(.error, "'motionGroup' must be a whole number", at: here) }
                layer.motionGroup = try wholeNumber(number, document, at: here)
            case "rotationAnchor": layer.rotationAnchor = try point(value, document, at: here)
            case "alwaysRotates": layer.alwaysRotates = try flag()
            case "alwaysPulses": layer.alwaysPulses = try flag()
            case "alwaysBreathes": layer.alwaysBreathes = try flag()
            default:
                throw Diagnostic(.error, "unknown key '\(key)'; a layer takes layer, motionGroup, rotationAnchor, alwaysRotates, alwaysPulses, alwaysBreathes",
                                 file: document.file, at: document.keyLocation(of: here))
            }
        }
        return layer
    }

    private static func wholeNumber(_ value: Double, _ document: JSONDocument, at pointer: String) throws(Diagnostic) -> Int {
        guard value.isFinite, value >= 0, value <= 10_000, value == value.rounded() else {
            throw document.diagnostic(.error, "expected a whole number in 0…10000, not \(NumberFormatting.described(value))", at: pointer)
        }
        return Int(clamping: value, to: 0...10_000)
    }

    private static func point(_ value: JSONValue, _ document: JSONDocument, at pointer: String) throws(Diagnostic) -> Point {
        guard let pair = value.arrayValue, pair.count == 2, let x = pair[0].numberValue, let y = pair[1].numberValue,
              x.isFinite, y.isFinite, abs(x) <= 1e6, abs(y) <= 1e6 else {
            throw document.diagnostic(.error, "a point is [x, y] in the SVG's user units (finite numbers)", at: pointer)
        }
        return Point(x: x, y: y)
    }
}
