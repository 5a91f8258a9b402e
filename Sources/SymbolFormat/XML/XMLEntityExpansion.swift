/// Entities declared in a DOCTYPE's internal subset (`<!ENTITY name "text">`), expanded before the document is
/// scanned: the subset is dropped and every `&name;` outside comments, CDATA and processing instructions is
/// replaced by its text, which may hold markup and further references (XML 1.0 §4.4).
///
/// Bounds, so that a billion-laughs file (ten entities each naming the previous ten times) stays a located error:
/// the expanded document may not pass `XMLLimits.maximumFileSize`; at most ``maximumExpansions`` references are
/// expanded in all (an entity of empty text, named a billion times through nesting, costs work without growing the
/// output); references nest at most ``maximumNesting`` deep, and an entity naming itself is an error. External
/// entities (`SYSTEM`, `PUBLIC`) and parameter entities (`%name;`) are refused: nothing outside the file is read.
enum XMLEntityExpansion {
    static let maximumExpansions = 1 << 20
    static let maximumNesting = 16

    /// The expanded document, and where each of its stretches came from.
    struct Expanded {
        var bytes: [UInt8]
        /// Stretches in order of `expandedStart`: bytes copied from `originalStart` on, or (when not `copied`) an
        /// entity's text, all of it located at the reference at `originalStart`.
        var segments: [(expandedStart: Int, originalStart: Int, copied: Bool)]

