/// Checks an asset catalog (`.xcassets`) as a build should before shipping it: Contents.json files that parse and
/// have the right types, files that exist and are named, complete appearance variants, pixel sizes that match
/// their scales, app-icon rules, symbol sets that validate, unique names across namespaces, and our dark-mode
/// rule for colors. Every finding is located: `file:line:col: error|warning: …`.
public struct CatalogLinter: Sendable {
    /// How a rule's findings are reported.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// An error (lint exits 1).
        case error
        /// A warning.
        case warning
        /// Not reported.
        case ignore
    }

    /// How a color set without a dark appearance is reported (Apple's guidance is softer than our default).
    public var missingDark: Severity

    /// Creates a linter.
    public init(missingDark: Severity = .error) {
        self.missingDark = missingDark
    }

    /// The findings for the catalog at `path`, in folder order.
    public func lint(catalogAt path: String) -> [Diagnostic] {
        var context = LintContext(linter: self)
        guard FileSystem.kind(of: path) == .directory else {
            return [Diagnostic(.error, "is not an asset catalog folder", file: path)]
        }
        context.walk(path, namespace: "")
        return context.diagnostics
    }
}

/// The state of one lint run: findings and the asset names seen so far.
struct LintContext {
    let linter: CatalogLinter
    var diagnostics: [Diagnostic] = []
    var names: [String: String] = [:]

    mutating func walk(_ folder: String, namespace: String) {
        guard let entries = try? FileSystem.contents(of: folder) else {
            diagnostics.append(Diagnostic(.error, "cannot list the folder", file: folder))
            return
        }
        for entry in entries where !entry.hasPrefix(".") {
            let path = FileSystem.join(folder, entry)
            guard FileSystem.kind(of: path) == .directory else { continue }
            guard let dot = entry.lastIndex(of: "."), [".imageset", ".colorset", ".appiconset", ".symbolset"].contains(String(entry[dot...])) else {
                walkGroup(path, name: entry, namespace: namespace)
                continue
            }
            let name = namespace + String(entry[..<dot])
            if let earlier = names[name] {
                diagnostics.append(Diagnostic(.error, "the asset name '\(name)' is also used by \(earlier)", file: path))
            } else {
                names[name] = path
            }
            guard let document = contents(of: path, required: true) else { continue }
            switch entry[dot...] {
            case ".imageset": ImageSetRules.check(document, folder: path, into: &self)
            case ".colorset": ColorSetRules.check(document, folder: path, into: &self)
            case ".appiconset": AppIconSetRules.check(document, folder: path, into: &self)
            default: SymbolSetRules.check(document, folder: path, into: &self)
            }
        }
    }

    /// A plain folder: it adds `Name/` to its children's names only when it says `provides-namespace`.
    private mutating func walkGroup(_ path: String, name: String, namespace: String) {
        var prefix = namespace
        if let document = contents(of: path, required: false), document.root["properties"]?["provides-namespace"]?.boolValue == true {
            prefix += name + "/"
        }
        walk(path, namespace: prefix)
    }

    /// The folder's parsed Contents.json, or nil after reporting why not.
    mutating func contents(of folder: String, required: Bool) -> JSONDocument? {
        let file = FileSystem.join(folder, "Contents.json")
        guard FileSystem.kind(of: file) == .file else {
            if required { diagnostics.append(Diagnostic(.error, "has no Contents.json", file: folder)) }
            return nil
        }
        do {
            return try JSONReader.readDocument(file)
        } catch {
            diagnostics.append(error)
            return nil
        }
    }

    mutating func report(_ severity: CatalogLinter.Severity, _ message: String, in document: JSONDocument, at pointer: String) {
        switch severity {
        case .error: diagnostics.append(document.diagnostic(.error, message, at: pointer))
        case .warning: diagnostics.append(document.diagnostic(.warning, message, at: pointer))
        case .ignore: break
        }
    }

    /// The array at `key` of the root, reported when it is missing or not an array of objects.
    mutating func entries(_ key: String, in document: JSONDocument) -> [(pointer: String, value: JSONValue)] {
        guard let value = document.root[key] else {
            report(.error, "Contents.json has no \"\(key)\" array", in: document, at: "")
            return []
        }
        guard let list = value.arrayValue else {
            report(.error, "\"\(key)\" must be an array", in: document, at: "/\(key)")
            return []
        }
        var result: [(pointer: String, value: JSONValue)] = []
        for (index, item) in list.enumerated() {
            guard case .object = item else {
                report(.error, "each entry of \"\(key)\" must be an object", in: document, at: "/\(key)/\(index)")
                continue
            }
            result.append(("/\(key)/\(index)", item))
        }
        return result
    }

    /// The string at `key` of an entry, reported when present with another type.
    mutating func string(_ key: String, of entry: (pointer: String, value: JSONValue), in document: JSONDocument,
                         allowed: Set<String>? = nil) -> String? {
        guard let value = entry.value[key] else { return nil }
        guard let text = value.stringValue else {
            report(.error, "\"\(key)\" must be a string", in: document, at: entry.pointer + "/" + key)
            return nil
        }
        if let allowed, !allowed.contains(text) {
            report(.error, "\"\(key)\" '\(text)' is not one of \(allowed.sorted().map { "'\($0)'" }.joined(separator: ", "))", in: document, at: entry.pointer + "/" + key)
            return nil
        }
        return text
    }

    /// The appearance variant an entry is for: `any`, `dark`, `high contrast`, `dark high contrast`, `tinted`, …
    mutating func appearance(of entry: (pointer: String, value: JSONValue), in document: JSONDocument) -> String {
        guard let list = entry.value["appearances"] else { return "any" }
        guard let items = list.arrayValue else {
            report(.error, "\"appearances\" must be an array", in: document, at: entry.pointer + "/appearances")
            return "any"
        }
        var parts: [String] = []
        for (index, item) in items.enumerated() {
            let kind = item["appearance"]?.stringValue, value = item["value"]?.stringValue
            switch (kind, value) {
            case ("luminosity", let v?) where ["light", "dark", "tinted"].contains(v): parts.append(v)
            case ("contrast", "high"): parts.append("high contrast")
            default: report(.error, "an appearance is {\"appearance\": \"luminosity\", \"value\": \"light|dark|tinted\"} or {\"appearance\": \"contrast\", \"value\": \"high\"}",
                            in: document, at: entry.pointer + "/appearances/\(index)")
            }
        }
        return parts.isEmpty ? "any" : parts.sorted().joined(separator: " ")
    }

    /// Files named by entries that are missing (errors, at the name), and files nobody names (warnings).
    mutating func checkFiles(named: [(file: String, pointer: String)], in document: JSONDocument, folder: String) {
        var listed = Set<String>()
        for (file, pointer) in named {
            listed.insert(file)
            if FileSystem.kind(of: FileSystem.join(folder, file)) != .file {
                report(.error, "names '\(file)', which is not in the folder", in: document, at: pointer)
            }
        }
        for name in (try? FileSystem.contents(of: folder)) ?? [] where name != "Contents.json" && !name.hasPrefix(".") && !listed.contains(name) {
            diagnostics.append(Diagnostic(.warning, "is in the set but no entry of Contents.json names it", file: FileSystem.join(folder, name)))
        }
    }
}
