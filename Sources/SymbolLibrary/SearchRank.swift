/// How well a search word matches a library entry, best first. A substring alone is the weakest match: `lock` is in
/// `clock`, but someone typing `lock` wants the padlock.
package enum SearchRank: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// The word is the whole name (`lock`).
    case exactName
    /// The name starts with the word (`lock.fill`, `lock.open`).
    case namePrefix
    /// A later word of the name starts with it (`key.lock`, `arrow` in `circle.arrow.up`).
    case wordPrefix
    /// A keyword or category starts with it (`love` for `heart`).
    case keyword
    /// The name, a keyword or a category merely contains it (`clock` for `lock`).
    case substring

    /// The rank of `word` (lowercased) for an entry's lowercased name and keywords (categories included), or nil
    /// when it does not match at all.
    ///
    /// Compared byte by byte (UTF-8): `list --search` ranks every name of the library in a fresh process, and the
    /// generic string searches cost more than reading the index.
    package init?(of word: String, name: String, keywords: [String]) {
        var word = word, name = name
        let rank = word.withUTF8 { word in name.withUTF8 { name in Self.rank(of: word, name: name, keywords: keywords) } }
        guard let rank else { return nil }
        self = rank
    }

    private static func rank(of word: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, keywords: [String]) -> SearchRank? {
        if name.elementsEqual(word) { return .exactName }
        if starts(name, at: 0, with: word) { return .namePrefix }
        for i in name.indices.dropFirst() where isNameSeparator(name[i - 1]) && starts(name, at: i, with: word) { return .wordPrefix }
        // A keyword may be a phrase ("padlock", "security lock"): any of its words counts.
        var contained = contains(name, word)
        for keyword in keywords {
            var keyword = keyword
            let found: SearchRank? = keyword.withUTF8 { keyword in
                for i in keyword.indices where (i == 0 || keyword[i - 1] == UInt8(ascii: " ")) && starts(keyword, at: i, with: word) {
                    return .keyword
                }
                if !contained { contained = contains(keyword, word) }
                return nil
            }
            if let found { return found }
        }
        return contained ? .substring : nil
    }

    /// The separators between a name's words (`.`, and `-`, `_` in imported names).
    private static func isNameSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    private static func starts(_ text: UnsafeBufferPointer<UInt8>, at start: Int, with word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count - start >= word.count else { return false }
        for j in word.indices where text[start + j] != word[j] { return false }
        return true
    }

    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count >= word.count else { return false }
        for start in 0...(text.count - word.count) where starts(text, at: start, with: word) { return true }
        return false
    }

    /// Better ranks sort first.
    package static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
