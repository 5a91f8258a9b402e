import SymbolCore
/// A reason the XML reader rejected a document, with the exact place in the file.
package struct XMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is: the first offending byte, or the end of the file for truncated input.
    package var location: FileLocation
    /// What was found and what was expected instead.
    package var message: String

    /// Creates an error.
    package init(location: FileLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `line:column: error: message`, the form editors and compilers use.
    package var description: String { "\(location): error: \(message)" }
}

/// A reader failure located only by byte offset; `XMLReader` adds line and column at the boundary,
/// so the scanning code never has to track them.
struct XMLSyntaxError: Error {
    /// The 0-based byte offset of the problem.
    var offset: Int
    /// The message for `XMLError.message`.
    var message: String

    init(_ message: String, at offset: Int) {
        self.offset = offset
        self.message = message
    }
}
