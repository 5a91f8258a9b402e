import SymbolCore

/// Lint findings as `glyphsmith lint --format github` prints them: GitHub Actions workflow commands, which the
/// runner turns into annotations on the files and lines of a pull request.
extension CatalogLintReport.Finding {
    /// One line per finding: `::error file=F,line=L,col=C,title=RULE::MESSAGE [RULE]` (`warning` for a warning,
    /// `notice` for a note; `line` and `col` only when known, `file` only when there is one). The message and file are
    /// first escaped as the text output's are (controls, bidi and other format characters spelled `\u{…}`), then both parts
    /// are escaped as GitHub documents: `%` → `%25`, CR → `%0D`, LF → `%0A` everywhere, and `:` → `%3A`,
    /// `,` → `%2C` in property values. A file name can then neither end the command nor start another.
    public var githubAnnotation: String {
        let command: String
        switch severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let file { properties.append("file=" + Self.githubProperty(Diagnostic.escaping(file))) }
        if let location {
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=" + Self.githubProperty(rule))
        return "::\(command) " + properties.joined(separator: ",") + "::" + Self.githubData(Diagnostic.escaping(message) + " [\(rule)]")
    }

    /// The findings as annotations, one a line, no final newline.
    public static func github(_ findings: [CatalogLintReport.Finding]) -> String {
        findings.map(\.githubAnnotation).joined(separator: "\n")
    }

    /// A command's message escaped as GitHub's toolkit escapes data (`escapeData`). Scalar by scalar: a Swift
    /// `Character` joins CR LF into one, which a character-wise replacement of `"\n"` would miss.
    static func githubData(_ text: String) -> String {
        escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// A property value escaped as GitHub's toolkit escapes properties (`escapeProperty`).
    static func githubProperty(_ text: String) -> String {
        escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    private static func escaped(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = table[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
