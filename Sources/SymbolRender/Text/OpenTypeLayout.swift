/// The parts of a font's OpenType layout tables that Latin, Greek, Cyrillic and Arabic text needs: GPOS pair kerning
/// (the `kern` feature), GSUB ligatures (`liga`, and `rlig`, which Arabic's lam-alef needs), and the single
/// substitutions of Arabic's joining forms (`isol`, `init`, `medi`, `fina`; ``ArabicJoining`` says which applies). Read in Swift from the table bytes, so the static binary (which
/// cannot link HarfBuzz) shapes like the dynamic one, and the same input draws the same pixels in both.
///
/// Every offset and count comes from the font, so every read is bounds-checked: a damaged table reads as zeros and
/// at worst shapes wrongly; it never traps. The features of every script are merged (their lookups deduplicated),
/// which is what a font's Latin text gets from HarfBuzz; lookups apply in the font's order.
struct OpenTypeLayout {
    private let gpos: FontTable
    private let gsub: FontTable
    /// Per `kern` lookup, its pair-adjustment subtables.
    private let kernLookups: [[Subtable]]
    /// Per `liga` and `rlig` lookup, its ligature subtables.
    private let ligatureLookups: [[Subtable]]
    /// Per joining form (`isol`, `init`, `medi`, `fina`), its lookups' single-substitution subtables.
    private let formLookups: [String: [[Subtable]]]
    /// Per `curs` lookup, its cursive-attachment subtables (how Arabic fonts such as Amiri join letters).
    private let cursiveLookups: [[Subtable]]
    private var kerningCache: [UInt32: Double] = [:]
    /// The most table reads one ligature pass makes (a damaged or hostile font cannot make text slow).
    static let maximumSteps = 200_000

    /// Reads the tables (either may be empty, when the font has none).
    init(gpos: [UInt8], gsub: [UInt8]) {
        self.gpos = FontTable(gpos)
        self.gsub = FontTable(gsub)
        kernLookups = Self.subtables(self.gpos, lookups: Self.lookups(self.gpos, features: ["kern"]), extensionType: 9, type: 2)
        ligatureLookups = Self.subtables(self.gsub, lookups: Self.lookups(self.gsub, features: ["liga", "rlig"]), extensionType: 7, type: 4)
        var forms: [String: [[Subtable]]] = [:]
        for form in ["isol", "init", "medi", "fina"] {
            // Single substitutions (type 1), or multiple ones (type 2, as Amiri writes its forms).
            let lookups = Self.lookups(self.gsub, features: [form])
            forms[form] = Self.subtables(self.gsub, lookups: lookups, extensionType: 7, type: 1)
                + Self.subtables(self.gsub, lookups: lookups, extensionType: 7, type: 2)
        }
        formLookups = forms
        cursiveLookups = Self.subtables(self.gpos, lookups: Self.lookups(self.gpos, features: ["curs"]), extensionType: 9, type: 3)
    }

    /// GPOS cursive attachment between a right-to-left letter and the next in logical order (drawn to its left):
    /// the advance, in font units, that puts the later glyph's entry anchor on the earlier one's exit anchor
    /// (the later glyph's entry x minus the earlier's exit x, as HarfBuzz positions right-to-left text); nil when
    /// no subtable has both anchors. Only x is aligned: vertical offsets are not carried.
    func cursiveAdvance(_ earlier: UInt16, _ later: UInt16) -> Double? {
        let t = gpos
        for subtables in cursiveLookups {
            for subtable in subtables where t.u16(subtable.offset) == 1 {
                let s = subtable.offset
                let coverage = s + t.u16(s + 2), count = t.u16(s + 4)
                guard let exitIndex = t.coverage(coverage, earlier), let entryIndex = t.coverage(coverage, later),
                      exitIndex < count, entryIndex < count else { continue }
                let exitAnchor = t.u16(s + 6 + 4 * exitIndex + 2), entryAnchor = t.u16(s + 6 + 4 * entryIndex)
                guard exitAnchor != 0, entryAnchor != 0 else { continue }
                func x(_ anchor: Int) -> Double { Double(Int16(truncatingIfNeeded: t.u16(s + anchor + 2))) }
                return x(entryAnchor) - x(exitAnchor)
            }
        }
        return nil
    }

    /// The glyph for a letter in one of its joining forms (the feature's single substitutions, in lookup order);
    /// the glyph itself when the font has no such form.
    func substitute(_ glyph: UInt16, form: String) -> UInt16 {
        var result = glyph
        for subtables in formLookups[form] ?? [] {
            for subtable in subtables {
                if let replaced = singleSubstitution(subtable, result) {
                    result = replaced
                    break
                }
            }
        }
        return result
    }

