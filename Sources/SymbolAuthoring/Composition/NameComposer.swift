import SVGPath
import SymbolImport

/// One name `Sketches/composed-names.txt` asks for, and where.
package struct ComposedName: Sendable, Hashable {
    /// The name (`folder.badge.person.crop`, `27.circle.fill`, `play.rectangle`).
    package var name: String
    /// `file:line`, for errors.
    package var source: String

    package init(name: String, source: String) {
        self.name = name
        self.source = source
    }
}

/// Composes the names `Sketches/composed-names.txt` lists from the library's drawings, its generated names and its
/// glyphs, by the rules SF Symbols names follow (Symbols/README.md, "Composed names"):
///
/// - `N.circle`, `N.square` (and `.fill`) for a number or letter `N`, in a script (`.ar`, `.hi`): the characters'
///   glyphs in the frame (``CharacterGlyphs``);
/// - `NAME.badge…`: a badge at the trailing top corner (``NameFamilies/badge(_:with:word:name:corner:)``), and
///   `NAME.trianglebadge.exclamationmark`: a warning triangle at the trailing bottom corner;
/// - `NAME.circle`, `.square`, `.app` (and `.fill`) and `NAME.slash`: ``VariantComposer``'s enclosures and slashes;
/// - `NAME.rectangle`, `NAME.bubble`, `NAME.icloud`, `NAME.shield`, `NAME.rectangle.portrait`, `NAME.heart`,
///   `NAME.house`, `NAME.video`, … (and `.fill`): the glyph inside a library drawing used as a container (``frames``).
///
/// A base may be any name of the library, drawn, generated or composed, or reached through an alias
/// (`person.crop.circle.badge.xmark` is `person.circle` badged); a listed name that is only an alias's spelling of an
/// existing name (`person.crop.circle`) becomes an alias. A listed name a sketch draws or generates is left to it.
struct NameComposer {
    /// A container word: the sketch that holds the glyph (outline, and its `.fill` sketch for `NAME.WORD.fill`) and
    /// the room the glyph is fitted into, in that sketch's design units. `layers` keeps only the sketch's first
    /// layers where the rest is a detail the glyph takes the place of (a house's door).
    struct Frame {
        var sketch: String
        var room: Rect
        var layers: Int? = nil
    }

    /// The containers SF Symbols names glyphs into, with the room inside each of the library's drawings.
    static let frames: [String: Frame] = [
        "rectangle": Frame(sketch: "rectangle", room: Rect(x: 28, y: 29, width: 80, height: 42)),
        "bubble": Frame(sketch: "bubble.left", room: Rect(x: 27, y: 25, width: 46, height: 42)),
        "bubble.left": Frame(sketch: "bubble.left", room: Rect(x: 27, y: 25, width: 46, height: 42)),
        "message": Frame(sketch: "bubble.left", room: Rect(x: 27, y: 25, width: 46, height: 42)),
        "icloud": Frame(sketch: "cloud", room: Rect(x: 33, y: 39, width: 36, height: 32)),
        "diamond": Frame(sketch: "diamond", room: Rect(x: 32, y: 32, width: 36, height: 36)),
        "shield": Frame(sketch: "shield", room: Rect(x: 29, y: 26, width: 42, height: 42)),
        "tv": Frame(sketch: "tv", room: Rect(x: 34, y: 18, width: 52, height: 38)),
        "display": Frame(sketch: "display", room: Rect(x: 28, y: 21, width: 44, height: 36)),
        "doc": Frame(sketch: "doc", room: Rect(x: 31, y: 40, width: 38, height: 40)),
        "folder": Frame(sketch: "folder", room: Rect(x: 30, y: 37, width: 40, height: 38)),
        "magnifyingglass": Frame(sketch: "magnifyingglass", room: Rect(x: 26, y: 26, width: 32, height: 32)),
        "seal": Frame(sketch: "seal", room: Rect(x: 29, y: 29, width: 42, height: 42)),
        "triangle": Frame(sketch: "triangle", room: Rect(x: 35, y: 44, width: 30, height: 34)),
        "rectangle.stack": Frame(sketch: "rectangle.stack", room: Rect(x: 32, y: 60, width: 36, height: 26)),
        "rectangle.portrait": Frame(sketch: "rectangle.portrait", room: Rect(x: 29, y: 28, width: 42, height: 44)),
        "heart": Frame(sketch: "heart", room: Rect(x: 32, y: 24, width: 36, height: 34)),
        "house": Frame(sketch: "house", room: Rect(x: 33, y: 50, width: 34, height: 30), layers: 1),
        "video": Frame(sketch: "video", room: Rect(x: 19, y: 35, width: 36, height: 30)),
        "viewfinder": Frame(sketch: "viewfinder", room: Rect(x: 27, y: 27, width: 46, height: 46)),
        "laptopcomputer": Frame(sketch: "laptopcomputer", room: Rect(x: 39, y: 21, width: 42, height: 30)),
        "ipad": Frame(sketch: "ipad", room: Rect(x: 29, y: 24, width: 42, height: 40)),
    ]

