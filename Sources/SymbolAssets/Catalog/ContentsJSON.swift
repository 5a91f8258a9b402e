import SymbolFormat
import SymbolCore

/// Writes JSON as current Xcode writes `Contents.json`: two-space indent, `"key" : value`, keys sorted at every
/// level, no escaped slashes and a final newline, so that a regenerated catalog diffs clean in git.
package enum ContentsJSON {
    /// The `"info"` object every Xcode-written `Contents.json` carries.
    package static let info: JSONValue = .object([("author", .string("xcode")), ("version", .number(1))])

    /// The `Contents.json` of a `.symbolset` holding one template file.
    package static func symbolSet(file: String, renderingIntent: String?) -> [UInt8] {
        var members: [(key: String, value: JSONValue)] = [
            ("info", info),
            ("symbols", .array([.object([("filename", .string(file)), ("idiom", .string("universal"))])])),
        ]
        if let renderingIntent {
            members.append(("properties", .object([("symbol-rendering-intent", .string(renderingIntent))])))
        }
        return bytes(.object(members))
    }

    /// The bytes of `value` in Xcode's layout.
    package static func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        write(value, indent: 0, into: &out)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): out.append(contentsOf: format(number).utf8)
        case .string(let text): writeString(text, into: &out)
        case .array(let elements):
            guard !elements.isEmpty else { out.append(contentsOf: "[\n\n".utf8); pad(indent, &out); out.append(UInt8(ascii: "]")); return }
            out.append(contentsOf: "[\n".utf8)
            for (index, element) in elements.enumerated() {
                pad(indent + 2, &out)
                write(element, indent: indent + 2, into: &out)
                out.append(contentsOf: (index + 1 < elements.count ? ",\n" : "\n").utf8)
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out.append(contentsOf: "{\n\n".utf8); pad(indent, &out); out.append(UInt8(ascii: "}")); return }
            out.append(contentsOf: "{\n".utf8)
            let sorted = members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            for (index, member) in sorted.enumerated() {
                pad(indent + 2, &out)
                writeString(member.key, into: &out)
                out.append(contentsOf: " : ".utf8)
                write(member.value, indent: indent + 2, into: &out)
                out.append(contentsOf: (index + 1 < sorted.count ? ",\n" : "\n").utf8)
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func pad(_ count: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Integers without a fraction; other numbers in Swift's shortest round-trip form.
    private static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

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
