import SymbolFormat
import SymbolCore

/// `Contents.json` as current Xcode writes it (``JSONWriter/xcode``), and the objects every catalog repeats.
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
        JSONWriter.xcode.bytes(value)
    }
}
