/// A syntax error in a style value (a `transform` list, say): the byte offset within the value and what was expected.
public struct StyleParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Byte offset within the parsed text.
    public var offset: Int
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// `byte N: message`.
    public var description: String { "byte \(offset): \(message)" }
}
