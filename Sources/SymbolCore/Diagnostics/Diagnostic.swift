/// A located message about an input file: what went wrong, where, and how bad it is.
///
/// Printed as `file:line:col: error: message`, the form editors and CI logs link to.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The input cannot be used as it is.
        case error
        /// The input is usable but something was ignored or guessed.
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// The file the diagnostic is about, when known.
    public var file: String?
    /// The position in the file, when known.
    public var location: FileLocation?
    /// What was wrong and, where it helps, what was expected.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, file: String? = nil, at location: FileLocation? = nil) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
    }

    /// The same diagnostic attributed to a file.
    public func inFile(_ path: String?) -> Diagnostic {
        var copy = self
        if copy.file == nil { copy.file = path }
        return copy
    }

    /// `file:line:col: severity: message` (parts that are unknown are left out), with invisible and control
    /// characters of the file name and message escaped (see ``escaping(_:)``).
    public var description: String {
        var prefix = ""
        if let file { prefix += Self.escaping(file) + ":" }
        if let location { prefix += "\(location.line):\(location.column):" }
        return (prefix.isEmpty ? "" : prefix + " ") + "\(severity.rawValue): \(Self.escaping(message))"
    }

    /// `text` safe to print in a terminal or CI log: control characters (C0, DEL, C1), format characters (bidi
    /// overrides and isolates such as U+202E, zero-width characters, U+FEFF) and line and paragraph separators are
    /// written as `\u{202E}`. A file name or id from hostile input can then neither reverse the rest of a line nor
    /// forge a diagnostic of its own; ordinary text, accents and scripts included, is unchanged.
    public static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` is a control, format or separator character: one that ``escaping(_:)`` spells out, and that
    /// a name the build writes may not contain.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        if scalar.isASCII { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
