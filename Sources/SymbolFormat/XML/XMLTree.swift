import SymbolCore
/// A parsed XML document: the root element, plus what is needed to map byte offsets
/// (for example of an error found later inside an attribute value) back to lines and columns.
package struct XMLTree: Sendable {
    /// The document's single root element.
    package var root: XMLElement
    /// Line starts of the source the document was read from.
    let lines: XMLLineTable
    /// The size of that source, in bytes.
    let byteCount: Int

    init(root: XMLElement, lines: XMLLineTable, byteCount: Int) {
        self.root = root
        self.lines = lines
        self.byteCount = byteCount
    }

    /// The line and column of a byte offset in the source; offsets outside the file are clamped
    /// to its first byte or to its end.
    package func location(atOffset offset: Int) -> FileLocation {
        lines.location(atOffset: min(max(offset, 0), byteCount))
    }
}
