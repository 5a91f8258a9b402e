/// How the library names localized symbols, as SF Symbols does: a trailing suffix per script (`character.ar`,
/// `character.ja`) and `.rtl` for a right-to-left drawing (`list.number.rtl`). The lists are data, authored in
/// `Symbols/Sketches/localizations.txt` and read from the index (Documentation/ImageViews.md §3).
public struct SymbolLocalizations: Sendable, Hashable {
    /// The suffixes a localized name may end in (`ar`, `he`, `hi`, `ja`, `km`, `ko`, `my`, `th`, `zh`, `rtl`).
    public var suffixes: [String]
    /// Languages written right to left, for which a `.rtl` variant is chosen (`ar`, `fa`, `he`, `ps`, `ur`, `yi`).
    public var rightToLeftLanguages: [String]

    /// Creates the lists.
    public init(suffixes: [String], rightToLeftLanguages: [String]) {
        self.suffixes = suffixes
        self.rightToLeftLanguages = rightToLeftLanguages
    }

    /// The language of a locale identifier: `zh-Hans-CN`, `zh_CN` and `ZH` give `zh`.
    public static func language(of locale: String) -> String {
        String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    /// Whether `name` already names a localized variant (ends in a suffix).
    public func isLocalized(_ name: String) -> Bool {
        guard let last = name.split(separator: ".").last, name.contains(".") else { return false }
        return suffixes.contains(String(last))
    }

    /// The localized variant of `name` for `locale` that `exists`, or nil: the language's own suffix first, then
    /// `rtl` for a right-to-left language. A name that is already localized is kept.
    public func variant(of name: String, locale: String, exists: (String) -> Bool) -> String? {
        guard !isLocalized(name) else { return nil }
        let language = Self.language(of: locale)
        if language != "rtl", suffixes.contains(language), exists(name + "." + language) { return name + "." + language }
        if rightToLeftLanguages.contains(language), suffixes.contains("rtl"), exists(name + ".rtl") { return name + ".rtl" }
        return nil
    }
}
