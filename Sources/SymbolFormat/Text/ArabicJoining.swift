/// Arabic cursive joining (Unicode §9.2, ArabicShaping.txt): which form of a letter is drawn, isolated, initial,
/// medial or final, from the joining types of its neighbours; the font's `isol`/`init`/`medi`/`fina` GSUB features
/// map each letter to that form. Joining types are Unicode facts, kept here for the Arabic blocks (U+0600–06FF,
/// 0750–077F, 08A0–08FF): the right-joining and non-joining letters are listed, every other letter joins on both
/// sides, marks are transparent, and tatweel and ZWJ join to both sides. Syriac, N'Ko and Mongolian do not join.
package enum ArabicJoining {
    /// A letter's shape in its word.
    package enum Form: String, Sendable {
        case isolated = "isol", initial = "init", medial = "medi", final = "fina"
    }

    enum JoiningType { case dual, right, causing, transparent, none }

    /// Whether a character belongs to a script whose letters connect (Arabic, Syriac, N'Ko, Mongolian, and the
    /// Indic scripts whose letters hang from a head line): CSS letter-spacing is not applied inside them, as
    /// resvg and browsers do, since spacing would break the joins.
    package static func isCursive(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x08FF, 0x0900...0x0A7F, 0x1800...0x18AF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return true
        default: return false
        }
    }

    private static let rightJoining: [ClosedRange<UInt32>] = [
        0x0622...0x0625, 0x0627...0x0627, 0x0629...0x0629, 0x062F...0x0632, 0x0648...0x0648, 0x0671...0x0673, 0x0675...0x0677,
        0x0688...0x0699, 0x06C0...0x06C0, 0x06C3...0x06CB, 0x06CD...0x06CD, 0x06CF...0x06CF, 0x06D2...0x06D3, 0x06D5...0x06D5,
        0x06EE...0x06EF, 0x0759...0x075B, 0x076B...0x076C, 0x0771...0x0771, 0x0773...0x0774, 0x0778...0x0779, 0x08AA...0x08AC,
        0x08AE...0x08AE, 0x08B1...0x08B2, 0x08B9...0x08B9,
    ]

    static func joiningType(_ scalar: Unicode.Scalar) -> JoiningType {
        let v = scalar.value
        if v == 0x0640 || v == 0x200D { return .causing }
        let category = scalar.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark || (category == .format && v != 0x200C) { return .transparent }
        guard (0x0620...0x06FF).contains(v) || (0x0750...0x077F).contains(v) || (0x08A0...0x08C9).contains(v),
              category == .otherLetter, v != 0x0621, v != 0x0674 else { return .none }
        return rightJoining.contains { $0.contains(v) } ? .right : .dual
    }

    /// Per scalar, the form to draw, or nil for one that does not join (not an Arabic letter, or one that takes
    /// no form: tatweel, marks).
    package static func forms(_ scalars: [Unicode.Scalar]) -> [Form?] {
        let types = scalars.map(joiningType)
        var forms = [Form?](repeating: nil, count: scalars.count)
        for i in types.indices where types[i] == .dual || types[i] == .right {
            // The nearest neighbours that are not transparent.
            var p = i - 1
            while p >= 0, types[p] == .transparent { p -= 1 }
            var q = i + 1
            while q < types.count, types[q] == .transparent { q += 1 }
            let joinsBefore = p >= 0 && (types[p] == .dual || types[p] == .causing)
            let joinsAfter = types[i] == .dual && q < types.count && (types[q] == .dual || types[q] == .right || types[q] == .causing)
            forms[i] = joinsBefore ? (joinsAfter ? .medial : .final) : (joinsAfter ? .initial : .isolated)
        }
        return forms
    }
}
