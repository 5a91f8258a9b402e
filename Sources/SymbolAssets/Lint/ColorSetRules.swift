import SymbolFormat

/// Color sets: every defined color has a dark appearance (severity set by policy: Apple's guidance recommends
/// rather than requires it), and entries without a `color` are reported rather than trusted.
enum ColorSetRules {
    static func findings(_ contents: SetContents, missingDark: LintSeverity) -> [Diagnostic] {
        let folderName = contents.set.folderName
        // A `colors` of the wrong type is already reported (ContentsSchema); saying it defines no color adds nothing.
        if let list = contents.document.root["colors"], list.arrayValue == nil { return [] }
        let listPointer = contents.document.root["colors"] == nil ? "" : "/colors"
        let colored = contents.entries.filter { entry in
            if case .object = entry.color { return true }
            return false
        }
        // Xcode's own AccentColor template is `{"idiom": "universal"}` alone: a placeholder, not a mistake to fail.
        guard !colored.isEmpty else {
            return [contents.diagnostic(.warning, "\(folderName) defines no color", at: listPointer)]
        }
        var findings: [Diagnostic] = []
        for entry in contents.entries where entry.color == nil {
            findings.append(contents.diagnostic(
                .warning, "the \(entry.appearance) entry of \(folderName) defines no color", at: entry.pointer))
        }
        guard let severity = missingDark.diagnosticSeverity else { return findings }
        let hasDark = colored.contains { $0.appearance.isDark }
        // A reference to a system color (`"reference": "systemBackgroundColor"`) adapts to dark mode by itself.
        let onlySystemReferences = colored.allSatisfy { $0.color?["reference"] != nil }
        if !hasDark && !onlySystemReferences {
            findings.append(contents.diagnostic(
                severity, "\(folderName) has no dark appearance (an entry with \"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}])",
                at: listPointer))
        }
        return findings
    }
}
