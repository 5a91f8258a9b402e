import SVGPath
import SymbolImport

/// Names composed from other drawings, the way SF Symbols composes its names, so that one drawing brings its family:
/// badges (`folder.badge.plus`, `bell.badge`) and the directional names that follow the layout direction
/// (`chevron.forward`, `arrow.uturn.backward`). The enclosed and slashed variants are ``VariantComposer``'s.
enum NameFamilies {
    /// The badges a sketch may ask for (`badge …`): `dot` is the bare `NAME.badge`; the others name the badge glyph.
    static let badgeWords = ["dot", "plus", "minus", "xmark", "checkmark", "clock", "exclamationmark", "questionmark",
                             "gearshape", "person.crop"]

    /// The library drawing a badge word is drawn with (nil: the dot, a disk of its own).
    static func badgeGlyphName(_ word: String) -> String? {
        switch word {
        case "dot": return nil
        case "person.crop": return "person"
        default: return word
        }
    }

    /// The multicolor color of a badge: the colors the system gives these marks (an added thing green, a removed
    /// or failed one red, a warning orange, a question blue); nil where the badge is an object of its own.
    static func badgeColor(_ word: String) -> String? {
        switch word {
        case "dot", "minus", "xmark": return "systemRedColor"
        case "plus", "checkmark": return "systemGreenColor"
        case "exclamationmark": return "systemOrangeColor"
        case "questionmark": return "systemBlueColor"
        default: return nil
        }
    }

    /// The badged names of every drawing that asks for badges (and of its `.fill` drawing): `NAME.badge.W` and
    /// `NAME.fill.badge.W`, the dot as `NAME.badge` and `NAME.badge.fill`.
    static func badged(_ sketches: [SymbolSketch], byName: [String: SymbolSketch]) throws(SketchError) -> [SymbolSketch] {
        var result: [SymbolSketch] = []
        for sketch in sketches where !sketch.isFill && !sketch.badges.isEmpty {
            let fill = byName[sketch.name + ".fill"]
            for word in sketch.badges {
                var glyph: SymbolSketch?
                if let glyphName = badgeGlyphName(word) {
                    guard let found = byName[glyphName] else {
                        throw SketchError(location: sketch.source, message: "badge `\(word)` needs the sketch `\(glyphName)`, which the library lacks")
                    }
                    guard found.name != sketch.name else { continue }
                    glyph = found
                }
                let suffix = word == "dot" ? "badge" : "badge.\(word)"
                result.append(badge(sketch, with: glyph, word: word, name: "\(sketch.name).\(suffix)"))
                if let fill {
                    result.append(badge(fill, with: glyph, word: word,
                                        name: word == "dot" ? "\(sketch.name).badge.fill" : "\(sketch.name).fill.badge.\(word)"))
                }
            }
        }
        return result
    }

    /// The size of a badge glyph's ink box and of the dot's, in design units (a glyph about half the cap height).
    static let badgeSize = 48.0
    static let dotSize = 34.0
    /// How far a badge glyph's ink may reach from its center, in half sides of ``badgeSize`` (an xmark's tips
    /// reach about 1.34 at full size): within the gap ring, whose inner edge is ``badgeGap`` beyond the half side.
    static let badgeReach = 1.12
    /// The gap between a badge and the base it sits on, beyond the badge's ink, at Regular.
    static let badgeGap = 6.0

    /// The corner a badge sits at, on the trailing side: the top (`NAME.badge.plus`) or the bottom
    /// (`NAME.trianglebadge.exclamationmark`).
    enum BadgeCorner {
        case top, bottom
    }

