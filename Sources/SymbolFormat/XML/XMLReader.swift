import SymbolCore
/// A small, strict XML reader for SVG files: UTF-8 bytes in, an element tree with source locations out.
///
/// It reads the XML that icon tools write and rejects, with a located message, everything else:
/// - Accepted: an optional UTF-8 byte-order mark, the XML declaration, comments, processing
///   instructions, a DOCTYPE (such as SVG 1.1's public one; ignored) whose internal subset may declare
///   entities, expanded within limits (`XMLEntityExpansion`),
///   elements with namespace prefixes kept in their names, attributes quoted with `'` or `"`,
///   CDATA sections (as text), the predefined entities `&lt; &gt; &amp; &apos; &quot;` and
///   decimal or hexadecimal character references.
/// - Rejected: invalid UTF-8, NUL and other control characters, external and parameter entities,
///   entities that expand past the limits, any other entity reference, mismatched or missing end tags, truncated input,
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
        // Compressed SVG (.svgz): inflated under the file-size limit first; lines and columns are the text's.
        if GzipMember.isGzip(bytes) {
            switch GzipMember.decompress(bytes, maximumSize: limits.maximumFileSize) {
            case .success(let text): return try parse(text, limits: limits, transcoding: true)
            case .failure(let problem): throw XMLError(location: FileLocation(line: 1, column: 1, offset: 0), message: problem.message)
            }
        }
        return try parse(bytes, limits: limits, transcoding: true)
    }

    /// Parses a document; `transcoding` is false once it has been turned into UTF-8 (its declaration still names
    /// the encoding it was written in).
    private static func parse(_ bytes: [UInt8], limits: XMLLimits, transcoding: Bool) throws(XMLError) -> XMLTree {
        guard bytes.count <= limits.maximumFileSize else {
            throw XMLError(
                location: FileLocation(line: 1, column: 1, offset: 0),
                message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maximumFileSize) bytes")
        }
        let transcoded: [UInt8]?
        do throws(XMLSyntaxError) {
            transcoded = transcoding ? try XMLEncoding.utf8(bytes) : nil
        } catch {
            // Before transcoding, lines are counted in the bytes as written.
            let before = bytes.prefix(min(max(error.offset, 0), bytes.count))
            let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            let column = error.offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            throw XMLError(location: FileLocation(line: line, column: column, offset: error.offset), message: error.message)
        }
        if let transcoded { return try parse(transcoded, limits: limits, transcoding: false) }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(XMLError) -> XMLTree in
            var lines = XMLLineTable()
            do throws(XMLSyntaxError) {
                let bodyStart = try XMLInputCheck.bodyStart(buffer)
                try XMLInputCheck.validate(buffer, lines: &lines)
                if let expanded = try XMLEntityExpansion.expand(buffer, from: bodyStart, limits: limits) {
                    return try parseExpanded(expanded, bodyStart: bodyStart, lines: lines, byteCount: buffer.count, limits: limits)
                }
                var scanner = XMLScanner(bytes: buffer, position: bodyStart, limits: limits, lines: lines)
                let root = try scanner.parseDocument()
                return XMLTree(root: root, lines: lines, byteCount: buffer.count)
            } catch {
                throw XMLError(location: lines.location(atOffset: error.offset), message: error.message)
            }
        }
    }

    /// Parses a document whose entities were expanded: the scanner reads the expanded bytes, and every location
    /// (errors, elements, attribute values) is mapped back to the file as written; what came from an entity's
    /// text is located at its reference.
    private static func parseExpanded(_ expanded: XMLEntityExpansion.Expanded, bodyStart: Int, lines: XMLLineTable, byteCount: Int,
                                      limits: XMLLimits) throws(XMLSyntaxError) -> XMLTree {
        try expanded.bytes.withUnsafeBufferPointer { (buffer) throws(XMLSyntaxError) -> XMLTree in
            var expandedLines = XMLLineTable()
            do throws(XMLSyntaxError) {
                try XMLInputCheck.validate(buffer, lines: &expandedLines)
                var scanner = XMLScanner(bytes: buffer, position: bodyStart, limits: limits, lines: expandedLines)
                var root = try scanner.parseDocument()
                relocate(&root, expanded: expanded, lines: lines)
                return XMLTree(root: root, lines: lines, byteCount: byteCount)
            } catch {
                throw XMLSyntaxError(error.message, at: expanded.originalOffset(error.offset))
            }
        }
    }

    private static func relocate(_ element: inout XMLElement, expanded: XMLEntityExpansion.Expanded, lines: XMLLineTable) {
        element.location = lines.location(atOffset: expanded.originalOffset(element.location.offset))
        for k in element.attributes.indices {
            element.attributes[k].valueLocation = lines.location(atOffset: expanded.originalOffset(element.attributes[k].valueLocation.offset))
        }
        for k in element.children.indices {
            guard case .element(var child) = element.children[k] else { continue }
            relocate(&child, expanded: expanded, lines: lines)
            element.children[k] = .element(child)
        }
    }
}
