extension XMLScanner {
    /// Skips `<!-- … -->`; `position` is at its `<`.
    ///
    /// `--` inside a comment is tolerated (XML 1.0 forbids it): comments are dropped anyway,
    /// and some generators write it.
    mutating func skipComment() throws(XMLSyntaxError) {
        let start = position
        var index = position + 4
        while index + 2 < end {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
                bytes[index + 2] == UInt8(ascii: ">")
            {
                position = index + 3
                return
            }
            index += 1
        }
        throw endOfFile(inside: "comment", openedAt: start, expecting: "-->")
    }

    /// Skips `<?target … ?>`; `position` is at its `<`.
    ///
    /// The XML declaration `<?xml … ?>` is a processing instruction here, accepted only where
    /// `allowsDeclaration` says (the very start of the file); its content is not interpreted,
    /// since the UTF-8 check already enforces the only encoding supported.
    mutating func skipProcessingInstruction(allowsDeclaration: Bool) throws(XMLSyntaxError) {
        let start = position
        position += 2
        guard XMLByte.isNameStart(byte(at: position)) else {
            throw XMLSyntaxError(
                "expected a processing-instruction target after '<?', found \(describe(position))", at: position)
        }
        let target = scanName()
        let targetBytes = UnsafeBufferPointer(rebasing: bytes[target])
        if targetBytes.count == 3, targetBytes.map({ $0 | 0x20 }).elementsEqual("xml".utf8) {
            guard allowsDeclaration, targetBytes.elementsEqual("xml".utf8) else {
                throw XMLSyntaxError(
                    "the XML declaration '<?xml …?>' is only allowed at the very start of the file", at: start)
            }
        }
        let next = byte(at: position)
        guard XMLByte.isWhitespace(next) || (next == UInt8(ascii: "?") && byte(at: position + 1) == UInt8(ascii: ">"))
        else {
            if position >= end {
                throw endOfFile(inside: "processing instruction", openedAt: start, expecting: "?>")
            }
            throw XMLSyntaxError(
                "expected whitespace or '?>' after the processing-instruction target, found \(describe(position))",
                at: position)
        }
        var index = position
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "?"), bytes[index + 1] == UInt8(ascii: ">") {
                position = index + 2
                return
            }
            index += 1
        }
        throw endOfFile(inside: "processing instruction", openedAt: start, expecting: "?>")
    }

    /// Skips `<!DOCTYPE name PUBLIC "…" "…">` or `<!DOCTYPE name SYSTEM "…">`; `position` is at its `<`.
    ///
    /// The identifiers are ignored (nothing is ever fetched); an internal subset `[ … ]`, the
    /// only place entities can be declared, is rejected.
    mutating func skipDoctype() throws(XMLSyntaxError) {
        let start = position
        position += 9
        guard skipWhitespace() else {
            if position >= end { throw endOfFile(inside: "DOCTYPE", openedAt: start, expecting: ">") }
            throw XMLSyntaxError("expected whitespace after '<!DOCTYPE', found \(describe(position))", at: position)
        }
        guard XMLByte.isNameStart(byte(at: position)) else {
            if position >= end { throw endOfFile(inside: "DOCTYPE", openedAt: start, expecting: ">") }
            throw XMLSyntaxError(
                "expected the root element's name after '<!DOCTYPE', found \(describe(position))", at: position)
        }
        _ = scanName()
        while true {
            skipWhitespace()
            let next = byte(at: position)
            switch next {
            case UInt8(ascii: ">"):
                position += 1
                return
            case UInt8(ascii: "["):
                throw XMLSyntaxError("DOCTYPE internal subsets (entity declarations) are not supported", at: position)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let literalStart = position
                position += 1
                while position < end, bytes[position] != next { position += 1 }
                guard position < end else {
                    throw endOfFile(inside: "a quoted literal in the DOCTYPE", openedAt: literalStart, expecting: "the closing quote")
                }
                position += 1
            case _ where XMLByte.isNameStart(next):
                _ = scanName()
            default:
                if position >= end { throw endOfFile(inside: "DOCTYPE", openedAt: start, expecting: ">") }
                throw XMLSyntaxError(
                    "expected PUBLIC or SYSTEM identifiers or '>' in the DOCTYPE, found \(describe(position))",
                    at: position)
            }
        }
    }

    /// The error for input that stops inside a construct opened at `start`.
    func endOfFile(inside construct: String, openedAt start: Int, expecting expected: String) -> XMLSyntaxError {
        XMLSyntaxError(
            "unexpected end of file inside \(construct) opened at \(lines.location(atOffset: start)); "
                + "expected '\(expected)'",
            at: end)
    }
}
