/// The second pass of the reader: walks validated UTF-8 bytes once and builds the element tree.
///
/// The tree is built iteratively with an explicit stack of open elements, so nesting depth is
/// bounded by `XMLLimits.maximumDepth` and never by the thread's stack. All reads go through
/// `bytes[i]` with `i < end` checked first, or through `byte(at:)`, which returns 0 past the end
/// (0 never occurs inside: `XMLInputCheck` rejects NUL).
struct XMLScanner {
    /// The whole input; valid only during `XMLReader.parse`.
    let bytes: UnsafeBufferPointer<UInt8>
    /// `bytes.count`.
    let end: Int
    /// The limits in force.
    let limits: XMLLimits
    /// Line starts, for the locations stored in elements and attributes.
    var lines: XMLLineTable
    /// The offset of the next byte to read.
    var position: Int
    /// Elements started so far, for `maximumElementCount`.
    var elementCount = 0
    /// Character data seen since the last tag, not yet added to an element.
    var text = XMLPendingText()
    /// Reused storage for attribute values that contain references.
    var valueBuffer: [UInt8] = []
    /// Reused storage for the attributes of the start tag being read.
    var attributeBuffer: [XMLAttribute] = []
    /// The children read so far of all open elements, innermost last; each element takes its
    /// slice when it closes, so every `children` array is allocated once at its final size.
    var childBuffer: [XMLNode] = []

    init(bytes: UnsafeBufferPointer<UInt8>, position: Int, limits: XMLLimits, lines: XMLLineTable) {
        self.bytes = bytes
        self.end = bytes.count
        self.limits = limits
        self.lines = lines
        self.position = position
    }

    /// An element whose start tag has been read but not its end tag.
    struct OpenElement {
        /// The element so far.
        var element: XMLElement
        /// Where its name is, for comparing with the end tag's without building a string.
        let nameRange: Range<Int>
        /// Where its children start in `childBuffer`.
        let firstChild: Int
    }

    // MARK: - Document

    /// Reads the prolog, the root element and what follows it; `position` must be just after any BOM.
    mutating func parseDocument() throws(XMLSyntaxError) -> XMLElement {
        let documentStart = position
        var sawDoctype = false
        while true {
            skipWhitespace()
            guard position < end else {
                throw XMLSyntaxError("expected a root element, found end of file", at: position)
            }
            guard bytes[position] == UInt8(ascii: "<") else {
                throw XMLSyntaxError(
                    "expected '<' to start the root element, found \(describe(position))", at: position)
            }
            switch byte(at: position + 1) {
            case UInt8(ascii: "?"):
                try skipProcessingInstruction(allowsDeclaration: position == documentStart)
            case UInt8(ascii: "!"):
                if matches("<!--", at: position) {
                    try skipComment()
                } else if matches("<!DOCTYPE", at: position) {
                    guard !sawDoctype else {
                        throw XMLSyntaxError("a document may have only one DOCTYPE", at: position)
                    }
                    try skipDoctype()
                    sawDoctype = true
                } else {
                    throw XMLSyntaxError(
                        "expected '<!--' or '<!DOCTYPE' before the root element", at: position)
                }
            case UInt8(ascii: "/"):
                throw XMLSyntaxError("found an end tag where the root element's start tag was expected", at: position)
            default:
                let root = try parseElementTree()
                try parseEpilogue(after: root)
                return root
            }
        }
    }

    /// Checks that only whitespace, comments and processing instructions follow the root element.
    mutating func parseEpilogue(after root: XMLElement) throws(XMLSyntaxError) {
        while true {
            skipWhitespace()
            guard position < end else { return }
            if bytes[position] == UInt8(ascii: "<") {
                if byte(at: position + 1) == UInt8(ascii: "?") {
                    try skipProcessingInstruction(allowsDeclaration: false)
                    continue
                }
                if matches("<!--", at: position) {
                    try skipComment()
                    continue
                }
            }
            let what = XMLByte.isNameStart(byte(at: position + 1)) && bytes[position] == UInt8(ascii: "<")
                ? "a second root element" : describe(position)
            throw XMLSyntaxError(
                "unexpected \(what) after the root element <\(XMLDisplay.name(root.name))>; only whitespace, "
                    + "comments and processing instructions may follow it",
                at: position)
        }
    }

    // MARK: - Elements

