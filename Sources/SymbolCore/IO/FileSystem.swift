import CPlatform

/// The few file-system questions the readers and the command line ask, answered with POSIX calls
/// (no Foundation: see `JSONReader`).
package enum FileSystem {
    /// What a path names.
    package enum Kind: Sendable, Hashable {
        /// Nothing (or nothing we may look at).
        case missing
        /// A regular file, or a link to one.
        case file
        /// A folder, or a link to one.
        case directory
        /// A device, socket or pipe.
        case other
    }

    /// What `path` names, following symbolic links.
    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): return .file
        case mode_t(S_IFDIR): return .directory
        default: return .other
        }
    }

    /// The names in a folder (without `.` and `..`), sorted by their UTF-8 bytes so that every caller
    /// walks folders in the same, locale-independent order.
    package static func contents(of path: String) throws(Diagnostic) -> [String] {
        guard let directory = opendir(path) else {
            throw Diagnostic(.error, "cannot list the folder: \(String(cString: strerror(cplatform_errno())))", file: path)
        }
        defer { closedir(directory) }
        return names(in: directory)
    }

    /// The names an open directory stream lists (without `.` and `..`), sorted by their UTF-8 bytes.
    package static func names(in directory: OpaquePointer) -> [String] {
        var names: [String] = []
        // `d_name` is read through a pointer up to its terminator: glibc's records end right after the name, so
        // copying the whole fixed-size field reads past the buffer's end (AddressSanitizer found it).
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Creates a folder and any missing parents (`mkdir -p`).
    package static func createDirectory(_ path: String) throws(Diagnostic) {
        if kind(of: path) == .directory { return }
        var prefix = isAbsolute(path) ? "/" : ""
        for component in components(path) {
            prefix += component
            if mkdir(prefix, 0o777) != 0 && cplatform_errno() != EEXIST {
                throw Diagnostic(.error, "cannot create the folder: \(String(cString: strerror(cplatform_errno())))", file: prefix)
            }
            prefix += "/"
        }
        guard kind(of: path) == .directory else { throw Diagnostic(.error, "exists and is not a folder", file: path) }
    }

    // Paths are split at their `/` bytes, as the kernel splits them, never at `Character`s: a combining mark
    // after a slash (`a/\u{301}b`) makes one grapheme `/\u{301}` that is not "/", so `split(separator: "/")`,
    // `contains("/")`, `hasPrefix("/")` and `lastIndex(of: "/")` on a String miss that slash, and a name checked
    // as one component (`..\u{2F}\u{301}x`) would reach the kernel as two. Every path question goes through these.

    /// The components of `path` between its `/` bytes (empty ones too, unless `omittingEmpty`).
    package static func components(_ path: String, omittingEmpty: Bool = true) -> [String] {
        path.utf8.split(separator: slash, omittingEmptySubsequences: omittingEmpty).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `text` holds a `/` byte anywhere.
    package static func containsSlash(_ text: String) -> Bool { text.utf8.contains(slash) }

    /// Whether `path` starts with a `/` byte.
    package static func isAbsolute(_ path: String) -> Bool { path.utf8.first == slash }

    /// Whether `path` is `folder` itself or lies under it, compared component by component as the bytes are spelled
    /// (no normalization, no link resolved).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        relative(path, to: folder) != nil
    }

    /// `path` relative to `folder` (`""` for the folder itself) when `path` lies under it as spelled, else nil.
    package static func relative(_ path: String, to folder: String) -> String? {
        let trimmed = folder.utf8.count > 1 && folder.utf8.last == slash ? String(decoding: folder.utf8.dropLast(), as: UTF8.self) : folder
        if path.utf8.elementsEqual(trimmed.utf8) { return "" }
        let prefix = trimmed == "/" ? Array(trimmed.utf8) : Array(trimmed.utf8) + [slash]
        guard path.utf8.starts(with: prefix) else { return nil }
        return String(decoding: path.utf8.dropFirst(prefix.count), as: UTF8.self)
    }

    /// The folder part of `path` (`a/b/c.svg` → `a/b`, `/c` → `/`), or nil when it has no `/`.
    package static func parent(_ path: String) -> String? {
        guard let index = path.utf8.lastIndex(of: slash) else { return nil }
        return index == path.utf8.startIndex ? "/" : String(decoding: path.utf8[..<index], as: UTF8.self)
    }

    /// The last path component (`a/b/c.svg` → `c.svg`), ignoring a trailing slash.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = path.utf8.last == slash && path.utf8.count > 1 ? String(decoding: path.utf8.dropLast(), as: UTF8.self) : path
        guard let index = trimmed.utf8.lastIndex(of: slash) else { return trimmed }
        return String(decoding: trimmed.utf8[trimmed.utf8.index(after: index)...], as: UTF8.self)
    }

    /// `folder/name`, without doubling a slash.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.utf8.last == slash ? folder + name : folder + "/" + name
    }

    private static let slash = UInt8(ascii: "/")

    /// The name without its extension, when it has `suffix` in any letter case (`Ring.SVG` → `Ring`).
    package static func stem(_ name: String, droppingExtension suffix: String) -> String {
        guard name.count > suffix.count, name.lowercased().hasSuffix(suffix.lowercased()) else { return name }
        return String(name.dropLast(suffix.count))
    }
}