    /// Every name so far: drawn and generated, then composed.
    private var known: [String: SymbolSketch]
    /// The glyphs (`digit.7`, `letter.a`): drawings that are no names.
    private let glyphs: [String: SymbolSketch]
    /// Old name → current name.
    private let aliases: [String: String]
    /// What was composed, in order.
    private(set) var composed: [SymbolSketch] = []
    /// Listed names that are aliases' spellings of library names: name → library name.
    private(set) var addedAliases: [String: String] = [:]

    init(names: [SymbolSketch], glyphs: [SymbolSketch]) {
        known = Dictionary(names.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.glyphs = Dictionary(glyphs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var aliases: [String: String] = [:]
        for sketch in names { for alias in sketch.aliases { aliases[alias] = sketch.name } }
        self.aliases = aliases
    }

    /// Composes every listed name (the ones the library has already are left as they are).
    mutating func compose(_ requests: [ComposedName]) throws(SketchError) {
        let listed = Dictionary(requests.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for request in requests where known[request.name] == nil && addedAliases[request.name] == nil {
            // `circle.lefthalf.fill` is the older spelling of `circle.lefthalf.filled`.
            if request.name.hasSuffix("half.fill"), HalfFilledComposer.halves.contains(where: { request.name.hasSuffix("." + $0 + ".fill") }) {
                let target = request.name + "ed"
                if (try? sketch(target, for: request)) != nil {
                    addedAliases[request.name] = target
                    continue
                }
            }
            if let target = respelled(request.name) {
                // The library's spelling is listed too: compose it first, and this name resolves to it.
                if known[target] == nil, let other = listed[target] { _ = try sketch(target, for: other) }
                if known[target] != nil {
                    addedAliases[request.name] = target
                    continue
                }
            }
            _ = try sketch(request.name, for: request)
        }
    }

    /// The name with an alias at its start replaced by the library's name (`person.crop.circle` → `person.circle`),
    /// or nil when no alias starts it.
    private func respelled(_ name: String) -> String? {
        let words = name.split(separator: ".").map(String.init)
        for count in stride(from: words.count, through: 1, by: -1) {
            let head = words[..<count].joined(separator: ".")
            if let target = aliases[head] { return ([target] + words[count...]).joined(separator: ".") }
        }
        return nil
    }

    /// The drawing for `name`: a library name, or composed (and remembered) by the first rule that fits.
    private mutating func sketch(_ name: String, for request: ComposedName) throws(SketchError) -> SymbolSketch {
        if let found = known[name] { return found }
        if let target = respelled(name), let found = known[target] { return found }
        guard var made = try compose(name, for: request) else {
            throw SketchError(location: request.source, message: "cannot compose `\(name)`: no rule makes it from the library's sketches (a number or letter in a frame, a badge, an enclosure, a slash, a half-filled shape or a container around a drawn name)")
        }
        made.name = name
        made.aliases = []
        known[name] = made
        composed.append(made)
        return made
    }

    /// The script a localized name is being composed in (`ar` while composing `folder.badge.questionmark.ar`): its
    /// parts are the script's drawings where the library has them (`questionmark.ar`).
    private var script: String?
    /// Whether the name being composed in ``script`` used one of the script's drawings.
    private var usedScript = false

    /// The optional drawing for `name`: nil where the library has no such name and none can be composed. While a
    /// localized name is composed, the script's drawing of `name` where there is one (and never the Latin `.fill`
    /// drawing of a name the script draws otherwise).
    private mutating func optional(_ name: String, for request: ComposedName) -> SymbolSketch? {
        if let script {
            if let local = try? sketch(name + "." + script, for: request) {
                usedScript = true
                return local
            }
            if name.hasSuffix(".fill"), known[String(name.dropLast(5)) + "." + script] != nil { return nil }
        }
        return try? sketch(name, for: request)
    }

    /// The suffixes of localized names composed from the script's drawings (`character.bubble.ja` from
    /// `character.ja`); `rtl` names are mirrored drawings.
    static let scriptSuffixes: Set<String> = ["ar", "he", "hi", "ja", "km", "ko", "my", "th", "zh"]

    private mutating func compose(_ name: String, for request: ComposedName) throws(SketchError) -> SymbolSketch? {
        var words = name.split(separator: ".").map(String.init)
        guard words.count > 1 else { return nil }
        // Numbers and letters in a frame, in Latin or a script's digits.
        if let character = try characterName(words, for: request) { return character }
        // A localized name: the name composed from the script's drawings of its parts.
        if script == nil, let suffix = words.last, Self.scriptSuffixes.contains(suffix) {
            script = suffix
            usedScript = false
            defer { script = nil }
            let plain = words.dropLast().joined(separator: ".")
            guard let made = try compose(plain, for: request), usedScript else { return nil }
            return made
        }
        // A right-to-left form: the left-to-right name mirrored, its glyphs and badges kept readable.
        if words.last == "rtl", script == nil {
            let plain = Array(words.dropLast())
            guard let made = optional(plain.joined(separator: "."), for: request) else { return nil }
            // The glyph keeps its orientation unless it is itself drawn for a direction (a speaker, an arrow).
            let known = self.known
            let glyph = (1..<plain.count).reversed().lazy.compactMap { known[plain[..<$0].joined(separator: ".")] }.first
            return Self.mirrored(made, keepingGlyph: glyph?.direction == nil)
        }
        // A shape half filled: NAME.lefthalf.filled, …: NAME.fill's half under NAME's outline.
        if words.count > 2, words.last == "filled", HalfFilledComposer.halves.contains(words[words.count - 2]) {
            let base = words.dropLast(2).joined(separator: ".")
            guard let outline = optional(base, for: request), let fill = optional(base + ".fill", for: request) else { return nil }
            return HalfFilledComposer.halfFilled(outline, fill: fill, half: words[words.count - 2])
        }
        // A warning triangle at the trailing bottom corner: NAME.trianglebadge.exclamationmark (and NAME.fill.… or
        // ….fill for the filled base); the triangle is the outline one in both, its mark a stroke of its own.
        if let badge = words.firstIndex(of: "trianglebadge"), badge > 0,
           words[(badge + 1)...].filter({ $0 != "fill" }) == ["exclamationmark"] {
            let base = words[..<badge].joined(separator: ".") + (words.last == "fill" ? ".fill" : "")
            guard let baseSketch = optional(base, for: request),
                  let glyph = optional("exclamationmark.triangle", for: request) else { return nil }
            var made = NameFamilies.badge(baseSketch, with: glyph, word: "exclamationmark", name: name, corner: .bottom)
            made.composition = "badge"
            return made
        }
        // Badges: NAME.badge, NAME.badge.fill (the dot), NAME.badge.W, NAME.fill.badge.W and NAME.badge.W.fill.
        // (`bell.badge.circle` is `bell.badge` in a circle, not a circle badge.)
        let enclosing = ["circle", "square", "app"].contains(words.last == "fill" ? words[words.count - 2] : words[words.count - 1])
        if let badge = words.firstIndex(of: "badge"), badge > 0, !enclosing || badge == words.count - 1 {
            var base = words[..<badge].joined(separator: ".")
            var word = words[(badge + 1)...].joined(separator: ".")
            if word == "fill" { word = "" ; base += ".fill" }
            if word.hasSuffix(".fill") { word.removeLast(5); base += ".fill" }
            let glyphName = word.isEmpty ? nil : NameFamilies.badgeGlyphName(word)
            guard let baseSketch = optional(base, for: request) else { return nil }
            var glyph: SymbolSketch?
            if let glyphName {
                guard let found = optional(glyphName, for: request) else { return nil }
                glyph = found
            }
            var made = NameFamilies.badge(baseSketch, with: glyph, word: word.isEmpty ? "dot" : word, name: name)
            made.composition = "badge"
            return made
        }
        let filled = words.last == "fill"
        if filled { words.removeLast() }
        guard let last = words.last, words.count > 1 else { return nil }
        // Slashes: NAME.slash, NAME.slash.fill (from NAME.fill).
        if last == "slash" {
            let base = words.dropLast().joined(separator: ".") + (filled ? ".fill" : "")
            guard let sketch = optional(base, for: request) else { return nil }
            var made = VariantComposer.slashed(sketch, name: name)
            made.composition = "slash"
            return made
        }
        // Enclosures: NAME.circle, NAME.square, NAME.app and their filled forms.
        if ["circle", "square", "app"].contains(last) {
            let base = words.dropLast().joined(separator: ".")
            guard var glyph = optional(base, for: request) else { return nil }
            glyph.enclosures = [last]
            glyph.slashed = false
            let fill = optional(base + ".fill", for: request)
            let variants = VariantComposer.variants(of: glyph, fill: fill)
            guard var made = variants.first(where: { $0.name == glyph.name + "." + last + (filled ? ".fill" : "") }) else { return nil }
            made.composition = "enclosure"
            return made
        }
        // Containers: the glyph inside a library drawing (NAME.rectangle, NAME.bubble, NAME.icloud.fill, …), the
        // container word being the longest that ends the name.
        for count in stride(from: min(2, words.count - 1), through: 1, by: -1) {
            let word = words.suffix(count).joined(separator: ".")
            guard let frame = Self.frames[word] else { continue }
            let base = words.dropLast(count).joined(separator: ".")
            guard let glyph = optional(base, for: request),
                  var holder = optional(frame.sketch + (filled ? ".fill" : ""), for: request) else { return nil }
            if let kept = frame.layers { holder.layers = Array(holder.layers.prefix(kept)) }
            var made = ContainerComposer.framed(glyph, in: holder, room: frame.room, filled: filled)
            made.composition = "container"
            return made
        }
        return nil
    }

    /// The right-to-left form of a left-to-right drawing: mirrored, except the glyph of a container or enclosure and
    /// the badge of a badged name, which keep their own orientation at their mirrored place (a checkmark, a letter, a
    /// clock stay readable). Fixed: it is drawn for right-to-left layouts.
    static func mirrored(_ sketch: SymbolSketch, keepingGlyph: Bool) -> SymbolSketch {
        var copy = sketch
        let box = VariantComposer.inkBox(sketch.layers)
        let flip = AffineTransform.translation(x: -box.center.x, y: 0).concatenating(.scale(x: -1, y: 1))
            .concatenating(.translation(x: box.center.x, y: 0))
        // The layers that keep their orientation: a badge (the last layer), a framed glyph (above the frame and the
        // frame's own details, which are secondary cut-outs).
        var kept: [Int] = []
        if sketch.composition == "badge" {
            kept = [sketch.layers.count - 1]
        } else if keepingGlyph, ["container", "enclosure", "character"].contains(sketch.composition) {
            kept = sketch.layers.indices.dropFirst().filter { sketch.layers[$0].behavior == .normal || sketch.layers[$0].level != "secondary" }
        }
        for l in copy.layers.indices {
            copy.layers[l].shapes = copy.layers[l].shapes.map { $0.transformed(by: flip) }
        }
        if !kept.isEmpty {
            let glyphBox = VariantComposer.inkBox(kept.map { copy.layers[$0] })
            let back = AffineTransform.translation(x: -glyphBox.center.x, y: 0).concatenating(.scale(x: -1, y: 1))
                .concatenating(.translation(x: glyphBox.center.x, y: 0))
            for l in kept { copy.layers[l].shapes = copy.layers[l].shapes.map { $0.transformed(by: back) } }
        }
        copy.direction = nil
        copy.copiedComposition = sketch.composition
        copy.composition = "rtl"
        return copy
    }

    /// `N.circle`, `N.square.fill`, `N.circle.ar`, … for a number of one or two digits or a letter; nil for other
    /// names.
    private mutating func characterName(_ words: [String], for request: ComposedName) throws(SketchError) -> SymbolSketch? {
        var words = words
        var script: String?
        if let last = words.last, CharacterGlyphs.scripts.contains(last) {
            script = last
            words.removeLast()
        }
        let filled = words.last == "fill"
        if filled { words.removeLast() }
        guard words.count == 2, ["circle", "square"].contains(words[1]) else { return nil }
        let text = words[0]
        let isNumber = (1...2).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber }
        let isLetter = text.count == 1 && text.allSatisfy { $0.isASCII && $0.isLetter }
        // A game controller's buttons and a few marks pair a letter and a digit or two letters (`l1.circle`,
        // `rb.circle`, `4a.circle`): Latin only, and never a name the library draws (`tv.circle` is a tv enclosed).
        let isPair = text.count == 2 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            && known[text] == nil && respelled(text) == nil
        guard isNumber || ((isLetter || isPair) && script == nil) else { return nil }
        var missing: String?
        guard var glyph = CharacterGlyphs.glyph(for: text, script: script, glyphs: glyphs, missing: &missing) else {
            throw SketchError(location: request.source, message: "`\(request.name)` needs the glyph `\(missing ?? text)`, which Sketches do not draw")
        }
        glyph.source = request.source
        var made = VariantComposer.enclosed(glyph, in: words[1], filled: filled, box: CharacterGlyphs.box(of: glyph))
        made.composition = "character"
        return made
    }
}
