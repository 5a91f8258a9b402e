/// A module's typed error that becomes a located ``Diagnostic`` where the work it failed is reported: one
/// conversion per error type, instead of each caller rebuilding a diagnostic from the error's text.
package protocol DiagnosticConvertible: Error, CustomStringConvertible {
    /// The error as a diagnostic about `file` (the input or output the failed work concerns).
    func diagnostic(file: String?) -> Diagnostic
}

extension DiagnosticConvertible {
    /// An error whose message is its description, about `file`.
    package func diagnostic(file: String?) -> Diagnostic {
        Diagnostic(.error, description, file: file)
    }
}
