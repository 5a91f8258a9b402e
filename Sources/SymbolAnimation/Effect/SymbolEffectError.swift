import SymbolCore
/// An effect spelling or an effect option that cannot be used: where in the text, and what would be accepted.
public struct SymbolEffectError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as given (empty for an option out of range).
    public var text: String
    /// The 1-based column of the word at fault in ``text`` (0 when the error is not about the text).
    public var column: Int
    /// What is wrong and what is expected.
    public var message: String

    /// Creates an error.
    public init(text: String, column: Int, message: String) {
        self.text = text
        self.column = column
        self.message = message
    }

    /// `effect 'bounce.sideways', column 8: error: 'sideways' is not an option of bounce; use up, down, …`.
    public var description: String {
        // The text came from the command line or a manifest: escaped, so that it cannot forge a line of its own.
        guard !text.isEmpty || column > 0 else { return "error: " + Diagnostic.escaping(message) }
        return Diagnostic.escaping("effect '\(text)', column \(column): error: \(message)")
    }
}