    /// `base` with a badge at its trailing top (or bottom) corner: the base, then a disk that erases the base around
    /// the badge (the gap ring, clear behind it in every mode), then the badge in a layer of its own, primary, the
    /// base's layers one level lower, so that hierarchical and palette modes tell them apart.
    static func badge(_ base: SymbolSketch, with glyph: SymbolSketch?, word: String, name: String,
                      corner: BadgeCorner = .top) -> SymbolSketch {
        var sketch = base.asGenerated()
        sketch.name = name
        sketch.badges = []
        sketch.composition = "badge"
        // The badge sits at the trailing corner: a right-to-left layout draws the badged name mirrored.
        if sketch.direction == nil { sketch.direction = "left-to-right" }
        let box = VariantComposer.inkBox(base.layers)
        let size = glyph == nil ? dotSize : badgeSize
        // Over the corner: a third of the badge outside the base's ink, its top no higher than 8 units over the cap
        // (its bottom no lower than 8 units under the baseline).
        let y = corner == .top ? max(box.minY + size * 0.28, size / 2 - 8) : min(box.maxY - size * 0.28, 108 - size / 2)
        let center = Point(x: box.maxX - size * 0.18, y: y)
        var badgeShapes: [SketchShape]
        let reach: Double
        if let glyph {
            let glyphBox = VariantComposer.inkBox(glyph.layers)
            let scale = size / max(glyphBox.width, glyphBox.height)
            let fit = AffineTransform.translation(x: -glyphBox.center.x, y: -glyphBox.center.y)
                .concatenating(.scale(x: scale, y: scale))
                .concatenating(.translation(x: center.x, y: center.y))
            badgeShapes = glyph.layers.filter { $0.behavior == .normal }.flatMap(\.shapes).map { shape in
                var s = shape.transformed(by: fit)
                s.weight *= 0.85
                s.heavierShare *= glyph.heavierShare
                return s
            }
            // The badge's farthest ink, not its box, must lie inside the gap ring: an xmark's or a checkmark's tips
            // reach past the box's half side, toward the corner, and met the base there. A glyph reaching farther
            // than `badgeReach` times the half side is drawn that much smaller; the ring keeps its size (a wider
            // ring cut small details off the base and reached over the cap band).
            let farthest = VariantComposer.farthestInk(of: badgeShapes, from: center)
            if farthest > size / 2 * badgeReach {
                let shrink = size / 2 * badgeReach / farthest
                badgeShapes = badgeShapes.map { $0.transformed(by: .scale(by: shrink, about: center)) }
            }
            reach = size / 2
        } else {
            let radius = (size - VariantComposer.regularWidth) / 2
            badgeShapes = [SketchShape(solid: ShapeCenterlines.ellipse(center: center, rx: radius, ry: radius))]
            reach = size / 2
        }
        // The eraser is a solid disk (grown by half the stroke, as every fill) that takes the whole heavier
        // progression, as the base's strokes do: what it erases of the base at Regular stays erased at Black (at 45 %
        // of it, a doc's fold, erased at Regular, showed as a sliver beside the badge from Heavy on, and the name was
        // narrowed to a tenth of the progression to hide it), and the gap stays as wide as at Regular (the badge's
        // strokes, 0.85 times the base's, grow a little less).
        let eraserRadius = reach + badgeGap - VariantComposer.regularWidth / 2
        let eraser = SketchShape(solid: ShapeCenterlines.ellipse(center: center, rx: eraserRadius, ry: eraserRadius))
        let demoted = base.layers.map { layer -> SketchLayer in
            var copy = layer
            copy.level = layer.level == "primary" ? "secondary" : "tertiary"
            return copy
        }
        let color = badgeColor(word)
        sketch.layers = demoted + [SketchLayer(level: "primary", behavior: .erase, shapes: [eraser]),
                                    SketchLayer(level: "primary", color: color, shapes: badgeShapes)]
        if sketch.preferredMode == "monochrome" { sketch.preferredMode = "hierarchical" }
        return sketch
    }

    /// The first words of names whose `left`/`right` is a direction along the line of text.
    static let directionalFamilies: Set<String> = ["arrow", "arrowshape", "chevron", "delete"]

    /// The layout-directional name of a left/right name (`chevron.right` → `chevron.forward`,
    /// `arrow.up.left.and.arrow.down.right` → `arrow.up.backward.and.arrow.down.forward`), or nil where the name is
    /// no direction along the line (`arrow.left.arrow.right`, `arrow.up.and.down.and.arrow.left.and.right`).
    static func directionalName(of name: String) -> String? {
        let words = name.split(separator: ".").map(String.init)
        guard let first = words.first, directionalFamilies.contains(first),
              words.contains("left") || words.contains("right") else { return nil }
        // Both directions along one line name a pair, not a way to go.
        for pair in ["left.and.right", "right.and.left", "left.arrow.right", "right.arrow.left"] where name.contains(pair) { return nil }
        return words.map { $0 == "right" ? "forward" : $0 == "left" ? "backward" : $0 }.joined(separator: ".")
    }

    /// The directional names of `all`: each a copy of its left-to-right drawing (`chevron.forward` is
    /// `chevron.right`), declared left-to-right so that a right-to-left layout draws it mirrored, as UIKit does.
    static func directional(_ all: [SymbolSketch]) -> [SymbolSketch] {
        let names = Set(all.map(\.name))
        return all.compactMap { sketch in
            guard let name = directionalName(of: sketch.name), !names.contains(name) else { return nil }
            var copy = sketch.asGenerated()
            copy.name = name
            copy.badges = []
            copy.direction = "left-to-right"
            copy.copiedComposition = sketch.composition
            copy.composition = "direction"
            return copy
        }
    }
}
