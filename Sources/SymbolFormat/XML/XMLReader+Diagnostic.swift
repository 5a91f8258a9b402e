import SymbolCore
extension XMLReader {
    /// Parses a file's bytes, reporting a malformed document as a diagnostic that names the file and position —
    /// the form every reader above XML (SVG, templates, validation) reports it in.
    package static func parse(_ bytes: [UInt8], file: String?, limits: XMLLimits = .default) throws(Diagnostic) -> XMLTree {
        do {
            return try parse(bytes, limits: limits)
        } catch {
            throw Diagnostic(.error, error.message, file: file, at: error.location)
        }
    }
}
