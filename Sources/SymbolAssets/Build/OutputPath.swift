import SymbolCore
/// The one gate every name and folder of a manifest passes before it becomes part of a path the builder writes,
/// renames or removes: a path inside the output folder is relative, has no `.`, `..` or empty components, and no
/// character that a file system, a terminal or generated Swift could misread. The manifest reader applies it with
/// line and column; the output lists and the output record apply it again, so that no path formed anywhere else can
/// leave the output folder.
package enum OutputPath {
    /// Names in the output folder that belong to the tool's own bookkeeping (the record, staging folders).
    static let reservedPrefix = ".glyphsmith-"

    /// Whether `scalar` may appear in a name: not a character that diagnostics spell out (controls, bidi overrides
    /// and isolates, zero-width marks, separators), which would make a name print as another one.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool { !Diagnostic.needsEscape(scalar) }

    /// Why `text` cannot be one file or folder name, or nil when it can. `what` names it in the message.
    package static func problem(component text: String, what: String) -> String? {
        if text.isEmpty { return "\(what) must not be empty" }
        if text == "." || text == ".." { return "\(what) must not be '\(text)'" }
        if FileSystem.containsSlash(text) { return "\(what) must be a single name, without '/'" }
        if let bad = text.unicodeScalars.first(where: { !isAllowed($0) }) {
            return "\(what) must not contain the control or formatting character \(describe(bad))"
        }
        // Room for the longest suffix a name gets (`-hc-dark@3x.png`, `.appiconset`) within NAME_MAX (255 bytes).
        if text.utf8.count > 200 { return "\(what) is \(text.utf8.count) bytes long; at most 200 are allowed" }
        return nil
    }

    /// Why `text` cannot be a path relative to the output folder, or nil when it can.
    package static func problem(path text: String, what: String) -> String? {
        if FileSystem.isAbsolute(text) { return "\(what) must be relative to the output folder, not an absolute path" }
        let components = FileSystem.components(text, omittingEmpty: false)
        for component in components {
            if component.isEmpty { return "\(what) must not have empty components ('//' or a trailing '/')" }
            if component == ".." { return "\(what) must stay inside the output folder: '..' is not allowed" }
            if let problem = problem(component: component, what: what) { return problem }
        }
        if components.first?.hasPrefix(reservedPrefix) == true {
            return "\(what) must not start with '\(reservedPrefix)', which glyphsmith keeps for its own files"
        }
        return nil
    }

    /// Why `text` cannot name a source file, or nil: sources may leave the manifest's folder with `..` (the
    /// reader checks where they really are), but never hold a NUL or another control character.
    package static func problem(source text: String, what: String) -> String? {
        if let bad = text.unicodeScalars.first(where: { !isAllowed($0) }) {
            return "\(what) must not contain the control or formatting character \(describe(bad))"
        }
        return nil
    }

    /// Names that differ only in letter case or Unicode normalization collide on macOS's file systems: the first
    /// pair of `paths` that does, or nil.
    package static func caseCollision(in paths: [String]) -> (String, String)? {
        var seen: [String: String] = [:]
        for path in paths {
            let key = path.lowercased()
            if let earlier = seen[key], !earlier.utf8.elementsEqual(path.utf8) { return (earlier, path) }
            seen[key] = path
        }
        return nil
    }

    /// `U+202E` for a scalar that must not be printed raw.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
