import SVGPath
import SymbolFormat
import SymbolImport
import SymbolCore

/// Turns the sketches of `Symbols/Sketches` into the library's files: one template per name in `Templates/` and
/// `index.json`. Deterministic: the same drawings give the same bytes.
package enum LibraryAuthor {
    /// One file of the library, relative to `Symbols/`.
    package struct Output: Sendable {
        package var path: String
        package var contents: String
    }

    /// Reads every `*.sketch` file in `folder` (sorted by name) and returns the sketches they describe.
    package static func readSketches(in folder: String) throws(SketchError) -> [SymbolSketch] {
        let names: [String]
        do { names = try FileSystem.contents(of: folder).filter { $0.hasSuffix(".sketch") }.sorted() } catch {
            throw SketchError(location: folder, message: error.message)
        }
        var sketches: [SymbolSketch] = []
        for name in names {
            let path = FileSystem.join(folder, name)
            let bytes: [UInt8]
            do { bytes = try FileReader.read(path, maximumSize: 4 << 20) } catch { throw SketchError(location: path, message: error.message) }
            sketches += try SketchParser.parse(String(decoding: bytes, as: UTF8.self), file: "Sketches/\(name)")
        }
        return sketches
    }

    /// Every name of the library: the sketches and their generated variants, then the names `composing` asks for
    /// (``readComposedNames(in:)``), sorted by name. Glyphs (`glyph` in a sketch) are no names.
    package static func allSketches(_ everything: [SymbolSketch], composing: [ComposedName] = []) throws(SketchError) -> [SymbolSketch] {
        var byName: [String: SymbolSketch] = [:]
        for sketch in everything {
            if let earlier = byName[sketch.name] {
                throw SketchError(location: sketch.source, message: "`\(sketch.name)` is already drawn at \(earlier.source)")
            }
            byName[sketch.name] = sketch
        }
        let sketches = everything.filter { !$0.isGlyph }
        var all = sketches
        for sketch in sketches where !sketch.isFill {
            all += VariantComposer.variants(of: sketch, fill: byName[sketch.name + ".fill"]).map { variant in
                var copy = variant
                copy.composition = variant.name.split(separator: ".").contains("slash") ? "slash" : "enclosure"
                return copy
            }
        }
        all += try NameFamilies.badged(sketches, byName: byName)
        all += NameFamilies.directional(all)
        if !composing.isEmpty {
            var composer = NameComposer(names: all, glyphs: everything.filter(\.isGlyph))
            try composer.compose(composing)
            let made = composer.composed
            all += made
            // A composed `…left…` name brings its layout-directional name too, as a drawn one does.
            all += NameFamilies.directional(all)
            for (alias, target) in composer.addedAliases.sorted(by: { $0.key < $1.key }) {
                guard let index = all.firstIndex(where: { $0.name == target }) else { continue }
                all[index].aliases.append(alias)
            }
        }
        var seen: [String: String] = [:]
        for sketch in all {
            if let earlier = seen[sketch.name] {
                throw SketchError(location: sketch.source, message: "`\(sketch.name)` is both drawn and generated (see \(earlier))")
            }
            seen[sketch.name] = sketch.source
        }
        let names = Set(seen.keys)
        for sketch in all {
            for alias in sketch.aliases where names.contains(alias) {
                throw SketchError(location: sketch.source, message: "alias `\(alias)` is also a symbol name")
            }
        }
        return all.sorted { $0.name < $1.name }
    }

    /// Where the narrowed heavier weights are kept, relative to `Symbols/`: generated, committed, never edited.
    package static let narrowingPath = "Sketches/narrowed-weights.txt"

    /// How far a name's heavier weights were narrowed: the drawing's share of the Regular-to-Black progression,
    /// and the shares of single shapes narrowed on their own (keyed `LAYER.SHAPE`, from 1); for an enclosed variant
    /// also the factor its glyph's strokes take at every weight, where the frame crowds the glyph's counters.
    package struct Narrowing: Sendable, Equatable {
        package var share = 1.0
        package var shapes: [String: Double] = [:]
        /// The enclosed glyph's stroke width relative to what the variant composer gives it (1 = unchanged).
        package var glyph = 1.0
        /// The enclosed glyph's size in the Black master relative to Regular's (1 = unchanged).
        package var scale = 1.0
        /// Whether each character of a pair is drawn ``scale`` times its size about its own center
        /// (``LibraryTopology/partedGlyph(of:atBlack:)``) rather than the glyph about its center.
        package var parted = false

        package init() {}

        /// The narrowing of a drawing as ``LibraryTopology`` found it, with an enclosed glyph `glyph` times as heavy.
        init(_ sketch: SymbolSketch, glyph: Double = 1) {
            share = sketch.heavierShare
            self.glyph = glyph
            scale = LibraryTopology.blackGlyphScale(of: sketch)
            parted = scale != 1 && LibraryTopology.isPair(sketch)
            for (l, layer) in sketch.layers.enumerated() {
                for (s, shape) in layer.shapes.enumerated() where shape.heavierShare < 1 { shapes["\(l + 1).\(s + 1)"] = shape.heavierShare }
            }
        }

        var isNone: Bool { share == 1 && shapes.isEmpty && glyph == 1 && scale == 1 }

        func applied(to sketch: SymbolSketch) -> SymbolSketch {
            var copy = glyph == 1 ? sketch : LibraryTopology.enclosedGlyph(of: sketch, times: glyph)
            if scale != 1 {
                copy = parted ? LibraryTopology.partedGlyph(of: copy, atBlack: scale) : LibraryTopology.scaledGlyph(of: copy, atBlack: scale)
            }
            copy.heavierShare = share
            for (key, value) in shapes {
                let parts = key.split(separator: ".").compactMap { Int($0) }
                guard parts.count == 2, copy.layers.indices.contains(parts[0] - 1),
                      copy.layers[parts[0] - 1].shapes.indices.contains(parts[1] - 1) else { continue }
                copy.layers[parts[0] - 1].shapes[parts[1] - 1].heavierShare = value
            }
            return copy
        }
    }

    /// The library's files for `sketches` (as read by ``readSketches(in:)``). Each name's Black master is narrowed
    /// where a heavier weight would change its parts or holes (``LibraryTopology``); that check draws every name
    /// at several weights, so `narrowings` can give its results (as read by ``readNarrowings(in:)``) instead.
    /// Templates are made only of the names `templates` accepts (the index and the narrowings always cover every
    /// name): building the masters is most of the work, and a debug build's test checks a sample.
    package static func outputs(for sketches: [SymbolSketch], composing: [ComposedName] = [], narrowings: [String: Narrowing]? = nil,
                                localizations: Localizations = Localizations(),
                                templates: (String) -> Bool = { _ in true }) throws(SketchError) -> [Output] {
        let found: [String: Narrowing]
        if let narrowings { found = narrowings } else { found = try Self.narrowings(for: sketches, composing: composing) }
        let all = try allSketches(sketches, composing: composing).map { found[$0.name]?.applied(to: $0) ?? $0 }
        var outputs = all.filter { templates($0.name) }.map { Output(path: "Templates/\($0.name).svg", contents: MasterBuilder.template(for: $0)) }
        outputs.append(Output(path: "index.json", contents: index(all, drawn: Set(sketches.map(\.name)), localizations: localizations)))
        outputs.append(Output(path: narrowingPath, contents: narrowingText(all.map { ($0.name, Narrowing($0, glyph: found[$0.name]?.glyph ?? 1)) })))
        return outputs
    }

    /// How far each name's heavier weights must be narrowed to keep its parts and holes (names that need none are
    /// left out); only the names `including` accepts are drawn.
    package static func narrowings(for sketches: [SymbolSketch], composing: [ComposedName] = [],
                                   including: (String) -> Bool = { _ in true }) throws(SketchError) -> [String: Narrowing] {
        let drawn = Set(sketches.map(\.name))
        let chosen = try allSketches(sketches, composing: composing).filter { including($0.name) }
        // Each name is narrowed on its own: spread over the cores, in the list's order whatever finishes first.
        let found = ParallelWork.map(chosen.count, workers: ParallelWork.processorCount) { index -> Narrowing in
            let sketch = chosen[index]
            if !drawn.contains(sketch.name), isFramed(sketch) || sketch.composition == "badge" {
                let (narrowed, glyph) = LibraryTopology.narrowedEnclosure(sketch)
                return Narrowing(narrowed, glyph: glyph)
            }
            return Narrowing(LibraryTopology.narrowed(sketch))
        }
        var result: [String: Narrowing] = [:]
        for (sketch, narrowing) in zip(chosen, found) where !narrowing.isNone { result[sketch.name] = narrowing }
        return result
    }

    /// Whether a generated name is a frame (its first layer) around a glyph: an enclosed variant (`NAME.circle`,
    /// `NAME.square.fill`, …), a numbered or lettered name (`27.circle`) or a container (`play.rectangle`, and its
    /// directional and right-to-left copies).
    static func isFramed(_ sketch: SymbolSketch) -> Bool {
        // (A localized enclosure, `questionmark.circle.ar`, is an enclosure by its composition, not its name's end.)
        if sketch.composition == "character" || sketch.composition == "enclosure" || LibraryTopology.isContainer(sketch) { return true }
        if sketch.composition == "badge" || sketch.composition == "slash" { return false }
        return [".circle", ".square", ".app", ".circle.fill", ".square.fill", ".app.fill"].contains { sketch.name.hasSuffix($0) }
    }

    /// The narrowing file: a comment, then `NAME SHARE`, `NAME LAYER.SHAPE SHARE`, `NAME glyph FACTOR` and
    /// `NAME scale FACTOR` (or, for a pair of characters each drawn smaller about its own center, `NAME parted
    /// FACTOR`) lines.
    static func narrowingText(_ entries: [(String, Narrowing)]) -> String {
        var text = "# Generated by glyphsmith-author: the share of the Regular-to-Black progression a name's Black master (or one\n"
            + "# of its shapes, LAYER.SHAPE) keeps where more would close a counter or fuse parts, and the stroke factor of an\n"
            + "# enclosed glyph drawn lighter inside its frame (glyph), and the size of an enclosed glyph drawn smaller at\n"
            + "# Black (scale; parted: each character of a pair about its own center). Do not edit; regenerate.\n"
        let number = { (v: Double) in NumberFormatting.string(v, maximumFractionDigits: 9) }
        for (name, narrowing) in entries where !narrowing.isNone {
            if narrowing.glyph < 1 { text += "\(name) glyph \(number(narrowing.glyph))\n" }
            if narrowing.scale < 1 { text += "\(name) \(narrowing.parted ? "parted" : "scale") \(number(narrowing.scale))\n" }
            for key in narrowing.shapes.keys.sorted() { text += "\(name) \(key) \(number(narrowing.shapes[key]!))\n" }
            if narrowing.share < 1 { text += "\(name) \(number(narrowing.share))\n" }
        }
        return text
    }

    /// The narrowings a committed narrowing file holds (nil when there is none or it cannot be read).
    package static func readNarrowings(in symbolsFolder: String) -> [String: Narrowing]? {
        guard let bytes = try? FileReader.read(FileSystem.join(symbolsFolder, narrowingPath), maximumSize: 1 << 20) else { return nil }
        return narrowings(inText: String(decoding: bytes, as: UTF8.self))
    }

    /// The narrowings a narrowing file's text holds (nil when a line is not one ``narrowingText(_:)`` writes).
    static func narrowings(inText text: String) -> [String: Narrowing]? {
        var result: [String: Narrowing] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count == 2 || words.count == 3, let share = Double(words[words.count - 1]), share >= 0, share <= 1 else { return nil }
            if words.count == 2 {
                result[words[0], default: Narrowing()].share = share
            } else if words[1] == "glyph" {
                result[words[0], default: Narrowing()].glyph = share
            } else if words[1] == "scale" || words[1] == "parted" {
                result[words[0], default: Narrowing()].scale = share
                result[words[0], default: Narrowing()].parted = words[1] == "parted"
            } else {
                result[words[0], default: Narrowing()].shapes[words[1]] = share
            }
        }
        return result
    }

    /// What the weight check found for one name: how far its heavier weights were narrowed, and the slots whose silhouette still has other parts or holes than
    /// Regular-M's (all 27 checked): what the automatic narrowing could not save.
    package struct TopologyReport: Sendable {
        package var name: String
        package var source: String
        package var narrowing: Narrowing
        package var breaks: [String]
    }

    /// The weight check of every name `including` accepts.
    package static func topologyReport(for sketches: [SymbolSketch], composing: [ComposedName] = [], narrowings: [String: Narrowing],
                                       including: (String) -> Bool = { _ in true }) throws(SketchError) -> [TopologyReport] {
        let chosen = try allSketches(sketches, composing: composing).filter { including($0.name) }
        // 27 slots of every name: the longest part of `glyphsmith-author --check`, spread over the cores.
        return ParallelWork.map(chosen.count, workers: ParallelWork.processorCount) { index in
            let sketch = chosen[index]
            let narrowing = narrowings[sketch.name] ?? Narrowing()
            return TopologyReport(name: sketch.name, source: sketch.source, narrowing: narrowing,
                                  breaks: LibraryTopology.breaks(of: narrowing.applied(to: sketch)).map(\.located))
        }
    }

    /// The index: per name its base, categories, keywords, preferred mode and features; then aliases.
    static func index(_ all: [SymbolSketch], drawn: Set<String>, localizations: Localizations = Localizations()) -> String {
        func list(_ items: [String]) -> JSONValue { .array(items.map { .string($0) }) }
        let symbols: [JSONValue] = all.map { sketch in
            var fields: [(key: String, value: JSONValue)] = [
                ("name", .string(sketch.name)),
                ("base", .string(baseName(of: sketch.name))),
                ("categories", list(sketch.categories)),
                ("keywords", list(sketch.keywords)),
                ("mode", .string(sketch.preferredMode)),
                ("layers", .number(Double(sketch.layers.count))),
            ]
            if sketch.layers.contains(where: \.variable) { fields.append(("variable", .bool(true))) }
            if sketch.layers.contains(where: { $0.color != nil }) { fields.append(("multicolor", .bool(true))) }
            if !drawn.contains(sketch.name) {
                fields.append(("generated", .bool(true)))
                if let composition = sketch.composition { fields.append(("composed", .string(composition))) }
            }
            if let direction = sketch.direction { fields.append(("direction", .string(direction))) }
            return .object(fields)
        }
        var aliases: [(String, String)] = []
        for sketch in all { for alias in sketch.aliases { aliases.append((alias, sketch.name)) } }
        aliases.sort { $0.0 < $1.0 }
        var members: [(key: String, value: JSONValue)] = [
            ("format", .number(1)),
            ("symbols", .array(symbols)),
            ("aliases", .object(aliases.map { (key: $0.0, value: .string($0.1)) })),
        ]
        if !localizations.suffixes.isEmpty {
            members.append(("localizations", .object([
                ("suffixes", list(localizations.suffixes)),
                ("rightToLeftLanguages", list(localizations.rightToLeftLanguages)),
            ])))
        }
        return indexLayout.string(.object(members))
    }

    /// `index.json`'s layout: a symbol's entry, and any list, on one line, so that a change diffs as one line.
    private static let indexLayout = JSONWriter(keyOrder: .asWritten, keySeparator: ": ", isInline: { depth, _ in depth >= 2 })

    /// Where the localization suffixes are kept, relative to `Symbols/`: authored data, copied into `index.json`.
    package static let localizationsPath = "Sketches/localizations.txt"

    /// How localized names are made (Documentation/ImageViews.md §3): the suffixes, in the order a name may carry
    /// them, and the languages written right to left, for which a `.rtl` variant is chosen.
    package struct Localizations: Sendable, Equatable {
        package var suffixes: [String] = []
        package var rightToLeftLanguages: [String] = []
        package init() {}
    }

    /// Reads `Sketches/localizations.txt`: `suffixes WORD…` and `right-to-left WORD…` lines, `#` comments.
    package static func readLocalizations(in symbolsFolder: String) throws(SketchError) -> Localizations {
        let path = FileSystem.join(symbolsFolder, localizationsPath)
        guard FileSystem.kind(of: path) == .file else { return Localizations() }
        let bytes: [UInt8]
        do { bytes = try FileReader.read(path, maximumSize: 1 << 16) } catch { throw SketchError(location: path, message: error.message) }
        var result = Localizations()
        for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: " ").map(String.init)
            guard let keyword = words.first else { continue }
            let values = Array(words.dropFirst())
            guard !values.isEmpty, values.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isLowercase } }) else {
                throw SketchError(location: "\(localizationsPath):\(number + 1)", message: "expected lowercase words after `\(keyword)`")
            }
            switch keyword {
            case "suffixes": result.suffixes += values
            case "right-to-left": result.rightToLeftLanguages += values
            default: throw SketchError(location: "\(localizationsPath):\(number + 1)", message: "expected `suffixes …` or `right-to-left …`")
            }
        }
        return result
    }

    /// Where the composed names are listed, relative to `Symbols/`: authored data, the names SF Symbols has that
    /// the library composes from its drawings (see ``NameComposer``).
    package static let composedNamesPath = "Sketches/composed-names.txt"

    /// Reads `Sketches/composed-names.txt`: symbol names separated by spaces and lines, `#` comments; none when the
    /// file is missing.
    package static func readComposedNames(in symbolsFolder: String) throws(SketchError) -> [ComposedName] {
        let path = FileSystem.join(symbolsFolder, composedNamesPath)
        guard FileSystem.kind(of: path) == .file else { return [] }
        let bytes: [UInt8]
        do { bytes = try FileReader.read(path, maximumSize: 1 << 20) } catch { throw SketchError(location: path, message: error.message) }
        return try composedNames(inText: String(decoding: bytes, as: UTF8.self))
    }

    /// The names a composed-names file's text lists, each located by its line.
    static func composedNames(inText text: String) throws(SketchError) -> [ComposedName] {
        var result: [ComposedName] = []
        var seen: Set<String> = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let location = "\(composedNamesPath):\(number + 1)"
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            for word in content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init) {
                guard SketchParser.isValidName(word) else {
                    throw SketchError(location: location, message: "`\(word)` is not a symbol name (lowercase words and digits joined by dots)")
                }
                guard seen.insert(word).inserted else { throw SketchError(location: location, message: "`\(word)` is listed twice") }
                result.append(ComposedName(name: word, source: location))
            }
        }
        return result
    }

    /// The name with variant suffixes and badges removed (`heart.circle.fill` → `heart`, `folder.fill.badge.plus` →
    /// `folder`).
    package static func baseName(of name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        if let badge = parts.firstIndex(of: "badge"), badge > 0 { parts.removeSubrange(badge...) }
        if parts.last == "fill" { parts.removeLast() }
        if let last = parts.last, last == "circle" || last == "square" || last == "app", parts.count > 1 { parts.removeLast() }
        if parts.last == "slash", parts.count > 1 { parts.removeLast() }
        return parts.joined(separator: ".")
    }
}
