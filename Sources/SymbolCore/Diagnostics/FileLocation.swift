/// A position in a source file: 1-based line and column (in bytes) plus the 0-based byte offset.
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in bytes from the start of the line.
    public var column: Int
    /// 0-based byte offset from the start of the file.
    public var offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`, the form editors jump to.
    public var description: String { "\(line):\(column)" }
}
