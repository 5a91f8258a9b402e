import SymbolFormat
import SymbolCore

/// Color sets: components Xcode and `render --colorset` can read, and a dark appearance for every user color
/// (severity set by policy: Apple recommends rather than requires it), and entries without a `color` are reported
/// rather than trusted.
///
/// No dark variant is needed where there is no light/dark distinction: in a watch-only catalog, in a set whose
/// entries are all for the watch (a catalog shared by an iOS app and its watch app), for a fully transparent color,
/// and for a reference to a system color (it adapts by itself). A color whose name carries an
/// appearance (`textDark`, see ``appearanceWord(in:)``) or that is translucent (an overlay or shadow) is reported with a softer, explicit
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
        // A set whose colours are all for the watch is one the watch app reads, in a catalog shared with iOS.
        if colored.allSatisfy(CatalogContext.isForWatch) { return findings }
        // A reference to a system color (`"reference": "systemBackgroundColor"`) adapts to dark mode by itself.
        if colored.allSatisfy({ $0.color?["reference"] != nil }) { return findings }
        if !alphas.isEmpty, alphas.allSatisfy({ $0 == 0 }) { return findings }
        let missing = "\(set) has no dark appearance"
        let stem = FileSystem.components(contents.set.name).last ?? ""
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

    /// The appearance a colour's name says it is for, as variants are named when they are kept as separate sets: `Dark`,
    /// `Light` or `Night` as the last word, after the name it qualifies (`textDark`, `background_night`,
    /// `Primary Light Color`; a trailing `Color` or `Colour` is not counted), or before `Mode`, `Appearance` or `Theme`
    /// anywhere (`darkModeBackground`). Elsewhere the word describes the colour itself, a shade (`Dark Blurple`,
    /// `LightIndigo`, `iconDarkBackground`: English puts the adjective first), and a name that is the word alone names
    /// something else (Home Assistant's `light` domain); neither says an appearance, and the colour is judged as any
    /// other. A word is a run of letters split at case changes (`textDark`), never part of one (`Lighthouse`).
    static func appearanceWord(in name: String) -> String? {
        let words = words(of: name)
        let lower = words.map { $0.lowercased() }
        let appearances: Set<String> = ["dark", "light", "night"]
        for index in lower.indices.dropLast() where appearances.contains(lower[index]) && ["mode", "appearance", "theme"].contains(lower[index + 1]) {
            return words[index]
        }
        var last = lower.count - 1
        while last > 0 && ["color", "colour"].contains(lower[last]) { last -= 1 }
        return last >= 1 && appearances.contains(lower[last]) ? words[last] : nil
    }

    /// The words of a name: runs of letters, split where a lowercase letter meets an uppercase one.
    private static func words(of name: String) -> [String] {
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
        return words
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
