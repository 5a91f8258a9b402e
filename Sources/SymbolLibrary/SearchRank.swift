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
    package init?(of word: String, name: String, keywords: [String]) {
        if name == word { self = .exactName; return }
        if name.hasPrefix(word) { self = .namePrefix; return }
        let nameWords = name.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" })
        if nameWords.contains(where: { $0.hasPrefix(word) }) { self = .wordPrefix; return }
        // A keyword may be a phrase ("padlock", "security lock"): any of its words counts.
        if keywords.contains(where: { keyword in keyword.split(separator: " ").contains { $0.hasPrefix(word) } }) {
            self = .keyword
            return
        }
        if name.contains(word) || keywords.contains(where: { $0.contains(word) }) { self = .substring; return }
        return nil
    }

    /// Better ranks sort first.
    package static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
