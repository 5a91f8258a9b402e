import SymbolCore
/// A small, strict XML reader for SVG files: UTF-8 bytes in, an element tree with source locations out.
///
/// It reads the XML that icon tools write and rejects, with a located message, everything else:
/// - Accepted: an optional UTF-8 byte-order mark, the XML declaration, comments, processing
///   instructions, a DOCTYPE without internal subset (such as SVG 1.1's public one; ignored),
///   elements with namespace prefixes kept in their names, attributes quoted with `'` or `"`,
///   CDATA sections (as text), the predefined entities `&lt; &gt; &amp; &apos; &quot;` and
///   decimal or hexadecimal character references.
/// - Rejected: invalid UTF-8, NUL and other control characters, DOCTYPE internal subsets (entity
///   declarations), any other entity reference, mismatched or missing end tags, truncated input,
///   `<` in attribute values, duplicate attributes, a missing root element, content after it,
///   and input beyond `XMLLimits`.
///
/// What the tree holds:
/// - Attribute values are kept exactly as written except for decoded references: no attribute-value
///   normalization (XML 1.0 §3.3.3), so tabs and line breaks inside values stay as they are; SVG's
///   grammars treat them as whitespace anyway.
/// - Line ends are not normalized (a CR LF in text stays CR LF).
/// - Adjacent text, CDATA and references, including across comments and processing instructions,
///   form one text node. Text made only of whitespace and written literally (indentation between
///   tags) is dropped, except inside SVG's text elements (`text`, `tspan`, `textPath`, `tref`, `a`),
///   where it separates words; any other text is kept verbatim.
/// - Comments, processing instructions, the XML declaration and the DOCTYPE are not kept.
///
/// Nesting is handled with an explicit stack, so deep input fails with a limit error, never with a
/// stack overflow. Note that destroying or comparing an `XMLElement` tree is recursive, so limits
/// far above the default depth are not advisable.
package enum XMLReader {
    /// Parses a whole document.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents, UTF-8 encoded.
    ///   - limits: Bounds on size, depth, attribute length and element count.
    /// - Returns: The document, whose root element and attributes carry their source locations.
    /// - Throws: `XMLError` at the first problem, with its line, column and byte offset.
    package static func parse(_ bytes: [UInt8], limits: XMLLimits = .default) throws(XMLError) -> XMLTree {
        guard bytes.count <= limits.maximumFileSize else {
            throw XMLError(
                location: FileLocation(line: 1, column: 1, offset: 0),
                message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maximumFileSize) bytes")
        }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(XMLError) -> XMLTree in
            var lines = XMLLineTable()
            do throws(XMLSyntaxError) {
                let bodyStart = try XMLInputCheck.bodyStart(buffer)
                try XMLInputCheck.validate(buffer, lines: &lines)
                var scanner = XMLScanner(bytes: buffer, position: bodyStart, limits: limits, lines: lines)
                let root = try scanner.parseDocument()
                return XMLTree(root: root, lines: lines, byteCount: buffer.count)
            } catch {
                throw XMLError(location: lines.location(atOffset: error.offset), message: error.message)
            }
        }
    }
}
