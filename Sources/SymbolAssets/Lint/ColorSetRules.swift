import SymbolFormat
import SymbolCore

/// Color sets: components Xcode and `render --colorset` can read, and a dark appearance for every user color
/// (severity set by policy: Apple recommends rather than requires it), and entries without a `color` are reported
/// rather than trusted.
///
/// No dark variant is needed where there is no light/dark distinction: in a watch-only catalog, for a fully
/// transparent color, and for a reference to a system color (it adapts by itself). A color whose name carries an
/// appearance (`…Dark…`) or that is translucent (an overlay or shadow) is reported with a softer, explicit
/// message: it may well be meant for one appearance.
enum ColorSetRules {
    static func findings(_ contents: SetContents, missingDark: LintSeverity, context: CatalogContext) -> [CatalogLintReport.Finding] {
        guard let document = contents.document else { return [] }
        let set = contents.set.relativePath
        // A `colors` of the wrong type is already reported (ContentsSchema); saying it defines no color adds nothing.
        if let list = document.root["colors"], list.arrayValue == nil { return [] }
        let listPointer = document.root["colors"] == nil ? "" : "/colors"
        let colored = contents.entries.filter { entry in
            if case .object = entry.color { return true }
            return false
        }
        // Xcode's own AccentColor template is `{"idiom": "universal"}` alone: a placeholder, not a mistake to fail.
        guard !colored.isEmpty else {
            return [contents.finding(.warning, .colorEmpty, "\(set) defines no color", at: listPointer)]
        }
        var findings: [CatalogLintReport.Finding] = []
        for entry in contents.entries where entry.color == nil {
            findings.append(contents.finding(.warning, .colorEmpty, "the \(entry.appearance) entry of \(set) defines no color", at: entry.pointer))
        }
        var alphas: [Double?] = []
        for entry in colored {
            let (alpha, componentFindings) = checkComponents(entry, contents: contents)
            findings += componentFindings
            if entry.appearance.isAny || entry.appearance.luminosity == "light" { alphas.append(alpha) }
        }
        guard let severity = missingDark.diagnosticSeverity, !context.isWatchOnly, !context.hasFixedAppearance,
              !colored.contains(where: { $0.appearance.isDark }) else { return findings }
        // A reference to a system color (`"reference": "systemBackgroundColor"`) adapts to dark mode by itself.
        if colored.allSatisfy({ $0.color?["reference"] != nil }) { return findings }
        if !alphas.isEmpty, alphas.allSatisfy({ $0 == 0 }) { return findings }
        let missing = "\(set) has no dark appearance"
        let stem = String(contents.set.name.split(separator: "/").last ?? "")
        if let word = appearanceWord(in: stem) {
            findings.append(contents.finding(
                .warning, .colorMissingDarkSoft, "\(missing); its name says \"\(word)\", so it may be meant for one appearance (if not, add a dark variant)",
                at: listPointer))
        } else if let alpha = alphas.compactMap({ $0 }).first(where: { $0 < 1 }) {
            findings.append(contents.finding(
                .warning, .colorMissingDarkSoft, "\(missing); it is translucent (alpha \(ImageSetRules.format(alpha))), as overlays and shadows often are, "
                    + "so it may serve both appearances (if not, add a dark variant)", at: listPointer))
        } else {
            findings.append(contents.finding(
                severity == .error ? .error : .warning, .colorMissingDark,
                "\(missing) (an entry with \"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}])", at: listPointer))
        }
        return findings
    }

    /// `Dark` or `Light` as a word of a color's name (`textDark`, `Light_Background`), not inside one (`Lighthouse`).
    static func appearanceWord(in name: String) -> String? {
        var words: [String] = []
        var current = ""
        for character in name {
            if !character.isLetter {
                if !current.isEmpty { words.append(current); current = "" }
            } else if character.isUppercase, let last = current.last, last.isLowercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.first { ["dark", "light", "night"].contains($0.lowercased()) }
    }

    /// Checks an entry's components and answers its alpha (`nil` when unreadable or a reference).
    private static func checkComponents(_ entry: AssetEntry, contents: SetContents) -> (Double?, [CatalogLintReport.Finding]) {
        guard let color = entry.color, color["reference"] == nil else { return (nil, []) }
        let pointer = entry.pointer(to: "color/components")
        guard let components = color["components"], case .object(let members) = components else {
            return (nil, [contents.finding(.error, .colorComponent, "the \(entry.appearance) color has neither \"components\" nor a \"reference\"",
                                           at: entry.pointer(to: "color"))])
        }
        var findings: [CatalogLintReport.Finding] = []
        let required = components["white"] != nil ? ["white"] : ["red", "green", "blue"]
        for key in required where components[key] == nil {
            findings.append(contents.finding(.error, .colorComponent, "the \(entry.appearance) color has no \"\(key)\" component", at: pointer))
        }
        var alpha: Double? = 1
        for member in members where ["red", "green", "blue", "alpha", "white"].contains(member.key) {
            let value = ColorSetReader.component(member.value)
            if member.key == "alpha" { alpha = value }
            guard value == nil else { continue }
            findings.append(contents.finding(
                .error, .colorComponent, "\"\(member.key)\" must be \(ColorSetReader.componentForms), "
                    + "found \(ContentsSchema.describe(member.value))", at: pointer + "/" + member.key))
        }
        return (alpha, findings)
    }

}
