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
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 && cplatform_errno() != EEXIST {
                throw Diagnostic(.error, "cannot create the folder: \(String(cString: strerror(cplatform_errno())))", file: prefix)
            }
            prefix += "/"
        }
        guard kind(of: path) == .directory else { throw Diagnostic(.error, "exists and is not a folder", file: path) }
    }

    /// The last path component (`a/b/c.svg` → `c.svg`), ignoring trailing slashes.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = path.utf8.last == UInt8(ascii: "/") && path.count > 1 ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `folder/name`, without doubling a slash.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The name without its extension, when it has `suffix` in any letter case (`Ring.SVG` → `Ring`).
    package static func stem(_ name: String, droppingExtension suffix: String) -> String {
        guard name.count > suffix.count, name.lowercased().hasSuffix(suffix.lowercased()) else { return name }
        return String(name.dropLast(suffix.count))
    }
}