    /// GSUB lookup type 1: the replacement of a covered glyph (format 1 adds a delta, format 2 lists them); type
    /// 2 (a glyph to a sequence): the sequence's first glyph, the rest (rare in joining forms) dropped.
    private func singleSubstitution(_ subtable: Subtable, _ glyph: UInt16) -> UInt16? {
        let t = gsub, s = subtable.offset
        guard let index = t.coverage(s + t.u16(s + 2), glyph) else { return nil }
        if subtable.type == 2 {
            guard t.u16(s) == 1, index < t.u16(s + 4) else { return nil }
            let sequence = s + t.u16(s + 6 + 2 * index)
            guard t.u16(sequence) >= 1 else { return nil }
            return UInt16(truncatingIfNeeded: t.u16(sequence + 2))
        }
        switch t.u16(s) {
        case 1: return UInt16(truncatingIfNeeded: Int(glyph) + t.u16(s + 4))
        case 2:
            guard index < t.u16(s + 4) else { return nil }
            return UInt16(truncatingIfNeeded: t.u16(s + 6 + 2 * index))
        default: return nil
        }
    }

    /// Whether GPOS has a `kern` feature (then the legacy `kern` table is not used, as in HarfBuzz).
    var hasKerning: Bool { !kernLookups.isEmpty }

    /// The x-advance adjustment between two glyphs in font units, from the `kern` feature's pair lookups.
    mutating func kerning(_ left: UInt16, _ right: UInt16) -> Double {
        let key = UInt32(left) << 16 | UInt32(right)
        if let cached = kerningCache[key] { return cached }
        var total = 0.0
        for subtables in kernLookups {
            for subtable in subtables {
                if let value = pairAdjustment(subtable.offset, left, right) {
                    total += value
                    break
                }
            }
        }
        if kerningCache.count < 65_536 { kerningCache[key] = total }
        return total
    }

    /// Replaces runs of glyphs by their `liga` ligatures. Returns, per input glyph, the glyph to draw and whether
    /// it was taken into the ligature drawn for an earlier one (then it draws nothing and does not advance).
    func ligate(_ glyphs: [UInt16]) -> [(glyph: UInt16, joined: Bool)] {
        var result = glyphs.map { (glyph: $0, joined: false) }
        var steps = 0
        guard !ligatureLookups.isEmpty, glyphs.count > 1 else { return result }
        for subtables in ligatureLookups {
            var i = 0
            while i < result.count {
                guard !result[i].joined else { i += 1; continue }
                for subtable in subtables {
                    if let (ligature, used) = ligature(subtable.offset, at: i, in: result, steps: &steps) {
                        result[i].glyph = ligature
                        for k in used { result[k].joined = true }
                        break
                    }
                }
                i += 1
                steps += 1
                if steps > Self.maximumSteps { return result }
            }
        }
        return result
    }

    // MARK: - Lookups

    private struct Subtable {
        var type: Int
        var offset: Int
    }

    /// The lookup indices of the named features, every script's, deduplicated, in lookup order.
    private static func lookups(_ table: FontTable, features tags: Set<String>) -> [Int] {
        guard table.count >= 10, table.u16(0) == 1 else { return [] }
        let featureList = table.u16(6)
        var found: Set<Int> = []
        let featureCount = table.entries(table.u16(featureList), at: featureList + 2, size: 6)
        var reads = 0
        for f in 0..<featureCount {
            let record = featureList + 2 + 6 * f
            guard tags.contains(table.tag(record)) else { continue }
            let feature = featureList + table.u16(record + 4)
            let count = table.entries(table.u16(feature + 2), at: feature + 4, size: 2)
            reads += count
            guard reads <= maximumSteps else { break }
            for k in 0..<count { found.insert(table.u16(feature + 4 + 2 * k)) }
        }
        let lookupCount = table.u16(table.u16(8))
        return found.filter { $0 < lookupCount }.sorted()
    }

    /// Each lookup's subtables of one type, extension subtables followed to what they wrap; lookups without any
    /// are left out, and at most `maximumSteps` subtables are kept in all.
    private static func subtables(_ table: FontTable, lookups: [Int], extensionType: Int, type wanted: Int) -> [[Subtable]] {
        let lookupList = table.u16(8)
        var result: [[Subtable]] = []
        var total = 0
        for index in lookups {
            let lookup = lookupList + table.u16(lookupList + 2 + 2 * index)
            let type = table.u16(lookup)
            let count = table.entries(table.u16(lookup + 4), at: lookup + 6, size: 2)
            var found: [Subtable] = []
            for s in 0..<count {
                let offset = lookup + table.u16(lookup + 6 + 2 * s)
                var subtable = Subtable(type: type, offset: offset)
                if type == extensionType {
                    guard table.u16(offset) == 1 else { continue }
                    subtable = Subtable(type: table.u16(offset + 2), offset: offset + table.u32(offset + 4))
                }
                if subtable.type == wanted { found.append(subtable) }
            }
            total += count
            guard total <= maximumSteps else { break }
            if !found.isEmpty { result.append(found) }
        }
        return result
    }

