/// A strict JSON reader (RFC 8259) over UTF-8 bytes whose errors name the line, column and byte offset.
///
/// Written here rather than taken from Foundation so that the libraries and the command line link no Foundation
/// (its start-up costs a millisecond per process) and so that a bad `Contents.json` is reported where it is bad.
package enum JSONReader {
    /// Nesting deeper than this is refused (asset catalogs nest four levels).
    package static let maximumDepth = 256

    /// Parses one JSON value that fills the whole input (whitespace aside).
    package static func parse(_ bytes: [UInt8], file: String? = nil) throws(Diagnostic) -> JSONValue {
        var scanner = Scanner(bytes: bytes, file: file)
        scanner.skipSpace()
        let value = try scanner.value(depth: 0)
        scanner.skipSpace()
        guard scanner.position == bytes.count else { throw scanner.error("expected the end of the file after the value") }
        return value
    }

    /// Reads and parses a file (at most `maximumSize` bytes).
    package static func read(_ path: String, maximumSize: Int = 1 << 22) throws(Diagnostic) -> JSONValue {
        try parse(FileReader.read(path, maximumSize: maximumSize), file: path)
    }

    /// Parses one JSON value and remembers where every value starts, so that later checks (a manifest's unknown
    /// key, a catalog entry's missing file) can name the line and column of what they reject.
    package static func parseDocument(_ bytes: [UInt8], file: String? = nil) throws(Diagnostic) -> JSONDocument {
        var scanner = Scanner(bytes: bytes, file: file, recordsOffsets: true)
        scanner.skipSpace()
        let value = try scanner.value(depth: 0)
        scanner.skipSpace()
        guard scanner.position == bytes.count else { throw scanner.error("expected the end of the file after the value") }
        return JSONDocument(root: value, file: file, bytes: bytes, offsets: scanner.offsets, keyOffsets: scanner.keyOffsets)
    }

    /// Reads a file and parses it with ``parseDocument(_:file:)``.
    package static func readDocument(_ path: String, maximumSize: Int = 1 << 22) throws(Diagnostic) -> JSONDocument {
        try parseDocument(FileReader.read(path, maximumSize: maximumSize), file: path)
    }

    private struct Scanner {
        let bytes: [UInt8]
        let file: String?
        var position = 0
        var recordsOffsets = false
        /// Start offsets of values by JSON Pointer, filled only when `recordsOffsets` is set.
        var offsets: [String: Int] = [:]
        /// Start offsets of member names, by the pointer of their value.
        var keyOffsets: [String: Int] = [:]
        var pointer = ""

        init(bytes: [UInt8], file: String?, recordsOffsets: Bool = false) {
            self.bytes = bytes
            self.file = file
            self.recordsOffsets = recordsOffsets
        }

        func error(_ message: String, at offset: Int? = nil) -> Diagnostic {
            // One error ends the parse, so the one index built here is the only scan.
            Diagnostic(.error, message, file: file, at: LineIndex(bytes).location(offset: offset ?? position))
        }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(Diagnostic) -> JSONValue {
            guard depth < JSONReader.maximumDepth else { throw error("nesting deeper than \(JSONReader.maximumDepth) levels") }
            guard position < bytes.count else { throw error("expected a value, found the end of the file") }
            if recordsOffsets { offsets[pointer] = position }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("expected a value (object, array, string, number, true, false or null)")
            }
        }

        mutating func literal(_ word: String) throws(Diagnostic) {
            for byte in word.utf8 {
                guard position < bytes.count, bytes[position] == byte else { throw error("expected '\(word)'") }
                position += 1
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Diagnostic) {
            skipSpace()
            guard position < bytes.count, bytes[position] == byte else { throw error("expected \(what)") }
            position += 1
        }

        mutating func object(depth: Int) throws(Diagnostic) -> JSONValue {
            position += 1
            var members: [(key: String, value: JSONValue)] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
                let keyStart = position
                let key = try string()
                try expect(UInt8(ascii: ":"), "':' after the member name")
                skipSpace()
                let parent = pointer
                if recordsOffsets {
                    pointer += "/" + JSONDocument.escape(key)
                    keyOffsets[pointer] = keyStart
                }
                members.append((key, try value(depth: depth + 1)))
                pointer = parent
                skipSpace()
                guard position < bytes.count else { throw error("expected ',' or '}', found the end of the file") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                throw error("expected ',' or '}' after an object member")
            }
        }

        mutating func array(depth: Int) throws(Diagnostic) -> JSONValue {
            position += 1
            var elements: [JSONValue] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
            while true {
                skipSpace()
                let parent = pointer
                if recordsOffsets { pointer += "/\(elements.count)" }
                elements.append(try value(depth: depth + 1))
                pointer = parent
                skipSpace()
                guard position < bytes.count else { throw error("expected ',' or ']', found the end of the file") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
                throw error("expected ',' or ']' after an array element")
            }
        }

        mutating func number() throws(Diagnostic) -> Double {
            let start = position
            func digits(_ scanner: inout Scanner) -> Int {
                let first = scanner.position
                while scanner.position < scanner.bytes.count, (0x30...0x39).contains(scanner.bytes[scanner.position]) { scanner.position += 1 }
                return scanner.position - first
            }
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            let integerStart = position
            let integerDigits = digits(&self)
            guard integerDigits > 0 else { throw error("expected a digit") }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw error("numbers may not have leading zeros", at: integerStart) }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
            }
            if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw error("number out of range", at: start) }
            return value
        }

        mutating func string() throws(Diagnostic) -> String {
            position += 1
            // Most strings have no escape: made from their bytes in place, without a buffer of their own.
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let start = position
                position = end + 1
                // Located after the closing quote, as the escaped path below locates it.
                guard let text = bytes.withUnsafeBufferPointer({ String(validating: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }) else {
                    throw error("string is not valid UTF-8")
                }
                return text
            }
            var utf8: [UInt8] = []
            while true {
                guard position < bytes.count else { throw error("unterminated string") }
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    guard let text = String(validating: utf8, as: UTF8.self) else { throw error("string is not valid UTF-8") }
                    return text
                case UInt8(ascii: "\\"):
                    position += 1
                    try escape(into: &utf8)
                case 0..<0x20:
                    throw error("control character in a string (escape it)")
                default:
                    utf8.append(byte)
                    position += 1
                }
            }
        }

        mutating func escape(into utf8: inout [UInt8]) throws(Diagnostic) {
            guard position < bytes.count else { throw error("unterminated escape") }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad()
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by an escaped low one; together they are one scalar.
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    position += 2
                    let low = try hexQuad()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw error("unpaired surrogate in \\u escape") }
                utf8.append(contentsOf: String(Character(unicode)).utf8)
            default:
                throw error("unknown escape '\\\(String(decoding: [byte], as: UTF8.self))'", at: position - 2)
            }
        }

        mutating func hexQuad() throws(Diagnostic) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard position < bytes.count, let digit = Self.hexDigit(bytes[position]) else { throw error("expected four hex digits after \\u") }
                value = value << 4 | digit
                position += 1
            }
            return value
        }

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case 0x30...0x39: return UInt32(byte - 0x30)
            case 0x41...0x46: return UInt32(byte - 0x41 + 10)
            case 0x61...0x66: return UInt32(byte - 0x61 + 10)
            default: return nil
            }
        }
    }
}
