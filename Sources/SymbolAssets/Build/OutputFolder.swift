import CPlatform
import SymbolCore

/// The output folder of a build, opened once. Every read, write, rename and removal under it goes through
/// directory descriptors relative to that one and never follows a symbolic link (`O_NOFOLLOW`, `fstatat` without
/// following, `openat`/`renameat`/`unlinkat`/`mkdirat`), so that nothing planted inside the folder can send an
/// operation outside it: a link where a folder or a file of the tool's is expected is an error naming it.
///
/// A class because it owns a file descriptor (closed in `deinit`); the advisory lock of `lock(exclusive:…)` is
/// held on that descriptor and ends with it.
final class OutputFolder {
    /// What a path inside the folder is, without following links.
    enum EntryKind: Equatable { case missing, file, directory, link, other }

    /// The folder as the user named it, for messages.
    let path: String
    /// Whether opening it created it (a build that then fails removes it again if it is still empty).
    let wasCreated: Bool
    private let descriptor: Int32
    /// Descriptors of folders under the output folder by relative path, opened once per build (a warm build
    /// asks about every output file; walking each path again cost two thirds of its system calls). Forgotten
    /// whenever a folder may have been removed.
    private var folders: [String: Int32] = [:]

    private init(path: String, descriptor: Int32, wasCreated: Bool) {
        self.path = path
        self.descriptor = descriptor
        self.wasCreated = wasCreated
    }

    deinit {
        forgetFolders()
        close(descriptor)
    }

    /// Closes the cached folder descriptors (after a removal, one may name a folder that is gone).
    private func forgetFolders() {
        for fd in folders.values { close(fd) }
        folders.removeAll()
    }

    /// Opens the output folder `path`, creating it (and its parents, as `mkdir -p`) when `create` is set; nil when
    /// it does not exist and `create` is not set. The folder itself may be a symbolic link only when
    /// `allowLink` is set: a committed link in its place would otherwise send the whole build elsewhere.
    static func open(_ path: String, create: Bool, allowLink: Bool) throws(Diagnostic) -> OutputFolder? {
        var info = stat()
        var created = false
        if lstat(path, &info) != 0 {
            guard cplatform_errno() == ENOENT, create else {
                if cplatform_errno() == ENOENT { return nil }
                throw Diagnostic(.error, "cannot open the output folder: \(systemError())", file: path)
            }
            try FileSystem.createDirectory(path)
            created = true
            guard lstat(path, &info) == 0 else { throw Diagnostic(.error, "cannot open the output folder: \(systemError())", file: path) }
        }
        if (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFLNK) && !allowLink {
            throw Diagnostic(.error, "the output folder is a symbolic link; glyphsmith builds into a real folder only (name the folder it points to, or pass --allow-output-link)", file: path)
        }
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (allowLink ? 0 : O_NOFOLLOW)
        let descriptor = cplatform_open(path, flags, 0)
        guard descriptor >= 0 else {
            throw Diagnostic(.error, cplatform_errno() == ENOTDIR ? "the output exists and is not a folder" : "cannot open the output folder: \(systemError())", file: path)
        }
        return OutputFolder(path: path, descriptor: descriptor, wasCreated: created)
    }

    // MARK: Locking

    /// Takes the folder's advisory lock (`flock` on the folder itself, so no lock file is left behind): exclusive
    /// for a build, shared for a check. When another build holds it, `waiting` is called once and the lock is
    /// retried until `timeout` seconds have passed, then it is an error.
    func lock(exclusive: Bool, timeout: Double, waiting: () -> Void) throws(Diagnostic) {
        let operation = (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
        var told = false
        var waited = 0.0
        while flock(descriptor, operation) != 0 {
            guard cplatform_errno() == EWOULDBLOCK || cplatform_errno() == EINTR else {
                throw Diagnostic(.error, "cannot lock the output folder: \(systemError())", file: path)
            }
            if !told { waiting(); told = true }
            guard waited < timeout else {
                throw Diagnostic(.error, "another glyphsmith build is still writing this folder after \(NumberFormatting.string(timeout)) s; try again when it ends (or raise --lock-timeout)", file: path)
            }
            usleep(20_000)
            waited += 0.02
        }
    }

    /// Removes the folder again when this build created it and it is still empty (a first build that failed).
    func removeIfCreatedAndEmpty() {
        if wasCreated { rmdir(path) }
    }

    // MARK: Questions

    /// What `relative` names, without following links; a link among its parent folders is an error.
    func kind(_ relative: String) throws(Diagnostic) -> EntryKind {
        guard let (parent, name) = try parent(of: relative, create: false) else { return .missing }
        return Self.kind(name, in: parent)
    }

    /// `relative`'s device and inode, or nil when it is not a regular file: a commit journal binds each file it
    /// moved to its inode, which a planted journal cannot know.
    func identity(_ relative: String) throws(Diagnostic) -> FileIdentity? {
        guard let (parent, name) = try parent(of: relative, create: false) else { return nil }
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFREG) else { return nil }
        return FileIdentity(info)
    }

