import SymbolCore
/// Typed access to one JSON object of a manifest that records a located diagnostic for every unknown key, wrong
/// type or bad value, so that a reader can report all problems of a file at once.
struct ManifestFields {
    let document: JSONDocument
    let members: [(key: String, value: JSONValue)]
    let pointer: String
    var diagnostics: [Diagnostic] = []

    /// The object at `pointer`, or a diagnostic when the value there is not an object.
    init(_ value: JSONValue, pointer: String, document: JSONDocument, what: String) {
        self.document = document
        self.pointer = pointer
        if case .object(let members) = value {
            self.members = members
        } else {
            members = []
            diagnostics.append(document.diagnostic(.error, "\(what) must be an object", at: pointer))
        }
    }

    /// Reports keys outside `known` (keys starting with `//` are comments), with a suggestion for near misses.
    mutating func rejectUnknownKeys(_ known: [String], in what: String) {
        var seen = Set<String>()
        for member in members {
            if member.key.hasPrefix("//") { continue }
            if !seen.insert(member.key).inserted {
                diagnostics.append(Diagnostic(.error, "duplicate key '\(member.key)' in \(what)", file: document.file, at: document.keyLocation(of: pointer(member.key))))
            }
            guard !known.contains(member.key) else { continue }
            // The key is normalized once, not once per known key: 20,000 unknown keys took seconds.
            let folded = String(member.key.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
            let near = known.first { $0.lowercased() == folded }
            let message = "unknown key '\(member.key)' in \(what)" + (near.map { "; did you mean '\($0)'?" } ?? "; expected one of: \(known.joined(separator: ", "))")
            diagnostics.append(Diagnostic(.error, message, file: document.file, at: document.keyLocation(of: pointer(member.key))))
        }
    }

    func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
    func pointer(_ key: String) -> String { pointer + "/" + JSONDocument.escape(key) }

    mutating func fail(_ message: String, at key: String? = nil) {
        diagnostics.append(document.diagnostic(.error, message, at: key.map(pointer) ?? pointer))
    }

    mutating func string(_ key: String) -> String? {
        guard let value = value(key) else { return nil }
        guard let text = value.stringValue else { fail("'\(key)' must be a string", at: key); return nil }
        return text
    }

    mutating func nonEmptyString(_ key: String) -> String? {
        guard let text = string(key) else { return nil }
        guard !text.isEmpty else { fail("'\(key)' must not be empty", at: key); return nil }
        return text
    }

    mutating func number(_ key: String, in range: ClosedRange<Double>, rangeText: String) -> Double? {
        guard let value = value(key) else { return nil }
        guard let number = value.numberValue else { fail("'\(key)' must be a number", at: key); return nil }
        guard range.contains(number) else { fail("'\(key)' must be in \(rangeText), got \(NumberFormatting.described(number))", at: key); return nil }
        return number
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let value = value(key) else { return nil }
        guard let flag = value.boolValue else { fail("'\(key)' must be true or false", at: key); return nil }
        return flag
    }

    /// A string from a closed set, reported with the set when it is not in it.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) -> T? where T.RawValue == String {
        guard let text = string(key) else { return nil }
        guard let parsed = T(rawValue: text) else {
            fail("'\(key)' must be one of \(T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), got '\(text)'", at: key)
            return nil
        }
        return parsed
    }

    /// An array of elements, each decoded by `element` with its own pointer.
    mutating func array<T>(_ key: String, _ element: (inout ManifestFields, JSONValue, String) -> T?) -> [T]? {
        guard let value = value(key) else { return nil }
        guard let elements = value.arrayValue else { fail("'\(key)' must be an array", at: key); return nil }
        var result: [T] = []
        for (index, item) in elements.enumerated() {
            if let decoded = element(&self, item, pointer(key) + "/\(index)") { result.append(decoded) }
        }
        return result
    }

    mutating func color(_ value: JSONValue, at itemPointer: String) -> SymbolColor? {
        guard let text = value.stringValue else {
            diagnostics.append(document.diagnostic(.error, "a color must be a string such as '#007aff' or 'systemBlue'", at: itemPointer))
            return nil
        }
        do {
            return try SymbolColor(parsing: text)
        } catch {
            diagnostics.append(document.diagnostic(.error, error.description, at: itemPointer))
            return nil
        }
    }

    mutating func color(_ key: String) -> SymbolColor? {
        guard let value = value(key) else { return nil }
        return color(value, at: pointer(key))
    }

    /// Diagnostics of a nested object folded into this one's.
    mutating func absorb(_ other: ManifestFields) { diagnostics += other.diagnostics }
}
