/// Character data read since the last tag: one untouched slice of the input in the common case,
/// or bytes copied into a buffer once references, CDATA or comments split it.
struct XMLPendingText {
    /// How the pending text is stored.
    enum Storage {
        /// Nothing pending.
        case empty
        /// One slice of the input, with no references.
        case slice(Range<Int>)
        /// Bytes assembled in `buffer`.
        case buffered
    }

    /// Where the text is.
    var storage = Storage.empty
    /// The assembled bytes when `storage` is `.buffered`; reused between text nodes.
    var buffer: [UInt8] = []
    /// True once CDATA or a reference contributed: such text is kept even if it is only whitespace.
    var isExplicit = false
}

extension XMLScanner {
    /// Reads character data up to the next `<` or the end of the file.
    mutating func scanText() throws(XMLSyntaxError) {
        let start = position
        var index = position
        var hasReference = false
        while true {
            index = XMLByteSearch.firstIndex(
                of: UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "]"), in: bytes, from: index, to: end)
            guard index < end else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") {
                hasReference = true
            } else if byte == UInt8(ascii: "]"), self.byte(at: index + 1) == UInt8(ascii: "]"),
                self.byte(at: index + 2) == UInt8(ascii: ">")
            {
                throw XMLSyntaxError("']]>' is not allowed in text; write ']]&gt;'", at: index)
            }
            index += 1
        }
        position = index
        guard index > start else { return }
        if !hasReference, case .empty = text.storage {
            text.storage = .slice(start..<index)
            return
        }
        startBuffering()
        if hasReference {
            text.isExplicit = true
            try XMLReferenceDecoder.append(bytes, start..<index, to: &text.buffer)
        } else {
            text.buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        }
    }

    /// Reads `<![CDATA[ … ]]>` into the pending text, verbatim; `position` is at its `<`.
    mutating func scanCDATA() throws(XMLSyntaxError) {
        let start = position
        let contentStart = position + 9
        var index = contentStart
        while index + 2 < end {
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "]"),
                bytes[index + 2] == UInt8(ascii: ">")
            {
                startBuffering()
                text.isExplicit = true
                text.buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
                position = index + 3
                return
            }
            index += 1
        }
        throw endOfFile(inside: "CDATA section", openedAt: start, expecting: "]]>")
    }

    /// Adds the pending text to `childBuffer` as one text node and clears it.
    ///
    /// Whitespace-only literal text (the indentation between tags) is dropped unless `keepingWhitespace`
    /// (inside SVG's text elements, where a space between two `<tspan>`s separates words); text with
    /// anything else in it is kept verbatim, whitespace included, as is any CDATA or referenced text.
    mutating func flushText(keepingWhitespace: Bool = false) {
        switch text.storage {
        case .empty:
            return
        case .slice(let range):
            if keepingWhitespace || !isWhitespace(UnsafeBufferPointer(rebasing: bytes[range])) {
                childBuffer.append(.text(string(range)))
            }
        case .buffered:
            if keepingWhitespace || text.isExplicit || !isWhitespace(text.buffer) {
                childBuffer.append(.text(String(decoding: text.buffer, as: UTF8.self)))
            }
            text.buffer.removeAll(keepingCapacity: true)
        }
        text.storage = .empty
        text.isExplicit = false
    }

    /// Whether whitespace-only text inside `element` is content: SVG's text elements, where it separates words.
    static func keepsWhitespace(in element: XMLElement) -> Bool {
        switch element.localName {
        case "text", "tspan", "textPath", "tref", "a": return true
        default: return false
        }
    }

    /// Moves pending text into the buffer, so more pieces can be appended.
    private mutating func startBuffering() {
        switch text.storage {
        case .empty:
            text.storage = .buffered
        case .slice(let range):
            text.buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
            text.storage = .buffered
        case .buffered:
            break
        }
    }

    private func isWhitespace<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy(XMLByte.isWhitespace)
    }
}
