/// An error from one of the style-attribute parsers (currently the `transform` parser).
///
/// `offset` counts UTF-8 bytes from the start of the parsed text, so a caller that knows where the
/// attribute value starts in the file (``XMLAttribute/valueLocation``) can point at the exact byte.
package struct StyleParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 0-based UTF-8 byte offset into the parsed text where the problem was found.
    package var offset: Int
    /// What was expected or what went wrong, e.g. `expected ')' after matrix arguments`.
    package var message: String

    /// Creates an error.
    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// `offset N: message`.
    package var description: String { "offset \(offset): \(message)" }
}