        /// The offset in the original file an offset of the expanded document comes from.
        func originalOffset(_ offset: Int) -> Int {
            var low = 0, high = segments.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if segments[middle].expandedStart <= offset { low = middle } else { high = middle - 1 }
            }
            let segment = segments[low]
            return segment.copied ? segment.originalStart + (offset - segment.expandedStart) : segment.originalStart
        }
    }

    /// The expanded document, or nil when the DOCTYPE (if any) has no internal subset.
    static func expand(_ input: UnsafeBufferPointer<UInt8>, from start: Int, limits: XMLLimits) throws(XMLSyntaxError) -> Expanded? {
        var scan = Cursor(bytes: input, position: start)
        guard let (open, close, end) = try scan.internalSubset() else { return nil }
        let entities = try declarations(input, from: open + 1, to: close)
        var out = Expanded(bytes: Array(input[0..<open]), segments: [(0, 0, true)])
        out.bytes.reserveCapacity(input.count)
        out.segments.append((out.bytes.count, close + 1, true))
        out.bytes += input[(close + 1)..<end]
        var expansions = 0
        var i = end
        out.segments.append((out.bytes.count, i, true))
        while i < input.count {
            let byte = input[i]
            // Comments, CDATA and processing instructions are copied as they are.
            if byte == UInt8(ascii: "<"), let skipped = Cursor.skipVerbatim(input, at: i) {
                out.bytes += input[i..<skipped]
                i = skipped
                continue
            }
            guard byte == UInt8(ascii: "&"), let (name, after) = Cursor.reference(input, at: i), let text = entities[name] else {
                out.bytes.append(byte)
                i += 1
                continue
            }
            out.segments.append((out.bytes.count, i, false))
            var stack = [name]
            try append(text, entities: entities, stack: &stack, to: &out.bytes, expansions: &expansions, limits: limits, at: i)
            out.segments.append((out.bytes.count, after, true))
            i = after
        }
        return out
    }

    /// Appends an entity's text with its own references expanded.
    private static func append(_ text: [UInt8], entities: [String: [UInt8]], stack: inout [String], to out: inout [UInt8],
                               expansions: inout Int, limits: XMLLimits, at reference: Int) throws(XMLSyntaxError) {
        expansions += 1
        guard expansions <= maximumExpansions else {
            throw XMLSyntaxError("entity references expand more than \(maximumExpansions) times; refusing the document", at: reference)
        }
        guard stack.count <= maximumNesting else {
            throw XMLSyntaxError("entity references nest more than \(maximumNesting) deep; refusing the document", at: reference)
        }
        try text.withUnsafeBufferPointer { (buffer) throws(XMLSyntaxError) in
            var i = 0
            while i < buffer.count {
                if buffer[i] == UInt8(ascii: "&"), let (name, after) = Cursor.reference(buffer, at: i), let inner = entities[name] {
                    guard !stack.contains(name) else {
                        throw XMLSyntaxError("entity '\(name)' refers to itself (through \(stack.joined(separator: ", "))); refusing the document", at: reference)
                    }
                    stack.append(name)
                    try append(inner, entities: entities, stack: &stack, to: &out, expansions: &expansions, limits: limits, at: reference)
                    stack.removeLast()
                    i = after
                } else {
                    out.append(buffer[i])
                    i += 1
                }
                guard out.count <= limits.maximumFileSize else {
                    throw XMLSyntaxError("entity references expand the document past \(limits.maximumFileSize) bytes (XMLLimits.maximumFileSize); refusing it", at: reference)
                }
            }
        }
    }

    /// The general entities the subset between `start` and `end` declares (the first declaration of a name wins).
    private static func declarations(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) throws(XMLSyntaxError) -> [String: [UInt8]] {
        var entities: [String: [UInt8]] = [:]
        var scan = Cursor(bytes: input, position: start)
        while true {
            scan.skipWhitespace()
            guard scan.position < end else { return entities }
            if let skipped = Cursor.skipVerbatim(input, at: scan.position) {
                scan.position = skipped
            } else if scan.matches("<!ENTITY") {
                let at = scan.position
                scan.position += 8
                scan.skipWhitespace()
                if scan.byte == UInt8(ascii: "%") {
                    throw XMLSyntaxError("parameter entities are not supported in the DOCTYPE", at: scan.position)
                }
                guard let name = scan.name() else { throw XMLSyntaxError("expected an entity name in <!ENTITY", at: scan.position) }
                scan.skipWhitespace()
                guard let quote = scan.byte, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw XMLSyntaxError("entity '\(name)' is external (SYSTEM or PUBLIC); it is not read (nothing outside the file is read)", at: at)
                }
                let valueStart = scan.position + 1
                var valueEnd = valueStart
                while valueEnd < end, input[valueEnd] != quote { valueEnd += 1 }
                guard valueEnd < end else { throw XMLSyntaxError("entity '\(name)' has no closing quote", at: scan.position) }
                scan.position = valueEnd + 1
                scan.skipWhitespace()
                guard scan.byte == UInt8(ascii: ">") else { throw XMLSyntaxError("expected '>' to end <!ENTITY \(name)", at: scan.position) }
                scan.position += 1
                if entities[name] == nil { entities[name] = Array(input[valueStart..<valueEnd]) }
            } else if scan.matches("<!") {
                // ELEMENT, ATTLIST, NOTATION: read to their '>' (quoted literals may hold one).
                try scan.skipDeclaration(before: end)
            } else {
                throw XMLSyntaxError("unexpected \(scan.byte.map { "'\(Character(Unicode.Scalar($0)))'" } ?? "end") in the DOCTYPE's internal subset", at: scan.position)
            }
        }
    }

    /// A cursor over the original bytes.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var position: Int

        var byte: UInt8? { position < bytes.count ? bytes[position] : nil }

        func matches(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            let pointer = text.utf8Start
            for k in 0..<count where bytes[position + k] != pointer[k] { return false }
            return true
        }

        mutating func skipWhitespace() {
            while let b = byte, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { position += 1 }
        }

        mutating func name() -> String? {
            let start = position
            guard let first = byte, XMLByte.isNameStart(first) else { return nil }
            position += 1
            while let b = byte, XMLByte.isNameCharacter(b) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// `&name;` at `i`: the name and the offset after the `;`.
        static func reference(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (String, Int)? {
            var cursor = Cursor(bytes: bytes, position: i + 1)
            guard let name = cursor.name(), cursor.byte == UInt8(ascii: ";") else { return nil }
            return (name, cursor.position + 1)
        }

        /// The offset after a comment, CDATA section or processing instruction starting at `i`, or nil when none
        /// starts there (one cut off by the end of the file runs to the end: the scanner reports it).
        static func skipVerbatim(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
            let cursor = Cursor(bytes: bytes, position: i)
            let terminator: [UInt8]
            if cursor.matches("<!--") { terminator = Array("-->".utf8) }
            else if cursor.matches("<![CDATA[") { terminator = Array("]]>".utf8) }
            else if cursor.matches("<?") { terminator = Array("?>".utf8) }
            else { return nil }
            var j = i + 2
            while j + terminator.count <= bytes.count {
                if bytes[j] == terminator[0], zip(bytes[j..<(j + terminator.count)], terminator).allSatisfy({ $0 == $1 }) {
                    return j + terminator.count
                }
                j += 1
            }
            return bytes.count
        }

        /// Skips a markup declaration to its `>`.
        mutating func skipDeclaration(before end: Int) throws(XMLSyntaxError) {
            let start = position
            var quote: UInt8?
            while position < end {
                let b = bytes[position]
                position += 1
                if let q = quote { if b == q { quote = nil }; continue }
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b } else if b == UInt8(ascii: ">") { return }
            }
            throw XMLSyntaxError("a declaration in the DOCTYPE's internal subset is not closed", at: start)
        }

        /// Where the DOCTYPE's internal subset opens (`[`) and closes (`]`), and the offset after the DOCTYPE's
        /// `>`; nil when the prolog has no DOCTYPE with a subset.
        mutating func internalSubset() throws(XMLSyntaxError) -> (Int, Int, Int)? {
            while true {
                skipWhitespace()
                if let skipped = Self.skipVerbatim(bytes, at: position), !matches("<![CDATA[") {
                    position = skipped
                    continue
                }
                guard matches("<!DOCTYPE") else { return nil }
                position += 9
                var quote: UInt8?
                var opened = false
                while let b = byte {
                    position += 1
                    if let q = quote { if b == q { quote = nil }; continue }
                    if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b; continue }
                    if b == UInt8(ascii: ">") { return nil }
                    if b == UInt8(ascii: "[") { opened = true; break }
                }
                guard opened else { return nil }  // cut off: the scanner reports it
                let open = position - 1
                // The subset ends at the first ']' outside quotes, comments and processing instructions.
                var inner: UInt8?
                while let b = byte {
                    if inner == nil, b == UInt8(ascii: "<"), let skipped = Self.skipVerbatim(bytes, at: position) {
                        position = skipped
                        continue
                    }
                    position += 1
                    if let q = inner { if b == q { inner = nil }; continue }
                    if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { inner = b; continue }
                    if b == UInt8(ascii: "]") {
                        let close = position - 1
                        skipWhitespace()
                        guard byte == UInt8(ascii: ">") else { throw XMLSyntaxError("expected '>' after the DOCTYPE's internal subset", at: position) }
                        return (open, close, position + 1)
                    }
                }
                throw XMLSyntaxError("the DOCTYPE's internal subset is not closed", at: open)
            }
        }
    }
}
