import CFontConfig
import SymbolFormat
import Synchronization

/// Text through the system's fonts: fontconfig chooses a font per family (generic families as fontconfig's
/// configuration maps them), FreeType reads its glyphs, and ``OpenTypeLayout`` applies Arabic's joining forms
/// (``ArabicJoining``) and cursive attachment (`curs`), the font's `liga`/`rlig` ligatures and `kern` kerning. No
/// other contextual shaping, no mark positioning and no Indic reordering: there is no HarfBuzz in the static binary,
/// and the dynamic one shapes the same way so that both draw the same pixels. Text comes in logical order; the
/// layout (SVGConverter+Text, ``Bidi``) orders it for display.
///
/// Fonts load on the first text drawn, so a process that draws no text pays nothing. All FreeType work happens
/// under one lock (a FreeType library is not thread-safe); text is a small part of any render.
package final class SystemTextShaper: TextShaper {
    /// The most font files kept open.
    static let maximumOpenFaces = 64

    private let state: Mutex<State>

    /// A shaper that also sees the fonts in `fontDirectories` and the font files `fontFiles` (besides fontconfig's
    /// configured ones). A folder is scanned by fontconfig, links followed (`render --font-dir`: the user named it);
    /// files are added one by one, as a catalog build lists them from a manifest's `fontDirectories` without
    /// following links.
    package init(fontDirectories: [String] = [], fontFiles: [String] = []) {
        state = Mutex(State(directories: fontDirectories, files: fontFiles))
    }

    deinit { state.withLock { $0.close() } }

    package func shape(_ text: [Unicode.Scalar], font request: FontRequest) -> ShapedRun? {
        state.withLock { $0.shape(text, request) }
    }

    /// Installs a shaper for every later SVG read (`--font-dir` folders added to fontconfig's).
    package static func install(fontDirectories: [String] = []) {
        TextShaping.install(SystemTextShaper(fontDirectories: fontDirectories))
    }
}

private struct FontFileKey: Hashable {
    var path: String
    var index: Int
}

private struct State {
    let directories: [String]
    let files: [String]
    var started = false
    var library: FT_Library?
    var config: OpaquePointer?
    var faces: [FontFileKey: FontFace?] = [:]
    var matches: [FontRequest: [FontFileKey]] = [:]
    var fallbacks: [UInt32: FontFileKey?] = [:]

    init(directories: [String], files: [String]) {
        self.directories = directories
        self.files = files
    }

    /// Closes the faces before the library that owns them.
    mutating func close() {
        faces.removeAll()
        if let library { FT_Done_FreeType(library) }
        if let config { FcConfigDestroy(config) }
        library = nil
        config = nil
    }