    /// Reads an element and everything inside it; `position` is at its `<`.
    mutating func parseElementTree() throws(XMLSyntaxError) -> XMLElement {
        var ancestors: [OpenElement] = []
        let rootTag = try parseStartTag(depth: 1)
        if rootTag.isEmptyElement { return rootTag.open.element }
        var current = rootTag.open
        while true {
            try scanText()
            guard position < end else {
                let name = XMLDisplay.name(current.element.name)
                throw XMLSyntaxError(
                    "unexpected end of file inside <\(name)> opened at \(current.element.location); "
                        + "expected </\(name)>",
                    at: position)
            }
            switch byte(at: position + 1) {
            case UInt8(ascii: "/"):
                try parseEndTag(closing: current)
                flushText(keepingWhitespace: Self.keepsWhitespace(in: current.element))
                if childBuffer.count > current.firstChild {
                    current.element.children = Array(childBuffer[current.firstChild...])
                    childBuffer.removeSubrange(current.firstChild...)
                }
                let finished = current.element
                guard let parent = ancestors.popLast() else { return finished }
                current = parent
                childBuffer.append(.element(finished))
            case UInt8(ascii: "!"):
                if matches("<!--", at: position) {
                    try skipComment()
                } else if matches("<![CDATA[", at: position) {
                    try scanCDATA()
                } else if matches("<!DOCTYPE", at: position) {
                    throw XMLSyntaxError("a DOCTYPE is only allowed before the root element", at: position)
                } else {
                    throw XMLSyntaxError("expected '<!--' or '<![CDATA[' after '<!'", at: position)
                }
            case UInt8(ascii: "?"):
                try skipProcessingInstruction(allowsDeclaration: false)
            default:
                flushText(keepingWhitespace: Self.keepsWhitespace(in: current.element))
                let tag = try parseStartTag(depth: ancestors.count + 2)
                if tag.isEmptyElement {
                    childBuffer.append(.element(tag.open.element))
                } else {
                    ancestors.append(current)
                    current = tag.open
                }
            }
        }
    }

    /// Reads `</name>` and checks that it closes `open`; `position` is at its `<`.
    mutating func parseEndTag(closing open: OpenElement) throws(XMLSyntaxError) {
        let tagStart = position
        position += 2
        guard XMLByte.isNameStart(byte(at: position)) else {
            throw XMLSyntaxError("expected an element name after '</', found \(describe(position))", at: position)
        }
        let nameRange = scanName()
        let name = UnsafeBufferPointer(rebasing: bytes[nameRange])
        guard name.elementsEqual(UnsafeBufferPointer(rebasing: bytes[open.nameRange])) else {
            throw XMLSyntaxError(
                "end tag </\(XMLDisplay.name(name))> does not match <\(XMLDisplay.name(open.element.name))> "
                    + "opened at \(open.element.location)",
                at: tagStart)
        }
        skipWhitespace()
        guard byte(at: position) == UInt8(ascii: ">") else {
            if position >= end {
                throw XMLSyntaxError(
                    "unexpected end of file inside end tag </\(XMLDisplay.name(name))>; expected '>'", at: position)
            }
            throw XMLSyntaxError(
                "expected '>' to end the end tag </\(XMLDisplay.name(name))>, found \(describe(position))",
                at: position)
        }
        position += 1
    }

    // MARK: - Bytes

    /// The byte at `offset`, or 0 at or past the end.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        offset < end ? bytes[offset] : 0
    }

    /// Whether the ASCII `literal` is at `offset`.
    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= end else { return false }
        let start = literal.utf8Start
        for index in 0..<count where bytes[offset + index] != start[index] { return false }
        return true
    }

    /// Skips whitespace and tells whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        while position < end, XMLByte.isWhitespace(bytes[position]) { position += 1 }
        return position > start
    }

    /// Skips name characters from `position`, which must be at a name start, and returns their range.
    mutating func scanName() -> Range<Int> {
        let start = position
        position += 1
        while position < end, XMLByte.isNameCharacter(bytes[position]) { position += 1 }
        return start..<position
    }

    /// The bytes in `range` as a `String`; they are valid UTF-8, so nothing is repaired.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// What is at `offset`, for "found …" in messages.
    func describe(_ offset: Int) -> String {
        XMLDisplay.character(in: bytes, at: offset)
    }
}
