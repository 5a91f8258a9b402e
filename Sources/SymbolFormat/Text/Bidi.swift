/// The Unicode Bidirectional Algorithm (UAX #9) for one line of SVG text: a text chunk is a paragraph whose base
/// direction is `direction`'s, and `unicode-bidi: bidi-override` sets every character to it. The weak (W1–W7),
/// neutral (N1–N2) and implicit (I1–I2) rules resolve levels; L1 resets trailing white space; L2 gives the visual
/// order; L4 mirrors brackets at odd levels. Embedding and isolate control characters are ignored (read as BN):
/// SVG text takes its embeddings from `direction` and `unicode-bidi`.
package enum Bidi {
    /// One embedding level per scalar (even: left to right, odd: right to left).
    package static func levels(_ scalars: [Unicode.Scalar], rightToLeft: Bool, override: Bool) -> [UInt8] {
        let base: UInt8 = rightToLeft ? 1 : 0
        if override || scalars.isEmpty { return [UInt8](repeating: base, count: scalars.count) }
        let original = scalars.map(BidiClass.of)
        var types = original
        let embedding: BidiClass = rightToLeft ? .R : .L
        let n = types.count
        // W1 (and X9: BN takes its neighbour's type): a mark takes the type of the character before it.
        var previous = embedding
        for i in 0..<n {
            if types[i] == .NSM || types[i] == .BN { types[i] = previous } else { previous = types[i] }
        }
        // W2, W3: European digits after Arabic letters are Arabic numbers; AL is R.
        var lastStrong = embedding
        for i in 0..<n {
            switch types[i] {
            case .L, .R, .AL: lastStrong = types[i]
            case .EN where lastStrong == .AL: types[i] = .AN
            default: break
            }
            if types[i] == .AL { types[i] = .R }
        }
        // W4: one separator between two numbers of a kind joins them.
        if n >= 3 {
            for i in 1..<n - 1 {
                let before = types[i - 1], after = types[i + 1]
                if types[i] == .ES, before == .EN, after == .EN { types[i] = .EN }
                if types[i] == .CS, before == after, before == .EN || before == .AN { types[i] = before }
            }
        }
        // W5: terminators next to European numbers are numbers.
        var i = 0
        while i < n {
            guard types[i] == .ET else { i += 1; continue }
            var end = i
            while end < n, types[end] == .ET { end += 1 }
            if (i > 0 && types[i - 1] == .EN) || (end < n && types[end] == .EN) {
                for k in i..<end { types[k] = .EN }
            }
            i = end
        }
        // W6: other separators and terminators are neutral. W7: European numbers after L are L.
        lastStrong = embedding
        for i in 0..<n {
            if [.ES, .ET, .CS].contains(types[i]) { types[i] = .ON }
            if types[i] == .L || types[i] == .R { lastStrong = types[i] }
            if types[i] == .EN, lastStrong == .L { types[i] = .L }
        }
        // N1, N2: neutrals between strong types of one direction take it (numbers count as R), else the base's.
        func direction(_ t: BidiClass) -> BidiClass? {
            switch t {
            case .L: return .L
            case .R, .AN, .EN: return .R
            default: return nil
            }
        }
        i = 0
        while i < n {
            guard direction(types[i]) == nil else { i += 1; continue }
            var end = i
            while end < n, direction(types[end]) == nil { end += 1 }
            let before = i > 0 ? direction(types[i - 1])! : embedding
            let after = end < n ? direction(types[end])! : embedding
            let resolved = before == after ? before : embedding
            for k in i..<end { types[k] = resolved }
            i = end
        }
        // I1, I2.
        var levels = types.map { t -> UInt8 in
            if base == 0 { return t == .R ? 1 : (t == .AN || t == .EN) ? 2 : 0 }
            return t == .L || t == .EN || t == .AN ? 2 : 1
        }
        // L1: segment and paragraph separators, and white space before them or at the end, return to the base.
        var trailing = true
        for i in stride(from: n - 1, through: 0, by: -1) {
            let t = original[i]
            if t == .S || t == .B { levels[i] = base; trailing = true } else if trailing, t == .WS || t == .BN { levels[i] = base } else { trailing = false }
        }
        return levels
    }

    /// L2: the logical indices in visual order, left to right: from the highest level down to the lowest odd
    /// one, every run at that level or above is reversed.
    package static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest
        var level = highest
        while level >= max(lowestOdd, 1) {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }

    /// L4: the mirror image of a character drawn right to left (a bracket, a quotation angle, a comparison), or nil.
    package static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let index = mirrorPairs.firstIndex(of: scalar.value) else { return nil }
        return Unicode.Scalar(mirrorPairs[index ^ 1])
    }

    /// Bidi_Mirroring_Glyph pairs (the common ones: ASCII and CJK brackets, guillemets, comparisons, sub- and
    /// superscript parentheses, mathematical angle brackets).
    private static let mirrorPairs: [UInt32] = [
        0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0xAB, 0xBB, 0x2039, 0x203A, 0x2045, 0x2046, 0x207D, 0x207E, 0x208D, 0x208E,
        0x2264, 0x2265, 0x2266, 0x2267, 0x226A, 0x226B, 0x2282, 0x2283, 0x2286, 0x2287, 0x22A2, 0x22A3, 0x2308, 0x2309,
        0x230A, 0x230B, 0x2329, 0x232A, 0x27E6, 0x27E7, 0x27E8, 0x27E9, 0x27EA, 0x27EB, 0x2983, 0x2984, 0x2985, 0x2986,
        0x3008, 0x3009, 0x300A, 0x300B, 0x300C, 0x300D, 0x300E, 0x300F, 0x3010, 0x3011, 0x3014, 0x3015, 0x3016, 0x3017,
        0x3018, 0x3019, 0x301A, 0x301B, 0xFF08, 0xFF09, 0xFF1C, 0xFF1E, 0xFF3B, 0xFF3D, 0xFF5B, 0xFF5D, 0xFF5F, 0xFF60,
    ]
}