    mutating func start() -> Bool {
        if !started {
            started = true
            var lib: FT_Library?
            if FT_Init_FreeType(&lib) == 0 { library = lib }
            config = FcInitLoadConfigAndFonts()
            if let config {
                for directory in directories { _ = directory.withCString { FcConfigAppFontAddDir(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) } }
                for file in files { _ = file.withCString { FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) } }
            }
        }
        return library != nil && config != nil
    }

    mutating func shape(_ text: [Unicode.Scalar], _ request: FontRequest) -> ShapedRun? {
        guard start() else { return nil }
        let candidates = fonts(for: request)
        guard let primary = candidates.first.flatMap({ face($0) }) else { return nil }
        var chosen: [(face: FontFace, glyph: UInt32)] = []
        for scalar in text {
            var found: (FontFace, UInt32)?
            for key in candidates {
                guard let f = face(key) else { continue }
                let index = f.glyphIndex(scalar)
                if index != 0 { found = (f, index); break }
            }
            if found == nil, let key = fallback(for: scalar, request), let f = face(key) {
                found = (f, f.glyphIndex(scalar))
            }
            chosen.append(found ?? (primary, 0))
        }
        let forms = ArabicJoining.forms(text)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(text.count)
        var start = 0
        while start < text.count {
            // Ligatures and kerning apply inside a run of characters drawn from one font.
            let f = chosen[start].face
            var end = start
            while end < text.count, chosen[end].face === f { end += 1 }
            let ids = (start..<end).map { k in forms[k].map { f.substitute(chosen[k].glyph, form: $0) } ?? chosen[k].glyph }
            let ligated = request.ligatures ? f.ligate(ids) : ids.map { ($0, false) }
            var previous: (glyph: UInt32, at: Int, scalar: Int)?
            for (k, (index, joined)) in ligated.enumerated() {
                let scalar = text[start + k]
                // A character taken into an earlier one's ligature draws nothing and does not move the pen.
                if joined || scalar.properties.generalCategory == .control || scalar.value == 0x200B {
                    glyphs.append(ShapedGlyph(outline: .init(), advance: 0))
                    continue
                }
                var glyph = f.glyph(index)
                // Letters of a joining script meet at their cursive anchors (the later one is drawn to the left, so
                // its own advance spans the join); other pairs are kerned.
                if let previous, forms[start + k] != nil, forms[previous.scalar] != nil,
                   let advance = f.cursiveAdvance(previous.glyph, index) {
                    glyph.advance = advance
                } else if let previous, request.kerning {
                    glyphs[previous.at].advance += f.kerning(previous.glyph, index)
                }
                previous = (index, glyphs.count, start + k)
                glyphs.append(glyph)
            }
            start = end
        }
        return ShapedRun(glyphs: glyphs, metrics: primary.metrics)
    }

    /// The fonts a request's family list matches, in order; the first is fontconfig's best for the first family
    /// when no family matched by name.
    mutating func fonts(for request: FontRequest) -> [FontFileKey] {
        if let cached = matches[request] { return cached }
        let generic: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"]
        var found: [FontFileKey] = []
        for family in request.families {
            guard let (key, families) = match(family: family, request: request, scalar: nil) else { continue }
            let isGeneric = generic.contains(family.lowercased())
            if (isGeneric || families.contains(family.lowercased())), !found.contains(key) { found.append(key) }
        }
        if found.isEmpty, let (key, _) = match(family: "serif", request: request, scalar: nil) { found.append(key) }
        if matches.count < 256 { matches[request] = found }
        return found
    }

    /// A font that has `scalar`, for characters no requested family covers.
    mutating func fallback(for scalar: Unicode.Scalar, _ request: FontRequest) -> FontFileKey? {
        if let cached = fallbacks[scalar.value] { return cached }
        var result: FontFileKey?
        if let (key, _) = match(family: request.families.first ?? "serif", request: request, scalar: scalar),
           let f = face(key), f.glyphIndex(scalar) != 0 {
            result = key
        }
        if fallbacks.count < 4096 { fallbacks[scalar.value] = result }
        return result
    }

    mutating func face(_ key: FontFileKey) -> FontFace? {
        if let cached = faces[key] { return cached }
        guard let library else { return nil }
        if faces.count >= SystemTextShaper.maximumOpenFaces { return nil }
        let opened = FontFace(library: library, path: key.path, index: key.index)
        faces[key] = opened
        return opened
    }

    /// fontconfig's best font for a family at the request's weight, slant and width (with `scalar` among its
    /// characters when given), and the lowercased family names it has.
    func match(family: String, request: FontRequest, scalar: Unicode.Scalar?) -> (FontFileKey, [String])? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, "family", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcPatternAddDouble(pattern, "weight", FcWeightFromOpenTypeDouble(Double(request.weight)))
        FcPatternAddInteger(pattern, "slant", request.italic ? 100 : 0)
        FcPatternAddDouble(pattern, "width", request.stretch)
        FcPatternAddBool(pattern, "scalable", 1)
        var charset: OpaquePointer?
        if let scalar, let set = FcCharSetCreate() {
            FcCharSetAddChar(set, scalar.value)
            FcPatternAddCharSet(pattern, "charset", set)
            charset = set
        }
        defer { if let charset { FcCharSetDestroy(charset) } }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, "index", 0, &index)
        var families: [String] = []
        var n: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, "family", n, &name) == FcResultMatch, let name {
            families.append(String(cString: name).lowercased())
            n += 1
        }
        return (FontFileKey(path: String(cString: file), index: Int(index)), families)
    }
}
