import CFontConfig
import CPlatform
import SVGPath
import SymbolFormat

/// One font file opened with FreeType: glyph lookup, outlines in ems (y down), advances, kerning and metrics.
/// Not thread-safe: ``SystemTextShaper`` uses it under its lock.
final class FontFace {
    /// The largest font file read (a font collection of CJK faces is ~20 MB; more is not a font we want).
    static let maximumFileSize = 64 << 20

    private let face: FT_Face
    private let unitsPerEm: Double
    private let hasKerning: Bool
    private var layout: OpenTypeLayout
    let metrics: FontMetrics
    private var glyphs: [UInt32: ShapedGlyph] = [:]

    /// Opens face `index` of the file at `path`, or nil when it is too large, unreadable or has no outlines.
    init?(library: FT_Library, path: String, index: Int) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & UInt32(S_IFMT)) == UInt32(S_IFREG), Int(info.st_size) <= Self.maximumFileSize else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else { return nil }
        let units = Double(face.pointee.units_per_EM)
        guard units > 0, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            return nil
        }
        self.face = face
        unitsPerEm = units
        hasKerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        layout = OpenTypeLayout(gpos: Self.table(face, "GPOS"), gsub: Self.table(face, "GSUB"))
        let f = face.pointee
        var strikeoutPosition = 0.3, strikeoutSize = Double(f.underline_thickness) / units, xHeight = 0.5
        var subscriptShift = 0.2, superscriptShift = 0.34
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.yStrikeoutSize > 0 {
                strikeoutPosition = Double(os2.yStrikeoutPosition) / units
                strikeoutSize = Double(os2.yStrikeoutSize) / units
            }
            if os2.version >= 2, os2.sxHeight > 0 { xHeight = Double(os2.sxHeight) / units }
            if os2.ySubscriptYOffset != 0 { subscriptShift = Double(os2.ySubscriptYOffset) / units }
            if os2.ySuperscriptYOffset != 0 { superscriptShift = Double(os2.ySuperscriptYOffset) / units }
        }
        // FreeType moves a TrueType font's underline position down by half its thickness (to its centre); SVG's
        // layout, like resvg's and browsers', takes the `post` table's value as the centre.
        var underlinePosition = Double(f.underline_position) / units
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_POST) {
            underlinePosition = Double(raw.assumingMemoryBound(to: TT_Postscript.self).pointee.underlinePosition) / units
        }
        metrics = FontMetrics(ascent: Double(f.ascender) / units, descent: -Double(f.descender) / units,
                              underlinePosition: underlinePosition,
                              underlineThickness: max(Double(f.underline_thickness) / units, 0.01),
                              strikeoutPosition: strikeoutPosition, strikeoutThickness: max(strikeoutSize, 0.01), xHeight: xHeight,
                              subscriptOffset: subscriptShift, superscriptOffset: superscriptShift)
    }

    deinit { FT_Done_Face(face) }

    /// The glyph index for a scalar, 0 when the font has none.
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// The most bytes of a GPOS or GSUB table read (a large CJK font's are ~2 MB).
    static let maximumTableSize = 16 << 20

    /// A table's bytes, empty when the font has none or it is too large.
    private static func table(_ face: FT_Face, _ tag: String) -> [UInt8] {
        let code = tag.utf8.reduce(0) { $0 << 8 | FT_ULong($1) }
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, code, 0, nil, &length) == 0, length > 0, length <= FT_ULong(maximumTableSize) else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, code, 0, $0.baseAddress, &length) }
        guard status == 0, Int(length) == bytes.count else { return [] }
        return bytes
    }

    /// The glyph of a letter in an Arabic joining form (``OpenTypeLayout/substitute(_:form:)``).
    func substitute(_ glyph: UInt32, form: ArabicJoining.Form) -> UInt32 {
        guard glyph <= 0xFFFF else { return glyph }
        return UInt32(layout.substitute(UInt16(glyph), form: form.rawValue))
    }

    /// The advance in ems that joins a right-to-left glyph to the one before it in logical order by cursive
    /// attachment (``OpenTypeLayout/cursiveAdvance(_:_:)``), or nil.
    func cursiveAdvance(_ earlier: UInt32, _ later: UInt32) -> Double? {
        guard earlier <= 0xFFFF, later <= 0xFFFF else { return nil }
        return layout.cursiveAdvance(UInt16(earlier), UInt16(later)).map { $0 / unitsPerEm }
    }

    /// The font's `liga` ligatures over a run of glyphs (see ``OpenTypeLayout/ligate(_:)``).
    func ligate(_ glyphs: [UInt32]) -> [(glyph: UInt32, joined: Bool)] {
        guard glyphs.allSatisfy({ $0 <= 0xFFFF }) else { return glyphs.map { ($0, false) } }
        return layout.ligate(glyphs.map { UInt16($0) }).map { (UInt32($0.glyph), $0.joined) }
    }

    /// The kerning between two glyphs in ems: GPOS's `kern` feature when the font has one, else the `kern` table.
    func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard left != 0, right != 0 else { return 0 }
        if layout.hasKerning {
            guard left <= 0xFFFF, right <= 0xFFFF else { return 0 }
            return layout.kerning(UInt16(left), UInt16(right)) / unitsPerEm
        }
        guard hasKerning else { return 0 }
        var vector = FT_Vector()
        guard FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 else { return 0 }
        return Double(vector.x) / unitsPerEm
    }

    /// A glyph's outline and advance, unhinted and unscaled (so the same at every size), cached.
    func glyph(_ index: UInt32) -> ShapedGlyph {
        if let cached = glyphs[index] { return cached }
        var result = ShapedGlyph(outline: VectorPath(), advance: 0)
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        if FT_Load_Glyph(face, FT_UInt(index), flags) == 0, let slot = face.pointee.glyph {
            result.advance = Double(slot.pointee.metrics.horiAdvance) / unitsPerEm
            if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
                result.outline = Self.decompose(&slot.pointee.outline, scale: 1 / unitsPerEm)
            }
        }
        if glyphs.count < 4096 { glyphs[index] = result }
        return result
    }

    /// FreeType's contours as a path: conic segments are quadratics; y flipped to point down.
    private static func decompose(_ outline: inout FT_Outline, scale: Double) -> VectorPath {
        final class Sink {
            var elements: [PathElement] = []
            var open = false
            let scale: Double
            init(scale: Double) { self.scale = scale }
            func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
                guard let v else { return .zero }
                return Point(x: Double(v.pointee.x) * scale, y: -Double(v.pointee.y) * scale)
            }
        }
        func sink(_ user: UnsafeMutableRawPointer?) -> Sink { Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue() }
        let collector = Sink(scale: scale)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let s = sink(user)
                if s.open { s.elements.append(.close) }
                s.elements.append(.move(to: s.point(to)))
                s.open = true
                return 0
            },
            line_to: { to, user in
                let s = sink(user)
                s.elements.append(.line(to: s.point(to)))
                return 0
            },
            conic_to: { control, to, user in
                let s = sink(user)
                s.elements.append(.quad(control: s.point(control), to: s.point(to)))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                let s = sink(user)
                s.elements.append(.cubic(control1: s.point(c1), control2: s.point(c2), to: s.point(to)))
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(collector).toOpaque()
        let status = withExtendedLifetime(collector) { FT_Outline_Decompose(&outline, &funcs, user) }
        guard status == 0 else { return VectorPath() }
        if collector.open { collector.elements.append(.close) }
        return VectorPath(collector.elements)
    }
}