    /// The names in the folder itself, sorted by their bytes.
    func topLevelNames() throws(Diagnostic) -> [String] {
        try Self.names(in: descriptor, path: path)
    }

    /// The names in the folder `relative`, sorted by their bytes; empty when it is missing. No link is followed on
    /// the way or at the end (a link there is an error naming it).
    func names(in relative: String) throws(Diagnostic) -> [String] {
        guard let (parent, name) = try parent(of: relative, create: false) else { return [] }
        let folder = cplatform_openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
        guard folder >= 0 else {
            if cplatform_errno() == ENOENT { return [] }
            throw Diagnostic(.error, "cannot open the folder (a link or not a folder): \(systemError())", file: fullPath(relative))
        }
        defer { close(folder) }
        return try Self.names(in: folder, path: fullPath(relative))
    }

    // MARK: Reading and writing

    /// The bytes of the regular file `relative`; a link, a folder or a device there is an error.
    func read(_ relative: String, maximumSize: Int) throws(Diagnostic) -> [UInt8] {
        let file = fullPath(relative)
        guard let (parent, name) = try parent(of: relative, create: false) else {
            throw Diagnostic(.error, "cannot open: \(String(cString: strerror(ENOENT)))", file: file)
        }
        switch Self.kind(name, in: parent) {
        case .file: break
        case .link: throw Diagnostic(.error, "is a symbolic link where glyphsmith expects a file of its own; refusing to follow it", file: file)
        case .missing: throw Diagnostic(.error, "cannot open: \(String(cString: strerror(ENOENT)))", file: file)
        case .directory, .other: throw Diagnostic(.error, "not a regular file", file: file)
        }
        let fd = cplatform_openat(parent, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0)
        guard fd >= 0 else { throw Diagnostic(.error, "cannot open: \(systemError())", file: file) }
        defer { close(fd) }
        return try FileReader.read(descriptor: fd, path: file, maximumSize: maximumSize)
    }

    /// The bytes of `relative` when it is a regular file, or nil when it is missing or anything else (a link is
    /// not followed); a link among its parent folders is an error. One open per file: a warm build asks this of
    /// every output.
    func readIfFile(_ relative: String, maximumSize: Int) throws(Diagnostic) -> [UInt8]? {
        guard let (parent, name) = try parent(of: relative, create: false) else { return nil }
        let fd = cplatform_openat(parent, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFREG) else { return nil }
        return try? FileReader.read(descriptor: fd, path: fullPath(relative), maximumSize: maximumSize)
    }