    /// GPOS lookup type 2: the first glyph's x-advance change, or nil when the subtable does not cover the pair.
    private func pairAdjustment(_ subtable: Int, _ left: UInt16, _ right: UInt16) -> Double? {
        let t = gpos
        let format = t.u16(subtable)
        guard let coverageIndex = t.coverage(subtable + t.u16(subtable + 2), left) else { return nil }
        let format1 = t.u16(subtable + 4), format2 = t.u16(subtable + 6)
        let size1 = Self.valueSize(format1), size2 = Self.valueSize(format2)
        switch format {
        case 1:
            guard coverageIndex < t.u16(subtable + 8) else { return nil }
            let pairSet = subtable + t.u16(subtable + 10 + 2 * coverageIndex)
            let record = 2 + size1 + size2
            // The records are sorted by second glyph.
            var low = 0, high = t.u16(pairSet) - 1
            while low <= high {
                let mid = (low + high) / 2
                let at = pairSet + 2 + mid * record
                let glyph = t.u16(at)
                if glyph == Int(right) { return Self.xAdvance(t, at + 2, format1) }
                if glyph < Int(right) { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        case 2:
            let class1 = t.classOf(subtable + t.u16(subtable + 8), left)
            let class2 = t.classOf(subtable + t.u16(subtable + 10), right)
            let class1Count = t.u16(subtable + 12), class2Count = t.u16(subtable + 14)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            let at = subtable + 16 + (class1 * class2Count + class2) * (size1 + size2)
            return Self.xAdvance(t, at, format1)
        default:
            return nil
        }
    }

    /// GSUB lookup type 4 at glyph `i`: the ligature and the later glyphs it takes, or nil.
    private func ligature(_ subtable: Int, at i: Int, in glyphs: [(glyph: UInt16, joined: Bool)], steps: inout Int) -> (UInt16, [Int])? {
        let t = gsub
        guard t.u16(subtable) == 1, let coverageIndex = t.coverage(subtable + t.u16(subtable + 2), glyphs[i].glyph),
              coverageIndex < t.u16(subtable + 4) else { return nil }
        let set = subtable + t.u16(subtable + 6 + 2 * coverageIndex)
        for l in 0..<t.u16(set) {
            let ligature = set + t.u16(set + 2 + 2 * l)
            let components = t.u16(ligature + 2)
            steps += components
            guard steps <= Self.maximumSteps else { return nil }
            guard components >= 2 else { continue }
            var used: [Int] = []
            var k = i + 1
            var matched = true
            for c in 1..<components {
                while k < glyphs.count, glyphs[k].joined { k += 1 }
                guard k < glyphs.count, glyphs[k].glyph == UInt16(truncatingIfNeeded: t.u16(ligature + 2 + 2 * c)) else {
                    matched = false
                    break
                }
                used.append(k)
                k += 1
            }
            if matched { return (UInt16(truncatingIfNeeded: t.u16(ligature)), used) }
        }
        return nil
    }

    /// The bytes of a value record of this format (two per field present).
    private static func valueSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// The XAdvance field of a value record, 0 when the format has none.
    private static func xAdvance(_ t: FontTable, _ record: Int, _ format: Int) -> Double {
        guard format & 0x4 != 0 else { return 0 }
        let before = (format & 0x3).nonzeroBitCount * 2
        return Double(Int16(truncatingIfNeeded: t.u16(record + before)))
    }
}

/// A font table's bytes read big-endian; reads past the end are zero.
struct FontTable {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    func u16(_ offset: Int) -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

    /// `count` entries of `size` bytes from `offset`, fewer when the table ends first.
    func entries(_ count: Int, at offset: Int, size: Int) -> Int {
        guard offset >= 0, offset < bytes.count else { return 0 }
        return min(count, (bytes.count - offset) / size)
    }

    func tag(_ offset: Int) -> String {
        guard offset >= 0, offset + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    /// A glyph's index in a coverage table, or nil when it is not covered.
    func coverage(_ table: Int, _ glyph: UInt16) -> Int? {
        let g = Int(glyph)
        switch u16(table) {
        case 1:
            var low = 0, high = u16(table + 2) - 1
            while low <= high {
                let mid = (low + high) / 2
                let value = u16(table + 4 + 2 * mid)
                if value == g { return mid }
                if value < g { low = mid + 1 } else { high = mid - 1 }
            }
        case 2:
            var low = 0, high = u16(table + 2) - 1
            while low <= high {
                let mid = (low + high) / 2
                let range = table + 4 + 6 * mid
                if g < u16(range) { high = mid - 1 } else if g > u16(range + 2) { low = mid + 1 } else {
                    return u16(range + 4) + g - u16(range)
                }
            }
        default:
            break
        }
        return nil
    }

    /// A glyph's class in a class definition table (0 when not listed).
    func classOf(_ table: Int, _ glyph: UInt16) -> Int {
        let g = Int(glyph)
        switch u16(table) {
        case 1:
            let start = u16(table + 2)
            guard g >= start, g - start < u16(table + 4) else { return 0 }
            return u16(table + 6 + 2 * (g - start))
        case 2:
            var low = 0, high = u16(table + 2) - 1
            while low <= high {
                let mid = (low + high) / 2
                let range = table + 4 + 6 * mid
                if g < u16(range) { high = mid - 1 } else if g > u16(range + 2) { low = mid + 1 } else { return u16(range + 4) }
            }
            return 0
        default:
            return 0
        }
    }
}
