/// A syntax error in path data: where (byte offset within the data) and what was expected.
public struct PathError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Byte offset of the offending character within the path data.
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

/// A parsed path: everything up to the first error (SVG renders a path up to its error) and the error, if any.
package struct PathParseResult: Sendable, Hashable {
    /// The path up to the error (complete when `error` is nil).
    package var path: VectorPath
    /// The first error, if any.
    package var error: PathError?
    /// The indices of elements that end inside an arc (every cubic of an arc but its last): one segment of the
    /// data, which markers treat as one (SVG 2 §13.7.1: a vertex is where a path command ends).
    package var arcInteriors: [Int] = []
}