    /// Creates the file `relative` (which must not exist) with `bytes`, making missing parent folders; its identity.
    @discardableResult
    func create(_ relative: String, bytes: [UInt8]) throws(Diagnostic) -> FileIdentity {
        let file = fullPath(relative)
        guard let (parent, name) = try parent(of: relative, create: true) else { throw Diagnostic(.error, "cannot create the folder", file: file) }
        let fd = cplatform_openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw Diagnostic(.error, "cannot write: \(systemError())", file: file) }
        var info = stat()
        let failure = AtomicFileWriter.writeAll(bytes, to: fd) ?? (fstat(fd, &info) == 0 ? nil : systemError())
        close(fd)
        if let failure {
            unlinkat(parent, name, 0)
            throw Diagnostic(.error, "cannot write: \(failure)", file: file)
        }
        return FileIdentity(info)
    }

    /// Makes a new folder named `prefix` plus random letters at the top of the output folder, readable by its
    /// owner only; its name.
    func makeUniqueFolder(prefix: String) throws(Diagnostic) -> String {
        for _ in 0..<100 {
            let name = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            if mkdirat(descriptor, name, 0o700) == 0 { return name }
            guard cplatform_errno() == EEXIST else { throw Diagnostic(.error, "cannot create a staging folder: \(systemError())", file: path) }
        }
        throw Diagnostic(.error, "cannot create a staging folder: every name tried exists", file: path)
    }

    /// Moves `from` to `to` (both relative), making `to`'s missing parent folders. Neither is followed if a link.
    func rename(_ from: String, to: String) throws(Diagnostic) {
        guard let (source, sourceName) = try parent(of: from, create: false) else {
            throw Diagnostic(.error, "cannot move: \(String(cString: strerror(ENOENT)))", file: fullPath(from))
        }
        guard let (target, targetName) = try parent(of: to, create: true) else { throw Diagnostic(.error, "cannot create the folder", file: fullPath(to)) }
        guard renameat(source, sourceName, target, targetName) == 0 else {
            throw Diagnostic(.error, "cannot move into place: \(systemError())", file: fullPath(to))
        }
    }

    /// Removes the file or link `relative` (never what a link points to).
    func removeFile(_ relative: String) throws(Diagnostic) {
        guard let (parent, name) = try parent(of: relative, create: false) else { return }
        guard unlinkat(parent, name, 0) == 0 || cplatform_errno() == ENOENT else {
            throw Diagnostic(.error, "cannot remove: \(systemError())", file: fullPath(relative))
        }
    }

    /// Removes `relative` and everything under it without following any link: a link inside is removed itself.
    func removeTree(_ relative: String) throws(Diagnostic) {
        guard let (parent, name) = try parent(of: relative, create: false) else { return }
        Self.removeTree(name, in: parent)
        forgetFolders()
    }

    /// Removes the now-empty folders above `relative`, deepest first, stopping at the first that still holds
    /// something (a removed image set's folder goes; the catalog stays while it has other sets).
    func removeEmptyParents(of relative: String) {
        var parts = FileSystem.components(relative).dropLast()
        while let last = parts.last {
            let folder = parts.joined(separator: "/")
            guard let (parent, _) = try? parent(of: folder, create: false) else { return }
            guard unlinkat(parent, last, AT_REMOVEDIR) == 0 else { return }
            forgetFolders()
            parts.removeLast()
        }
    }

    /// `relative` spelled under the folder's path, for messages.
    func fullPath(_ relative: String) -> String { FileSystem.join(path, relative) }

    // MARK: Descriptors

    /// A descriptor of `relative`'s parent folder (opened without following links, created when asked; owned
    /// by this object, not to be closed) and the last component; nil when a parent is missing and `create` is
    /// not set.
    private func parent(of relative: String, create: Bool) throws(Diagnostic) -> (Int32, String)? {
        var components = FileSystem.components(relative, omittingEmpty: false)
        guard let name = components.popLast(), !name.isEmpty, !components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }),
              name != ".", name != ".." else {
            throw Diagnostic(.error, "not a path inside the output folder", file: FileSystem.join(path, relative))
        }
        var current = descriptor
        var walked = ""
        for component in components {
            walked = walked.isEmpty ? component : walked + "/" + component
            if let known = folders[walked] {
                current = known
                continue
            }
            var next = cplatform_openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
            if next < 0 && cplatform_errno() == ENOENT && create {
                if mkdirat(current, component, 0o777) != 0 && cplatform_errno() != EEXIST {
                    throw Diagnostic(.error, "cannot create the folder: \(systemError())", file: FileSystem.join(path, walked))
                }
                next = cplatform_openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
            }
            if next < 0 {
                let failure = cplatform_errno()
                if failure == ENOENT { return nil }
                if Self.kind(component, in: current) == .link {
                    throw Diagnostic(.error, "is a symbolic link where glyphsmith expects a folder of its output; refusing to follow it", file: FileSystem.join(path, walked))
                }
                if failure == ENOTDIR { throw Diagnostic(.error, "is in the way of an output folder (not a folder)", file: FileSystem.join(path, walked)) }
                throw Diagnostic(.error, "cannot open the folder: \(String(cString: strerror(failure)))", file: FileSystem.join(path, walked))
            }
            folders[walked] = next
            current = next
        }
        return (current, name)
    }

    private static func kind(_ name: String, in folder: Int32) -> EntryKind {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): return .file
        case mode_t(S_IFDIR): return .directory
        case mode_t(S_IFLNK): return .link
        default: return .other
        }
    }

    /// Removes `name` in `folder`: a folder with its contents, anything else (links included) by unlinking it.
    private static func removeTree(_ name: String, in folder: Int32) {
        if kind(name, in: folder) == .directory {
            let child = cplatform_openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
            if child >= 0 {
                for entry in (try? names(in: child, path: name)) ?? [] { removeTree(entry, in: child) }
                close(child)
            }
            unlinkat(folder, name, AT_REMOVEDIR)
        } else {
            unlinkat(folder, name, 0)
        }
    }

    /// The names in the open folder `folder`, sorted by their bytes.
    private static func names(in folder: Int32, path: String) throws(Diagnostic) -> [String] {
        let copy = dup(folder)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw Diagnostic(.error, "cannot list the folder: \(systemError())", file: path)
        }
        defer { closedir(stream) }
        rewinddir(stream)
        return FileSystem.names(in: stream)
    }

    private static func systemError() -> String { String(cString: strerror(cplatform_errno())) }
    private func systemError() -> String { Self.systemError() }
}
