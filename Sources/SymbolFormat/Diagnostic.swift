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

    /// `file:line:col: severity: message` (parts that are unknown are left out).
    public var description: String {
        var prefix = ""
        if let file { prefix += file + ":" }
        if let location { prefix += "\(location.line):\(location.column):" }
        return (prefix.isEmpty ? "" : prefix + " ") + "\(severity.rawValue): \(message)"
    }
}
