import SymbolFormat

/// `display-gamut` sets: every display-P3 entry needs an sRGB entry for the same slot (idiom, scale, appearance,
/// direction …), `display-gamut: sRGB` or no gamut key at all, since a device without a P3 screen has only that
/// slot to take (Documentation/Colors.md §3; Apple's format reference: absent means sRGB).
enum GamutRules {
    static func findings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        func slot(_ entry: AssetEntry) -> String {
            let qualifiers = entry.qualifiers.split(separator: ",").filter { !$0.hasPrefix("display-gamut=") }.joined(separator: ",")
            return "\(entry.appearance)|\(entry.scale.map(String.init) ?? "-")|\(qualifiers)"
        }
        let isP3 = { (entry: AssetEntry) in entry.qualifiers.split(separator: ",").contains("display-gamut=display-P3") }
        let fallbacks = Set(contents.entries.filter { !isP3($0) }.map(slot))
        return contents.entries.filter { isP3($0) && !fallbacks.contains(slot($0)) }.map { entry in
            let scale = entry.scale.map { " at \($0)x" } ?? ""
            return contents.finding(.error, .gamutFallback,
                                    "the display-P3 \(entry.appearance) entry\(scale) of \(contents.set.relativePath) has no sRGB entry for the same slot; "
                                        + "screens without P3 get nothing (add one with \"display-gamut\" : \"sRGB\")", at: entry.pointer)
        }
    }
}
