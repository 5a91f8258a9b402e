/// Writes a `JSONValue` as text in one of the layouts the package's files use.
///
/// Every JSON file the package writes goes through here: a catalog's `Contents.json` (Xcode's layout), the library's
/// `index.json`, `info --json` and a frame sequence's description. They differ only in layout, so a layout is a value:
/// key order, the separator after a key, which containers stay on one line, how numbers are spelled. Strings are
/// escaped the same way everywhere (quote, backslash, and control characters), so no layout can write invalid JSON.
package struct JSONWriter: Sendable {
    /// The order of an object's members.
    package enum KeyOrder: Sendable {
        /// Sorted by the UTF-8 bytes of the key, at every level (Xcode's order).
        case sorted
        /// As the object lists them.
        case asWritten
    }

    /// The order of an object's members.
    package var keyOrder: KeyOrder
    /// What follows a key: `" : "` (Xcode) or `": "`.
    package var keySeparator: String
    /// Whether the container `value` at nesting `depth` (0 for the top level) is written on one line, as
    /// `{"a": 1, "b": [2, 3]}`. Everything inside an inline container is inline too.
    package var isInline: @Sendable (_ depth: Int, _ value: JSONValue) -> Bool
    /// Whether an empty container spans lines as Xcode writes it (`{` newline, blank line, `}`), or is `{}`.
    package var opensEmptyContainers: Bool
    /// How a number is spelled.
    package var number: @Sendable (Double) -> String
    /// Whether the text ends with a newline.
    package var endsWithNewline: Bool

    /// A layout.
    package init(keyOrder: KeyOrder, keySeparator: String, opensEmptyContainers: Bool = false, endsWithNewline: Bool = true,
                 number: @escaping @Sendable (Double) -> String = JSONWriter.shortestNumber,
                 isInline: @escaping @Sendable (_ depth: Int, _ value: JSONValue) -> Bool = { _, _ in false }) {
        self.keyOrder = keyOrder
        self.keySeparator = keySeparator
        self.opensEmptyContainers = opensEmptyContainers
        self.endsWithNewline = endsWithNewline
        self.number = number
        self.isInline = isInline
    }

    /// Xcode's `Contents.json`: two-space indent, `"key" : value`, keys sorted at every level, every container on
    /// its own lines, no escaped slashes and a final newline, so that a regenerated catalog diffs clean in git.
    package static let xcode = JSONWriter(keyOrder: .sorted, keySeparator: " : ", opensEmptyContainers: true)

    /// The command line's `--json` reports: Xcode's layout without the final newline (`print` adds it).
    package static let report = JSONWriter(keyOrder: .sorted, keySeparator: " : ", opensEmptyContainers: true, endsWithNewline: false)

    /// Integers without a fraction; other numbers in Swift's shortest round-trip form.
    package static func shortestNumber(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15, let whole = Int64(exactly: number) { return String(whole) }
        return String(number)
    }

    /// The text of `value`.
    package func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        write(value, depth: 0, inline: isInline(0, value), into: &out)
        if endsWithNewline { out.append(UInt8(ascii: "\n")) }
        return out
    }

    /// The text of `value` as a string.
    package func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    private func write(_ value: JSONValue, depth: Int, inline: Bool, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): out.append(contentsOf: self.number(number).utf8)
        case .string(let text): Self.writeString(text, into: &out)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, depth: depth, inline: inline, into: &out) { index, out in
                let element = elements[index]
                write(element, depth: depth + 1, inline: inline || isInline(depth + 1, element), into: &out)
            }
        case .object(let members):
            let ordered = keyOrder == .sorted
                ? members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) } : members
            writeContainer(open: "{", close: "}", count: ordered.count, depth: depth, inline: inline, into: &out) { index, out in
                let member = ordered[index]
                Self.writeString(member.key, into: &out)
                out.append(contentsOf: keySeparator.utf8)
                write(member.value, depth: depth + 1, inline: inline || isInline(depth + 1, member.value), into: &out)
            }
        }
    }

    private func writeContainer(open: Character, close: Character, count: Int, depth: Int, inline: Bool, into out: inout [UInt8],
                                element: (Int, inout [UInt8]) -> Void) {
        out.append(contentsOf: String(open).utf8)
        defer { out.append(contentsOf: String(close).utf8) }
        if count == 0 {
            if opensEmptyContainers && !inline {
                out.append(contentsOf: "\n\n".utf8)
                pad(depth, &out)
            }
            return
        }
        if !inline { out.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            if !inline { pad(depth + 1, &out) }
            element(index, &out)
            if index + 1 < count { out.append(contentsOf: (inline ? ", " : ",\n").utf8) } else if !inline { out.append(UInt8(ascii: "\n")) }
        }
        if !inline { pad(depth, &out) }
    }

    private func pad(_ depth: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// A JSON string: quote and backslash escaped, `\n`, `\r`, `\t` by name, other control characters as `\u00XX`;
    /// everything else (slashes, non-ASCII) as it is.
    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x0A: out.append(contentsOf: "\\n".utf8)
            case 0x0D: out.append(contentsOf: "\\r".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
