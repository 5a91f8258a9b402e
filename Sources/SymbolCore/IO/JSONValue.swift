/// A parsed JSON value (RFC 8259), as asset-catalog `Contents.json` files hold them.
///
/// Objects keep their members in file order, so that a reader can report the first of duplicate keys and a
/// writer can reproduce a file byte for byte.
package enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as the `Double` nearest to its text.
    case number(Double)
    /// A string, with escapes decoded.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in file order.
    case object([(key: String, value: JSONValue)])

    /// The member named `key` of an object (the first, if the key repeats); `nil` for other values.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The elements of an array, or `nil`.
    package var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The text of a string, or `nil`.
    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of a number, or `nil`.
    package var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The value of a boolean, or `nil`.
    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// Whether this is an array or an object.
    package var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let elements): hasher.combine(elements)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }
}
