/// A parsed JSON file that remembers where each of its values starts, for diagnostics that point into it.
///
/// Values are addressed by JSON Pointer (RFC 6901): `""` is the root, `"/images/0/filename"` a member of an
/// element. ``location(of:)`` turns a pointer into a line and column.
package struct JSONDocument: Sendable {
    /// The root value.
    package var root: JSONValue
    /// The file it came from, when known.
    package var file: String?
    /// Line starts, indexed once: every location is a binary search (a catalog with 40,000 findings).
    private let lines: LineIndex
    private let offsets: [String: Int]
    private let keyOffsets: [String: Int]

    init(root: JSONValue, file: String?, bytes: [UInt8], offsets: [String: Int], keyOffsets: [String: Int]) {
        self.root = root
        self.file = file
        self.lines = LineIndex(bytes)
        self.offsets = offsets
        self.keyOffsets = keyOffsets
    }

    /// Where the member name of the value at `pointer` starts (for "unknown key" messages); the value's own
    /// location when `pointer` names an array element or nothing.
    package func keyLocation(of pointer: String) -> FileLocation {
        guard let offset = keyOffsets[pointer] else { return location(of: pointer) }
        return location(offset: offset)
    }

    /// Where the value at `pointer` starts; the nearest enclosing value's start when that pointer names nothing.
    package func location(of pointer: String) -> FileLocation {
        var key = pointer
        var offset = offsets[key]
        while offset == nil, let slash = key.utf8.lastIndex(of: UInt8(ascii: "/")) {
            key = String(decoding: key.utf8[..<slash], as: UTF8.self)
            offset = offsets[key]
        }
        return location(offset: offset ?? 0)
    }

    /// Where the byte at `offset` is (clamped to the file).
    package func location(offset: Int) -> FileLocation {
        lines.location(offset: offset)
    }

    /// A diagnostic located at the value `pointer` names.
    package func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at pointer: String) -> Diagnostic {
        Diagnostic(severity, message, file: file, at: location(of: pointer))
    }

    /// A member name escaped for use in a pointer (`~` → `~0`, `/` → `~1`).
    package static func escape(_ key: String) -> String {
        // A byte scan: every member name of a document passes here, and String.contains is a generic search.
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        return key.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
