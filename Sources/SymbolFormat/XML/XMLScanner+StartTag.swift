extension XMLScanner {
    /// A start tag just read: the element with its attributes, and whether it was `<name/>`.
    struct StartTag {
        /// The new element, with no children yet.
        var open: OpenElement
        /// True for a self-closing tag, which has no content and no end tag.
        var isEmptyElement: Bool
    }

    /// Reads `<name attribute="value" …>` or `<name …/>`; `position` is at its `<`.
    ///
    /// Depth and element count are checked here, before anything is added to the tree.
    mutating func parseStartTag(depth: Int) throws(XMLSyntaxError) -> StartTag {
        let tagStart = position
        position += 1
        guard XMLByte.isNameStart(byte(at: position)) else {
            throw XMLSyntaxError("expected an element name after '<', found \(describe(position))", at: position)
        }
        let nameRange = scanName()
        elementCount += 1
        guard elementCount <= limits.maximumElementCount else {
            throw XMLSyntaxError(
                "the document has more than \(limits.maximumElementCount) elements, the limit", at: tagStart)
        }
        guard depth <= limits.maximumDepth else {
            throw XMLSyntaxError(
                "elements are nested more than \(limits.maximumDepth) levels deep, the limit", at: tagStart)
        }
        var element = XMLElement(name: string(nameRange), location: lines.advance(to: tagStart))
        var seenNames: Set<String>? = nil
        // Attributes collect in a reused buffer, so each element gets one exactly sized array.
        attributeBuffer.removeAll(keepingCapacity: true)
        while true {
            let hadWhitespace = skipWhitespace()
            let next = byte(at: position)
            if next == UInt8(ascii: ">") || next == UInt8(ascii: "/") {
                if next == UInt8(ascii: "/") {
                    guard byte(at: position + 1) == UInt8(ascii: ">") else {
                        throw unexpected(at: position + 1, expecting: "'>' after '/'", in: element)
                    }
                    position += 1
                }
                position += 1
                if !attributeBuffer.isEmpty { element.attributes = Array(attributeBuffer) }
                let open = OpenElement(element: element, nameRange: nameRange, firstChild: childBuffer.count)
                return StartTag(open: open, isEmptyElement: next == UInt8(ascii: "/"))
            }
            guard XMLByte.isNameStart(next) else {
                throw unexpected(at: position, expecting: "an attribute name, '>' or '/>'", in: element)
            }
            guard hadWhitespace else {
                throw XMLSyntaxError("expected whitespace before the attribute name", at: position)
            }
            let attributeStart = position
            let attribute = try parseAttribute(in: element)
            try checkUnique(attribute, in: element, seenNames: &seenNames, at: attributeStart)
            attributeBuffer.append(attribute)
        }
    }

    /// Reads `name = "value"`; `position` is at the name.
    private mutating func parseAttribute(in element: XMLElement) throws(XMLSyntaxError) -> XMLAttribute {
        let name = string(scanName())
        skipWhitespace()
        guard byte(at: position) == UInt8(ascii: "=") else {
            throw unexpected(at: position, expecting: "'=' after attribute name '\(XMLDisplay.name(name))'", in: element)
        }
        position += 1
        skipWhitespace()
        let quote = byte(at: position)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw unexpected(
                at: position, expecting: "a quoted value for attribute '\(XMLDisplay.name(name))'", in: element)
        }
        let valueStart = position + 1
        let valueLocation = lines.advance(to: valueStart)
        let scanLimit = limits.maximumAttributeLength >= end - valueStart
            ? end : valueStart + max(limits.maximumAttributeLength, 0)
        var index = valueStart
        var hasReference = false
        while true {
            index = XMLByteSearch.firstIndex(
                of: quote, UInt8(ascii: "<"), UInt8(ascii: "&"), in: bytes, from: index, to: scanLimit)
            guard index < scanLimit else { break }
            let byte = bytes[index]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") {
                throw XMLSyntaxError(
                    "'<' is not allowed in the value of attribute '\(XMLDisplay.name(name))' that starts at "
                        + "\(valueLocation); write '&lt;', or add the missing closing quote",
                    at: index)
            }
            if byte == UInt8(ascii: "&") { hasReference = true }
            index += 1
        }
        if index == scanLimit, byte(at: index) != quote {
            if index < end {
                throw XMLSyntaxError(
                    "the value of attribute '\(XMLDisplay.name(name))' is longer than the limit of "
                        + "\(limits.maximumAttributeLength) bytes",
                    at: valueStart)
            }
            throw XMLSyntaxError(
                "unexpected end of file inside the value of attribute '\(XMLDisplay.name(name))' that starts at "
                    + "\(valueLocation); expected a closing \(quote == UInt8(ascii: "'") ? "'" : "\"")",
                at: index)
        }
        position = index + 1
        let value: String
        if hasReference {
            valueBuffer.removeAll(keepingCapacity: true)
            try XMLReferenceDecoder.append(bytes, valueStart..<index, to: &valueBuffer)
            value = String(decoding: valueBuffer, as: UTF8.self)
        } else {
            value = string(valueStart..<index)
        }
        return XMLAttribute(name: name, value: value, valueLocation: valueLocation)
    }

    /// Rejects a second attribute with the same name (XML 1.0 §3.1, "Unique Att Spec").
    ///
    /// A linear scan is fastest for the few attributes elements usually have; past a handful
    /// a set keeps a hostile element with thousands of attributes linear.
    private func checkUnique(
        _ attribute: XMLAttribute, in element: XMLElement, seenNames: inout Set<String>?, at offset: Int
    ) throws(XMLSyntaxError) {
        let attributes = attributeBuffer
        var first: XMLAttribute?
        if attributes.count < 16 {
            first = attributes.first { $0.name == attribute.name }
        } else {
            if seenNames == nil { seenNames = Set(attributes.map(\.name)) }
            if seenNames?.insert(attribute.name).inserted == false {
                first = attributes.first { $0.name == attribute.name }
            }
        }
        if let first {
            throw XMLSyntaxError(
                "duplicate attribute '\(XMLDisplay.name(attribute.name))' on <\(XMLDisplay.name(element.name))>; "
                    + "its first value starts at \(first.valueLocation)",
                at: offset)
        }
    }

    /// The error for an unexpected byte inside a start tag, or for the file ending there.
    private func unexpected(at offset: Int, expecting expected: String, in element: XMLElement) -> XMLSyntaxError {
        let tag = "<\(XMLDisplay.name(element.name))>"
        if offset >= end {
            return XMLSyntaxError(
                "unexpected end of file inside the start tag \(tag) opened at \(element.location); expected \(expected)",
                at: offset)
        }
        return XMLSyntaxError("expected \(expected) in the start tag \(tag), found \(describe(offset))", at: offset)
    }
}
