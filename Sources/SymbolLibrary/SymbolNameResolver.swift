/// Symbol names and their variants: parsing `base[.slash][.circle|.square][.fill]`, aliases, fallback, close matches.
enum SymbolNameResolver {
    /// The suffixes that make variants, in canonical order.
    static let enclosures: Set<String> = ["circle", "square", "rectangle"]

    /// A name split into its base and variant suffixes.
    struct Parts: Equatable {
        var base: [String]
        var slash = false
        var enclosure: String?
        var fill = false

        /// `base[.slash][.enclosure][.fill]`.
        var name: String {
            var parts = base
            if slash { parts.append("slash") }
            if let enclosure { parts.append(enclosure) }
            if fill { parts.append("fill") }
            return parts.joined(separator: ".")
        }

        /// Strips trailing variant words in any order (`heart.fill.circle` → heart + circle + fill); the base keeps
        /// at least one word (`circle.fill` → circle + fill).
        init(_ name: String) {
            var words = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            while words.count > 1, let last = words.last {
                if last == "fill", !fill { fill = true } else if last == "slash", !slash { slash = true } else if enclosures.contains(last), enclosure == nil {
                    enclosure = last
                } else { break }
                words.removeLast()
            }
            base = words
        }
    }

    /// The existing name `name` resolves to and a note on how, or nil.
    static func resolve(_ name: String, exists: (String) -> Bool, aliases: [String: String]) -> (String, String?)? {
        if exists(name) { return (name, nil) }
        if let target = followAliases(name, aliases), exists(target) {
            return (target, "`\(name)` was renamed `\(target)`")
        }
        var parts = Parts(name)
        // The base may itself be a former name.
        let baseName = parts.base.joined(separator: ".")
        if let renamed = followAliases(baseName, aliases) { parts.base = renamed.split(separator: ".").map(String.init) }
        let canonical = parts.name
        if canonical != name, exists(canonical) { return (canonical, "`\(name)` is written `\(canonical)`") }
        // Fallback (Documentation/SymbolFormat.md §8): keep as many variants as exist, giving up .fill first, then the
        // enclosure, then .slash (a slash says something about state; an enclosure is decoration).
        var candidates: [(dropped: Int, order: Int, parts: Parts)] = []
        for mask in 1..<8 {
            var p = parts
            if mask & 1 != 0 { guard p.fill else { continue }; p.fill = false }
            if mask & 2 != 0 { guard p.enclosure != nil else { continue }; p.enclosure = nil }
            if mask & 4 != 0 { guard p.slash else { continue }; p.slash = false }
            candidates.append((mask.nonzeroBitCount, mask, p))
        }
        candidates.sort { ($0.dropped, $0.order) < ($1.dropped, $1.order) }
        for candidate in candidates where exists(candidate.parts.name) {
            return (candidate.parts.name, "`\(canonical)` does not exist; using `\(candidate.parts.name)`")
        }
        return nil
    }

    /// Follows an alias chain to its end (nil when `name` is no alias; cycles stop where they close).
    static func followAliases(_ name: String, _ aliases: [String: String]) -> String? {
        var current = name
        var seen: Set<String> = [name]
        while let next = aliases[current], seen.insert(next).inserted { current = next }
        return current == name ? nil : current
    }

    /// Up to three names closest to `name` by edit distance (within a third of its length), then by prefix.
    static func closeMatches(to name: String, among names: [String]) -> [String] {
        let limit = max(2, name.count / 3)
        let scored = names.map { ($0, distance(name, $0)) }.filter { $0.1 <= limit }
        let byDistance = scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
        let prefixed = names.filter { $0.hasPrefix(name + ".") || name.hasPrefix($0 + ".") }.sorted()
        var result: [String] = []
        for candidate in byDistance + prefixed where !result.contains(candidate) { result.append(candidate) }
        return Array(result.prefix(3))
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
