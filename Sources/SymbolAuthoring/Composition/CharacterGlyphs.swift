import SVGPath
import SymbolImport

/// The glyphs of the numbered and lettered names (`7.circle`, `27.square.fill`, `a.circle`, `5.circle.ar`): one or
/// two characters set from the library's own digit and letter drawings (`glyph digit.7`, `glyph letter.a`,
/// `glyph digit.ar.7` in `Sketches/characters.sketch`), which are no names themselves.
enum CharacterGlyphs {
    /// The scripts whose digits SF Symbols localizes numbered names in (`5.circle.ar`, `5.circle.hi`).
    static let scripts: Set<String> = ["ar", "hi"]

    /// The glyph drawing a character is set from: `digit.7`, `digit.ar.7` (a script's digit), `letter.a`.
    static func glyphName(_ character: Character, script: String?) -> String {
        if character.isNumber { return "digit." + (script.map { $0 + "." } ?? "") + String(character) }
        return "letter." + String(character)
    }

    /// Two characters are condensed to this share of their width, so that a pair keeps most of a single
    /// character's height inside the same frame.
    static let pairCondensing = 0.78
    /// The gap between two characters' ink at Regular, in design units.
    static let pairGap = 9.0

    /// The glyph for `text` (one or two digits, or one letter) in `script` (nil: Latin; `ar`, `hi`): the characters
    /// side by side on the cap band, in one primary layer. Nil when a character's drawing is missing; the name of
    /// the missing drawing is returned in `missing`.
    static func glyph(for text: String, script: String?, glyphs: [String: SymbolSketch], missing: inout String?) -> SymbolSketch? {
        let characters = Array(text)
        var shapes: [SketchShape] = []
        var x = 0.0
        var heavierShare = 1.0
        // A right-to-left script still writes its digits left to right (the most significant first).
        for character in characters {
            let name = glyphName(character, script: script)
            guard let sketch = glyphs[name] else {
                missing = name
                return nil
            }
            heavierShare = min(heavierShare, sketch.heavierShare)
            let condensing = characters.count > 1 ? pairCondensing : 1
            let box = VariantComposer.inkBox(sketch.layers)
            let place = AffineTransform.translation(x: -box.minX, y: 0)
                .concatenating(.scale(x: condensing, y: 1))
                .concatenating(.translation(x: x, y: 0))
            // The next character starts after this one's ink (condensed centerlines keep their stroke width).
            let width = (box.width - VariantComposer.regularWidth) * condensing + VariantComposer.regularWidth
            // A pair's characters are drawn smaller at Black each about its own center, where the narrowing asks
            // for it (``LibraryTopology/partedGlyph(of:atBlack:)``): they part as they shrink, where a pair shrunk
            // about its common center closes the gap between them.
            let center = Point(x: x + box.width * condensing / 2, y: box.center.y)
            for layer in sketch.layers where layer.behavior == .normal {
                shapes += layer.shapes.map { shape in
                    var placed = shape.transformed(by: place)
                    if characters.count > 1 { placed.blackCenter = center }
                    return placed
                }
            }
            x += width + pairGap
        }
        var glyph = SymbolSketch(source: glyphs[glyphName(characters[0], script: script)]?.source ?? "", name: text)
        glyph.layers = [SketchLayer(shapes: shapes)]
        glyph.heavierShare = heavierShare
        let isNumber = characters.allSatisfy(\.isNumber)
        glyph.categories = ["indices"]
        glyph.keywords = (isNumber ? ["number", text] : ["letter", text]) + (script.map { [$0] } ?? [])
        return glyph
    }

    /// The box a character glyph is fitted by: its ink across, the whole cap band (and any ink beyond it) down, so
    /// that a small character (the Arabic zero, a dot) keeps its size and place rather than filling the frame.
    static func box(of glyph: SymbolSketch) -> Rect {
        let ink = VariantComposer.inkBox(glyph.layers)
        let top = min(ink.minY, -VariantComposer.regularWidth / 2 + 5), bottom = max(ink.maxY, 95 + VariantComposer.regularWidth / 2)
        return Rect(x: ink.minX, y: top, width: ink.width, height: bottom - top)
    }
}
