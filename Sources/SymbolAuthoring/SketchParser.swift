import SVGPath
import SymbolImport

/// An error in a drawing file, located by file and line.
package struct SketchError: Error, CustomStringConvertible, Sendable {
    /// `file:line`.
    package var location: String
    /// What was wrong and what was expected.
    package var message: String

    package var description: String { "\(location): error: \(message)" }
}

/// Reads the line-based drawing language of `Symbols/Sketches/*.sketch` (documented in `Symbols/README.md`).
///
/// ```
/// symbol heart
/// category health
/// keywords love like favorite
/// mode multicolor
/// enclose circle square
/// heavier 0.6
/// layer primary red
///   path M50 92 C…Z
/// enclosed                  # the glyph drawn for heart.circle, heart.square, … where it differs
/// layer primary red
///   path M50 90 C…Z
///
/// glyph digit.7             # a glyph composed names are made of (7.circle, 27.square.fill), no name itself
/// line 4 5 54 5 22 95
/// ```
package enum SketchParser {
    /// The drawings in one file's text.
    package static func parse(_ text: String, file: String) throws(SketchError) -> [SymbolSketch] {
        var sketches: [SymbolSketch] = []
        var current: SymbolSketch?
        // After `enclosed`, layers and shapes draw the glyph of the enclosed variants.
        var inEnclosedGlyph = false
        var lineNumber = 0
        func fail(_ message: String) -> SketchError { SketchError(location: "\(file):\(lineNumber)", message: message) }

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let keyword = words.first else { continue }
            let rest = Array(words.dropFirst())
            if keyword == "symbol" || keyword == "glyph" {
                guard rest.count == 1, isValidName(rest[0]) else { throw fail("expected `\(keyword) NAME` (lowercase words joined by dots)") }
                if let done = current { sketches.append(try finished(done, fail: fail)) }
                current = SymbolSketch(source: "\(file):\(lineNumber)", name: rest[0])
                current!.isGlyph = keyword == "glyph"
                inEnclosedGlyph = false
                continue
            }
            guard current != nil else { throw fail("expected `symbol NAME` before `\(keyword)`") }
            switch keyword {
            case "category": current!.categories += rest
            case "keywords": current!.keywords += rest
            case "alias":
                guard !rest.isEmpty, rest.allSatisfy(isValidName) else { throw fail("expected `alias OLD.NAME`") }
                current!.aliases += rest
            case "mode":
                guard rest.count == 1, ["monochrome", "hierarchical", "palette", "multicolor"].contains(rest[0]) else {
                    throw fail("expected `mode monochrome|hierarchical|palette|multicolor`")
                }
                current!.preferredMode = rest[0]
            case "direction":
                guard rest.count == 1, ["left-to-right", "right-to-left"].contains(rest[0]) else {
                    throw fail("expected `direction left-to-right|right-to-left` (the symbol mirrors in the other layout direction)")
                }
                current!.direction = rest[0]
            case "enclose":
                guard !rest.isEmpty, rest.allSatisfy({ ["circle", "square", "app"].contains($0) }) else { throw fail("expected `enclose circle square app` (any of them)") }
                current!.enclosures = rest
            case "badge":
                let known = NameFamilies.badgeWords
                guard rest.allSatisfy({ known.contains($0) || $0 == "all" }) else {
                    throw fail("expected `badge` and some of: all, \(known.joined(separator: ", "))")
                }
                current!.badges = rest.isEmpty || rest.contains("all") ? known : rest
            case "slash":
                guard rest.isEmpty else { throw fail("`slash` takes no arguments") }
                current!.slashed = true
            case "heavier":
                guard rest.count == 1, let share = Double(rest[0]), share >= 0, share <= 1 else {
                    throw fail("expected `heavier SHARE`: the share of the Regular-to-Black progression the heavier weights take, 0 to 1")
                }
                current!.heavierShare = share
            case "enclosed-heavier":
                guard rest.count == 1, let share = Double(rest[0]), share >= 0, share <= 1 else {
                    throw fail("expected `enclosed-heavier SHARE`: the share of the heavier progression the glyph of an enclosed variant takes, 0 to 1")
                }
                current!.enclosedHeavierShare = share
            case "enclosed":
                guard rest.isEmpty, !inEnclosedGlyph else { throw fail("`enclosed` takes no arguments and comes once: the layers after it draw the glyph inside the frames") }
                inEnclosedGlyph = true
                current!.enclosedLayers = []
            case "layer":
                let read = try layer(rest, fail: fail)
                if inEnclosedGlyph { current!.enclosedLayers!.append(read) } else { current!.layers.append(read) }
            default:
                var shape: SketchShape
                do { shape = try ShapeCenterlines.shape(keyword, arguments: rest) } catch {
                    // A shape with no data is located at the column its data should start at (after the keyword).
                    guard rest.isEmpty || rest.allSatisfy({ $0 == "fill" || $0.contains("=") }) else { throw fail(error.message) }
                    let indent = rawLine.prefix(while: { $0 == " " || $0 == "\t" }).count
                    throw SketchError(location: "\(file):\(lineNumber):\(indent + keyword.count + 2)", message: error.message)
                }
                shape.weight = shape.weight.isFinite ? shape.weight : 1
                if inEnclosedGlyph { add(shape, to: &current!.enclosedLayers!) } else { add(shape, to: &current!.layers) }
            }
        }
        if let done = current { sketches.append(try finished(done, fail: fail)) }
        return sketches
    }

    /// Puts `shape` in the last of `layers`; shapes before any `layer` line go into one primary layer.
    private static func add(_ shape: SketchShape, to layers: inout [SketchLayer]) {
        if layers.isEmpty { layers.append(SketchLayer()) }
        layers[layers.count - 1].shapes.append(shape)
    }

    private static func finished(_ sketch: SymbolSketch, fail: (String) -> SketchError) throws(SketchError) -> SymbolSketch {
        guard !sketch.layers.isEmpty, sketch.layers.allSatisfy({ !$0.shapes.isEmpty }) else {
            throw SketchError(location: sketch.source, message: "symbol `\(sketch.name)` has an empty layer or no shapes")
        }
        if let enclosed = sketch.enclosedLayers {
            guard !sketch.isFill else {
                throw SketchError(location: sketch.source, message: "symbol `\(sketch.name)` draws an `enclosed` glyph, which belongs in the base sketch `\(sketch.baseName)`")
            }
            guard !sketch.enclosures.isEmpty else {
                throw SketchError(location: sketch.source, message: "symbol `\(sketch.name)` draws an `enclosed` glyph but has no `enclose`")
            }
            guard !enclosed.isEmpty, enclosed.allSatisfy({ !$0.shapes.isEmpty }) else {
                throw SketchError(location: sketch.source, message: "symbol `\(sketch.name)` has an empty `enclosed` glyph or layer")
            }
        }
        guard !sketch.categories.isEmpty || sketch.isGlyph else {
            throw SketchError(location: sketch.source, message: "symbol `\(sketch.name)` needs a `category`")
        }
        return sketch
    }

    private static func layer(_ words: [String], fail: (String) -> SketchError) throws(SketchError) -> SketchLayer {
        var layer = SketchLayer()
        for word in words {
            if ["primary", "secondary", "tertiary"].contains(word) {
                layer.level = word
            } else if word == "variable" {
                layer.variable = true
            } else if let behavior = SketchLayer.Behavior(rawValue: word), behavior != .normal {
                layer.behavior = behavior
            } else if let color = colorName(word) {
                layer.color = color
            } else {
                throw fail("unknown layer word `\(word)`: expected primary|secondary|tertiary, variable, clear|knockout|erase|cutout or a color (red, label, tint, systemTealColor, …)")
            }
        }
        return layer
    }

    /// Short color words mapped onto the names templates use (Documentation/SymbolFormat.md §3.4).
    static func colorName(_ word: String) -> String? {
        let system = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"]
        if system.contains(word) { return "system\(word.prefix(1).uppercased())\(word.dropFirst())Color" }
        switch word {
        case "label": return "labelColor"
        case "secondaryLabel": return "secondaryLabelColor"
        case "tertiaryLabel": return "tertiaryLabelColor"
        case "tint": return "tintColor"
        case "white", "black": return word
        default: return word.hasSuffix("Color") && word.first?.isLowercase == true ? word : nil
        }
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix(".") && !name.contains("..")
            && name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "." }
    }
}
